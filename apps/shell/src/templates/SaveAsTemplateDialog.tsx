import { notify } from '@org/app-kit';
import { useTranslation } from 'react-i18next';
import type { FormPage } from '../api/shell-api';
import { useCreateTemplateMutation } from '../api/templates-api';
import { TemplateFieldsDialog } from './TemplateFieldsDialog';

/** Saves the latest version of a form as a template of its application. */
export function SaveAsTemplateDialog({
  form,
  onClose,
}: {
  form: FormPage['list'][number];
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const [create, created] = useCreateTemplateMutation();
  return (
    <TemplateFieldsDialog
      title={t('tpl.saveAsTitle')}
      intro={t('tpl.saveAsIntro', { name: form.formName, version: form.version })}
      initial={{ templateName: form.formName, category: '', description: form.description }}
      busy={created.isLoading}
      onClose={onClose}
      save={async (values) => {
        const saved = await create({
          appId: form.appId,
          ...values,
          sourceFormId: form.id,
          sourceVersion: form.version,
        }).unwrap();
        notify(t('tpl.savedAs', { name: saved.templateName }), {
          variant: 'success',
          autoHideDuration: 3000,
        });
      }}
    />
  );
}
