import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DashboardContent } from '@org/api-contract';
import { type CallError, Spinner } from '@org/app-kit';
import { useTranslation } from 'react-i18next';
import { type ArtefactRecord, useArtefactPageQuery, useArtefactQuery } from '../api/artefacts-api';
import { DashboardView } from './DashboardView';

function Shown({ dashboard }: { dashboard: ArtefactRecord }) {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="section"
      aria-label={t('dashboard.block', { name: dashboard.artefactName })}
      sx={{ display: 'grid', gap: 1, minWidth: 0 }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {dashboard.artefactName}
      </Typography>
      <DashboardView
        appId={dashboard.appId}
        dashboardId={dashboard.id}
        name={dashboard.artefactName}
        content={dashboard.content as DashboardContent}
      />
    </Box>
  );
}

/** A dashboard by its id, as a page's block shows it: its name, filters and charts. */
export function DashboardPanel({ dashboardId }: { dashboardId: number }) {
  const { t } = useTranslation('shell');
  const dashboard = useArtefactQuery({ id: dashboardId });
  if (dashboard.isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
        <Spinner size={24} />
      </Box>
    );
  }
  if (!dashboard.data || dashboard.data.kind !== 'DASHBOARD') {
    return (
      <Alert severity="warning">
        {t('dashboard.unknown', { id: dashboardId })}{' '}
        {(dashboard.error as CallError | undefined)?.message}
      </Alert>
    );
  }
  return <Shown dashboard={dashboard.data} />;
}

/** The enabled dashboards of an application marked for its home, by name, each shown. */
export function HomeDashboards({ appId }: { appId: number }) {
  const page = useArtefactPageQuery({
    appId,
    kind: 'DASHBOARD',
    status: 1,
    pageSize: 100,
    sortBy: 'artefactName',
    sortOrder: 'asc',
  });
  const shown = (page.data?.list ?? []).filter(
    (dashboard) => (dashboard.content as DashboardContent).home === true,
  );
  if (shown.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {shown.map((dashboard) => (
        <Shown key={dashboard.id} dashboard={dashboard} />
      ))}
    </Box>
  );
}
