import { API, PERMISSIONS, type OrgNode, type Page } from '@org/api-contract';
import { callRoute, notify, useCan, useHttp } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  CrudScreen,
  type CsvColumn,
  type PickableUser,
  type PickerQuery,
  RowButton,
  type SearchField,
  UserPickerDialog,
  useStatusColumn,
} from '@org/app-kit/list';
import { OrgTree, findNode, subtreeIds } from '../org/OrgTree';
import {
  type MyDeptUser,
  type MyDeptUsersPage,
  type MyDeptUsersQuery,
  useLinkMyDeptUsersMutation,
  useMyDeptTreeQuery,
  useMyDeptUsersQuery,
  useUnlinkMyDeptUsersMutation,
} from './my-dept-api';
import { UserRolesDialog } from './UserRolesDialog';

const P = PERMISSIONS.myDept;
const SORTABLE = ['account', 'username', 'employeeNo'] as const;
const NO_NODES: OrgNode[] = [];

/** The members of the chosen department; nothing is asked before one is chosen. */
function useMembers(query: MyDeptUsersQuery) {
  return useMyDeptUsersQuery(query, { skip: !query.orgId });
}

/**
 * 我的部门: the departments the signed-in user belongs to or leads (with those below) as a
 * tree, the members of the chosen one (optionally with those below), linking users of the
 * caller's departments to it, unlinking members, their roles among those the caller holds,
 * and export.
 */
