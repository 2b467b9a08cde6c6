import { notify } from '@org/app-kit';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AppSummary, useCreateAppMutation, useUpdateAppMutation } from '../api/shell-api';
import { FormDialog, useFields, useRefusal } from '../dialogs/FormDialog';

export interface AppDialogProps {
  /** The application to edit; absent to create one. */
  app?: AppSummary;
  onClose: () => void;
  /** After a save, with the saved application's id. */
  onSaved: (id: number) => void;
}

/**
 * Creates or changes an application. The server checks every field; its field errors are
 * shown under the fields (and listed above them), any other refusal above the fields.
 */
export function AppDialog({ app, onClose, onSaved }: AppDialogProps) {
  const { t } = useTranslation('shell');
  const [create, created] = useCreateAppMutation();
  const [update, updated] = useUpdateAppMutation();
  const refusal = useRefusal();
  const { values, field, labelOf } = useFields(
    {
      appCode: app?.appCode ?? '',
      appName: app?.appName ?? '',
      description: app?.description ?? '',
      sort: String(app?.sort ?? 0),
    },
    (name) => t(`app.${name}`),
    refusal.errors,
  );
  const [status, setStatus] = useState(app?.status ?? 1);

  const submit = async () => {
    // A sort that is not a number is sent as null: the server names the field.
    const fields = {
      appName: values.appName.trim(),
      description: values.description.trim(),
      sort: values.sort.trim() === '' ? 0 : Number(values.sort),
      status,
    };
    try {
      const saved = app
        ? await update({ id: app.id, ...fields }).unwrap()
        : await create({ appCode: values.appCode.trim(), ...fields }).unwrap();
      notify(t('app.saved'), { variant: 'success', autoHideDuration: 3000 });
      onSaved(saved.id);
    } catch (error) {
      refusal.refuse(error);
    }
  };

  return (
    <FormDialog
      title={t(app ? 'app.edit' : 'app.new')}
      refusal={refusal}
      labelOf={labelOf}
      onSubmit={submit}
      onClose={onClose}
      busy={created.isLoading || updated.isLoading}
    >
      <TextField
        {...field('appCode')}
        required
        disabled={app !== undefined}
        autoFocus={app === undefined}
      />
      <TextField {...field('appName')} required autoFocus={app !== undefined} />
      <TextField {...field('description')} multiline minRows={2} />
      <TextField {...field('sort')} type="number" />
      <FormControlLabel
        control={
          <Switch
            checked={status === 1}
            onChange={(event) => setStatus(event.target.checked ? 1 : 0)}
          />
        }
        label={t(status === 1 ? 'app.enabled' : 'app.disabled')}
      />
    </FormDialog>
  );
}
