import { FORM_PERMISSIONS, VIEW_STATUSES, VIEW_TYPES } from '@org/api-contract';
import { type CallError, notify, useCan } from '@org/app-kit';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
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
import type { AppSummary } from '../api/shell-api';
import {
  type ViewSummary,
  useDatasourcesQuery,
  useRemoveViewsMutation,
  useUpdateViewMutation,
  useViewPageQuery,
} from '../api/dataview-api';
import { AppArea } from '../common/AppArea';
import { dateTime } from '../common/format';
import { Loadable } from '../common/Loadable';
import { PAGE_SIZES, Paging } from '../common/Paging';
import { RunDialog } from './RunDialog';
import { ViewEditorDialog } from './ViewEditorDialog';

interface Filters {
  search: string;
  viewType: '' | (typeof VIEW_TYPES)[number];
  viewStatus: '' | (typeof VIEW_STATUSES)[number];
}
const NO_FILTERS: Filters = { search: '', viewType: '', viewStatus: '' };

/** Asks before deleting a view, naming it; a refusal (a parent of other views) shows inside. */
function DeleteDialog({ view, onClose }: { view: ViewSummary; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [remove, removing] = useRemoveViewsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const confirmed = async () => {
    try {
      await remove([view.id]).unwrap();
      notify(t('app.deleted'), { variant: 'success', autoHideDuration: 3000 });
      onClose();
    } catch (error) {
      setFailure((error as CallError).message);
    }
  };
  return (
    <Dialog open onClose={(_, reason) => reason !== 'backdropClick' && onClose()}>
      <DialogTitle>{t('app.confirmTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <DialogContentText>
          {t('dataview.confirmText', { name: view.viewName, code: view.viewCode })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          loading={removing.isLoading}
          onClick={() => void confirmed()}
        >
          {t('app.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The application's data views: search, page, create, edit, run, publish, delete. */
function ViewList({ app }: { app: AppSummary }) {
  const { t } = useTranslation('shell');
  const canAdd = useCan(FORM_PERMISSIONS.add);
  const canEdit = useCan(FORM_PERMISSIONS.edit);
  const canRemove = useCan(FORM_PERMISSIONS.remove);
  const [typed, setTyped] = useState<Filters>(NO_FILTERS);
  const [query, setQuery] = useState({ ...NO_FILTERS, pageNo: 1, pageSize: PAGE_SIZES[0] ?? 10 });
  const views = useViewPageQuery({
    appId: app.id,
    pageNumber: query.pageNo,
    pageSize: query.pageSize,
    sortBy: 'viewCode',
    sortOrder: 'asc',
    ...(query.search ? { viewCodeOrComment: query.search } : {}),
    ...(query.viewType ? { viewType: query.viewType } : {}),
    ...(query.viewStatus ? { viewStatus: query.viewStatus } : {}),
  });
  const sources = useDatasourcesQuery();
  const sourceName = (id: number) =>
    sources.data?.list.find((source) => source.id === id)?.datasourceName ?? String(id);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [running, setRunning] = useState<ViewSummary | null>(null);
  const [deleting, setDeleting] = useState<ViewSummary | null>(null);
  const [update] = useUpdateViewMutation();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, ...typed, search: typed.search.trim(), pageNo: 1 });
  };
  const publish = async (view: ViewSummary) => {
    const viewStatus = view.viewStatus === 'PUBLISHED' ? 'DRAFT' : 'PUBLISHED';
    try {
      await update({ id: view.id, viewStatus, appCode: app.appCode }).unwrap();
      notify(
        t(viewStatus === 'PUBLISHED' ? 'dataview.published' : 'dataview.unpublished', {
          name: view.viewName,
        }),
        { variant: 'success', autoHideDuration: 3000 },
      );
    } catch (error) {
      notify((error as CallError).message, { variant: 'error', autoHideDuration: 5000 });
    }
  };
  const page = views.data && { list: views.data.records, total: views.data.total };

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('route.DataView')}
      </Typography>
      <Box
        component="form"
        role="search"
        onSubmit={search}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <TextField
          size="small"
          label={t('dataview.search')}
          value={typed.search}
          onChange={(event) => setTyped({ ...typed, search: event.target.value })}
        />
        <TextField
          select
          size="small"
          label={t('dataview.viewType')}
          value={typed.viewType}
          onChange={(event) =>
            setTyped({ ...typed, viewType: event.target.value as Filters['viewType'] })
          }
          sx={{ minWidth: 130 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('dataview.anyType')}</MenuItem>
          {VIEW_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`dataview.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('dataview.viewStatus')}
          value={typed.viewStatus}
          onChange={(event) =>
            setTyped({ ...typed, viewStatus: event.target.value as Filters['viewStatus'] })
          }
          sx={{ minWidth: 130 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('dataview.anyStatus')}</MenuItem>
          {VIEW_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`dataview.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          {t('app.search')}
        </Button>
        <Button
          onClick={() => {
            setTyped(NO_FILTERS);
            setQuery({ ...query, ...NO_FILTERS, pageNo: 1 });
          }}
        >
          {t('app.reset')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {canAdd && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('dataview.new')}
          </Button>
        )}
      </Box>
      <Loadable query={{ ...views, data: page }} empty={t('dataview.empty')}>
        {() => (
          <>
            <TableContainer>
              <Table
                size="small"
                aria-label={t('dataview.rows')}
                sx={{ '& th': { whiteSpace: 'nowrap' } }}
              >
                <TableHead>
                  <TableRow>
                    <TableCell>{t('dataview.viewCode')}</TableCell>
                    <TableCell>{t('dataview.viewName')}</TableCell>
                    <TableCell>{t('dataview.viewType')}</TableCell>
                    <TableCell>{t('dataview.datasource')}</TableCell>
                    <TableCell>{t('dataview.viewStatus')}</TableCell>
                    <TableCell>{t('area.updatedAt')}</TableCell>
                    <TableCell>{t('app.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {(views.data?.records ?? []).map((view) => (
                    <TableRow key={view.id} hover>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{view.viewCode}</TableCell>
                      <TableCell>
                        {view.viewName}
                        {view.viewComment && (
                          <Typography variant="body2" color="text.secondary">
                            {view.viewComment}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {t(`dataview.${view.viewType}`)}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {sourceName(view.datasourceId)}
                      </TableCell>
                      <TableCell>
                        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                          <Chip
                            size="small"
                            color={view.viewStatus === 'PUBLISHED' ? 'success' : 'default'}
                            label={t(`dataview.${view.viewStatus}`)}
                          />
                          {view.status === 0 && <Chip size="small" label={t('app.disabled')} />}
                        </Box>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {dateTime(view.updatedAt)}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Button
                          size="small"
                          aria-label={t('dataview.runOf', { name: view.viewName })}
                          onClick={() => setRunning(view)}
                        >
                          {t('dataview.run')}
                        </Button>
                        {canEdit && (
                          <Button
                            size="small"
                            aria-label={t('dataview.editTitle', { name: view.viewName })}
                            onClick={() => setEditing(view.id)}
                          >
                            {t('dataview.edit')}
                          </Button>
                        )}
                        {canEdit && (
                          <Button
                            size="small"
                            aria-label={t(
                              view.viewStatus === 'PUBLISHED'
                                ? 'dataview.unpublishOf'
                                : 'dataview.publishOf',
                              { name: view.viewName },
                            )}
                            onClick={() => void publish(view)}
                          >
                            {t(
                              view.viewStatus === 'PUBLISHED'
                                ? 'dataview.unpublish'
                                : 'dataview.publish',
                            )}
                          </Button>
                        )}
                        {canRemove && (
                          <Button
                            size="small"
                            color="error"
                            aria-label={t('dataview.deleteOf', { name: view.viewName })}
                            onClick={() => setDeleting(view)}
                          >
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
              total={views.data?.total ?? 0}
              pageNo={query.pageNo}
              pageSize={query.pageSize}
              onChange={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
            />
          </>
        )}
      </Loadable>
      {editing !== null && (
        <ViewEditorDialog
          app={app}
          viewId={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {running && <RunDialog view={running} onClose={() => setRunning(null)} />}
      {deleting && <DeleteDialog view={deleting} onClose={() => setDeleting(null)} />}
    </Paper>
  );
}

/**
 * app/{appId}/DataView: the application's data views (read-only SQL the forms' selects and
 * cascaders take their options from): listed, searched and paged; created, changed, run,
 * published and deleted by the app config codes.
 */
export function DataViewPage() {
  return <AppArea>{(app) => <ViewList app={app} />}</AppArea>;
}
