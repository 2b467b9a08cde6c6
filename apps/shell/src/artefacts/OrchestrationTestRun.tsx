import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OrchestrationContent } from '@org/api-contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type OrchestrationRun,
  type OrchestrationStepTrace,
  useTestOrchestrationMutation,
} from '../api/orchestrations-api';
import type { useRefusal } from '../dialogs/FormDialog';
import { InputValueFields, JsonBlock, type Typed, inputOf } from './OrchestrationInputValues';

/** One step of a run: name, type, status and time; its input, output and error when opened. */
function StepTrace({ trace, n }: { trace: OrchestrationStepTrace; n: number }) {
  const { t } = useTranslation('shell');
  const failed = trace.error !== '';
  const type = t(`orchestration.type.${trace.type}`, { defaultValue: trace.type });
  return (
    <Accordion component="li" variant="outlined" disableGutters defaultExpanded={failed}>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: 600 }}>
            {t('orchestration.stepOf', { n, name: trace.name })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {type} · <code>{trace.key}</code>
          </Typography>
          <Typography variant="body2" color={failed ? 'error' : 'success.main'}>
            {t(failed ? 'orchestration.failed' : 'orchestration.ok')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('orchestration.ms', { value: trace.ms })}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 1 }}>
        {failed && (
          <Typography color="error" variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {trace.error}
          </Typography>
        )}
        <Typography variant="body2">{t('orchestration.stepInput')}</Typography>
        <JsonBlock
          label={t('orchestration.blockOf', { n, what: t('orchestration.stepInput') })}
          value={trace.input}
        />
        <Typography variant="body2">{t('orchestration.stepOutput')}</Typography>
        <JsonBlock
          label={t('orchestration.blockOf', { n, what: t('orchestration.stepOutput') })}
          value={trace.output}
        />
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * What a run answered: each step in order (its details open by a click, a failed one open),
 * the run's error in red, the final output and the time in all. It shows records without being
 * a list: one run's steps, as many as the orchestration has, in the order they ran.
 */
function RunResult({ run }: { run: OrchestrationRun }) {
  const { t } = useTranslation('shell');
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" color={run.ok ? 'success.main' : 'error'}>
        {t(run.ok ? 'orchestration.ok' : 'orchestration.failed')} ·{' '}
        {t('orchestration.totalMs', { value: run.ms })}
      </Typography>
      <Box
        component="ol"
        aria-label={t('orchestration.result')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {run.steps.map((trace, index) => (
          <StepTrace key={`${index}-${trace.key}`} trace={trace} n={index + 1} />
        ))}
      </Box>
      {run.error !== '' && (
        <Typography color="error" variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {run.error}
        </Typography>
      )}
      {run.ok && (
        <>
          <Typography variant="body2">{t('orchestration.output')}</Typography>
          <JsonBlock label={t('orchestration.output')} value={run.output} />
        </>
      )}
    </Box>
  );
}

/**
 * 测试运行: a field per declared input (a switch for a yes/no, a number field, JSON for an
 * object) and 运行, which runs the content being edited, not saved yet, with that input — or,
 * given the saved orchestration's `id` (the list's 测试运行), the saved one as the server has
 * it. A refusal goes to `refusal` (the editor shows its field errors under the content's
 * fields) and a line above the panel; the input's own errors show under its fields.
 */
export function OrchestrationTestRun({
  appId,
  id,
  content,
  refusal,
}: {
  appId: number;
  /** The saved orchestration to run; `content` is then the saved one, for its inputs. */
  id?: number;
  content: Partial<OrchestrationContent>;
  refusal: ReturnType<typeof useRefusal>;
}) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const [testRun, running] = useTestOrchestrationMutation();
  const [typed, setTyped] = useState<Typed>({});
  const [unreadable, setUnreadable] = useState<readonly string[]>([]);
  const [run, setRun] = useState<OrchestrationRun | null>(null);
  const inputs = content.inputs ?? [];
  const refused = Object.keys(refusal.errors).length > 0;

  const start = async () => {
    const read = inputOf(inputs, typed);
    setUnreadable(read.unreadable);
    if (read.unreadable.length > 0) return;
    refusal.clear();
    setRun(null);
    try {
      setRun(
        await testRun(
          id === undefined
            ? { appId, content: { ...content, steps: content.steps ?? [] }, input: read.input }
            : { appId, id, input: read.input },
        ).unwrap(),
      );
    } catch (error) {
      refusal.refuse(error);
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('orchestration.testRun')}
      </Typography>
      {refused && (
        <Alert severity="error">
          {t(id === undefined ? 'orchestration.testRefused' : 'orchestration.inputRefused')}
        </Alert>
      )}
      {refusal.failure && <Alert severity="error">{refusal.failure}</Alert>}
      <Typography variant="body2" color="text.secondary">
        {t(id === undefined ? 'orchestration.testIntro' : 'orchestration.testIntroSaved')}
      </Typography>
      {inputs.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('orchestration.noTestInputs')}
        </Typography>
      )}
      <InputValueFields
        inputs={inputs}
        typed={typed}
        onChange={setTyped}
        unreadable={unreadable}
        errors={refusal.errors}
      />
      <Button
        variant="outlined"
        sx={{ justifySelf: 'start' }}
        loading={running.isLoading}
        onClick={() => void start()}
      >
        {t('orchestration.run')}
      </Button>
      {run && <RunResult run={run} />}
    </Paper>
  );
}
