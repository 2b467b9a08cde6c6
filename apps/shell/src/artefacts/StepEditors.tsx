import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ORCHESTRATION_STEP_TYPES,
  type OrchestrationContent,
  type WorkflowContent,
} from '@org/api-contract';
import { useTranslation } from 'react-i18next';
import type { ContentEditorProps } from './ContentEditors';
import { OrderedList } from './OrderedList';
import { SelectField, idOf, useApiChoices, useFormChoices, useViewChoices } from './fields';

type CallStep = OrchestrationContent['steps'][number];

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

/** ORCHESTRATION: steps in order, each calling a data view or an API of the catalogue. */
export function OrchestrationEditor({ value, onChange, errors }: ContentEditorProps) {
  const { t } = useTranslation('shell');
  const views = useViewChoices();
  const apis = useApiChoices();
  const content = value as Partial<OrchestrationContent>;
  const steps = content.steps ?? [];
  const setSteps = (next: CallStep[]) => onChange({ ...content, steps: next });
  const change = (index: number, step: CallStep) =>
    setSteps(steps.map((s, i) => (i === index ? step : s)));
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {t('artefact.steps')}
      </Typography>
      {errors.steps && (
        <Typography color="error" variant="body2">
          {errors.steps}
        </Typography>
      )}
      <OrderedList items={steps} label={t('artefact.steps')} onChange={setSteps}>
        {(step, index) => {
          const at = (field: string) => errors[`steps[${index}].${field}`];
          return (
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: '1fr 140px 1fr' } }}>
              <TextField
                size="small"
                label={t('artefact.stepName')}
                required
                value={step.name}
                onChange={(e) => change(index, { ...step, name: e.target.value })}
                error={at('name') !== undefined}
                helperText={at('name')}
              />
              <SelectField
                label={t('artefact.stepType')}
                value={step.type}
                choices={ORCHESTRATION_STEP_TYPES.map((type) => ({
                  value: type,
                  label: t(`artefact.${type}`),
                }))}
                onChange={(type) =>
                  change(index, { name: step.name, type: type as CallStep['type'] })
                }
                error={at('type')}
              />
              {step.type === 'API' ? (
                <SelectField
                  label={t('artefact.api')}
                  required
                  value={step.apiId}
                  choices={apis}
                  onChange={(v) => change(index, { ...step, apiId: idOf(v) })}
                  error={at('apiId')}
                />
              ) : (
                <SelectField
                  label={t('artefact.view')}
                  required
                  value={step.viewId}
                  choices={views}
                  onChange={(v) => change(index, { ...step, viewId: idOf(v) })}
                  error={at('viewId')}
                />
              )}
            </Box>
          );
        }}
      </OrderedList>
      <Button
        sx={{ justifySelf: 'start' }}
        onClick={() => setSteps([...steps, { name: '', type: 'DATA_VIEW' }])}
      >
        {t('artefact.addStep')}
      </Button>
    </>
  );
}