export function MyDepartmentScreen({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const tree = useMyDeptTreeQuery();
  const nodes = tree.data ?? NO_NODES;
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = chosen ?? nodes[0]?.id ?? null;
  const selectedNode = selected === null ? undefined : findNode(nodes, selected);
  const [withDescendants, setWithDescendants] = useState(false);
  const canLink = useCan(P.add);
  const canUnlink = useCan(P.remove);
  const canRoles = useCan(P.edit);
  const [linking, setLinking] = useState(false);
  const [unlinking, setUnlinking] = useState<MyDeptUser | null>(null);
  const [rolesOf, setRolesOf] = useState<MyDeptUser | null>(null);
  const [linkUsers] = useLinkMyDeptUsersMutation();
  const [unlinkUsers, { isLoading: unlinkBusy }] = useUnlinkMyDeptUsersMutation();
  const status = useStatusColumn<MyDeptUser>(t('myDept.status'));
  const notice = useCallback(
    (text: string) => notify(text, { variant: 'success', autoHideDuration: 3000 }),
    [],
  );

  const rolesTarget = useMemo(
    () => (rolesOf && selected !== null ? { orgId: selected, user: rolesOf } : null),
    [rolesOf, selected],
  );

  /** The caller's department (a root of the tree) that holds the chosen one. */
  const root = useMemo(
    () =>
      selected === null ? undefined : nodes.find((node) => subtreeIds(node).includes(selected)),
    [nodes, selected],
  );

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'account', label: t('myDept.account'), maxLength: 64 },
      { key: 'username', label: t('myDept.username') },
      { key: 'status', label: t('myDept.status'), kind: 'status' },
    ],
    [t],
  );
  const scope = useMemo<Partial<MyDeptUsersQuery>>(
    () => (selected === null ? {} : { orgId: selected, withDescendants }),
    [selected, withDescendants],
  );

  const columns = useMemo<GridColDef<MyDeptUser>[]>(
    () => [
      { field: 'account', headerName: t('myDept.account'), flex: 1, minWidth: 100 },
      { field: 'username', headerName: t('myDept.username'), flex: 1, minWidth: 100 },
      { field: 'employeeNo', headerName: t('myDept.employeeNo'), width: 100 },
      { field: 'mobile', headerName: t('myDept.mobile'), width: 120, sortable: false },
      {
        field: 'mainOrgName',
        headerName: t('myDept.mainOrg'),
        flex: 1,
        minWidth: 100,
        sortable: false,
      },
      status,
    ],
    [t, status],
  );

  const csvColumns = useMemo<CsvColumn<MyDeptUser>[]>(
    () => [
      { header: t('myDept.account'), value: (row) => row.account },
      { header: t('myDept.username'), value: (row) => row.username },
      { header: t('myDept.employeeNo'), value: (row) => row.employeeNo },
      { header: t('myDept.mobile'), value: (row) => row.mobile },
      { header: t('myDept.email'), value: (row) => row.email },
      { header: t('myDept.mainOrg'), value: (row) => row.mainOrgName },
      {
        header: t('myDept.status'),
        value: (row) => (row.status === 1 ? t('status.enabled') : t('status.disabled')),
      },
    ],
    [t],
  );

  const rowActions = useCallback(
    (row: MyDeptUser) => {
      const name = row.username || row.account;
      return (
        <>
          {canRoles && (
            <RowButton onClick={() => setRolesOf(row)} aria-label={`${t('myDept.roles')} ${name}`}>
              {t('myDept.roles')}
            </RowButton>
          )}
          {canUnlink && (
            <RowButton
              color="error"
              onClick={() => setUnlinking(row)}
              aria-label={`${t('myDept.unlink')} ${name}`}
            >
              {t('myDept.unlink')}
            </RowButton>
          )}
        </>
      );
    },
    [canRoles, canUnlink, t],
  );

  const pickUsers = useCallback(
    (query: PickerQuery) =>
      callRoute<Page<PickableUser>>(http, {
        route: API.myDept.users,
        body: { ...query, orgId: root?.id ?? 0, withDescendants: true },
      }),
    [http, root],
  );

  const confirmUnlink = async () => {
    if (!unlinking || selected === null) return;
    try {
      await unlinkUsers({ orgId: selected, userIds: [unlinking.id] }).unwrap();
      notice(t('myDept.unlinked'));
    } catch {
      // the client has shown the server's message
    } finally {
      setUnlinking(null);
    }
  };

  const aside =
    !tree.isFetching && nodes.length === 0 ? (
      <Alert severity="info">{t('myDept.noDept')}</Alert>
    ) : (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={withDescendants}
              onChange={(event) => setWithDescendants(event.target.checked)}
            />
          }
          label={t('myDept.withDescendants')}
        />
        <OrgTree
          label={t('myDept.tree')}
          nodes={nodes}
          loading={tree.isFetching}
          selected={selected}
          onSelect={(id) => id !== null && setChosen(id)}
        />
      </Box>
    );

  return (
    <CrudScreen<MyDeptUser, MyDeptUsersQuery>
      title={title}
      entityName={t('myDept.name')}
      rowLabel={(row) => `${row.username} (${row.account})`}
      searchFields={searchFields}
      scope={scope}
      sortable={SORTABLE}
      usePage={useMembers}
      columns={columns}
      permissions={{ export: P.export }}
      exportCsv={{
        fetchPage: (body) => callRoute<MyDeptUsersPage>(http, { route: API.myDept.users, body }),
        columns: csvColumns,
        fileName: 'department-members',
      }}
      rowActions={canRoles || canUnlink ? rowActions : undefined}
      rowActionsWidth={(canRoles ? 48 : 0) + (canUnlink ? 48 : 0)}
      toolbar={
        canLink && selectedNode ? (
          <Button variant="contained" onClick={() => setLinking(true)}>
            {t('myDept.link')}
          </Button>
        ) : undefined
      }
      aside={aside}
    >
      <UserPickerDialog
        open={linking}
        title={t('myDept.linkTitle', { name: selectedNode?.orgName ?? '' })}
        fetchPage={pickUsers}
        confirmLabel={t('myDept.link')}
        onConfirm={async (users) => {
          if (selected === null) return;
          const { affected } = await linkUsers({
            orgId: selected,
            userIds: users.map((user) => user.id),
          }).unwrap();
          setLinking(false);
          notice(t('myDept.linked', { count: affected }));
        }}
        onClose={() => setLinking(false)}
      />
      <ConfirmDialog
        open={unlinking !== null}
        title={t('myDept.unlinkTitle')}
        text={t('myDept.unlinkText', {
          user: unlinking ? `${unlinking.username} (${unlinking.account})` : '',
          dept: selectedNode?.orgName ?? '',
        })}
        confirmLabel={t('myDept.unlink')}
        busy={unlinkBusy}
        onConfirm={() => void confirmUnlink()}
        onCancel={() => setUnlinking(null)}
      />
      <UserRolesDialog target={rolesTarget} onClose={() => setRolesOf(null)} />
    </CrudScreen>
  );
}
