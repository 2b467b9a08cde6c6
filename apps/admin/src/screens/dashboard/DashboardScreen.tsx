import {
  type DashboardCount,
  MANAGEMENT_DIRECTORY,
  PERMISSIONS,
  type PageSpec,
} from '@org/api-contract';
import { useCan } from '@org/app-kit';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import DynamicFormOutlined from '@mui/icons-material/DynamicFormOutlined';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type DashboardData, useDashboard } from './dashboard-api';
import { EventPanel } from './EventPanel';
import { SignInChart } from './SignInChart';
import { StatCard, type StatCardProps } from './StatCard';

/** The full path of the management page whose view code is `code` (`/system/user`). */
export function managementPath(code: string): string | undefined {
  const find = (pages: readonly PageSpec[]): PageSpec | undefined => {
    for (const page of pages) {
      if (page.code === code) return page;
      const below = find(page.pages ?? []);
      if (below) return below;
    }
    return undefined;
  };
  const page = find(MANAGEMENT_DIRECTORY.menus);
  return page ? `${MANAGEMENT_DIRECTORY.path}/${page.path}` : undefined;
}

/** A link to the page of `code` when the user may open it. */
function useLinkTo(code: string, label: string) {
  const allowed = useCan(code);
  const to = managementPath(code);
  return allowed && to ? { to, label } : undefined;
}

function Panels({ data }: { data: DashboardData }) {
  const { t, i18n } = useTranslation('admin');
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const number = (count: DashboardCount) => {
    const text = count.total.toLocaleString(i18n.language);
    return count.estimated ? t('dashboard.about', { value: text }) : text;
  };
  const open = (name: string) => t('dashboard.open', { name });
  const usersLink = useLinkTo(PERMISSIONS.user.view, open(t('dashboard.users')));
  const appsLink = useLinkTo(PERMISSIONS.appConfig.view, open(t('dashboard.applications')));
  const loginLink = useLinkTo(PERMISSIONS.loginLog.view, t('dashboard.viewAll'));
  const operLink = useLinkTo(PERMISSIONS.operLog.view, t('dashboard.viewAll'));

  const cards: (StatCardProps & { key: string })[] = [];
  if (data.users) {
    cards.push({
      key: 'users',
      label: t('dashboard.users'),
      value: number(data.users),
      icon: <PeopleOutlined />,
      ...(usersLink ? { link: usersLink } : {}),
    });
  }
  if (data.applications) {
    cards.push({
      key: 'applications',
      label: t('dashboard.applications'),
      value: number(data.applications),
      icon: <AppsOutlined />,
      tone: 'info',
      ...(appsLink ? { link: appsLink } : {}),
    });
  }
  if (data.forms) {
    cards.push({
      key: 'forms',
      label: t('dashboard.forms'),
      value: number(data.forms),
      icon: <DynamicFormOutlined />,
      tone: 'warning',
    });
  }
  if (data.submissionsThisWeek) {
    cards.push({
      key: 'submissions',
      label: t('dashboard.submissions'),
      value: number(data.submissionsThisWeek),
      icon: <AssignmentTurnedInOutlined />,
      tone: 'success',
    });
  }
  if (data.signIns) {
    cards.push({
      key: 'failed',
      label: t('dashboard.failedToday'),
      value: data.signIns.failedToday.toLocaleString(i18n.language),
      caption: t('dashboard.failedWeek', { count: data.signIns.failedThisWeek }),
      icon: <GppMaybeOutlined />,
      tone: 'error',
      ...(loginLink ? { link: { ...loginLink, label: open(t('loginLog.name')) } } : {}),
    });
  }

  const reasonOf = (reason: string) => t(`loginLog.reason.${reason}`, { defaultValue: reason });
  const moduleOf = (tag: string) => t(`operLog.module.${tag}`, { defaultValue: tag });
  const typeOf = (type: string) => t(`operLog.type.${type}`, { defaultValue: type });
  const nothing = t('dashboard.nothing');
  const hasAny =
    cards.length > 0 || data.recentFailedSignIns !== null || data.recentOperations !== null;

  if (!hasAny) {
    return (
      <Paper sx={{ p: 3 }}>
        <Typography>{t('dashboard.welcome')}</Typography>
      </Paper>
    );
  }

  return (
    <>
      {cards.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          }}
        >
          {cards.map(({ key, ...card }) => (
            <StatCard key={key} {...card} />
          ))}
        </Box>
      )}
      {(data.signIns || data.recentFailedSignIns) && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          }}
        >
          {data.signIns && (
            <Paper component="section" aria-label={t('dashboard.signIns')} sx={{ p: 2 }}>
              <Box sx={{ display: 'flex', alignItems: 'baseline', mb: 1 }}>
                <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
                  {t('dashboard.signIns')}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('dashboard.succeededToday', { count: data.signIns.succeededToday })}
                </Typography>
              </Box>
              <SignInChart days={data.signIns.days} />
            </Paper>
          )}
          {data.recentFailedSignIns && (
            <EventPanel
              title={t('dashboard.recentFailed')}
              emptyText={nothing}
              {...(loginLink ? { viewAll: loginLink } : {})}
              events={data.recentFailedSignIns.map((entry) => ({
                key: entry.id,
                primary: `${entry.username ? `${entry.username} (${entry.account})` : entry.account} · ${reasonOf(entry.reason)}`,
                secondary: [entry.ip, entry.browser, entry.os].filter(Boolean).join(' · '),
                time: time(entry.attemptedAt),
              }))}
            />
          )}
        </Box>
      )}
      {data.recentOperations && (
        <EventPanel
          title={t('dashboard.recentOperations')}
          emptyText={nothing}
          {...(operLink ? { viewAll: operLink } : {})}
          events={data.recentOperations.map((entry) => ({
            key: entry.id,
            primary: (
              <>
                {`${entry.username ?? entry.account} · ${moduleOf(entry.module)} · ${typeOf(entry.operType)} · `}
                <Box
                  component="span"
                  sx={{ color: entry.success ? 'success.main' : 'error.main', fontWeight: 500 }}
                >
                  {entry.success
                    ? t('operLog.success')
                    : `${t('operLog.failure')} ${entry.resultCode}`}
                </Box>
              </>
            ),
            secondary: `${entry.action} · ${entry.method} ${entry.url}`,
            time: time(entry.operatedAt),
          }))}
        />
      )}
    </>
  );
}

/**
 * 首页: the counts and the latest events an administrator looks at first. Each part comes
 * only with the code that opens it (the server leaves the others out), counts of people
 * within the data scope.
 */
export function DashboardScreen({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const { data, isFetching, isError, refetch } = useDashboard();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {isFetching && !data && <LinearProgress aria-label={t('list.loading')} />}
      {isError && !data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('dashboard.retry')}
            </Button>
          }
        >
          {t('dashboard.loadFailed')}
        </Alert>
      )}
      {data && <Panels data={data} />}
    </Box>
  );
}
