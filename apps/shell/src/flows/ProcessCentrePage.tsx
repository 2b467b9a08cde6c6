import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CallError, Spinner } from '@org/app-kit';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type StartableFlow, useStartableFlowsQuery } from '../api/flows-api';
import { startPath, tasksPath } from './FlowStatus';

/** The flows of one application, in the order the server gave them. */
interface AppFlows {
  appId: number;
  appName: string;
  flows: StartableFlow[];
}

function byApplication(flows: readonly StartableFlow[]): AppFlows[] {
  const groups = new Map<number, AppFlows>();
  for (const flow of flows) {
    const group = groups.get(flow.appId) ?? { appId: flow.appId, appName: flow.appName, flows: [] };
    group.flows.push(flow);
    groups.set(flow.appId, group);
  }
  return [...groups.values()];
}

/** One flow one may start: its name, code, description, and the way to start it. */
function FlowCard({ flow }: { flow: StartableFlow }) {
  const { t } = useTranslation('shell');
  const nameId = useId();
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={nameId}
      sx={{ p: 1.5, display: 'grid', gap: 0.5, alignContent: 'start' }}
    >
      <Typography id={nameId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {flow.flowName}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        <span translate="no">{flow.flowCode}</span> ·{' '}
        {t('flows.centre.version', { version: flow.version })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ minHeight: '2.5em' }}>
        {flow.description || t('flows.centre.noDescription')}
      </Typography>
      <Box>
        <Button
          component={Link}
          to={startPath(flow.flowId)}
          variant="contained"
          size="small"
          aria-label={t('flows.centre.startNamed', { name: flow.flowName })}
        >
          {t('flows.centre.start')}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * processCenter/index: the flows the caller may start, grouped by application, searched by
 * the flow's or the application's name or code; the way to the to-do and started lists.
 * The startable flows are few and answered whole (no paging), so they are cards under their
 * application rather than a list on the kit.
 */
export function ProcessCentrePage() {
  const { t } = useTranslation('shell');
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const flows = useStartableFlowsQuery(keyword ? { keyword } : {});
  const groups = useMemo(() => byApplication(flows.data?.list ?? []), [flows.data]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(draft.trim());
  };
  const reset = () => {
    setDraft('');
    setKeyword('');
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, fontWeight: 600 }}>
          {t('flows.centre.title')}
        </Typography>
        <Button component={Link} to={tasksPath('todo')} variant="outlined">
          {t('flows.centre.myTasks')}
        </Button>
        <Button component={Link} to={tasksPath('started')}>
          {t('flows.centre.started')}
        </Button>
      </Box>
      <Paper
        component="form"
        role="search"
        aria-label={t('flows.centre.searchArea')}
        onSubmit={search}
        sx={{ p: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          size="small"
          label={t('flows.centre.search')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ width: 360, maxWidth: '100%' }}
        />
        <Button type="submit" variant="contained">
          {t('list.search')}
        </Button>
        <Button onClick={reset}>{t('list.reset')}</Button>
      </Paper>
      {flows.isLoading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <Spinner size={28} />
        </Box>
      ) : flows.error ? (
        <Alert severity="error">{(flows.error as CallError).message}</Alert>
      ) : groups.length === 0 ? (
        <Alert severity="info">
          {keyword ? t('flows.centre.noMatch') : t('flows.centre.none')}
        </Alert>
      ) : (
        groups.map((group) => (
          <Paper
            key={group.appId}
            component="section"
            aria-label={group.appName}
            sx={{ p: 1.5, display: 'grid', gap: 1 }}
          >
            <Typography variant="h6" component="h2">
              {group.appName}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
              }}
            >
              {group.flows.map((flow) => (
                <FlowCard key={flow.flowId} flow={flow} />
              ))}
            </Box>
          </Paper>
        ))
      )}
    </Box>
  );
}
