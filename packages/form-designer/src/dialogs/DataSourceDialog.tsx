import {
  DATA_SOURCE_METHODS,
  cloneDataSource,
  createDataSource,
  validateDataSource,
  withTokenHeader,
  type DataSource,
  type HttpMethod,
  type ItemIssue,
} from '@org/form-schema';
import { requestDataSource } from '@org/form-renderer';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDesignerTranslation } from '../i18n';
import { syntaxReason } from './syntax-reason';
import { useDesignerServices } from '../services/context';
import { scriptActions } from '../store/script-edits';
import { useDesignerDispatch, useDesignerSelector } from '../store/hooks';
import { CodeEditor } from './code-editor/CodeEditor';
import { ConfirmDialog } from './ConfirmDialog';
import { KeyValueRows, type KeyValueRow } from './KeyValueRows';
import { ModalShell } from './ModalShell';
import { NamedItemList } from './NamedItemList';
import { SavedFlag } from './SavedFlag';
import { useListEditor } from './use-list-editor';

export interface DataSourceDialogProps {
  open: boolean;
  onClose: () => void;
}

const NO_SOURCES: readonly DataSource[] = [];

function paramText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

type TestOutcome = { ok: true; text: string } | { ok: false; message: string };

/**
 * The form's data sources: a list (method and name, clone, delete) and the selected source's
 * settings, with Save, Test and Cancel. The rules (saved flag, refusals, unique names, defaults)
 * are form-schema's.
 */
