import { API, PERMISSIONS, ROLE_SORT_COLUMNS, ROLE_TYPES } from '@org/api-contract';
import { callRoute, useCan, useHttp } from '@org/app-kit';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CrudScreen,
  type CsvColumn,
  type FormDefinitionJson,
  RowButton,
  type SearchField,
  useStatusColumn,
} from '@org/app-kit/list';
import { GrantDialog, RoleUsersDialog } from '@org/app-kit/rbac';
import { DataScopeDialog } from './DataScopeDialog';
import { useAdminRbacSource } from './rbac-source';
import definitionJson from './role.form.json';
import definitionEnUs from './role.form.en-US.json';
import {
  type Role,
  type RolePage,
  type RoleQuery,
  useCreateRoleMutation,
  useRemoveRolesMutation,
  useRolePageQuery,
  useUpdateRoleMutation,
} from './role-api';

const P = PERMISSIONS.role;
const definition = definitionJson as FormDefinitionJson;
/** The form's texts in English (the definition's own are Chinese). */
const translations = { 'en-US': definitionEnUs };

/** The create/update body from the form's values (an application id only for APP roles). */
function toBody(values: Record<string, unknown>) {
  const roleType = values.roleType === 'APP' ? 'APP' : 'PLATFORM';
  const appId = Number(values.appId ?? 0);
  return {
    roleCode: String(values.roleCode ?? '').trim(),
    roleName: String(values.roleName ?? '').trim(),
    roleType,
    appId: roleType === 'APP' && appId > 0 ? appId : null,
    sort: Number(values.sort ?? 0),
    status: (Number(values.status ?? 1) === 0 ? 0 : 1) as 0 | 1,
    remark: String(values.remark ?? ''),
  } as const;
}

/** 角色管理: roles, their resources, data scope and users, end to end against the server. */
export function RoleScreen({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const [createRole] = useCreateRoleMutation();
  const [updateRole] = useUpdateRoleMutation();
  const [removeRoles] = useRemoveRolesMutation();
  const rbac = useAdminRbacSource();
  const canGrant = useCan(P.grant);
  const canScope = useCan(P.dataScope);
  const [granting, setGranting] = useState<Role | null>(null);
  const [scoping, setScoping] = useState<Role | null>(null);
  const [members, setMembers] = useState<Role | null>(null);
  const status = useStatusColumn<Role>(t('role.status'));

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'roleCode', label: t('role.roleCode'), maxLength: 64 },
      { key: 'roleName', label: t('role.roleName') },
      {
        key: 'roleType',
        label: t('role.roleType'),
        kind: 'select',
        options: ROLE_TYPES.map((value) => ({ value, label: t(`role.type.${value}`) })),
      },
      { key: 'status', label: t('role.status'), kind: 'status' },
    ],
    [t],
  );

  const columns = useMemo<GridColDef<Role>[]>(
    () => [
      { field: 'roleCode', headerName: t('role.roleCode'), flex: 1, minWidth: 100 },
      { field: 'roleName', headerName: t('role.roleName'), flex: 1, minWidth: 100 },
      {
        field: 'roleType',
        headerName: t('role.roleType'),
        width: 96,
        sortable: false,
        valueGetter: (value: string) => t(`role.type.${value}`),
      },
      {
        field: 'dataScope',
        headerName: t('role.dataScope'),
        width: 120,
        sortable: false,
        valueGetter: (value: string) => t(`role.scope.${value}`),
      },
      {
        field: 'userCount',
        headerName: t('role.userCount'),
        width: 70,
        type: 'number',
        sortable: false,
      },
      status,
      { field: 'sort', headerName: t('role.sort'), width: 64, type: 'number' },
    ],
    [t, status],
  );

  const csvColumns = useMemo<CsvColumn<Role>[]>(
    () => [
      { header: t('role.roleCode'), value: (row) => row.roleCode },
      { header: t('role.roleName'), value: (row) => row.roleName },
      { header: t('role.roleType'), value: (row) => t(`role.type.${row.roleType}`) },
      { header: t('role.appId'), value: (row) => row.appId ?? '' },
      { header: t('role.dataScope'), value: (row) => t(`role.scope.${row.dataScope}`) },
      { header: t('role.userCount'), value: (row) => row.userCount },
      {
        header: t('role.status'),
        value: (row) => (row.status === 1 ? t('status.enabled') : t('status.disabled')),
      },
      { header: t('role.builtIn'), value: (row) => (row.builtIn ? t('role.builtIn') : '') },
      { header: t('role.sort'), value: (row) => row.sort },
      { header: t('role.remark'), value: (row) => row.remark },
      { header: t('role.createdAt'), value: (row) => row.createdAt },
    ],
    [t],
  );

  const rowActions = useCallback(
    (row: Role) => {
      const label = `${row.roleName} (${row.roleCode})`;
      return (
        <>
          {canGrant && (
            <RowButton onClick={() => setGranting(row)} aria-label={`${t('role.grant')} ${label}`}>
              {t('role.grant')}
            </RowButton>
          )}
          {canScope && (
            <RowButton
              onClick={() => setScoping(row)}
              aria-label={`${t('role.dataScope')} ${label}`}
            >
              {t('role.dataScope')}
            </RowButton>
          )}
          <RowButton onClick={() => setMembers(row)} aria-label={`${t('role.users')} ${label}`}>
            {t('role.users')}
          </RowButton>
        </>
      );
    },
    [t, canGrant, canScope],
  );

  return (
    <CrudScreen<Role, RoleQuery>
      title={title}
      entityName={t('role.name')}
      rowLabel={(row) => `${row.roleName} (${row.roleCode})`}
      searchFields={searchFields}
      sortable={ROLE_SORT_COLUMNS}
      usePage={useRolePageQuery}
      columns={columns}
      permissions={{ add: P.add, edit: P.edit, remove: P.remove, export: P.export }}
      form={{
        definition,
        translations,
        toValues: (row) => ({ ...row, appId: row.appId ?? 0 }),
        create: (values) => createRole(toBody(values)).unwrap(),
        update: (row, values) => updateRole({ id: row.id, ...toBody(values) }).unwrap(),
      }}
      remove={(ids) => removeRoles(ids).unwrap()}
      toggleStatus={(row) => updateRole({ id: row.id, status: row.status === 1 ? 0 : 1 }).unwrap()}
      exportCsv={{
        fetchPage: (body) => callRoute<RolePage>(http, { route: API.role.page, body }),
        columns: csvColumns,
        fileName: 'roles',
      }}
      rowActions={rowActions}
      rowActionsWidth={(canGrant ? 48 : 0) + (canScope ? 72 : 0) + 48}
    >
      <GrantDialog source={rbac} role={granting} onClose={() => setGranting(null)} />
      <DataScopeDialog role={scoping} onClose={() => setScoping(null)} />
      <RoleUsersDialog source={rbac} role={members} onClose={() => setMembers(null)} />
    </CrudScreen>
  );
}
