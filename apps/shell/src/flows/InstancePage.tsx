import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type CallError, Spinner } from '@org/app-kit';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type FlowView, useFlowViewQuery } from '../api/flows-api';
import { dateTime } from '../common/format';
import { FormFrame } from '../formcontainer/FormFrame';
import { FlowDiagram } from './FlowDiagram';
import { InstanceStatusChip, tasksPath } from './FlowStatus';
import { editsAny, useAccessedForm } from './form-access';
import { HistoryTimeline } from './HistoryTimeline';
import { InstanceActions } from './InstanceActions';

/** A titled part of the page. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** What the caller is looking at: their task (its step and state), or their own flow. */
function TaskLine({ view }: { view: FlowView }) {
  const { t } = useTranslation('shell');
  const { task } = view;
  if (task) {
    const what = task.kind === 'CC' ? t('flows.view.copy') : t('flows.view.task');
    return (
      <Typography color="text.secondary">
        {t('flows.view.yourTask', { what, step: task.nodeName })} ·{' '}
        {t(`flows.taskStatus.${task.status}`)}
        {task.urgedAt && ` · ${t('flows.view.urgedAt', { time: dateTime(task.urgedAt) })}`}
      </Typography>
    );
  }
  return view.instance.currentNodes ? (
    <Typography color="text.secondary">
      {t('flows.view.waitingAt', { steps: view.instance.currentNodes })}
    </Typography>
  ) : null;
}

/** The page of one instance as the caller sees it. */
function InstanceView({ view, refresh }: { view: FlowView; refresh: () => void }) {
  const { t } = useTranslation('shell');
  const form = useAccessedForm(view.access);
  const [stale, setStale] = useState<string | null>(null);
  const { instance } = view;
  const editable = editsAny(view.access);
  const onStale = (message: string) => {
    setStale(message);
    refresh();
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {instance.title}
          </Typography>
          <InstanceStatusChip status={instance.status} />
        </Box>
        <Typography color="text.secondary">
          {t('flows.view.meta', {
            flow: instance.flowName,
            app: instance.appName,
            initiator: instance.initiatorName,
            time: dateTime(instance.startedAt),
          })}
          {instance.endedAt &&
            ` · ${t('flows.view.endedAt', { time: dateTime(instance.endedAt) })}`}
        </Typography>
        <TaskLine view={view} />
      </Box>
      {stale && (
        <Alert severity="warning" onClose={() => setStale(null)}>
          {stale}
        </Alert>
      )}
      {view.actions.includes('resubmit') && (
        <Alert severity="info">{t('flows.view.returnedHint')}</Alert>
      )}
      <InstanceActions view={view} form={form} onStale={onStale} />
      <Section title={t('flows.view.form')}>
        <FormFrame
          definition={view.definition}
          appCode={view.instance.appCode}
          appId={view.instance.appId}
          value={view.data}
          edit={editable}
          handle={form.ref}
        />
      </Section>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
        }}
      >
        <Section title={t('flows.history.title')}>
          <HistoryTimeline records={view.history} />
        </Section>
        <Section title={t('flows.diagram.title')}>
          <FlowDiagram
            graph={view.graph}
            definition={view.definition}
            passed={view.passed}
            current={view.current}
          />
        </Section>
      </Box>
    </Box>
  );
}

/**
 * processCenter/workflowView?id=&taskId=: an instance as the caller sees it (the server leaves
 * out what their step hides): title and status, the form with their field access, what they
 * may do now, the history and the flow with its passed, current and pending steps.
 */
export function InstancePage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const taskId = Number(params.get('taskId'));
  const valid = Number.isInteger(id) && id > 0;
  const withTask = Number.isInteger(taskId) && taskId > 0;
  const view = useFlowViewQuery({ id, ...(withTask ? { taskId } : {}) }, { skip: !valid });
  const back = (
    <Button color="inherit" size="small" component={Link} to={tasksPath('todo')}>
      {t('flows.view.toTasks')}
    </Button>
  );
  if (!valid)
    return (
      <Alert severity="info" action={back}>
        {t('flows.view.choose')}
      </Alert>
    );
  if (view.isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <Spinner size={28} />
      </Box>
    );
  }
  if (!view.data) {
    const reason = (view.error as CallError | undefined)?.message ?? '';
    return (
      <Alert severity="warning" action={back}>
        {t('flows.view.missing', { reason })}
      </Alert>
    );
  }
  return (
    <>
      {view.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('flows.view.stale', { reason: (view.error as CallError).message })}
        </Alert>
      )}
      <InstanceView
        key={`${id}#${withTask ? taskId : ''}`}
        view={view.data}
        refresh={() => void view.refetch()}
      />
    </>
  );
}
