import Autocomplete from '@mui/material/Autocomplete';
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
import {
  type Choice,
  SelectField,
  idOf,
  useApiChoices,
  useFormChoices,
  useRoleChoices,
  useViewChoices,
} from './fields';

type Step = WorkflowContent['steps'][number];
type CallStep = OrchestrationContent['steps'][number];

/** A role code: typed, or picked from the roles (when the user may read them). */
function RoleField({
  value,
  onChange,
  error,
  roles,
}: {
  value: string;
  onChange: (code: string) => void;
  error: string | undefined;
  roles: readonly Choice[];
}) {
  const { t } = useTranslation('shell');
  return (
    <Autocomplete
      freeSolo
      size="small"
      options={roles.map((role) => String(role.value))}
      renderOption={({ key, ...props }, code) => (
        <li key={key} {...props}>
          {roles.find((r) => r.value === code)?.label ?? code}
        </li>
      )}
      inputValue={value}
      onInputChange={(_, text) => onChange(text)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('artefact.role')}
          required
          error={error !== undefined}
          helperText={error}
        />
      )}
    />
  );
}

/** WORKFLOW: the start form and the ordered steps, each handled by a role. */
export function WorkflowEditor({ appId, value, onChange, errors }: ContentEditorProps) {
  const { t } = useTranslation('shell');
  const forms = useFormChoices(appId);
  const roles = useRoleChoices();
  const content = value as Partial<WorkflowContent>;
  const steps = content.steps ?? [];
  const setSteps = (next: Step[]) => onChange({ ...content, steps: next });
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
      <Typography variant="subtitle2" component="h3">
        {t('artefact.steps')}
      </Typography>
      {errors.steps && (
        <Typography color="error" variant="body2">
          {errors.steps}
        </Typography>
      )}
      <OrderedList items={steps} label={t('artefact.steps')} onChange={setSteps}>
        {(step, index) => (
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            <TextField
              size="small"
              label={t('artefact.stepName')}
              required
              value={step.name}
              onChange={(e) =>
                setSteps(steps.map((s, i) => (i === index ? { ...s, name: e.target.value } : s)))
              }
              error={`steps[${index}].name` in errors}
              helperText={errors[`steps[${index}].name`]}
            />
            <RoleField
              roles={roles}
              value={step.roleCode}
              onChange={(roleCode) =>
                setSteps(steps.map((s, i) => (i === index ? { ...s, roleCode } : s)))
              }
              error={errors[`steps[${index}].roleCode`]}
            />
          </Box>
        )}
      </OrderedList>
      <Button
        sx={{ justifySelf: 'start' }}
        onClick={() => setSteps([...steps, { name: '', roleCode: '' }])}
      >
        {t('artefact.addStep')}
      </Button>
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
