import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type DashboardContent, FORM_PERMISSIONS } from '@org/api-contract';
import { useCan } from '@org/app-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArtefactRecord } from '../api/artefacts-api';
import { RoutedArtefact } from '../common/RoutedArtefact';
import { useContentDraft } from '../common/use-content-draft';
import { DashboardSetup } from './DashboardSetup';
import { DashboardView, useStatistics } from './DashboardView';

const CONTENT = 'body.content.';

function Dashboard({ dashboard }: { dashboard: ArtefactRecord }) {
  const { t } = useTranslation('shell');
  const canEdit = useCan(FORM_PERMISSIONS.edit);
  const statistics = useStatistics(dashboard.appId);
  const name = dashboard.artefactName;
  const draft = useContentDraft<DashboardContent>(dashboard, {
    title: t('dashboard.titleOf', { name }),
    leaveQuestion: t('dashboard.leaveQuestion', { name }),
    saved: t('dashboard.saved'),
  });
  const { content, change, dirty, errors, failure, notice } = draft;
  const [editing, setEditing] = useState(false);
  const contentErrors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(errors)
          .filter(([field]) => field.startsWith(CONTENT))
          .map(([field, message]) => [field.slice(CONTENT.length), message]),
      ),
    [errors],
  );
  // a refusal opens the editor, where its errors show under their fields
  const save = async () => {
    if (!(await draft.save())) setEditing(true);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h5" component="h1">
            {t('dashboard.titleOf', { name })}
          </Typography>
          <Typography color="text.secondary">
            <Link to={`/app/${dashboard.appId}`}>{dashboard.appName}</Link> ·{' '}
            {dashboard.artefactCode}
          </Typography>
        </Box>
        <Box sx={{ ml: 'auto', display: 'flex', gap: 1, alignItems: 'center' }}>
          {dirty && <Typography color="warning.main">{t('dashboard.unsaved')}</Typography>}
          {canEdit && (
            <Button
              variant={editing ? 'contained' : 'outlined'}
              aria-pressed={editing}
              onClick={() => setEditing((on) => !on)}
            >
              {t(editing ? 'dashboard.doneEditing' : 'dashboard.edit')}
            </Button>
          )}
          {canEdit && (
            <Button
              variant="contained"
              loading={draft.saving}
              disabled={!dirty}
              onClick={() => void save()}
            >
              {t('dashboard.save')}
            </Button>
          )}
        </Box>
      </Box>
      {notice && <Alert severity="success">{notice}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      {editing && (
        <DashboardSetup
          appId={dashboard.appId}
          content={content}
          statistics={statistics}
          errors={contentErrors}
          onChange={change}
        />
      )}
      <DashboardView
        appId={dashboard.appId}
        dashboardId={dashboard.id}
        name={name}
        content={content}
        editing={editing}
        onChange={change}
      />
    </Box>
  );
}

/**
 * dashboard/{dashboardId}: a DASHBOARD artefact shown, its charts computed with the shared
 * filters, refreshed on demand; 编辑布局 lets one add, title and remove charts, drag and
 * resize them, and choose the shared filters; 保存 keeps the arrangement in the content.
 */
export function DashboardPage() {
  const { t } = useTranslation('shell');
  return (
    <RoutedArtefact param="dashboardId" kind="DASHBOARD" notFound={t('dashboard.notDashboard')}>
      {(dashboard) => <Dashboard dashboard={dashboard} />}
    </RoutedArtefact>
  );
}
