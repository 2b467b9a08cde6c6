import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ORCHESTRATION_INPUT_TYPES,
  type OrchestrationContent,
  type OrchestrationInput,
  type OrchestrationStep,
  orchestrationStepKey,
} from '@org/api-contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusal } from '../dialogs/FormDialog';
import type { ContentEditorProps } from './ContentEditors';
import { type ContentErrors, SelectField, contentErrors } from './fields';
import { OrchestrationTestRun } from './OrchestrationTestRun';
import { OrderedList } from './OrderedList';
import { StepFields } from './OrchestrationSteps';

/** The values its callers give: name, type and whether it is required, in order. */
function InputFields({
  inputs,
  onChange,
  errors,
}: {
  inputs: readonly OrchestrationInput[];
  onChange: (inputs: OrchestrationInput[]) => void;
  errors: ContentErrors;
}) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const change = (index: number, input: OrchestrationInput) =>
    onChange(inputs.map((item, i) => (i === index ? input : item)));
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('orchestration.inputs')}
      </Typography>
      {errors.inputs && (
        <Typography color="error" variant="body2">
          {errors.inputs}
        </Typography>
      )}
      {inputs.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('orchestration.noInputs')}
        </Typography>
      )}
      <OrderedList items={inputs} label={t('orchestration.inputs')} onChange={onChange}>
        {(input, index) => {
          const at = (field: string) => errors[`inputs[${index}].${field}`];
          return (
            <Box
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { sm: '2fr 1fr auto' },
                alignItems: 'start',
              }}
            >
              <TextField
                size="small"
                label={t('orchestration.inputName')}
                required
                value={input.name}
                onChange={(event) => change(index, { ...input, name: event.target.value })}
                error={at('name') !== undefined}
                helperText={
                  at('name') ??
                  (input.name && t('orchestration.inputNameHelp', { name: input.name }))
                }
                slotProps={{
                  htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } },
                }}
              />
              <SelectField
                label={t('orchestration.inputType')}
                value={input.type}
                choices={ORCHESTRATION_INPUT_TYPES.map((type) => ({
                  value: type,
                  label: t(`orchestration.inputType.${type}`),
                }))}
                onChange={(type) =>
                  change(index, { ...input, type: type as OrchestrationInput['type'] })
                }
                error={at('type')}
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={input.required}
                    onChange={(event) =>
                      change(index, { ...input, required: event.target.checked })
                    }
                    slotProps={{
                      input: { 'aria-label': t('orchestration.requiredOf', { n: index + 1 }) },
                    }}
                  />
                }
                label={t('orchestration.required')}
              />
            </Box>
          );
        }}
      </OrderedList>
      <Button
        sx={{ justifySelf: 'start' }}
        onClick={() => onChange([...inputs, { name: '', type: 'string', required: false }])}
      >
        {t('orchestration.addInput')}
      </Button>
    </Box>
  );
}

/** Which names a step's templates and script can read: the inputs, and earlier steps' keys. */
function NamesHint({ content }: { content: Partial<OrchestrationContent> }) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const inputs = (content.inputs ?? []).filter((input) => input.name !== '');
  // The last step's output is the run's: no step reads it.
  const steps = (content.steps ?? []).slice(0, -1);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="body2" sx={{ fontWeight: 600 }}>
        {t('orchestration.names')}
      </Typography>
      {inputs.length + steps.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('orchestration.noNames')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body2', color: 'text.secondary' }}>
          {inputs.map((input) => (
            <li key={`input.${input.name}`}>
              <code>{`input.${input.name}`}</code> —{' '}
              {t('orchestration.nameOfInput', {
                type: t(`orchestration.inputType.${input.type}`),
              })}
            </li>
          ))}
          {steps.map((step, index) => (
            <li key={`steps.${index}`}>
              <code>{`steps.${orchestrationStepKey(step, index)}`}</code> —{' '}
              {t('orchestration.nameOfStep', { name: step.name, n: index + 2 })}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * ORCHESTRATION: the values its callers give, the steps in order (a data view, an API of the
 * catalogue or a script, each reading the input and earlier steps' outputs), the names a step
 * can use, and a test run of the content as edited. A test run's refusal shows under the
 * fields as a save's does; a save's, being newer when both name a field, wins.
 */
export function OrchestrationEditor({ appId, value, onChange, errors }: ContentEditorProps) {
  const { t } = useTranslation('shell');
  const testRefusal = useRefusal();
  const content = value as Partial<OrchestrationContent>;
  const steps = content.steps ?? [];
  const shown: ContentErrors = { ...contentErrors(testRefusal.errors), ...errors };
  const setSteps = (next: OrchestrationStep[]) => onChange({ ...content, steps: next });
  const setInputs = (next: OrchestrationInput[]) => {
    const { inputs: _, ...rest } = content;
    onChange(next.length > 0 ? { ...rest, inputs: next } : rest);
  };
  return (
    <>
      <InputFields inputs={content.inputs ?? []} onChange={setInputs} errors={shown} />
      <Typography variant="subtitle2" component="h3">
        {t('artefact.steps')}
      </Typography>
      {shown.steps && (
        <Typography color="error" variant="body2">
          {shown.steps}
        </Typography>
      )}
      <OrderedList items={steps} label={t('artefact.steps')} onChange={setSteps}>
        {(step, index) => (
          <StepFields
            step={step}
            index={index}
            errors={shown}
            onChange={(next) => setSteps(steps.map((s, i) => (i === index ? next : s)))}
          />
        )}
      </OrderedList>
      <Button
        sx={{ justifySelf: 'start' }}
        onClick={() => setSteps([...steps, { name: '', type: 'DATA_VIEW' }])}
      >
        {t('artefact.addStep')}
      </Button>
      <NamesHint content={content} />
      <OrchestrationTestRun appId={appId} content={content} refusal={testRefusal} />
    </>
  );
}
