import { PERMISSIONS } from '@org/api-contract';
import { type CallError, notify, useCan } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AppRole,
  type RoleUserPage,
  type UserSearchPage,
  useRbacAddRoleUsersMutation,
  useRbacRemoveRoleUsersMutation,
  useRbacRoleUsersQuery,
  useRbacUserSearchQuery,
} from '../api/rbac-api';
import { Loadable } from '../common/Loadable';
import { Paging } from '../common/Paging';
import { ConfirmDialog } from './ConfirmDialog';

type Found = UserSearchPage['list'][number];
type Holder = RoleUserPage['list'][number];

const nameOf = (user: { username: string; account: string }) =>
  `${user.username} (${user.account})`;

/** Finds users by part of their name and gives them the role. */
function AddUsers({ role, onFailure }: { role: AppRole; onFailure: (text: string) => void }) {
  const { t } = useTranslation('shell');
  const canSearch = useCan(PERMISSIONS.user.view);
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<Found[]>([]);
  const [add, adding] = useRbacAddRoleUsersMutation();
  const found = useRbacUserSearchQuery(
    { username: typed.trim(), pageNo: 1, pageSize: 20 },
    { skip: !canSearch || typed.trim() === '' },
  );
  if (!canSearch) {
    return <Alert severity="info">{t('rbac.noUserSearch', { code: PERMISSIONS.user.view })}</Alert>;
  }
  const submit = async () => {
    try {
      const { affected } = await add({
        roleId: role.id,
        userIds: picked.map((user) => user.id),
      }).unwrap();
      notify(t('rbac.added', { count: affected }), {
        variant: 'success',
        autoHideDuration: 3000,
      });
      setPicked([]);
      setTyped('');
    } catch (error) {
      onFailure((error as CallError).message);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Autocomplete
        multiple
        size="small"
        sx={{ flex: 1 }}
        options={found.data?.list ?? []}
        loading={found.isFetching}
        value={picked}
        onChange={(_, value) => setPicked(value)}
        inputValue={typed}
        onInputChange={(_, value, reason) => reason !== 'reset' && setTyped(value)}
        filterOptions={(options) => options}
        getOptionLabel={nameOf}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        noOptionsText={typed.trim() === '' ? t('rbac.typeToSearch') : t('rbac.noMatch')}
        renderInput={(params) => <TextField {...params} label={t('rbac.findUsers')} />}
      />
      <Button
        variant="contained"
        disabled={picked.length === 0}
        loading={adding.isLoading}
        onClick={() => void submit()}
      >
        {t('rbac.addUsers')}
      </Button>
    </Box>
  );
}

/**
 * The users given a role: searched and paged; add users found by name, remove one (asking
 * first, naming them). Changing them needs the role's assign code.
 */
export function RoleUsersDialog({ role, onClose }: { role: AppRole; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const canAssign = useCan(PERMISSIONS.role.assignUser);
  const [typed, setTyped] = useState({ account: '', username: '' });
  const [query, setQuery] = useState({ account: '', username: '', pageNo: 1, pageSize: 10 });
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Holder | null>(null);
  const [remove, removal] = useRbacRemoveRoleUsersMutation();
  const users = useRbacRoleUsersQuery({
    roleId: role.id,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    sortBy: 'account',
    sortOrder: 'asc',
    ...(query.account ? { account: query.account } : {}),
    ...(query.username ? { username: query.username } : {}),
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({
      ...query,
      account: typed.account.trim(),
      username: typed.username.trim(),
      pageNo: 1,
    });
  };
  const removeConfirmed = async () => {
    if (!removing) return;
    setFailure(null);
    try {
      await remove({ roleId: role.id, userIds: [removing.id] }).unwrap();
      notify(t('rbac.removed'), { variant: 'success', autoHideDuration: 3000 });
    } catch (error) {
      setFailure((error as CallError).message);
    }
    setRemoving(null);
  };

  return (
    <Dialog
      open
      aria-labelledby={titleId}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>
        {t('rbac.usersTitle', { name: `${role.roleName} (${role.roleCode})` })}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 1.5 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {canAssign && <AddUsers role={role} onFailure={setFailure} />}
        <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', gap: 1 }}>
          <TextField
            size="small"
            label={t('rbac.searchAccount')}
            value={typed.account}
            onChange={(event) => setTyped({ ...typed, account: event.target.value })}
          />
          <TextField
            size="small"
            label={t('rbac.searchUsername')}
            value={typed.username}
            onChange={(event) => setTyped({ ...typed, username: event.target.value })}
          />
          <Button type="submit" variant="outlined">
            {t('app.search')}
          </Button>
        </Box>
        <Loadable query={users} empty={t('rbac.noUsers')}>
          {(page) => (
            <>
              <Table size="small" aria-label={t('rbac.userRows')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('rbac.account')}</TableCell>
                    <TableCell>{t('rbac.username')}</TableCell>
                    <TableCell>{t('rbac.org')}</TableCell>
                    <TableCell>{t('rbac.status')}</TableCell>
                    {canAssign && <TableCell>{t('rbac.actions')}</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.list.map((user) => (
                    <TableRow key={user.id}>
                      <TableCell>{user.account}</TableCell>
                      <TableCell>{user.username}</TableCell>
                      <TableCell>{user.mainOrgName ?? ''}</TableCell>
                      <TableCell>
                        {t(user.status === 1 ? 'rbac.enabled' : 'rbac.disabled')}
                      </TableCell>
                      {canAssign && (
                        <TableCell>
                          <Button
                            size="small"
                            color="error"
                            aria-label={t('rbac.removeNamed', { name: nameOf(user) })}
                            onClick={() => setRemoving(user)}
                          >
                            {t('rbac.remove')}
                          </Button>
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Paging
                total={page.total}
                pageNo={query.pageNo}
                pageSize={query.pageSize}
                onChange={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
              />
            </>
          )}
        </Loadable>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('rbac.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={removing !== null}
        title={t('rbac.confirmRemoveTitle')}
        text={t('rbac.confirmRemove', {
          name: removing ? nameOf(removing) : '',
          role: role.roleName,
        })}
        action={t('rbac.remove')}
        busy={removal.isLoading}
        onConfirm={() => void removeConfirmed()}
        onClose={() => setRemoving(null)}
      />
    </Dialog>
  );
}
