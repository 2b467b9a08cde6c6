import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFields, useRefusal } from '../dialogs/FormDialog';

export interface TemplateFields {
  templateName: string;
  category: string;
  description: string;
}

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
  const refusal = useRefusal();
  const { values, field, labelOf } = useFields(initial, (name) => t(`tpl.${name}`), refusal.errors);

  const submit = async () => {
    const trimmed = {
      templateName: values.templateName.trim(),
      category: values.category.trim(),
      description: values.description.trim(),
    };
    if (trimmed.templateName === '') {
      refusal.reject({ templateName: t('tpl.nameRequired') });
      return;
    }
    try {
      await save(trimmed);
      onClose();
    } catch (error) {
      refusal.refuse(error);
    }
  };

  return (
    <FormDialog
      title={title}
      intro={intro}
      refusal={refusal}
      labelOf={labelOf}
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
    >
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
    </FormDialog>
  );
}
