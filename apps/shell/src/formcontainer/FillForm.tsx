import { type CallError, fieldErrorsOf } from '@org/app-kit';
import type { FormRendererHandle } from '@org/form-renderer';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type PublishedForm,
  type Submission,
  useCreateSubmissionMutation,
  useUpdateSubmissionMutation,
} from '../api/formcontainer-api';
import { useLeaveGuard } from '../tabs/leave-guards';
import { FieldFailures, type ListedFailure, failuresOf } from './FieldFailures';
import { FormFrame } from './FormFrame';
import { CONTAINER_PATH, submissionPath } from './paths';

/** What went wrong with the last submit or save. */
interface Failure {
  message: string;
  /** The form's fields that failed, by label (their messages also show under them). */
  fields: readonly ListedFailure[];
  /** Refusals of paths outside the form's fields (shown in the notice). */
  others: { field: string; message: string }[];
}

/** A refusal: the fields' messages for the renderer (`model` → text), and the rest. */
function splitFieldErrors(error: CallError): {
  fields: Record<string, string>;
  others: { field: string; message: string }[];
} {
  const fields: Record<string, string> = {};
  const others: { field: string; message: string }[] = [];
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    if (field.startsWith('data.')) fields[field.slice('data.'.length)] = message;
    else others.push({ field, message });
  }
  return { fields, others };
}

/**
 * One form's published version in the renderer, to submit or keep as a draft. A draft of the
 * user's own (`draft`) is finished in the published version, its data kept by field name.
 * Server refusals of fields (40022 naming `body.data.<model>`) show under the fields.
 */
export function FillForm({ form, draft }: { form: PublishedForm; draft?: Submission }) {
  const { t } = useTranslation('shell');
  const handle = useRef<FormRendererHandle>(null);
  const [create, creating] = useCreateSubmissionMutation();
  const [update, updating] = useUpdateSubmissionMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [done, setDone] = useState<Submission | null>(null);
  const [dirty, setDirty] = useState(false);
  /** The draft being written: the one opened, or the one the first save made. */
  const [draftId, setDraftId] = useState(draft?.id ?? null);
  const busy = creating.isLoading || updating.isLoading;
  useLeaveGuard(CONTAINER_PATH, dirty ? t('fc.leaveQuestion', { name: form.formName }) : null);

  const store = async (status: 'DRAFT' | 'SUBMITTED') => {
    const api = handle.current;
    if (!api) return;
    setFailure(null);
    setNotice(null);
    let data: Record<string, unknown>;
    try {
      data = (await api.getData({ validate: status === 'SUBMITTED' })) as Record<string, unknown>;
    } catch (error) {
      // Each failed rule shows under its field, and the notice lists them by label.
      setFailure({ message: t('fc.invalid'), fields: failuresOf(error), others: [] });
      return;
    }
    const body = { formVersion: form.version, submitStatus: status, data };
    try {
      const saved =
        draftId === null
          ? await create({ formId: form.id, ...body }).unwrap()
          : await update({ id: draftId, ...body }).unwrap();
      setDirty(false);
      if (status === 'SUBMITTED') {
        setDone(saved);
        return;
      }
      setNotice(t('fc.draftSaved'));
      setDraftId(saved.id);
    } catch (error) {
      const call = error as CallError;
      const { fields, others } = splitFieldErrors(call);
      // The form shows the messages of its own fields and names them; a field it does not
      // have (an older version's) is listed as the server named it.
      const shown = api.setErrors(fields);
      const named = new Set(shown.map((failure) => failure.path));
      for (const [field, message] of Object.entries(fields)) {
        if (!named.has(field)) others.push({ field: `data.${field}`, message });
      }
      const text = t(status === 'SUBMITTED' ? 'fc.submitFailed' : 'fc.saveFailed', {
        message: call.message,
      });
      setFailure({
        message: shown.length > 0 ? `${text} ${t('fc.fixFields')}` : text,
        fields: shown,
        others,
      });
    }
  };

  if (done) {
    return (
      <Alert
        severity="success"
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button color="inherit" size="small" component={Link} to={submissionPath(done.id)}>
              {t('fc.viewSubmission')}
            </Button>
            <Button color="inherit" size="small" component={Link} to={CONTAINER_PATH}>
              {t('fc.backToTodos')}
            </Button>
          </Box>
        }
      >
        {t('fc.submitted', { name: form.formName })}
      </Alert>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1">
          {form.formName}
        </Typography>
        <Typography color="text.secondary" translate="no">
          {t('fc.appForm', { app: form.appCode, form: form.formCode })}
        </Typography>
        <Chip size="small" label={t('fc.version', { version: form.version })} />
        {draftId !== null && <Chip size="small" color="warning" label={t('subs.DRAFT')} />}
      </Box>
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure.message}
          <FieldFailures items={failure.fields} />
          {failure.others.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {failure.others.map((item) => (
                <li key={item.field}>
                  <code>{item.field}</code>: {item.message}
                </li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <FormFrame
        definition={form.definition}
        appCode={form.appCode}
        appId={form.appId}
        value={draft?.data}
        handle={handle}
        onChange={() => setDirty(true)}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={() => void store('DRAFT')} disabled={busy}>
          {t('fc.saveDraft')}
        </Button>
        <Button variant="contained" onClick={() => void store('SUBMITTED')} loading={busy}>
          {t('fc.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
