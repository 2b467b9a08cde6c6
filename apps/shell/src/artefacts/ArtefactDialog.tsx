import { type CallError, fieldErrorsOf } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ArtefactRecord,
  useCreateArtefactMutation,
  useUpdateArtefactMutation,
} from '../api/artefacts-api';
import type { KindConfig } from './kinds';

const BASE_FIELDS = ['artefactCode', 'artefactName', 'description'] as const;
const LABELS: Record<(typeof BASE_FIELDS)[number], string> = {
  artefactCode: 'artefact.code',
  artefactName: 'artefact.name',
  description: 'artefact.description',
};

/** The errors below `content.`, keyed by their path inside the content. */
function contentErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([name]) => name.startsWith('content.') || name.startsWith('content['))
      .map(([name, message]) => [name.replace(/^content\.?/, ''), message]),
  );
}

/**
 * Creates an artefact of one kind, or changes one: code (fixed once made), name, description
 * and the kind's content in its editor. The server checks it all; its field errors show under
 * the fields (the content's under the editor's fields) and are listed above them.
 */
export function ArtefactDialog({
  config,
  appId,
  artefact,
  onClose,
  onSaved,
}: {
  config: KindConfig;
  appId: number;
  /** The artefact to change; a new one when absent. */
  artefact?: ArtefactRecord;
  onClose: () => void;
  onSaved: (saved: ArtefactRecord) => void;
}) {
  const { t } = useTranslation('shell');
  const [create, created] = useCreateArtefactMutation();
  const [update, updated] = useUpdateArtefactMutation();
  const [values, setValues] = useState({
    artefactCode: artefact?.artefactCode ?? '',
    artefactName: artefact?.artefactName ?? '',
    description: artefact?.description ?? '',
  });
  const [content, setContent] = useState<Record<string, unknown>>(
    () => artefact?.content ?? config.initial(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const kind = t(`artefact.kind.${config.kind}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = artefact
        ? await update({
            id: artefact.id,
            artefactName: values.artefactName.trim(),
            description: values.description.trim(),
            content,
          }).unwrap()
        : await create({
            appId,
            kind: config.kind,
            artefactCode: values.artefactCode.trim(),
            artefactName: values.artefactName.trim(),
            description: values.description.trim(),
            content,
          }).unwrap();
      onSaved(saved);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error as CallError);
      setErrors(fieldErrors);
      setFailure(Object.keys(fieldErrors).length === 0 ? (error as CallError).message : null);
    }
  };

  const field = (name: (typeof BASE_FIELDS)[number]) => ({
    label: t(LABELS[name]),
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value }),
    error: name in errors,
    helperText: errors[name],
    size: 'small' as const,
  });
  const listed = Object.entries(errors);
  const { Editor } = config;
  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="md"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>
          {artefact
            ? t('artefact.editOf', { kind, name: artefact.artefactName })
            : t('artefact.newOf', { kind })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {listed.length > 0 && (
            <Alert severity="error">
              {t('app.serverErrors')}{' '}
              {listed
                .map(([name, message]) => {
                  const label = (BASE_FIELDS as readonly string[]).includes(name)
                    ? t(LABELS[name as (typeof BASE_FIELDS)[number]])
                    : name;
                  return `${label}: ${message}`;
                })
                .join('; ')}
            </Alert>
          )}
          <TextField
            {...field('artefactCode')}
            required
            disabled={artefact !== undefined}
            autoFocus={artefact === undefined}
          />
          <TextField {...field('artefactName')} required />
          <TextField {...field('description')} />
          <Editor
            appId={appId}
            value={content}
            onChange={setContent}
            errors={contentErrors(errors)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            loading={created.isLoading || updated.isLoading}
          >
            {t('app.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
