import { type CallError, fieldErrorsOf } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AppSummary, useCreateAppMutation, useUpdateAppMutation } from '../api/shell-api';

export interface AppDialogProps {
  /** The application to edit; absent to create one. */
  app?: AppSummary;
  onClose: () => void;
  /** After a save, with the saved application's id. */
  onSaved: (id: number) => void;
}

const FIELDS = ['appCode', 'appName', 'description', 'sort'] as const;

/**
 * Creates or changes an application. The server checks every field; its field errors are
 * shown under the fields (and listed above them), any other refusal above the fields.
 */
export function AppDialog({ app, onClose, onSaved }: AppDialogProps) {
  const { t } = useTranslation('shell');
  const [create, created] = useCreateAppMutation();
  const [update, updated] = useUpdateAppMutation();
  const [values, setValues] = useState({
    appCode: app?.appCode ?? '',
    appName: app?.appName ?? '',
    description: app?.description ?? '',
    sort: String(app?.sort ?? 0),
    status: app?.status ?? 1,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A refusal that names no field (a code already in use, no permission, …). */
  const [failure, setFailure] = useState<string | null>(null);
  const saving = created.isLoading || updated.isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A sort that is not a number is sent as null: the server names the field.
    const fields = {
      appName: values.appName.trim(),
      description: values.description.trim(),
      sort: values.sort.trim() === '' ? 0 : Number(values.sort),
      status: values.status,
    };
    try {
      const saved = app
        ? await update({ id: app.id, ...fields }).unwrap()
        : await create({ appCode: values.appCode.trim(), ...fields }).unwrap();
      enqueueSnackbar(t('app.saved'), { variant: 'success', autoHideDuration: 3000 });
      onSaved(saved.id);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error as CallError);
      setErrors(fieldErrors);
      setFailure(Object.keys(fieldErrors).length === 0 ? (error as CallError).message : null);
    }
  };

  const listed = Object.entries(errors);
  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{t(app ? 'app.edit' : 'app.new')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {listed.length > 0 && (
            <Alert severity="error">
              {t('app.serverErrors')}{' '}
              {listed
                .map(
                  ([field, message]) =>
                    `${(FIELDS as readonly string[]).includes(field) ? t(`app.${field}`) : field}: ${message}`,
                )
                .join('; ')}
            </Alert>
          )}
          <TextField
            label={t('app.appCode')}
            value={values.appCode}
            required
            disabled={app !== undefined}
            onChange={(event) => setValues({ ...values, appCode: event.target.value })}
            error={'appCode' in errors}
            helperText={errors.appCode}
            autoFocus={app === undefined}
          />
          <TextField
            label={t('app.appName')}
            value={values.appName}
            required
            onChange={(event) => setValues({ ...values, appName: event.target.value })}
            error={'appName' in errors}
            helperText={errors.appName}
            autoFocus={app !== undefined}
          />
          <TextField
            label={t('app.description')}
            value={values.description}
            multiline
            minRows={2}
            onChange={(event) => setValues({ ...values, description: event.target.value })}
            error={'description' in errors}
            helperText={errors.description}
          />
          <TextField
            label={t('app.sort')}
            type="number"
            value={values.sort}
            onChange={(event) => setValues({ ...values, sort: event.target.value })}
            error={'sort' in errors}
            helperText={errors.sort}
          />
          <FormControlLabel
            control={
              <Switch
                checked={values.status === 1}
                onChange={(event) => setValues({ ...values, status: event.target.checked ? 1 : 0 })}
              />
            }
            label={t(values.status === 1 ? 'app.enabled' : 'app.disabled')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app.cancel')}</Button>
          <Button type="submit" variant="contained" loading={saving}>
            {t('app.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
