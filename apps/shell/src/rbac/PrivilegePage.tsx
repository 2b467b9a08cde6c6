import { PERMISSIONS } from '@org/api-contract';
import { type CallError, notify, useCan } from '@org/app-kit';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@org/app-kit/list';
import { GrantDialog, RoleUsersDialog } from '@org/app-kit/rbac';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppSummary } from '../api/shell-api';
import {
  type AppRole,
  useRbacRemoveRolesMutation,
  useRbacRolePageQuery,
  useRbacUpdateRoleMutation,
} from '../api/rbac-api';
import { AppArea } from '../common/AppArea';
import { Loadable } from '../common/Loadable';
import { PAGE_SIZES, Paging } from '../common/Paging';
import { useAppRbacSource } from './app-source';
import { RoleDialog } from './RoleDialog';

const P = PERMISSIONS.role;

type Open = { kind: 'new' } | { kind: 'edit' | 'grant' | 'users' | 'delete'; role: AppRole } | null;

/** The roles of one application: search, pages, create, change, status, grant, users, delete. */
function RoleList({ app }: { app: AppSummary }) {
  const { t } = useTranslation('shell');
  const canView = useCan(P.view);
  const canAdd = useCan(P.add);
  const canEdit = useCan(P.edit);
  const canRemove = useCan(P.remove);
  const canGrant = useCan(P.grant);
  const [typed, setTyped] = useState({ roleName: '', roleCode: '' });
  const [query, setQuery] = useState({
    roleName: '',
    roleCode: '',
    pageNo: 1,
    pageSize: PAGE_SIZES[0] ?? 10,
  });
  const [open, setOpen] = useState<Open>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [update] = useRbacUpdateRoleMutation();
  const [remove, removing] = useRbacRemoveRolesMutation();
  const rbac = useAppRbacSource(app.id);
  const roles = useRbacRolePageQuery(
    {
      roleType: 'APP',
      appId: app.id,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      sortBy: 'sort',
      sortOrder: 'asc',
      ...(query.roleName ? { roleName: query.roleName } : {}),
      ...(query.roleCode ? { roleCode: query.roleCode } : {}),
    },
    { skip: !canView },
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({
      ...query,
      roleName: typed.roleName.trim(),
      roleCode: typed.roleCode.trim(),
      pageNo: 1,
    });
  };
  const setStatus = async (role: AppRole, on: boolean) => {
    setFailure(null);
    try {
      await update({ id: role.id, status: on ? 1 : 0 }).unwrap();
    } catch (error) {
      setFailure((error as CallError).message);
    }
  };
  const removeConfirmed = async (role: AppRole) => {
    setFailure(null);
    try {
      await remove([role.id]).unwrap();
      notify(t('rbac.deleted'), { variant: 'success', autoHideDuration: 3000 });
    } catch (error) {
      setFailure((error as CallError).message);
    }
    setOpen(null);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('rbac.roles')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('rbac.rolesHint')}
        </Typography>
      </Box>
      <Box
        component="form"
        role="search"
        onSubmit={search}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <TextField
          size="small"
          label={t('rbac.searchRoleName')}
          value={typed.roleName}
          onChange={(event) => setTyped({ ...typed, roleName: event.target.value })}
        />
        <TextField
          size="small"
          label={t('rbac.searchRoleCode')}
          value={typed.roleCode}
          onChange={(event) => setTyped({ ...typed, roleCode: event.target.value })}
        />
        <Button type="submit" variant="contained">
          {t('app.search')}
        </Button>
        <Button
          onClick={() => {
            setTyped({ roleName: '', roleCode: '' });
            setQuery({ ...query, roleName: '', roleCode: '', pageNo: 1 });
          }}
        >
          {t('app.reset')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {canAdd && (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setOpen({ kind: 'new' })}
          >
            {t('rbac.newRole')}
          </Button>
        )}
      </Box>
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Loadable
        query={roles}
        empty={t('rbac.noRoles')}
        denied={canView ? null : t('rbac.noRoleAccess', { code: P.view })}
      >
        {(page) => (
          <>
            <TableContainer>
              <Table size="small" aria-label={t('rbac.roles')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('rbac.roleCode')}</TableCell>
                    <TableCell>{t('rbac.roleName')}</TableCell>
                    <TableCell align="right">{t('rbac.userCount')}</TableCell>
                    <TableCell>{t('rbac.status')}</TableCell>
                    <TableCell>{t('rbac.remark')}</TableCell>
                    <TableCell>{t('rbac.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.list.map((role) => (
                    <TableRow key={role.id} hover>
                      <TableCell>{role.roleCode}</TableCell>
                      <TableCell>{role.roleName}</TableCell>
                      <TableCell align="right">{role.userCount}</TableCell>
                      <TableCell>
                        {canEdit ? (
                          <Switch
                            size="small"
                            checked={role.status === 1}
                            slotProps={{
                              input: {
                                'aria-label': t('rbac.statusNamed', { name: role.roleName }),
                              },
                            }}
                            onChange={(event) => void setStatus(role, event.target.checked)}
                          />
                        ) : (
                          <Chip
                            size="small"
                            color={role.status === 1 ? 'success' : 'default'}
                            label={t(role.status === 1 ? 'rbac.enabled' : 'rbac.disabled')}
                          />
                        )}
                      </TableCell>
                      <TableCell sx={{ maxWidth: 260 }}>{role.remark}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {canEdit && (
                          <Button
                            size="small"
                            aria-label={t('rbac.editNamed', { name: role.roleName })}
                            onClick={() => setOpen({ kind: 'edit', role })}
                          >
                            {t('rbac.edit')}
                          </Button>
                        )}
                        {canGrant && (
                          <Button
                            size="small"
                            aria-label={t('rbac.grantNamed', { name: role.roleName })}
                            onClick={() => setOpen({ kind: 'grant', role })}
                          >
                            {t('rbac.grant')}
                          </Button>
                        )}
                        <Button
                          size="small"
                          aria-label={t('rbac.usersNamed', { name: role.roleName })}
                          onClick={() => setOpen({ kind: 'users', role })}
                        >
                          {t('rbac.users')}
                        </Button>
                        {canRemove && (
                          <Button
                            size="small"
                            color="error"
                            aria-label={t('rbac.deleteNamed', { name: role.roleName })}
                            onClick={() => setOpen({ kind: 'delete', role })}
                          >
                            {t('rbac.delete')}
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
      {open?.kind === 'new' && <RoleDialog app={app} onClose={() => setOpen(null)} />}
      {open?.kind === 'edit' && (
        <RoleDialog app={app} role={open.role} onClose={() => setOpen(null)} />
      )}
      <GrantDialog
        source={rbac}
        role={open?.kind === 'grant' ? open.role : null}
        openAll
        onClose={() => setOpen(null)}
      />
      <RoleUsersDialog
        source={rbac}
        role={open?.kind === 'users' ? open.role : null}
        onClose={() => setOpen(null)}
      />
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={t('rbac.confirmTitle')}
        text={t('rbac.confirmRole', {
          name: open?.kind === 'delete' ? `${open.role.roleName} (${open.role.roleCode})` : '',
        })}
        confirmLabel={t('rbac.delete')}
        busy={removing.isLoading}
        onConfirm={() => open?.kind === 'delete' && void removeConfirmed(open.role)}
        onCancel={() => setOpen(null)}
      />
    </Paper>
  );
}

/** app/{appId}/Privilege (角色): the application's roles, their resources and users. */
export function PrivilegePage() {
  return <AppArea>{(app) => <RoleList app={app} />}</AppArea>;
}
