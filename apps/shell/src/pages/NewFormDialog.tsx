import { type CallError, fieldErrorsOf } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DEFAULT_FORM_CONFIG, SCHEMA_VERSION } from '@org/form-schema';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AppSummary, type FormSaved, useCreateFormMutation } from '../api/shell-api';
import { useLazyTemplateQuery } from '../api/templates-api';
import { TemplateChoice } from '../templates/TemplateChoice';

const FIELDS = ['formCode', 'formName', 'description'] as const;

/**
 * Creates a form of an application (version 1) from its code and name, on an empty canvas or
 * with the definition of a template. The server checks the fields; its field errors show
 * under them, any other refusal above them.
 */
export function NewFormDialog({
  app,
  templateId: initialTemplate = null,
  onClose,
  onCreated,
}: {
  app: AppSummary;
  /** The template chosen at first (null: a blank form). */
  templateId?: number | null;
  onClose: () => void;
  onCreated: (form: FormSaved) => void;
}) {
  const { t } = useTranslation('shell');
  const [create, created] = useCreateFormMutation();
  const [values, setValues] = useState({ formCode: '', formName: '', description: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [templateId, setTemplateId] = useState<number | null>(initialTemplate);
  const [readTemplate, template] = useLazyTemplateQuery();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const definition =
        templateId === null
          ? { schemaVersion: SCHEMA_VERSION, list: [], config: { ...DEFAULT_FORM_CONFIG } }
          : (await readTemplate({ id: templateId }, true).unwrap()).definition;
      const form = await create({
        appId: app.id,
        formCode: values.formCode.trim(),
        formName: values.formName.trim(),
        description: values.description.trim(),
        definition,
      }).unwrap();
      onCreated(form);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error as CallError);
      setErrors(fieldErrors);
      setFailure(Object.keys(fieldErrors).length === 0 ? (error as CallError).message : null);
    }
  };

  const listed = Object.entries(errors);
  const field = (name: (typeof FIELDS)[number]) => ({
    label: t(`area.${name}`),
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value }),
    error: name in errors,
    helperText: errors[name],
  });
  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{t('design.newForm')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {listed.length > 0 && (
            <Alert severity="error">
              {t('app.serverErrors')}{' '}
              {listed
                .map(
                  ([name, message]) =>
                    `${(FIELDS as readonly string[]).includes(name) ? t(`area.${name}`) : name}: ${message}`,
                )
                .join('; ')}
            </Alert>
          )}
          <TextField {...field('formCode')} required autoFocus />
          <TextField {...field('formName')} required />
          <TextField {...field('description')} multiline minRows={2} />
          <TemplateChoice appId={app.id} value={templateId} onChange={setTemplateId} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            loading={created.isLoading || template.isFetching}
          >
            {t('app.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
