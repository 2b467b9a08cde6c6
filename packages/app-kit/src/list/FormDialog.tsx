import { fieldErrorsOf, type CallError } from '../api/errors';
import type { FieldFailure, FormRendererHandle } from '@org/form-renderer';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text';
import { Spinner } from '../layout/Spinner';

/** The renderer loads with the first dialog, not with the list. */
const FormRenderer = lazy(() =>
  import('@org/form-renderer').then((module) => ({ default: module.FormRenderer })),
);

/** A field listed above the form: its label (never its model) and the message. */
type Problem = Pick<FieldFailure, 'label' | 'message'>;

/** The form definition of a create/edit dialog (a designer export). */
export interface FormDefinitionJson {
  list: { model?: string; name?: string }[];
  config: Record<string, unknown>;
}

export interface FormDialogProps {
  open: boolean;
  title: string;
  definition: FormDefinitionJson;
  /** The record being edited (its fields fill the form), or undefined to create. */
  value?: Record<string, unknown> | undefined;
  /** Saves the data; rejects with the server's error (field errors are shown by field). */
  onSave: (data: Record<string, unknown>) => Promise<void>;
  onClose: () => void;
}

/**
 * A create/edit dialog whose form is rendered by `@org/form-renderer` from a definition, in
 * the app's language (a switch of language redraws it, keeping what was typed). It never
 * closes on an overlay click;
 * the renderer shows the definition's rules inline, and the fields the server refuses are
 * marked on their fields and listed above the form by their labels, as the renderer names
 * them (a server's refusal may name a field out of view).
 */
export function FormDialog({ open, title, definition, value, onSave, onClose }: FormDialogProps) {
  const { t, i18n } = useTranslation('kit');
  const form = useRef<FormRendererHandle>(null);
  const [busy, setBusy] = useState(false);
  /** The renderer has loaded (it is loaded lazily) and its handle is attached. */
  const [ready, setReady] = useState(false);
  const attach = useCallback((handle: FormRendererHandle | null) => {
    form.current = handle;
    setReady(handle !== null);
  }, []);
  const [problems, setProblems] = useState<readonly Problem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  // What the form starts from: the record, or, when the definition changes while the dialog is
  // open (the definition in another language), what the user has typed so far.
  const typed = useRef<Record<string, unknown> | undefined>(undefined);
  const [start, setStart] = useState({ definition, record: value, data: value });
  if (start.record !== value || (!open && start.data !== value)) {
    setStart({ definition, record: value, data: value });
  } else if (start.definition !== definition) {
    setStart({ definition, record: value, data: open ? (typed.current ?? value) : value });
  }
  useEffect(() => {
    typed.current = undefined;
  }, [open, value]);

  const save = async () => {
    const handle = form.current;
    if (!handle) return;
    setFailure(null);
    let data: Record<string, unknown>;
    try {
      data = (await handle.getData()) as Record<string, unknown>;
    } catch {
      // the renderer shows the failed rules under their fields, each beside what it is about
      setProblems([]);
      return;
    }
    setBusy(true);
    setProblems([]);
    try {
      await onSave(data);
    } catch (error) {
      const fields = fieldErrorsOf(error as CallError);
      const entries = Object.entries(fields);
      // under their fields, named by the renderer; a field the form lacks as the server names it
      const shown = form.current?.setErrors(fields) ?? [];
      const named = new Set(shown.map((problem) => problem.path));
      setProblems([
        ...shown,
        ...entries
          .filter(([field]) => !named.has(field))
          .map(([field, message]) => ({ label: field, message })),
      ]);
      if (entries.length === 0) setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="form-dialog-title"
    >
      <DialogTitle id="form-dialog-title">{title}</DialogTitle>
      <DialogContent dividers>
        {problems.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('dialog.serverErrors')}
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {problems.map((item, index) => (
                <li key={index}>
                  {t('dialog.failure', { label: item.label, message: item.message })}
                </li>
              ))}
            </ul>
          </Alert>
        )}
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {open && (
          <Suspense fallback={<Spinner />}>
            <FormRenderer
              ref={attach}
              definition={definition}
              {...(start.data ? { value: start.data } : {})}
              onChange={(_field, _value, model) => {
                typed.current = model;
              }}
              locale={i18n.language.startsWith('en') ? 'en-US' : 'zh-CN'}
            />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button variant="contained" disabled={busy || !ready} onClick={() => void save()}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
