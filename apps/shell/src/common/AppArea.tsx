import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useMatch, useParams } from 'react-router';
import { type AppSummary, useAppQuery } from '../api/shell-api';
import { useViews } from '../tabs/ViewsProvider';
import { BUILT_APP_PAGES } from './app-pages';
import { useAppsDenied } from './Loadable';
import { Spinner } from '@org/app-kit';

/** The application of the path's {appId}, or null when the id is not a number. */
export function useAppId(): number | null {
  const { appId } = useParams();
  const id = Number(appId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** An entry of the application's menu, drawn selected on its page and the pages below it. */
function MenuLink({ to, end = false, label }: { to: string; end?: boolean; label: string }) {
  const selected = useMatch({ path: to, end }) !== null;
  return (
    <ListItemButton component={NavLink} to={to} end={end} selected={selected}>
      <ListItemText
        primary={label}
        slotProps={{ primary: { sx: { fontWeight: selected ? 600 : undefined } } }}
      />
    </ListItemButton>
  );
}

/**
 * An application's area: its name and code, the per-application menu (the pages that are
 * built), and the page. The tab takes the application's name.
 */
export function AppArea({ children }: { children: (app: AppSummary) => ReactNode }) {
  const { t } = useTranslation('shell');
  const id = useAppId();
  const { label } = useViews();
  const denied = useAppsDenied();
  const {
    data: app,
    isLoading,
    error,
  } = useAppQuery({ id: id ?? 0 }, { skip: id === null || denied !== null });

  useEffect(() => {
    if (app) label(`/app/${app.id}`, app.appName);
  }, [app, label]);

  if (denied) return <Alert severity="info">{denied}</Alert>;
  if (id === null || error) return <Alert severity="warning">{t('app.notFound')}</Alert>;
  if (isLoading || !app) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <Spinner />
      </Box>
    );
  }
  const base = `/app/${app.id}`;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {app.appName}
        </Typography>
        <Typography color="text.secondary">
          <span translate="no">{app.appCode}</span>
          {app.description ? ` · ${app.description}` : ''}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '180px 1fr' } }}>
        <Paper
          variant="outlined"
          component="nav"
          aria-label={t('area.menu')}
          sx={{ alignSelf: 'start' }}
        >
          <List component="div" dense disablePadding>
            <MenuLink to={base} end label={t('area.home')} />
            {BUILT_APP_PAGES.map((name) => (
              <MenuLink key={name} to={`${base}/${name}`} label={t(`route.${name}`)} />
            ))}
          </List>
        </Paper>
        <Box sx={{ minWidth: 0 }}>{children(app)}</Box>
      </Box>
    </Box>
  );
}
