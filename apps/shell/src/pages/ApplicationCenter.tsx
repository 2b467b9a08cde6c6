import { APP_SORT_COLUMNS, PERMISSIONS } from '@org/api-contract';
import { notify, useCan } from '@org/app-kit';
import {
  ConfirmDialog,
  ListGrid,
  ListPage,
  RowLink,
  type SearchField,
  SearchFields,
  useListQuery,
  useRowActionsColumn,
  useStatusColumn,
} from '@org/app-kit/list';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation, useNavigate } from 'react-router';
import {
  type AppPageQuery,
  type AppSummary,
  useAppPageQuery,
  useAppQuery,
  useRemoveAppsMutation,
} from '../api/shell-api';
import { useAppsDenied } from '../common/Loadable';
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

/** The applications, the newest first until the user sorts them (`usePage` of the list kit). */
function useNewestApps(query: AppPageQuery) {
  return useAppPageQuery({ sortBy: 'createdAt', sortOrder: 'desc', ...query });
}

/** Applications have no enabled state the list toggles (the row actions ask for one). */
const noStatus = () => true;
const appName = (app: AppSummary) => app.appName;

/** The applications on the list kit: search by name, sort, page; open, edit, delete. */
function AppList() {
  const { t } = useTranslation('shell');
  const canAdd = useCan(PERMISSIONS.appConfig.add);
  const canEdit = useCan(PERMISSIONS.appConfig.edit);
  const canRemove = useCan(PERMISSIONS.appConfig.remove);
  const searchFields = useMemo<SearchField[]>(
    () => [{ key: 'appName', label: t('app.searchName') }],
    [t],
  );
  const list = useListQuery<AppSummary, AppPageQuery>({
    searchFields,
    sortable: APP_SORT_COLUMNS,
    usePage: useNewestApps,
  });
  const [remove, removing] = useRemoveAppsMutation();
  const [confirm, setConfirm] = useState<AppSummary | null>(null);
  const status = useStatusColumn<AppSummary>(t('app.status'));
  const columns = useMemo<GridColDef<AppSummary>[]>(
    () => [
      { field: 'appCode', headerName: t('app.appCode'), flex: 1, minWidth: 110 },
      {
        field: 'appName',
        headerName: t('app.appName'),
        flex: 1,
        minWidth: 140,
        renderCell: ({ row }) => <Link to={`/app/${row.id}`}>{row.appName}</Link>,
      },
      {
        field: 'description',
        headerName: t('app.description'),
        flex: 2,
        minWidth: 160,
        sortable: false,
      },
      {
        field: 'formCount',
        headerName: t('app.formCount'),
        width: 90,
        type: 'number',
        sortable: false,
      },
      status,
    ],
    [t, status],
  );
  const texts = useMemo(() => ({ open: t('app.open'), edit: t('app.edit') }), [t]);
  // named with the application, as the kit names its row buttons
  const links = useCallback(
    (app: AppSummary) => (
      <>
        <RowLink to={`/app/${app.id}`} aria-label={`${texts.open} ${app.appName}`}>
          {texts.open}
        </RowLink>
        {canEdit && (
          <RowLink to={`${BASE}/edit/${app.id}`} aria-label={`${texts.edit} ${app.appName}`}>
            {texts.edit}
          </RowLink>
        )}
      </>
    ),
    [texts, canEdit],
  );
  const withActions = useRowActionsColumn(columns, {
    rowLabel: appName,
    isEnabled: noStatus,
    onRemove: canRemove ? setConfirm : undefined,
    extra: links,
    extraWidth: 56 + (canEdit ? 120 : 0),
  });

  const removeConfirmed = async () => {
    if (!confirm) return;
    try {
      await remove([confirm.id]).unwrap();
      notify(t('app.deleted'), { variant: 'success', autoHideDuration: 3000 });
      list.removed(1);
    } catch {
      // the client's notice shows the server's reason (an application with forms, …)
    }
    setConfirm(null);
  };
  // Where there is none yet, the list offers the first one.
  const firstStep = canAdd && list.data?.total === 0 && !list.isFetching && !list.query.appName;

  return (
    <ListPage
      title={t('route.ApplicationCenter')}
      actions={
        canAdd && (
          <Button component={Link} to={`${BASE}/new`} variant="contained" startIcon={<AddIcon />}>
            {t('app.new')}
          </Button>
        )
      }
      search={<SearchFields fields={searchFields} list={list} />}
    >
      {firstStep && (
        <Button
          component={Link}
          to={`${BASE}/new`}
          variant="contained"
          startIcon={<AddIcon />}
          sx={{ mb: 1 }}
        >
          {t('app.newFirst')}
        </Button>
      )}
      <ListGrid
        list={list}
        columns={withActions}
        label={t('app.rows')}
        emptyText={list.query.appName ? t('app.empty') : t('home.noApps')}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={t('app.confirmTitle')}
        text={t('app.confirmText', { name: confirm?.appName ?? '' })}
        confirmLabel={t('app.delete')}
        busy={removing.isLoading}
        onConfirm={() => void removeConfirmed()}
        onCancel={() => setConfirm(null)}
      />
    </ListPage>
  );
}

/**
 * Application navigation: the applications (search by name, sorted, paged), create, edit and
 * delete them, open one. Its sub-paths (the dialogs) share one tab.
 */
export function ApplicationCenter() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const denied = useAppsDenied();
  const dialog = dialogOf(location.pathname);
  const back = () => void navigate(BASE);
  // Without the view code nothing is asked: the page says why instead of listing.
  if (denied) {
    return (
      <ListPage title={t('route.ApplicationCenter')}>
        <Alert severity="info">{denied}</Alert>
      </ListPage>
    );
  }
  return (
    <>
      <AppList />
      {dialog?.mode === 'new' && <AppDialog onClose={back} onSaved={back} />}
      {dialog?.mode === 'edit' && <EditDialog id={dialog.id} onClose={back} />}
    </>
  );
}
