import { API, DEFAULT_PAGE_SIZE, PERMISSIONS, type Page } from '@org/api-contract';
import { callRoute, useCan, useHttp } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { enUS, zhCN } from '@mui/x-data-grid/locales';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../list-page/ConfirmDialog';
import { ROW_BUTTON } from '../../list-page/CrudScreen';
import { Pager } from '../../list-page/Pager';
import {
  type GroupMember,
  type UserGroup,
  useAddGroupMembersMutation,
  useGroupMembersQuery,
  useGroupRolesQuery,
  useRemoveGroupMembersMutation,
  useRoleChoicesQuery,
  useSetGroupRolesMutation,
} from './user-group-api';
import {
  type PickableUser,
  type PickerQuery,
  UserPickerDialog,
} from '../../list-page/UserPickerDialog';

const P = PERMISSIONS.userGroup;
const EMPTY: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * The members of a group: a searched, paged list; add users with the picker (search and
 * paging over every user), remove one or the selected members after a confirmation.
 */
export function MembersDialog({
  group,
  onClose,
}: {
  group: UserGroup | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const english = i18n.language.startsWith('en');
  const http = useHttp();
  const canChange = useCan(P.members);
  const [draft, setDraft] = useState({ account: '', username: '' });
  const [search, setSearch] = useState({ account: '', username: '' });
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY);
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<GroupMember[] | null>(null);
  const [addMembers] = useAddGroupMembersMutation();
  const [removeMembers, { isLoading: removeBusy }] = useRemoveGroupMembersMutation();

  useEffect(() => {
    setDraft({ account: '', username: '' });
    setSearch({ account: '', username: '' });
    setPaging({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
    setSelection(EMPTY);
  }, [group]);

  const { data, isFetching } = useGroupMembersQuery(
    {
      groupId: group?.id ?? 0,
      ...paging,
      ...(search.account ? { account: search.account } : {}),
      ...(search.username ? { username: search.username } : {}),
    },
    { skip: group === null },
  );
  const rows = useMemo(() => data?.list ?? [], [data]);
  const selected = rows.filter((row) => selection.ids.has(row.id));

  const columns = useMemo<GridColDef<GroupMember>[]>(
    () => [
      { field: 'account', headerName: t('picker.account'), flex: 1, minWidth: 100 },
      { field: 'username', headerName: t('picker.username'), flex: 1, minWidth: 100 },
      { field: 'mobile', headerName: t('picker.mobile'), width: 120 },
      { field: 'mainOrgName', headerName: t('picker.org'), flex: 1, minWidth: 100 },
      {
        field: 'status',
        headerName: t('picker.status'),
        width: 70,
        valueGetter: (value: number) => (value === 1 ? t('status.enabled') : t('status.disabled')),
      },
      ...(canChange
        ? [
            {
              field: 'actions',
              headerName: t('list.actions'),
              width: 80,
              sortable: false,
              renderCell: ({ row }: { row: GroupMember }) => (
                <Button
                  size="small"
                  color="error"
                  sx={ROW_BUTTON}
                  aria-label={`${t('userGroup.removeMember')} ${row.username || row.account}`}
                  onClick={() => setRemoving([row])}
                >
                  {t('userGroup.removeMember')}
                </Button>
              ),
            } satisfies GridColDef<GroupMember>,
          ]
        : []),
    ],
    [t, canChange],
  );

  const pickUsers = useCallback(
    (query: PickerQuery) =>
      callRoute<Page<PickableUser>>(http, { route: API.user.page, body: query }),
    [http],
  );
  const notice = (text: string) =>
    enqueueSnackbar(text, { variant: 'success', autoHideDuration: 3000 });

  const runSearch = () => {
    setSearch({ account: draft.account.trim(), username: draft.username.trim() });
    setPaging({ ...paging, pageNo: 1 });
  };

  const confirmRemove = async () => {
    if (!group || !removing) return;
    try {
      const { affected } = await removeMembers({
        groupId: group.id,
        userIds: removing.map((row) => row.id),
      }).unwrap();
      notice(t('userGroup.membersRemoved', { count: affected }));
      setSelection(EMPTY);
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
      open={group !== null}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="md"
      aria-labelledby="group-members-title"
    >
      <DialogTitle id="group-members-title">
        {t('userGroup.membersTitle', { name: group?.groupName ?? '' })}
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1, alignItems: 'center' }}>
          <Box
            role="search"
            aria-label={t('userGroup.memberSearch')}
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flex: 1 }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') runSearch();
            }}
          >
            <TextField
              size="small"
              label={t('picker.account')}
              value={draft.account}
              onChange={(event) => setDraft({ ...draft, account: event.target.value })}
              slotProps={{ htmlInput: { maxLength: 64 } }}
            />
            <TextField
              size="small"
              label={t('picker.username')}
              value={draft.username}
              onChange={(event) => setDraft({ ...draft, username: event.target.value })}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <Button variant="outlined" onClick={runSearch}>
              {t('list.search')}
            </Button>
          </Box>
          {canChange && (
            <>
              <Button variant="contained" onClick={() => setPicking(true)}>
                {t('userGroup.addMembers')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                disabled={selected.length === 0}
                onClick={() => setRemoving(selected)}
              >
                {t('userGroup.removeSelected')}
              </Button>
            </>
          )}
        </Box>
        <DataGrid
          aria-label={t('userGroup.memberRows')}
          rows={rows}
          columns={columns}
          rowCount={data?.total ?? 0}
          loading={isFetching}
          paginationMode="server"
          paginationModel={{ page: paging.pageNo - 1, pageSize: paging.pageSize }}
          checkboxSelection={canChange}
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
        <Button onClick={onClose}>{t('userGroup.close')}</Button>
      </DialogActions>
      <UserPickerDialog
        open={picking}
        title={t('userGroup.pickTitle', { name: group?.groupName ?? '' })}
        fetchPage={pickUsers}
        confirmLabel={t('userGroup.addMembers')}
        onConfirm={async (users) => {
          if (!group) return;
          const { affected } = await addMembers({
            groupId: group.id,
            userIds: users.map((user) => user.id),
          }).unwrap();
          setPicking(false);
          notice(t('userGroup.membersAdded', { count: affected }));
        }}
        onClose={() => setPicking(false)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('userGroup.removeTitle')}
        text={t('userGroup.removeText', {
          names: (removing ?? []).map((row) => row.username || row.account).join('、'),
          group: group?.groupName ?? '',
        })}
        confirmLabel={t('userGroup.removeMember')}
        busy={removeBusy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Dialog>
  );
}

