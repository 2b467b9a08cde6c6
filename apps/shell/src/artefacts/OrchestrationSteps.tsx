import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ORCHESTRATION_STEP_TYPES, type OrchestrationStep } from '@org/api-contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewQuery } from '../api/dataview-api';
import {
  type Choice,
  type ContentErrors,
  SelectField,
  idOf,
  memberPath,
  useApiChoices,
  useViewChoices,
} from './fields';
import { BodyTemplateField, CODE, EntryRows } from './TemplateFields';
import { ViewParamFields } from './ViewParamFields';

/** The error of a field of one step, by its path below the step (`script`, `params.city`). */
type StepErrorOf = (field: string) => string | undefined;

/** A view's declared parameters, each a template kept in `params` by name. */
function ViewParams({
  step,
  onChange,
  errorOf,
}: {
  step: OrchestrationStep;
  onChange: (step: OrchestrationStep) => void;
  errorOf: StepErrorOf;
}) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const { currentData: view } = useViewQuery(
    { id: step.viewId ?? 0 },
    { skip: step.viewId === undefined },
  );
  if (!view) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} variant="body2" sx={{ fontWeight: 600 }}>
        {t('orchestration.viewParams')}
      </Typography>
      <ViewParamFields
        params={view.params}
        values={step.params}
        empty={t('orchestration.noViewParams')}
        onChange={(params) => onChange({ ...step, params })}
        errorOf={(name) => errorOf(memberPath('params', name))}
        helperOf={(param) =>
          t('orchestration.templateHelp', { type: t(`dataview.type.${param.type}`) })
        }
        inputProps={CODE}
      />
    </Box>
  );
}

/** An API step's timeout in milliseconds, left out when emptied (the server's own applies). */
function TimeoutField({
  step,
  onChange,
  errorOf,
}: {
  step: OrchestrationStep;
  onChange: (step: OrchestrationStep) => void;
  errorOf: StepErrorOf;
}) {
  const { t } = useTranslation('shell');
  const problem = errorOf('timeoutMs');
  return (
    <TextField
      size="small"
      type="number"
      label={t('orchestration.timeout')}
      value={step.timeoutMs ?? ''}
      onChange={(event) => {
        const { timeoutMs: _, ...rest } = step;
        const typed = event.target.value.trim();
        onChange(typed === '' ? rest : { ...rest, timeoutMs: Number(typed) });
      }}
      error={problem !== undefined}
      helperText={problem ?? t('orchestration.timeoutHelp')}
      slotProps={{ htmlInput: { min: 100, max: 60_000, step: 100 } }}
    />
  );
}

/** API: the catalogue's API, its query and headers, the body template and a timeout. */
function ApiFields({
  step,
  apis,
  onChange,
  errorOf,
}: {
  step: OrchestrationStep;
  apis: readonly Choice[];
  onChange: (step: OrchestrationStep) => void;
  errorOf: StepErrorOf;
}) {
  const { t } = useTranslation('shell');
  const entries = (key: 'params' | 'headers') => (values: Record<string, string> | undefined) => {
    const { [key]: _, ...rest } = step;
    onChange(values === undefined ? rest : { ...rest, [key]: values });
  };
  return (
    <>
      <SelectField
        label={t('artefact.api')}
        required
        value={step.apiId}
        choices={apis}
        onChange={(v) => onChange({ ...step, apiId: idOf(v) })}
        error={errorOf('apiId')}
      />
      <EntryRows
        label={t('orchestration.query')}
        path="params"
        values={step.params}
        onChange={entries('params')}
        errorOf={errorOf}
      />
      <EntryRows
        label={t('orchestration.headers')}
        path="headers"
        values={step.headers}
        onChange={entries('headers')}
        errorOf={errorOf}
      />
      <BodyTemplateField
        value={step.body}
        onChange={(body) => {
          const { body: _, ...rest } = step;
          onChange(body === undefined ? rest : { ...rest, body });
        }}
        error={errorOf('body')}
        help={t('orchestration.bodyHelp')}
      />
      <TimeoutField step={step} onChange={onChange} errorOf={errorOf} />
    </>
  );
}

/**
 * One step of an orchestration: its key (how later steps read its output), name and type, and
 * what the type needs — a view with a template per parameter, an API with its query, headers,
 * body and timeout, or a script. Each field shows the server's error for it (`errors` keyed by
 * the path inside the content, as `steps[2].script`).
 */
export function StepFields({
  step,
  index,
  onChange,
  errors,
}: {
  step: OrchestrationStep;
  index: number;
  onChange: (step: OrchestrationStep) => void;
  errors: ContentErrors;
}) {
  const { t } = useTranslation('shell');
  const views = useViewChoices();
  const apis = useApiChoices();
  const errorOf: StepErrorOf = (field) => errors[`steps[${index}].${field}`];
  const keyProblem = errorOf('key');
  const scriptProblem = errorOf('script');
  const own = step.key ?? `step${index + 1}`;
  return (
    <>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: '1fr 1fr 1fr' } }}>
        <TextField
          size="small"
          label={t('orchestration.stepKey')}
          placeholder={`step${index + 1}`}
          value={step.key ?? ''}
          onChange={(event) => {
            const { key: _, ...rest } = step;
            onChange(event.target.value === '' ? rest : { ...rest, key: event.target.value });
          }}
          error={keyProblem !== undefined}
          helperText={keyProblem ?? t('orchestration.stepKeyHelp', { key: own })}
          slotProps={{ htmlInput: CODE }}
        />
        <TextField
          size="small"
          label={t('artefact.stepName')}
          required
          value={step.name}
          onChange={(event) => onChange({ ...step, name: event.target.value })}
          error={errorOf('name') !== undefined}
          helperText={errorOf('name')}
        />
        <SelectField
          label={t('orchestration.stepType')}
          value={step.type}
          choices={ORCHESTRATION_STEP_TYPES.map((type) => ({
            value: type,
            label: t(`orchestration.type.${type}`),
          }))}
          onChange={(type) =>
            onChange({
              ...(step.key === undefined ? {} : { key: step.key }),
              name: step.name,
              type: type as OrchestrationStep['type'],
              ...(type === 'SCRIPT' ? { script: '' } : {}),
            })
          }
          error={errorOf('type')}
        />
      </Box>
      {step.type === 'DATA_VIEW' && (
        <>
          <SelectField
            label={t('artefact.view')}
            required
            value={step.viewId}
            choices={views}
            onChange={(v) => {
              const { params: _, ...rest } = step;
              onChange({ ...rest, viewId: idOf(v) });
            }}
            error={errorOf('viewId')}
          />
          <ViewParams step={step} onChange={onChange} errorOf={errorOf} />
        </>
      )}
      {step.type === 'API' && (
        <ApiFields step={step} apis={apis} onChange={onChange} errorOf={errorOf} />
      )}
      {step.type === 'SCRIPT' && (
        <TextField
          size="small"
          label={t('orchestration.script')}
          required
          value={step.script ?? ''}
          onChange={(event) => onChange({ ...step, script: event.target.value })}
          error={scriptProblem !== undefined}
          helperText={scriptProblem ?? t('orchestration.scriptHelp')}
          multiline
          minRows={4}
          maxRows={20}
          slotProps={{ htmlInput: CODE }}
        />
      )}
    </>
  );
}
