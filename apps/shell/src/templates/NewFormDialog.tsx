import TextField from '@mui/material/TextField';
import { DEFAULT_FORM_CONFIG, SCHEMA_VERSION } from '@org/form-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AppSummary, type FormSaved, useCreateFormMutation } from '../api/shell-api';
import { useLazyTemplateQuery } from '../api/templates-api';
import { FormDialog, useFields, useRefusal } from '../dialogs/FormDialog';
import { TemplateChoice } from './TemplateChoice';

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
  const refusal = useRefusal();
  const { values, field, labelOf } = useFields(
    { formCode: '', formName: '', description: '' },
    (name) => t(`area.${name}`),
    refusal.errors,
  );
  const [templateId, setTemplateId] = useState<number | null>(initialTemplate);
  const [readTemplate, template] = useLazyTemplateQuery();

  const submit = async () => {
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
      refusal.refuse(error);
    }
  };

  return (
    <FormDialog
      title={t('design.newForm')}
      refusal={refusal}
      labelOf={labelOf}
      onSubmit={submit}
      onClose={onClose}
      busy={created.isLoading || template.isFetching}
    >
      <TextField {...field('formCode')} required autoFocus />
      <TextField {...field('formName')} required />
      <TextField {...field('description')} multiline minRows={2} />
      <TemplateChoice appId={app.id} value={templateId} onChange={setTemplateId} />
    </FormDialog>
  );
}
