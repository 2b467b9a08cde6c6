import { FORM_PERMISSIONS } from '@org/api-contract';
import { type CallError, useCan, useSession } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormDesigner, clearStoredHistory } from '@org/form-designer';
import type { FormDefinition } from '@org/form-schema';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type FormRecord, useFormQuery, useUpdateFormMutation } from '../api/shell-api';
import { designPath } from '../common/paths';
import { askDiscard } from '../dialogs/ask';
import { useLeaveGuard } from '../tabs/leave-guards';
import { useViews } from '../tabs/ViewsProvider';
import { VersionsDialog } from './VersionsDialog';
import { useDesignerLookups } from './designer-lookups';
import { Spinner } from '@org/app-kit';

const VIEW_KEY = '/formDesign';

const TemplatePreview = lazy(() => import('../templates/TemplatePreview'));

/** The form id of `?formId=`, or null when absent or not a positive whole number. */
export function formIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('formId');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** A refusal of a save: the server's message and, when it names them, the paths at fault. */
interface SaveFailure {
  message: string;
  /** Someone saved a newer version since this one was opened (40009). */
  conflict: boolean;
  fields: { field: string; message: string }[];
}

function failureOf(error: unknown): SaveFailure {
  const call = error as CallError;
  const list = (call.data as { errors?: unknown } | undefined)?.errors;
  const fields = Array.isArray(list)
    ? (list as { field?: unknown; message?: unknown }[])
        .filter(
          (item): item is { field: string; message: string } =>
            typeof item.field === 'string' && typeof item.message === 'string',
        )
        .map((item) => ({ field: item.field.replace(/^body\./, ''), message: item.message }))
    : [];
  return { message: call.message, conflict: call.code === 40009, fields };
}

/** One form in the designer: its latest definition, saved as the next version. */
function Designer({
  form,
  note = null,
  onDirty,
  onReload,
  onRestored,
}: {
  form: FormRecord;
  /** Shown beside the version until the first change (e.g. "version 2 restored as 5"). */
  note?: string | null;
  onDirty: (dirty: boolean) => void;
  /** Opens the latest saved version in place of this canvas. */
  onReload: () => void;
  /** A saved version was restored as version `saved`: show that version. */
  onRestored: (version: number, saved: number) => void;
}) {
  const { t, i18n } = useTranslation('shell');
  // Without the right to change forms, the form is shown as it is filled in, and nothing saves.
  const canEdit = useCan(FORM_PERMISSIONS.edit);
  const services = useDesignerLookups(form.appId);
  const [update, updating] = useUpdateFormMutation();
  const [definition, setDefinition] = useState<FormDefinition>(() => form.definition);
  const [saved, setSaved] = useState({ definition, version: form.version });
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [versionsOpen, setVersionsOpen] = useState(false);
  /** The version the last save made, shown until the next change. */
  const [justSaved, setJustSaved] = useState<number | null>(null);
  /** The comment stored with the next version. */
  const [comment, setComment] = useState('');
  const dirty = definition !== saved.definition;

  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  // The undo history is kept in this browser per form and signed-in user, so a reload brings
  // the unsaved canvas back; a save (a new version) clears it, and so does leaving the form
  // with unsaved changes, which the shell only does once the user agreed to discard them.
  const userId = useSession().userInfo?.userId;
  const persistHistory = useMemo(
    () => (userId === undefined ? undefined : { formId: form.id, userId, revision: saved.version }),
    [form.id, userId, saved.version],
  );
  const unsaved = useRef(dirty);
  useEffect(() => {
    unsaved.current = dirty;
  }, [dirty]);
  useEffect(
    () => () => {
      if (unsaved.current && userId !== undefined) clearStoredHistory({ formId: form.id, userId });
    },
    [form.id, userId],
  );
  useLeaveGuard(VIEW_KEY, dirty ? t('design.leaveQuestion', { name: form.formName }) : null);

  const save = async () => {
    const sent = definition;
    try {
      const result = await update({
        id: form.id,
        version: saved.version,
        definition: sent as unknown as Record<string, unknown>,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      }).unwrap();
      setComment('');
      setSaved({ definition: sent, version: result.version });
      setFailure(null);
      setWarnings(result.warnings.map((w) => `${w.field.replace(/^body\./, '')}: ${w.message}`));
      setJustSaved(result.version);
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateRows: 'auto auto 1fr',
        // One column as wide as the page, never as wide as its content: an `auto` column
        // grows to the designer's minimum width and pushes Save and the panels off-screen.
        gridTemplateColumns: 'minmax(0, 1fr)',
        minHeight: 0,
      }}
    >
      <Paper
        variant="outlined"
        sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
      >
        <Typography variant="subtitle1" component="h1" sx={{ fontWeight: 600 }}>
          {form.formName}
        </Typography>
        <Typography color="text.secondary" translate="no">
          {form.formCode}
        </Typography>
        <Chip
          size="small"
          label={t('design.version', { version: saved.version })}
          data-testid="form-version"
        />
        <Typography variant="body2" role="status" sx={{ color: dirty ? '#8a4b00' : '#1b5e20' }}>
          {dirty
            ? t('design.unsaved')
            : justSaved !== null
              ? t('design.savedAs', { version: justSaved })
              : (note ?? '')}
        </Typography>
        <Box sx={{ ml: 'auto', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {canEdit && (
            <TextField
              size="small"
              label={t('design.saveComment')}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              error={failure?.fields.some((item) => item.field === 'comment') ?? false}
            />
          )}
          <Button variant="outlined" onClick={() => setVersionsOpen(true)}>
            {t('design.versions')}
          </Button>
          {canEdit && (
            <Button
              variant="contained"
              onClick={() => void save()}
              loading={updating.isLoading}
              disabled={!dirty}
            >
              {t('design.save')}
            </Button>
          )}
        </Box>
      </Paper>
      <Box>
        {!canEdit && (
          <Alert severity="info">{t('design.readOnly', { code: FORM_PERMISSIONS.edit })}</Alert>
        )}
        {failure && (
          <Alert
            severity="error"
            onClose={() => setFailure(null)}
            action={
              failure.conflict ? (
                <Button color="inherit" size="small" onClick={onReload}>
                  {t('design.openLatest')}
                </Button>
              ) : undefined
            }
          >
            {t('design.saveFailed', { message: failure.message })}
            {failure.conflict && ` ${t('design.conflict')}`}
            {failure.fields.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {failure.fields.map((item) => (
                  <li key={`${item.field} ${item.message}`}>
                    <code>{item.field}</code>: {item.message}
                  </li>
                ))}
              </Box>
            )}
          </Alert>
        )}
        {warnings.length > 0 && (
          <Alert severity="warning" onClose={() => setWarnings([])}>
            {t('design.warnings')} {warnings.join('; ')}
          </Alert>
        )}
      </Box>
      {canEdit ? (
        <Box sx={{ height: 'calc(100vh - 200px)', minHeight: 520 }}>
          <FormDesigner
            value={definition}
            onChange={setDefinition}
            locale={i18n.language === 'en-US' ? 'en-US' : 'zh-CN'}
            services={services}
            persistHistory={persistHistory}
          />
        </Box>
      ) : (
        <Paper
          component="section"
          variant="outlined"
          sx={{ p: 2 }}
          aria-label={t('design.preview')}
        >
          <Suspense fallback={<Spinner size={24} />}>
            <TemplatePreview definition={form.definition} />
          </Suspense>
        </Paper>
      )}
      {versionsOpen && (
        <VersionsDialog
          form={form}
          latest={saved.version}
          dirty={dirty}
          onClose={() => setVersionsOpen(false)}
          onRestored={(version, restored) => {
            setVersionsOpen(false);
            onRestored(version, restored);
          }}
        />
      )}
    </Box>
  );
}

