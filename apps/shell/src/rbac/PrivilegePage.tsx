import { PERMISSIONS, type RolePageQuery } from '@org/api-contract';
import { type CallError, notify, useCan } from '@org/app-kit';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  ConfirmDialog,
  ListGrid,
  ListPage,
  RowButton,
  RowSwitch,
  type SearchField,
  SearchFields,
  useListQuery,
  useRowActionsColumn,
} from '@org/app-kit/list';
import { GrantDialog, RoleUsersDialog } from '@org/app-kit/rbac';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppSummary } from '../api/shell-api';
import {
  type AppRole,
  useRbacRemoveRolesMutation,
  useRbacRolePageQuery,
  useRbacUpdateRoleMutation,
} from '../api/rbac-api';
import { AppArea } from '../common/AppArea';
import { useAppRbacSource } from './app-source';
import { RoleDialog } from './RoleDialog';

const P = PERMISSIONS.role;

type Open = { kind: 'new' } | { kind: 'edit' | 'grant' | 'users' | 'delete'; role: AppRole } | null;

/** The page hook of the list: the server's role page (the same function on every render). */
const useRolePage = (query: RolePageQuery) => useRbacRolePageQuery(query);

/** The columns the server sorts by. */
const SORTABLE = ['roleCode', 'roleName'] as const;

/** The roles of one application: search, pages, create, change, status, grant, users, delete. */
function RoleList({ app }: { app: AppSummary }) {
  const { t } = useTranslation('shell');
  const canAdd = useCan(P.add);
  const canEdit = useCan(P.edit);
  const canRemove = useCan(P.remove);
  const canGrant = useCan(P.grant);
  const [open, setOpen] = useState<Open>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [update] = useRbacUpdateRoleMutation();
  const [remove, removing] = useRbacRemoveRolesMutation();
  const rbac = useAppRbacSource(app.id);
  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'roleName', label: t('rbac.searchRoleName') },
      { key: 'roleCode', label: t('rbac.searchRoleCode') },
    ],
    [t],
  );
  // the application's roles in their set order until the user sorts a column
  const scope = useMemo<Partial<RolePageQuery>>(
    () => ({ roleType: 'APP', appId: app.id, sortBy: 'sort', sortOrder: 'asc' }),
    [app.id],
  );
  const list = useListQuery<AppRole, RolePageQuery>({
    searchFields,
    scope,
    sortable: SORTABLE,
    usePage: useRolePage,
  });

  const setStatus = useCallback(
    async (role: AppRole, on: boolean) => {
      setFailure(null);
      try {
        await update({ id: role.id, status: on ? 1 : 0 }).unwrap();
      } catch (error) {
        setFailure((error as CallError).message);
      }
    },
    [update],
  );
  const removeConfirmed = async (role: AppRole) => {
    setFailure(null);
    try {
      await remove([role.id]).unwrap();
      notify(t('rbac.deleted'), { variant: 'success', autoHideDuration: 3000 });
      list.removed(1);
    } catch (error) {
      setFailure((error as CallError).message);
    }
    setOpen(null);
  };

  const columns = useMemo<GridColDef<AppRole>[]>(() => {
    const enabled = t('rbac.enabled');
    const disabled = t('rbac.disabled');
    return [
      { field: 'roleCode', headerName: t('rbac.roleCode'), width: 150 },
      { field: 'roleName', headerName: t('rbac.roleName'), flex: 1, minWidth: 120 },
      {
        field: 'userCount',
        headerName: t('rbac.userCount'),
        type: 'number',
        width: 90,
        sortable: false,
      },
      {
        field: 'status',
        headerName: t('rbac.status'),
        width: 80,
        sortable: false,
        renderCell: ({ row }) =>
          canEdit ? (
            <RowSwitch
              checked={row.status === 1}
              aria-label={t('rbac.statusNamed', { name: row.roleName })}
              onChange={(event) => void setStatus(row, event.target.checked)}
            />
          ) : row.status === 1 ? (
            enabled
          ) : (
            disabled
          ),
      },
      { field: 'remark', headerName: t('rbac.remark'), flex: 1, minWidth: 120, sortable: false },
    ];
  }, [t, canEdit, setStatus]);
  const extra = useCallback(
    (role: AppRole) => (
      <>
        {canGrant && (
          <RowButton
            aria-label={t('rbac.grantNamed', { name: role.roleName })}
            onClick={() => setOpen({ kind: 'grant', role })}
          >
            {t('rbac.grant')}
          </RowButton>
        )}
        <RowButton
          aria-label={t('rbac.usersNamed', { name: role.roleName })}
          onClick={() => setOpen({ kind: 'users', role })}
        >
          {t('rbac.users')}
        </RowButton>
      </>
    ),
    [t, canGrant],
  );
  const editRole = useCallback((role: AppRole) => setOpen({ kind: 'edit', role }), []);
  const deleteRole = useCallback((role: AppRole) => setOpen({ kind: 'delete', role }), []);
  const rowLabel = useCallback((role: AppRole) => role.roleName, []);
  const isEnabled = useCallback((role: AppRole) => role.status === 1, []);
  const withActions = useRowActionsColumn(columns, {
    rowLabel,
    isEnabled,
    onEdit: canEdit ? editRole : undefined,
    onRemove: canRemove ? deleteRole : undefined,
    extra,
    extraWidth: canGrant ? 120 : 64,
  });

  return (
    <ListPage
      title={t('rbac.roles')}
      level={2}
      actions={
        canAdd && (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setOpen({ kind: 'new' })}
          >
            {t('rbac.newRole')}
          </Button>
        )
      }
      search={<SearchFields fields={searchFields} list={list} />}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('rbac.rolesHint')}
      </Typography>
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)} sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      <ListGrid
        list={list}
        columns={withActions}
        label={t('rbac.roles')}
        emptyText={t('rbac.noRoles')}
      />
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
    </ListPage>
  );
}

/** The roles of the application, or why the user cannot see them. */
function Roles({ app }: { app: AppSummary }) {
  const { t } = useTranslation('shell');
  if (!useCan(P.view)) {
    return <Alert severity="info">{t('rbac.noRoleAccess', { code: P.view })}</Alert>;
  }
  return <RoleList app={app} />;
}

/** app/{appId}/Privilege (角色): the application's roles, their resources and users. */
export function PrivilegePage() {
  return <AppArea>{(app) => <Roles app={app} />}</AppArea>;
}
