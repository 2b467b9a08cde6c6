import { notify } from '@org/app-kit';
import { useTranslation } from 'react-i18next';
import { type TemplateSummary, useUpdateTemplateMutation } from '../api/templates-api';
import { TemplateFieldsDialog } from './TemplateFieldsDialog';

/** Renames a template and changes its category and description. */
export function EditTemplateDialog({
  template,
  onClose,
}: {
  template: TemplateSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const [update, updated] = useUpdateTemplateMutation();
  return (
    <TemplateFieldsDialog
      title={t('tpl.editTitle')}
      initial={{
        templateName: template.templateName,
        category: template.category,
        description: template.description,
      }}
      busy={updated.isLoading}
      onClose={onClose}
      save={async (values) => {
        await update({ id: template.id, ...values }).unwrap();
        notify(t('app.saved'), { variant: 'success', autoHideDuration: 3000 });
      }}
    />
  );
}