/**
 * formDesign?formId=…: the form designer on a form's latest definition. Save sends the
 * definition as the next version (refusals shown with their paths, the canvas kept); closing
 * the tab, refreshing it, opening another form in it or leaving the window with unsaved
 * changes asks first.
 */
export function FormDesignPage() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const requested = formIdOf(location.search);
  const [shown, setShown] = useState(requested);
  const userId = useSession().userInfo?.userId;
  /** Forgets the undo history this browser kept of a form whose changes were discarded. */
  const forgetKept = useCallback(
    (formId: number | null) => {
      if (formId !== null && userId !== undefined) clearStoredHistory({ formId, userId });
    },
    [userId],
  );
  const dirty = useRef(false);
  /** Bumped to show the latest saved version afresh. */
  const [reloads, setReloads] = useState(0);
  /** What the last restore did, shown by the designer it remounted. */
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    if (requested === shown) return;
    let current = true;
    const agreed = dirty.current
      ? askDiscard({ text: t('design.switchQuestion') })
      : Promise.resolve(true);
    void agreed.then((yes) => {
      if (!current) return;
      if (yes) {
        if (dirty.current) forgetKept(shown);
        dirty.current = false;
        setShown(requested);
      } else if (shown !== null) {
        void navigate(designPath(shown), { replace: true });
      }
    });
    return () => {
      current = false;
    };
  }, [requested, shown, navigate, t, forgetKept]);

  const form = useFormQuery({ id: shown ?? 0 }, { skip: shown === null });
  const { label } = useViews();
  const formName = form.data?.formName;
  useEffect(() => {
    label(VIEW_KEY, formName ? t('design.tabLabel', { name: formName }) : t('route.formDesign'));
  }, [formName, label, t]);
  if (shown === null) return <Alert severity="info">{t('design.noForm')}</Alert>;
  if (form.isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <Spinner />
      </Box>
    );
  }
  if (form.error || !form.data) {
    return (
      <Alert severity="error">
        {t('design.loadFailed', { message: (form.error as CallError | undefined)?.message ?? '' })}
      </Alert>
    );
  }
  return (
    <Designer
      key={`${form.data.id}:${reloads}`}
      form={form.data}
      note={note}
      onReload={() => {
        const agreed = dirty.current
          ? askDiscard({ text: t('design.reloadQuestion') })
          : Promise.resolve(true);
        void agreed.then(async (yes) => {
          if (!yes) return;
          await form.refetch();
          if (dirty.current) forgetKept(shown);
          dirty.current = false;
          setNote(null);
          setReloads((n) => n + 1);
        });
      }}
      onRestored={(version, saved) => {
        void form.refetch().then(() => {
          dirty.current = false;
          setNote(t('versions.restored', { version, next: saved }));
          setReloads((n) => n + 1);
        });
      }}
      onDirty={(value) => {
        dirty.current = value;
      }}
    />
  );
}
