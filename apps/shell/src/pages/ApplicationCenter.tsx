import { PERMISSIONS } from '@org/api-contract';
import { notify, useCan } from '@org/app-kit';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation, useNavigate } from 'react-router';
import {
  type AppSummary,
  useAppPageQuery,
  useAppQuery,
  useRemoveAppsMutation,
} from '../api/shell-api';
import { Loadable, useAppsDenied } from '../common/Loadable';
import { PAGE_SIZES, Paging } from '../common/Paging';
import { AppDialog } from './AppDialog';

const BASE = '/ApplicationCenter';

/** The dialog the path asks for: `/ApplicationCenter/new` or `/ApplicationCenter/edit/{id}`. */
function dialogOf(pathname: string): { mode: 'new' } | { mode: 'edit'; id: number } | null {
  if (matchPath(`${BASE}/new`, pathname)) return { mode: 'new' };
  const edit = matchPath(`${BASE}/edit/:id`, pathname);
  const id = Number(edit?.params.id);
  return edit && Number.isInteger(id) && id > 0 ? { mode: 'edit', id } : null;
}

function EditDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { data } = useAppQuery({ id });
  return data ? <AppDialog app={data} onClose={onClose} onSaved={onClose} /> : null;
}

/**
 * Application navigation: the applications (search by name, paged), create, edit and delete
 * them, open one. Its sub-paths (the dialogs) share one tab.
 */
export function ApplicationCenter() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const canAdd = useCan(PERMISSIONS.appConfig.add);
  const canEdit = useCan(PERMISSIONS.appConfig.edit);
  const canRemove = useCan(PERMISSIONS.appConfig.remove);
  const denied = useAppsDenied();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ appName: '', pageNo: 1, pageSize: PAGE_SIZES[0] ?? 10 });
  const apps = useAppPageQuery(
    {
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      ...(query.appName ? { appName: query.appName } : {}),
    },
    { skip: denied !== null },
  );
  const [remove, removing] = useRemoveAppsMutation();
  const [confirm, setConfirm] = useState<AppSummary | null>(null);
  const dialog = dialogOf(location.pathname);
  const back = () => void navigate(BASE);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, appName: typed.trim(), pageNo: 1 });
  };
  const removeConfirmed = async () => {
    if (!confirm) return;
    try {
      await remove([confirm.id]).unwrap();
      notify(t('app.deleted'), { variant: 'success', autoHideDuration: 3000 });
    } catch {
      // the client's notice shows the server's reason (an application with forms, …)
    }
    setConfirm(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {t('route.ApplicationCenter')}
      </Typography>
      <Paper
        component="form"
        role="search"
        variant="outlined"
        onSubmit={search}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 1.5, alignItems: 'center' }}
      >
        <TextField
          size="small"
          label={t('app.searchName')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="contained">
          {t('app.search')}
        </Button>
        <Button
          onClick={() => {
            setTyped('');
            setQuery({ ...query, appName: '', pageNo: 1 });
          }}
        >
          {t('app.reset')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {canAdd && (
          <Button component={Link} to={`${BASE}/new`} variant="contained" startIcon={<AddIcon />}>
            {t('app.new')}
          </Button>
        )}
      </Paper>
      <Paper variant="outlined">
        <Loadable
          query={apps}
          empty={query.appName ? t('app.empty') : t('home.noApps')}
          emptyAction={
            canAdd && !query.appName ? (
              <Button
                component={Link}
                to={`${BASE}/new`}
                variant="contained"
                startIcon={<AddIcon />}
              >
                {t('app.newFirst')}
              </Button>
            ) : undefined
          }
          denied={denied}
        >
          {(page) => (
            <>
              <TableContainer>
                <Table size="small" aria-label={t('app.rows')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('app.appCode')}</TableCell>
                      <TableCell>{t('app.appName')}</TableCell>
                      <TableCell>{t('app.description')}</TableCell>
                      <TableCell align="right">{t('app.formCount')}</TableCell>
                      <TableCell>{t('app.status')}</TableCell>
                      <TableCell>{t('app.actions')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {page.list.map((app) => (
                      <TableRow key={app.id} hover>
                        <TableCell>{app.appCode}</TableCell>
                        <TableCell>
                          <Link to={`/app/${app.id}`}>{app.appName}</Link>
                        </TableCell>
                        <TableCell sx={{ maxWidth: 320 }}>{app.description}</TableCell>
                        <TableCell align="right">{app.formCount}</TableCell>
                        <TableCell>
                          <Chip
                            size="small"
                            color={app.status === 1 ? 'success' : 'default'}
                            label={t(app.status === 1 ? 'app.enabled' : 'app.disabled')}
                          />
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          <Button size="small" component={Link} to={`/app/${app.id}`}>
                            {t('app.open')}
                          </Button>
                          {canEdit && (
                            <Button size="small" component={Link} to={`${BASE}/edit/${app.id}`}>
                              {t('app.edit')}
                            </Button>
                          )}
                          {canRemove && (
                            <Button size="small" color="error" onClick={() => setConfirm(app)}>
                              {t('app.delete')}
                            </Button>
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <Paging
                total={page.total}
                pageNo={query.pageNo}
                pageSize={query.pageSize}
                onChange={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
              />
            </>
          )}
        </Loadable>
      </Paper>
      {dialog?.mode === 'new' && <AppDialog onClose={back} onSaved={back} />}
      {dialog?.mode === 'edit' && <EditDialog id={dialog.id} onClose={back} />}
      <Dialog
        open={confirm !== null}
        onClose={(_, reason) => reason !== 'backdropClick' && setConfirm(null)}
      >
        <DialogTitle>{t('app.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('app.confirmText', { name: confirm?.appName ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>{t('app.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            loading={removing.isLoading}
            onClick={() => void removeConfirmed()}
          >
            {t('app.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