export function DataSourceDialog({ open, onClose }: DataSourceDialogProps) {
  const { t, i18n } = useDesignerTranslation('dialogs');
  const dispatch = useDesignerDispatch();
  const services = useDesignerServices();
  const saved = useDesignerSelector((state) => state.designer.definition.config.dataSource);
  const session = useListEditor<DataSource>(open, saved ?? NO_SOURCES, {
    unsaved: () => services.notify({ type: 'warning', message: t('dataSource.unsaved') }),
    invalid: (issues) => {
      const syntax = issues.find((issue) => issue.syntax);
      services.notify({
        type: 'warning',
        message: issues.some((issue) => issue.code === 'repeated')
          ? t('dataSource.repeated')
          : syntax
            ? syntaxText(syntax)
            : t('dataSource.invalid'),
      });
    },
  });
  const { editor } = session;
  const draft = editor.draft;
  const [confirmDelete, setConfirmDelete] = useState<DataSource | null>(null);
  const [headers, setHeaders] = useState<KeyValueRow[]>([]);
  const [params, setParams] = useState<KeyValueRow[]>([]);
  const [test, setTest] = useState<TestOutcome | null>(null);
  const [testing, setTesting] = useState(false);

  // The rows of the selected source, when another one is selected or the session restarts.
  useEffect(() => {
    setHeaders(Object.entries(draft?.headers ?? {}));
    setParams(Object.entries(draft?.params ?? {}).map(([name, value]) => [name, paramText(value)]));
    setTest(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft?.key, open]);

  const issueOf = (field: string): ItemIssue | undefined =>
    session.issues.find((issue) => issue.field === field);
  /** Where a function does not parse, named by its label. */
  function syntaxText(issue: ItemIssue): string {
    const { syntax, field } = issue;
    if (!syntax) return issue.message;
    const name = t(`dataSource.${field as 'requestFunc' | 'responseFunc' | 'errorFunc'}`);
    return t('dataSource.syntax', {
      name,
      line: syntax.line,
      column: syntax.column,
      reason: syntaxReason(i18n.language, syntax),
    });
  }
  const helper = (field: string) => {
    const issue = issueOf(field);
    if (!issue) return undefined;
    if (issue.code === 'repeated') return t('dataSource.repeated');
    if (issue.code === 'required') return t('dataSource.required');
    return issue.message;
  };

  const add = () => session.add(createDataSource(editor.items));
  const clone = (key: string) => {
    const source = editor.items.find((item) => item.key === key);
    if (source) session.add(cloneDataSource(source, editor.items));
  };

  const save = () => {
    const token = services.getToken?.();
    const next = session.save(validateDataSource, (item) => withTokenHeader(item, token));
    if (!next) return;
    dispatch(scriptActions.dataSourcesSaved([...next.saved]));
    services.notify({ type: 'success', message: t('dataSource.saved') });
  };

  const runTest = async () => {
    if (!draft) return;
    const issues = validateDataSource(
      draft,
      editor.saved.filter((item) => item.key !== draft.key),
    ).filter((issue) => issue.field !== 'name');
    if (issues.length > 0) {
      services.notify({ type: 'warning', message: t('dataSource.invalid') });
      return;
    }
    setTesting(true);
    try {
      const result = await requestDataSource(draft, { getToken: services.getToken });
      setTest({ ok: true, text: JSON.stringify(result, null, 2) ?? String(result) });
    } catch (error) {
      setTest({ ok: false, message: error instanceof Error ? error.message : String(error) });
    } finally {
      setTesting(false);
    }
  };

  const cancel = () => {
    session.revert();
    onClose();
  };

  const remove = () => {
    if (!confirmDelete) return;
    const wasSaved = editor.saved.some((item) => item.key === confirmDelete.key);
    const next = session.remove(confirmDelete.key);
    if (next && wasSaved) dispatch(scriptActions.dataSourcesSaved([...next.saved]));
  };

  return (
    <ModalShell
      open={open}
      title={t('dataSource.title')}
      width={1000}
      height={600}
      onClose={cancel}
      actions={
        <>
          <Button onClick={runTest} disabled={!draft} loading={testing}>
            {t('test')}
          </Button>
          <Button variant="contained" onClick={save} disabled={!draft}>
            {t('save')}
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'flex', height: '100%' }}>
        <NamedItemList
          label={t('dataSource.list')}
          addLabel={t('dataSource.add')}
          emptyText={t('dataSource.empty')}
          items={editor.items.map((item) =>
            item.key === draft?.key
              ? { key: item.key, name: draft.name, tag: draft.method }
              : { key: item.key, name: item.name, tag: item.method },
          )}
          selected={editor.selected}
          onAdd={add}
          onSelect={(key) => session.select(key)}
          onMove={(from, to) => {
            const next = session.move(from, to);
            if (next) dispatch(scriptActions.dataSourcesSaved([...next.saved]));
          }}
          onClone={clone}
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
            <Stack direction="row" spacing={2}>
              <TextField
                label={t('dataSource.name')}
                value={draft.name}
                required
                size="small"
                onChange={(event) => session.edit({ name: event.target.value })}
                error={Boolean(issueOf('name'))}
                helperText={helper('name')}
                sx={{ flex: 1 }}
              />
              <TextField
                select
                label={t('dataSource.method')}
                value={draft.method}
                size="small"
                onChange={(event) => session.edit({ method: event.target.value as HttpMethod })}
                sx={{ width: 140 }}
              >
                {DATA_SOURCE_METHODS.map((method) => (
                  <MenuItem key={method} value={method}>
                    {method}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <TextField
              label={t('dataSource.url')}
              value={draft.url}
              required
              size="small"
              onChange={(event) => session.edit({ url: event.target.value })}
              error={Boolean(issueOf('url'))}
              helperText={helper('url')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={draft.auto}
                  onChange={(event) => session.edit({ auto: event.target.checked })}
                />
              }
              label={t('dataSource.auto')}
            />
            <KeyValueRows
              label={t('dataSource.headers')}
              addLabel={t('dataSource.addHeader')}
              rows={headers}
              onChange={(rows) => {
                setHeaders(rows);
                session.edit({ headers: Object.fromEntries(rows) });
              }}
            />
            <KeyValueRows
              label={t('dataSource.params')}
              addLabel={t('dataSource.addParam')}
              rows={params}
              onChange={(rows) => {
                const before = draft.params;
                setParams(rows);
                // Unchanged values keep their type; edited ones are text.
                session.edit({
                  params: Object.fromEntries(
                    rows.map(([name, value]) => [
                      name,
                      paramText(before[name]) === value ? before[name] : value,
                    ]),
                  ),
                });
              }}
            />
            {(
              [
                ['requestFunc', t('dataSource.requestFunc')],
                ['responseFunc', t('dataSource.responseFunc')],
                ['errorFunc', t('dataSource.errorFunc')],
              ] as const
            ).map(([field, label]) => (
              <Box key={field}>
                <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                  {label}
                </Typography>
                <CodeEditor
                  mode="javascript"
                  value={draft[field]}
                  onChange={(value) => session.edit({ [field]: value })}
                  height={110}
                  label={label}
                />
                {issueOf(field)?.syntax && (
                  <Alert severity="error" sx={{ mt: 1 }}>
                    {syntaxText(issueOf(field) as ItemIssue)}
                  </Alert>
                )}
              </Box>
            ))}
            {test?.ok && (
              <Alert severity="success" role="status">
                <Typography variant="subtitle2">{t('dataSource.testResult')}</Typography>
                <Box component="pre" tabIndex={0} sx={{ m: 0, maxHeight: 160, overflow: 'auto' }}>
                  {test.text}
                </Box>
              </Alert>
            )}
            {test && !test.ok && (
              <Alert severity="error">
                {t('dataSource.testFailed', { message: test.message })}
              </Alert>
            )}
          </Stack>
        ) : (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('dataSource.empty')}
          </Typography>
        )}
      </Box>
      <ConfirmDialog
        open={confirmDelete !== null}
        message={t('dataSource.deleteConfirm', { name: confirmDelete?.name ?? '' })}
        onConfirm={remove}
        onClose={() => setConfirmDelete(null)}
      />
    </ModalShell>
  );
}
