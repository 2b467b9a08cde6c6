import { type CallError, fieldErrorsOf } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TemplateFields {
  templateName: string;
  category: string;
  description: string;
}

const FIELDS = ['templateName', 'category', 'description'] as const;

/**
 * A template's name, category and description. `save` sends them; a refusal stays in the
 * dialog: field errors under their fields and listed above, any other refusal above them.
 */
export function TemplateFieldsDialog({
  title,
  intro,
  initial,
  busy,
  save,
  onClose,
}: {
  title: string;
  /** A line above the fields (what is saved). */
  intro?: ReactNode;
  initial: TemplateFields;
  busy: boolean;
  /** Resolves when saved; rejects with the call's error. */
  save: (values: TemplateFields) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = {
      templateName: values.templateName.trim(),
      category: values.category.trim(),
      description: values.description.trim(),
    };
    if (trimmed.templateName === '') {
      setErrors({ templateName: t('tpl.nameRequired') });
      setFailure(null);
      return;
    }
    try {
      await save(trimmed);
      onClose();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error as CallError);
      setErrors(fieldErrors);
      setFailure(Object.keys(fieldErrors).length === 0 ? (error as CallError).message : null);
    }
  };

  const listed = Object.entries(errors);
  const field = (name: (typeof FIELDS)[number]) => ({
    label: t(`tpl.${name}`),
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
        <DialogTitle>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {intro && <DialogContentText>{intro}</DialogContentText>}
          {failure && <Alert severity="error">{failure}</Alert>}
          {listed.length > 0 && (
            <Alert severity="error">
              {t('app.serverErrors')}{' '}
              {listed
                .map(
                  ([name, message]) =>
                    `${(FIELDS as readonly string[]).includes(name) ? t(`tpl.${name}`) : name}: ${message}`,
                )
                .join('; ')}
            </Alert>
          )}
          <TextField
            {...field('templateName')}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField {...field('category')} slotProps={{ htmlInput: { maxLength: 64 } }} />
          <TextField
            {...field('description')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app.cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('app.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
