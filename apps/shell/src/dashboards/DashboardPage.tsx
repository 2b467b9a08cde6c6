import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type DashboardContent, FORM_PERMISSIONS } from '@org/api-contract';
import { type CallError, fieldErrorsOf, useCan } from '@org/app-kit';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type ArtefactRecord, useUpdateArtefactMutation } from '../api/artefacts-api';
import { RoutedArtefact } from '../common/RoutedArtefact';
import { useLeaveGuard } from '../tabs/leave-guards';
import { viewKeyOf } from '../tabs/views';
import { useViews } from '../tabs/ViewsProvider';
import { DashboardSetup } from './DashboardSetup';
import { DashboardView, useStatistics } from './DashboardView';

const CONTENT = 'body.content.';

function Dashboard({ dashboard }: { dashboard: ArtefactRecord }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { label } = useViews();
  const canEdit = useCan(FORM_PERMISSIONS.edit);
  const statistics = useStatistics(dashboard.appId);
  const [saved, setSaved] = useState(dashboard.content as DashboardContent);
  const [content, setContent] = useState(saved);
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [update, updating] = useUpdateArtefactMutation();
  const dirty = content !== saved;
  const name = dashboard.artefactName;
  useLeaveGuard(viewKeyOf(pathname), dirty ? t('dashboard.leaveQuestion', { name }) : null);
  useEffect(() => {
    label(viewKeyOf(pathname), t('dashboard.titleOf', { name }));
  }, [label, pathname, name, t]);
  const contentErrors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(errors)
          .filter(([field]) => field.startsWith(CONTENT))
          .map(([field, message]) => [field.slice(CONTENT.length), message]),
      ),
    [errors],
  );

  const change = (next: DashboardContent) => {
    setContent(next);
    setNotice(null);
  };
  const save = async () => {
    setFailure(null);
    try {
      const result = await update({ id: dashboard.id, content }).unwrap();
      const next = result.content as DashboardContent;
      setSaved(next);
      setContent(next);
      setErrors({});
      setNotice(t('dashboard.saved'));
    } catch (error) {
      setErrors(fieldErrorsOf(error as CallError));
      setFailure((error as CallError).message);
      setEditing(true);
    }
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
              loading={updating.isLoading}
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
