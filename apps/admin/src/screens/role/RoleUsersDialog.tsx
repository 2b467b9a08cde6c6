import { API, DEFAULT_PAGE_SIZE, PERMISSIONS, type Page } from '@org/api-contract';
import { callRoute, useCan, useHttp } from '@org/app-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { enUS, zhCN } from '@mui/x-data-grid/locales';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROW_BUTTON } from '../../list-page/CrudScreen';
import { ConfirmDialog } from '../../list-page/ConfirmDialog';
import { Pager } from '../../list-page/Pager';
import {
  type Role,
  type UserBrief,
  useAddRoleUsersMutation,
  useRemoveRoleUsersMutation,
  useRoleUsersQuery,
} from './role-api';
import {
  type PickableUser,
  type PickerQuery,
  UserPickerDialog,
} from '../../list-page/UserPickerDialog';

const NOTHING: GridRowSelectionModel = { type: 'include', ids: new Set() };

export interface RoleUsersDialogProps {
  role: Role | null;
  onClose: () => void;
}

/** The users given a role: search, paging, add (a user picker) and remove. */
export function RoleUsersDialog({ role, onClose }: RoleUsersDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const english = i18n.language.startsWith('en');
  const http = useHttp();
  const canAssign = useCan(PERMISSIONS.role.assignUser);
  const open = role !== null;
  const [draft, setDraft] = useState({ account: '', username: '' });
  const [filters, setFilters] = useState({ account: '', username: '' });
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selection, setSelection] = useState<GridRowSelectionModel>(NOTHING);
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<UserBrief[] | null>(null);
  const [addUsers] = useAddRoleUsersMutation();
  const [removeUsers, removal] = useRemoveRoleUsersMutation();
  const { data, isFetching } = useRoleUsersQuery(
    {
      roleId: role?.id ?? 0,
      ...paging,
      ...(filters.account.trim() ? { account: filters.account.trim() } : {}),
      ...(filters.username.trim() ? { username: filters.username.trim() } : {}),
    },
    { skip: !open },
  );
  const rows = useMemo(() => data?.list ?? [], [data]);
  const selected = rows.filter((row) => selection.ids.has(row.id));

  const columns = useMemo<GridColDef<UserBrief>[]>(() => {
    const base: GridColDef<UserBrief>[] = [
      { field: 'account', headerName: t('role.account'), flex: 1, minWidth: 110 },
      { field: 'username', headerName: t('role.username'), flex: 1, minWidth: 100 },
      { field: 'mobile', headerName: t('role.mobile'), width: 120 },
      { field: 'mainOrgName', headerName: t('role.mainOrgName'), flex: 1, minWidth: 110 },
      {
        field: 'status',
        headerName: t('role.userStatus'),
        width: 90,
        valueGetter: (value: number) => (value === 1 ? t('status.enabled') : t('status.disabled')),
      },
    ];
    if (!canAssign) return base;
    return [
      ...base,
      {
        field: 'actions',
        headerName: t('list.actions'),
        width: 80,
        sortable: false,
        renderCell: ({ row }) => (
          <Button
            size="small"
            color="error"
            sx={ROW_BUTTON}
            onClick={() => setRemoving([row])}
            aria-label={`${t('role.removeUser')} ${row.username} (${row.account})`}
          >
            {t('role.removeUser')}
          </Button>
        ),
      },
    ];
  }, [t, canAssign]);

  const close = () => {
    setSelection(NOTHING);
    setDraft({ account: '', username: '' });
    setFilters({ account: '', username: '' });
    setPaging({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
    onClose();
  };

  const pickUsers = useCallback(
    (query: PickerQuery) =>
      callRoute<Page<PickableUser>>(http, { route: API.user.page, body: query }),
    [http],
  );
  const pick = async (users: PickableUser[]) => {
    if (!role) return;
    const userIds = users.map((user) => user.id);
    const { affected } = await addUsers({ roleId: role.id, userIds }).unwrap();
    enqueueSnackbar(t('role.added', { count: affected }), {
      variant: 'success',
      autoHideDuration: 3000,
    });
    setPicking(false);
  };

  const confirmRemove = async () => {
    if (!role || !removing) return;
    try {
      await removeUsers({ roleId: role.id, userIds: removing.map((row) => row.id) }).unwrap();
      enqueueSnackbar(t('role.removed'), { variant: 'success', autoHideDuration: 3000 });
      setSelection(NOTHING);
      if (rows.length === removing.length && paging.pageNo > 1) {
        setPaging({ ...paging, pageNo: paging.pageNo - 1 });
      }
    } catch {
      // the client has shown the server's message
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => reason !== 'backdropClick' && close()}
      fullWidth
      maxWidth="md"
      aria-labelledby="role-users-title"
    >
      <DialogTitle id="role-users-title">
        {t('role.usersTitle', { name: role ? `${role.roleName} (${role.roleCode})` : '' })}
      </DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            setFilters(draft);
            setPaging({ ...paging, pageNo: 1 });
          }}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5, alignItems: 'center' }}
        >
          <TextField
            size="small"
            label={t('role.account')}
            value={draft.account}
            onChange={(event) => setDraft({ ...draft, account: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
          <TextField
            size="small"
            label={t('role.username')}
            value={draft.username}
            onChange={(event) => setDraft({ ...draft, username: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <Button type="submit" variant="outlined">
            {t('list.search')}
          </Button>
          {canAssign && (
            <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
              <Button variant="contained" onClick={() => setPicking(true)}>
                {t('role.addUsers')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                disabled={selected.length === 0}
                onClick={() => setRemoving(selected)}
              >
                {t('role.removeUsers')}
              </Button>
            </Box>
          )}
        </Box>
        <DataGrid
          aria-label={t('role.users')}
          rows={rows}
          columns={columns}
          rowCount={data?.total ?? 0}
          loading={isFetching}
          paginationMode="server"
          paginationModel={{ page: paging.pageNo - 1, pageSize: paging.pageSize }}
          checkboxSelection={canAssign}
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
          disableColumnMenu
          disableColumnSorting
          autoHeight
          density="compact"
          localeText={{
            ...(english ? enUS : zhCN).components.MuiDataGrid.defaultProps.localeText,
            noRowsLabel: t('list.empty'),
          }}
          sx={{ border: 0, minHeight: 160 }}
        />
        <Pager
          total={data?.total ?? 0}
          pageNo={paging.pageNo}
          pageSize={paging.pageSize}
          onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('dialog.cancel')}</Button>
      </DialogActions>
      <UserPickerDialog
        open={picking}
        title={t('role.pickTitle')}
        fetchPage={pickUsers}
        confirmLabel={(count) => t('role.pickConfirm', { count })}
        onConfirm={pick}
        onClose={() => setPicking(false)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('role.removeConfirmTitle')}
        text={t('role.removeConfirm', {
          role: role?.roleName ?? '',
          names: (removing ?? []).map((row) => `${row.username} (${row.account})`).join('、'),
        })}
        confirmLabel={t('role.removeUser')}
        busy={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Dialog>
  );
}
