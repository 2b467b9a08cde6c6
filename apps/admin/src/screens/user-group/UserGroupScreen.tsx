import { API, PERMISSIONS } from '@org/api-contract';
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
  useDateTimeColumn,
  useStatusColumn,
} from '@org/app-kit/list';
import { GroupMembersDialog, RolesDialog } from './GroupDialogs';
import definitionJson from './user-group.form.json';
import definitionEnUs from './user-group.form.en-US.json';
import {
  type UserGroup,
  type UserGroupPage,
  type UserGroupQuery,
  useCreateUserGroupMutation,
  useRemoveUserGroupsMutation,
  useUpdateUserGroupMutation,
  useUserGroupPageQuery,
} from './user-group-api';

const P = PERMISSIONS.userGroup;
const definition = definitionJson as FormDefinitionJson;
/** The form's texts in English (the definition's own are Chinese). */
const translations = { 'en-US': definitionEnUs };
const SORTABLE = ['sort', 'groupCode', 'groupName', 'createdAt'] as const;

/** The create/update body from the form's values. */
function toBody(values: Record<string, unknown>) {
  return {
    groupCode: String(values.groupCode ?? '').trim(),
    groupName: String(values.groupName ?? '').trim(),
    description: String(values.description ?? ''),
    sort: Number(values.sort ?? 0),
    status: (Number(values.status ?? 1) === 0 ? 0 : 1) as 0 | 1,
  };
}

/** 用户组管理: user groups with CRUD, status, export, their members and their roles. */
export function UserGroupScreen({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const [createGroup] = useCreateUserGroupMutation();
  const [updateGroup] = useUpdateUserGroupMutation();
  const [removeGroups] = useRemoveUserGroupsMutation();
  const canGrant = useCan(P.grant);
  const [members, setMembers] = useState<UserGroup | null>(null);
  const [roles, setRoles] = useState<UserGroup | null>(null);
  const status = useStatusColumn<UserGroup>(t('userGroup.status'));
  const createdAt = useDateTimeColumn<UserGroup>('createdAt', t('userGroup.createdAt'));

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'groupCode', label: t('userGroup.groupCode'), maxLength: 64 },
      { key: 'groupName', label: t('userGroup.groupName') },
      { key: 'status', label: t('userGroup.status'), kind: 'status' },
    ],
    [t],
  );

  const columns = useMemo<GridColDef<UserGroup>[]>(
    () => [
      { field: 'groupCode', headerName: t('userGroup.groupCode'), flex: 1, minWidth: 100 },
      { field: 'groupName', headerName: t('userGroup.groupName'), flex: 1, minWidth: 100 },
      {
        field: 'memberCount',
        headerName: t('userGroup.memberCount'),
        width: 72,
        type: 'number',
        sortable: false,
      },
      {
        field: 'roleNames',
        headerName: t('userGroup.roleNames'),
        flex: 1,
        minWidth: 100,
        sortable: false,
        valueGetter: (value: string[]) => value.join('、'),
      },
      status,
      { field: 'sort', headerName: t('userGroup.sort'), width: 64, type: 'number' },
      createdAt,
    ],
    [t, status, createdAt],
  );

  const csvColumns = useMemo<CsvColumn<UserGroup>[]>(
    () => [
      { header: t('userGroup.groupCode'), value: (row) => row.groupCode },
      { header: t('userGroup.groupName'), value: (row) => row.groupName },
      { header: t('userGroup.memberCount'), value: (row) => row.memberCount },
      { header: t('userGroup.roleNames'), value: (row) => row.roleNames.join('、') },
      {
        header: t('userGroup.status'),
        value: (row) => (row.status === 1 ? t('status.enabled') : t('status.disabled')),
      },
      { header: t('userGroup.sort'), value: (row) => row.sort },
      { header: t('userGroup.description'), value: (row) => row.description },
      { header: t('userGroup.createdAt'), value: (row) => row.createdAt },
    ],
    [t],
  );

  const rowActions = useCallback(
    (row: UserGroup) => (
      <>
        <RowButton
          onClick={() => setMembers(row)}
          aria-label={`${t('userGroup.members')} ${row.groupName}`}
        >
          {t('userGroup.members')}
        </RowButton>
        {canGrant && (
          <RowButton
            onClick={() => setRoles(row)}
            aria-label={`${t('userGroup.roles')} ${row.groupName}`}
          >
            {t('userGroup.roles')}
          </RowButton>
        )}
      </>
    ),
    [t, canGrant],
  );

  return (
    <CrudScreen<UserGroup, UserGroupQuery>
      title={title}
      entityName={t('userGroup.name')}
      rowLabel={(row) => `${row.groupName} (${row.groupCode})`}
      searchFields={searchFields}
      sortable={SORTABLE}
      usePage={useUserGroupPageQuery}
      columns={columns}
      permissions={{ add: P.add, edit: P.edit, remove: P.remove, export: P.export }}
      form={{
        definition,
        translations,
        create: (values) => createGroup(toBody(values)).unwrap(),
        update: (row, values) => updateGroup({ id: row.id, ...toBody(values) }).unwrap(),
      }}
      remove={(ids) => removeGroups(ids).unwrap()}
      toggleStatus={(row) => updateGroup({ id: row.id, status: row.status === 1 ? 0 : 1 }).unwrap()}
      exportCsv={{
        fetchPage: (body) => callRoute<UserGroupPage>(http, { route: API.userGroup.page, body }),
        columns: csvColumns,
        fileName: 'user-groups',
      }}
      rowActions={rowActions}
      rowActionsWidth={48 + (canGrant ? 48 : 0)}
    >
      <GroupMembersDialog group={members} onClose={() => setMembers(null)} />
      <RolesDialog group={roles} onClose={() => setRoles(null)} />
    </CrudScreen>
  );
}