/** The roles every member of a group receives: a checkbox per role, saved as a whole. */
export function RolesDialog({ group, onClose }: { group: UserGroup | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const open = group !== null;
  const choices = useRoleChoicesQuery(undefined, { skip: !open });
  const current = useGroupRolesQuery({ groupId: group?.id ?? 0 }, { skip: !open });
  const [setRoles, { isLoading }] = useSetGroupRolesMutation();
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setFailure(null);
    if (current.data && !current.isFetching)
      setChecked(new Set(current.data.map((role) => role.id)));
  }, [current.data, current.isFetching, group]);

  const save = async () => {
    if (!group) return;
    setFailure(null);
    try {
      await setRoles({ groupId: group.id, roleIds: [...checked] }).unwrap();
      enqueueSnackbar(t('saved'), { variant: 'success', autoHideDuration: 3000 });
      onClose();
    } catch (error) {
      setFailure((error as { message?: string }).message || 'Error');
    }
  };

  const loading = choices.isFetching || current.isFetching;
  return (
    <Dialog
      open={open}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="group-roles-title"
    >
      <DialogTitle id="group-roles-title">
        {t('userGroup.rolesTitle', { name: group?.groupName ?? '' })}
      </DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 1 }}>{t('userGroup.rolesHint')}</DialogContentText>
        {loading ? (
          <CircularProgress size={24} aria-label={t('org.loading')} />
        ) : (
          <FormGroup
            aria-label={t('userGroup.roles')}
            sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}
          >
            {(choices.data ?? []).map((role) => (
              <FormControlLabel
                key={role.id}
                label={`${role.roleName} (${role.roleCode})`}
                control={
                  <Checkbox
                    checked={checked.has(role.id)}
                    onChange={(event) => {
                      const next = new Set(checked);
                      if (event.target.checked) next.add(role.id);
                      else next.delete(role.id);
                      setChecked(next);
                    }}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button variant="contained" disabled={isLoading || loading} onClick={() => void save()}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
