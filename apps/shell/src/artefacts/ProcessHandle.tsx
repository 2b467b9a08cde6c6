import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { WorkflowContent } from '@org/api-contract';
import { type CallError, fieldErrorsOf } from '@org/app-kit';
import type { FormRendererHandle } from '@org/form-renderer';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  type ArtefactRecord,
  type StartedSubmission,
  useArtefactQuery,
  useStartFlowMutation,
} from '../api/artefacts-api';
import { FieldFailures, type ListedFailure, failuresOf } from '../formcontainer/FieldFailures';
import { FormFrame } from '../formcontainer/FormFrame';
import { usePublishedOrLatest } from './flow-form';
import { Spinner } from '@org/app-kit';

const spinner = (
  <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
    <Spinner size={28} />
  </Box>
);

/** The steps of a flow, the first one current. */
function FlowSteps({ flow }: { flow: ArtefactRecord }) {
  const { t } = useTranslation('shell');
  const { steps } = flow.content as WorkflowContent;
  return (
    <Stepper
      activeStep={0}
      alternativeLabel
      aria-label={t('process.stepsOf', { name: flow.artefactName })}
    >
      {steps.map((step, index) => (
        <Step key={index}>
          <StepLabel optional={<Typography variant="caption">{step.roleCode}</Typography>}>
            {step.name}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

function StartForm({ flow }: { flow: ArtefactRecord }) {
  const { t } = useTranslation('shell');
  const content = flow.content as WorkflowContent;
  const shown = usePublishedOrLatest(content.formId);
  const handle = useRef<FormRendererHandle>(null);
  const [start, starting] = useStartFlowMutation();
  const [failure, setFailure] = useState<{
    message: string;
    /** The form's fields that failed, by label. */
    fields: readonly ListedFailure[];
  } | null>(null);
  const [started, setStarted] = useState<StartedSubmission | null>(null);
  const first = content.steps[0];

  if (shown.isLoading) return spinner;
  if (shown.error || !shown.form) {
    return (
      <Alert severity="error">
        {t('process.noFormVersion', { message: shown.error?.message ?? '' })}
      </Alert>
    );
  }
  const form = shown.form;
  if (started) {
    return (
      <Alert
        severity="success"
        action={
          <Button color="inherit" size="small" component={Link} to="/processCenter/workflowView">
            {t('process.mine')}
          </Button>
        }
      >
        {t('process.started', { id: started.id, step: first?.name ?? '' })}
      </Alert>
    );
  }
  const submit = async () => {
    const api = handle.current;
    if (!api) return;
    setFailure(null);
    let data: Record<string, unknown>;
    try {
      data = (await api.getData({ validate: true })) as Record<string, unknown>;
    } catch (error) {
      setFailure({ message: t('process.invalid'), fields: failuresOf(error) });
      return;
    }
    try {
      setStarted(
        await start({
          formId: form.id,
          formVersion: form.version,
          submitStatus: 'SUBMITTED',
          data,
        }).unwrap(),
      );
    } catch (error) {
      const fields = fieldErrorsOf(error as CallError);
      const underFields = Object.fromEntries(
        Object.entries(fields)
          .filter(([name]) => name.startsWith('data.'))
          .map(([name, message]) => [name.slice('data.'.length), message]),
      );
      setFailure({ message: (error as CallError).message, fields: api.setErrors(underFields) });
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {form.formName}
        <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
          {shown.latest
            ? t('designer.latestShown', { version: form.version })
            : t('designer.publishedShown', { version: form.version })}
        </Typography>
      </Typography>
      {failure && (
        <Alert severity="error">
          {failure.message}
          <FieldFailures items={failure.fields} />
        </Alert>
      )}
      <FormFrame definition={form.definition} appCode={form.appCode} handle={handle} />
      <Box>
        <Button variant="contained" loading={starting.isLoading} onClick={() => void submit()}>
          {t('process.submit')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * processCenter/handle/{flowModelId}: starts a flow. Shows its steps and its start form (the
 * published version, else the latest) and submits the form: the submission is the start of
 * the flow, waiting for its first step.
 */
export function ProcessHandlePage() {
  const { t } = useTranslation('shell');
  const { flowModelId } = useParams();
  const id = Number(flowModelId);
  const valid = Number.isInteger(id) && id > 0;
  const flow = useArtefactQuery({ id }, { skip: !valid });
  if (flow.isLoading) return spinner;
  if (!valid || flow.error || !flow.data || flow.data.kind !== 'WORKFLOW') {
    return <Alert severity="warning">{t('process.flowMissing')}</Alert>;
  }
  const data = flow.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {data.artefactName}
        </Typography>
        <Typography color="text.secondary">
          {data.appName} · {data.artefactCode}
          {data.description ? ` · ${data.description}` : ''}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FlowSteps flow={data} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {data.status === 1 ? (
          <StartForm flow={data} />
        ) : (
          <Alert severity="info">{t('process.flowDisabled')}</Alert>
        )}
      </Paper>
    </Box>
  );
}
