import Typography from '@mui/material/Typography';
import type { WorkflowContent } from '@org/api-contract';
import { useTranslation } from 'react-i18next';
import type { ContentEditorProps } from './ContentEditors';
import { SelectField, idOf, useFormChoices } from './fields';

/**
 * WORKFLOW: the form that starts the flow. The flow's nodes and branches are drawn in the flow
 * designer (the row's Design link); a new flow starts as initiator → approver → end.
 */
export function WorkflowEditor({ appId, value, onChange, errors }: ContentEditorProps) {
  const { t } = useTranslation('shell');
  const forms = useFormChoices(appId);
  const content = value as Partial<WorkflowContent>;
  return (
    <>
      <SelectField
        label={t('artefact.form')}
        required
        value={content.formId}
        choices={forms}
        onChange={(v) => onChange({ ...content, formId: idOf(v) })}
        error={errors.formId}
      />
      <Typography variant="body2" color="text.secondary">
        {t('flowDesign.editorHint')}
      </Typography>
    </>
  );
}
