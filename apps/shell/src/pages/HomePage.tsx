import { PERMISSIONS } from '@org/api-contract';
import { useCan } from '@org/app-kit';
import AddIcon from '@mui/icons-material/Add';
import AppsIcon from '@mui/icons-material/Apps';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppPageQuery, useFormPageQuery } from '../api/shell-api';
import { TodoCount } from '../formcontainer/TodoCount';
import { Loadable, useAppsDenied } from '../common/Loadable';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * Home (/index): shortcuts, the latest applications and the latest changed forms. Not on the
 * list kit: the newest few as links to open, not lists to page or search (the application
 * centre and each application's Pages list them all).
 */
export function HomePage() {
  const { t } = useTranslation('shell');
  const canAdd = useCan(PERMISSIONS.appConfig.add);
  const denied = useAppsDenied();
  const apps = useAppPageQuery(
    { pageNo: 1, pageSize: 6, sortBy: 'createdAt', sortOrder: 'desc' },
    { skip: denied !== null },
  );
  const forms = useFormPageQuery(
    { pageNo: 1, pageSize: 8, sortBy: 'updatedAt', sortOrder: 'desc' },
    { skip: denied !== null },
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {t('route.index')}
      </Typography>
      <Panel title={t('home.shortcuts')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            component={Link}
            to="/ApplicationCenter"
            variant="outlined"
            startIcon={<AppsIcon />}
          >
            {t('route.ApplicationCenter')}
          </Button>
          {canAdd && (
            <Button
              component={Link}
              to="/ApplicationCenter/new"
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('app.new')}
            </Button>
          )}
        </Box>
      </Panel>
      <TodoCount />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Panel title={t('home.recentApps')}>
          <Loadable
            query={apps}
            empty={t('home.noApps')}
            emptyAction={
              canAdd ? (
                <Button component={Link} to="/ApplicationCenter/new" startIcon={<AddIcon />}>
                  {t('app.newFirst')}
                </Button>
              ) : undefined
            }
            denied={denied}
          >
            {(page) => (
              <List component="div" dense disablePadding>
                {page.list.map((app) => (
                  <ListItemButton key={app.id} component={Link} to={`/app/${app.id}`}>
                    <ListItemText
                      primary={app.appName}
                      secondary={
                        <>
                          <span translate="no">{app.appCode}</span>
                          {` · ${t('home.forms', { count: app.formCount })}`}
                        </>
                      }
                    />
                  </ListItemButton>
                ))}
              </List>
            )}
          </Loadable>
        </Panel>
        <Panel title={t('home.recentForms')}>
          <Loadable query={forms} empty={t('home.noForms')} denied={denied}>
            {(page) => (
              <List component="div" dense disablePadding>
                {page.list.map((form) => (
                  <ListItemButton key={form.id} component={Link} to={`/app/${form.appId}/Pages`}>
                    <ListItemText
                      primary={form.formName}
                      secondary={
                        <>
                          <span translate="no">{`${form.appCode} / ${form.formCode}`}</span>
                          {` · ${t('home.version', { version: form.version })}`}
                        </>
                      }
                    />
                  </ListItemButton>
                ))}
              </List>
            )}
          </Loadable>
        </Panel>
      </Box>
    </Box>
  );
}
