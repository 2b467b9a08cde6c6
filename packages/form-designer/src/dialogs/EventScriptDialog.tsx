import {
  cloneEventScript,
  createEventScript,
  findWidget,
  selectItem,
  validateEventScript,
  type EventScript,
  type ItemIssue,
} from '@org/form-schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDesignerTranslation } from '../i18n';
import { syntaxReason } from './syntax-reason';
import { useDesignerServices } from '../services/context';
import { useDesignerDispatch, useDesignerSelector, useDesignerStore } from '../store/hooks';
import { scriptActions } from '../store/script-edits';
import { CodeEditor } from './code-editor/CodeEditor';
import { ConfirmDialog } from './ConfirmDialog';
import { ModalShell } from './ModalShell';
import { NamedItemList } from './NamedItemList';
import { SavedFlag } from './SavedFlag';
import { useListEditor } from './use-list-editor';

export interface EventScriptDialogProps {
  open: boolean;
  onClose: () => void;
  /** Opened for a widget's event: Confirm binds the selected script to it. */
  event?: { widgetKey: string; eventName: 'onChange' };
}

const NO_SCRIPTS: readonly EventScript[] = [];

/**
 * The form's event scripts: a list (clone, delete) and the selected script's name and body,
 * with Save and Cancel, and Confirm when opened for a widget event.
 */
export function EventScriptDialog({ open, onClose, event }: EventScriptDialogProps) {
  const { t, i18n } = useDesignerTranslation('dialogs');
  const dispatch = useDesignerDispatch();
  const store = useDesignerStore();
  const services = useDesignerServices();
  const saved = useDesignerSelector((state) => state.designer.definition.config.eventScript);
  const session = useListEditor<EventScript>(
    open,
    saved ?? NO_SCRIPTS,
    {
      unsaved: () => services.notify({ type: 'warning', message: t('dataSource.unsaved') }),
      invalid: (issues) => {
        const syntax = issues.find((issue) => issue.syntax)?.syntax;
        services.notify({
          type: 'warning',
          message: issues.some((issue) => issue.code === 'repeated')
            ? t('script.repeated')
            : syntax
              ? t('script.syntax', { ...syntax, reason: syntaxReason(i18n.language, syntax) })
              : (issues[0]?.message ?? t('script.required')),
        });
      },
    },
    (opened) => {
      // Opened for an event: start on the script the event runs now.
      if (!event) return opened;
      const found = findWidget(store.getState().designer.definition, event.widgetKey);
      const bound = found?.widget.events?.[event.eventName];
      const script = opened.items.find((item) => item.name === bound || item.key === bound);
      const result = script ? selectItem(opened, script.key) : null;
      return result?.ok ? result.editor : opened;
    },
  );
  const { editor } = session;
  const draft = editor.draft;
  const [confirmDelete, setConfirmDelete] = useState<EventScript | null>(null);

  const issueOf = (field: string): ItemIssue | undefined =>
    session.issues.find((issue) => issue.field === field);
  const syntax = issueOf('func')?.syntax;
  const nameHelper = () => {
    const issue = issueOf('name');
    if (!issue) return undefined;
    if (issue.code === 'repeated') return t('script.repeated');
    if (issue.code === 'required') return t('script.required');
    return t('script.invalidName');
  };

  const save = () => {
    const next = session.save(validateEventScript);
    if (!next) return null;
    dispatch(scriptActions.eventScriptsSaved([...next.saved]));
    services.notify({ type: 'success', message: t('dataSource.saved') });
    return next;
  };

  const confirm = () => {
    if (!event || !draft) return;
    if (editor.unsaved) {
      services.notify({ type: 'warning', message: t('dataSource.unsaved') });
      return;
    }
    dispatch(
      scriptActions.widgetEventBound({
        widgetKey: event.widgetKey,
        eventName: event.eventName,
        script: draft.key,
      }),
    );
    onClose();
  };

  const cancel = () => {
    session.revert();
    onClose();
  };

  const remove = () => {
    if (!confirmDelete) return;
    const wasSaved = editor.saved.some((item) => item.key === confirmDelete.key);
    const next = session.remove(confirmDelete.key);
    if (next && wasSaved) dispatch(scriptActions.eventScriptsSaved([...next.saved]));
  };

  return (
    <ModalShell
      open={open}
      title={t('script.title')}
      width={1000}
      height={600}
      onClose={cancel}
      onConfirm={event ? confirm : undefined}
      actions={
        <Button variant={event ? 'outlined' : 'contained'} onClick={save} disabled={!draft}>
          {t('save')}
        </Button>
      }
    >
      <Box sx={{ display: 'flex', height: '100%' }}>
        <NamedItemList
          label={t('script.list')}
          addLabel={t('script.add')}
          emptyText={t('script.empty')}
          items={editor.items.map((item) =>
            item.key === draft?.key ? { key: item.key, name: draft.name } : item,
          )}
          selected={editor.selected}
          onAdd={() => session.add(createEventScript(editor.items, { event: event?.eventName }))}
          onSelect={(key) => session.select(key)}
          onMove={(from, to) => {
            const next = session.move(from, to);
            if (next) dispatch(scriptActions.eventScriptsSaved([...next.saved]));
          }}
          onClone={(key) => {
            const script = editor.items.find((item) => item.key === key);
            if (script) session.add(cloneEventScript(script, editor.items));
          }}
          onDelete={(key) => {
            if (session.blocked() && key !== editor.selected) {
              services.notify({ type: 'warning', message: t('dataSource.unsaved') });
              return;
            }
            setConfirmDelete(editor.items.find((item) => item.key === key) ?? null);
          }}
        />
        {draft ? (
          <Stack spacing={2} sx={{ flex: 1, p: 2, overflow: 'auto' }}>
            <SavedFlag unsaved={editor.unsaved} />
            {event && (
              <Alert severity="info">
                {editor.unsaved ? t('script.pick') : t('script.bound', { name: draft.name })}
              </Alert>
            )}
            <TextField
              label={t('script.name')}
              value={draft.name}
              required
              size="small"
              onChange={(change) => session.edit({ name: change.target.value })}
              error={Boolean(issueOf('name'))}
              helperText={nameHelper()}
            />
            <Box>
              <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                {t('script.func')}
              </Typography>
              <CodeEditor
                mode="javascript"
                value={draft.func}
                onChange={(value) => session.edit({ func: value })}
                height={event ? 360 : 420}
                label={t('script.func')}
              />
              {syntax && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {t('script.syntax', { ...syntax, reason: syntaxReason(i18n.language, syntax) })}
                </Alert>
              )}
            </Box>
          </Stack>
        ) : (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('script.empty')}
          </Typography>
        )}
      </Box>
      <ConfirmDialog
        open={confirmDelete !== null}
        message={t('script.deleteConfirm', { name: confirmDelete?.name ?? '' })}
        onConfirm={remove}
        onClose={() => setConfirmDelete(null)}
      />
    </ModalShell>
  );
}
