import { API, PERMISSIONS, USER_SORT_COLUMNS } from '@org/api-contract';
import { callRoute, notify, showError, useCan, useHttp } from '@org/app-kit';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import useMediaQuery from '@mui/material/useMediaQuery';
import MenuItem from '@mui/material/MenuItem';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CrudScreen,
  type CsvColumn,
  defaultSearch,
  type FormDefinitionJson,
  RowButton,
  type SearchField,
  type SearchValues,
  StatusSwitch,
  useDateTimeColumn,
  useNamedText,
  useStatusColumn,
} from '@org/app-kit/list';
import definitionJson from './user.form.json';
import {
  type User,
  type UserPage,
  type UserQuery,
  useCreateUserMutation,
  useRemoveUsersMutation,
  useSetUserStatusMutation,
  useUnlockUsersMutation,
  useUpdateUserMutation,
  useUserOrgTreeQuery,
  useUserPageQuery,
} from './user-api';
import { AssignDialog } from './AssignDialog';
import { flattenOrgs } from './org-tree';
import { OrgScopeTree } from './OrgScopeTree';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { type AssignKind, roleChoices } from './user-choices';
import { type LinkChoice, linksOf, withLinkFields } from './user-links-form';

const P = PERMISSIONS.user;
const definition = definitionJson as FormDefinitionJson;
/** Editing never sets a password (the reset-password action does). */
const editDefinition: FormDefinitionJson = {
  ...definition,
  list: definition.list.filter((widget) => widget.model !== 'password'),
};

const text = (value: unknown) => String(value ?? '').trim();

/** The fields of the form as the create/update body (empty optional texts as ''). */
function toBody(values: Record<string, unknown>) {
  const image = text(values.personImage);
  return {
    account: text(values.account),
    username: text(values.username),
    gender: (['0', '1', '2'].includes(String(values.gender)) ? String(values.gender) : '0') as
      '0' | '1' | '2',
    mobile: text(values.mobile),
    email: text(values.email),
    employeeNo: text(values.employeeNo),
    userType: (['platform', 'app', 'system'].includes(String(values.userType))
      ? String(values.userType)
      : 'platform') as 'platform' | 'app' | 'system',
    personImage: image === '' ? null : image,
    status: (Number(values.status ?? 1) === 0 ? 0 : 1) as 0 | 1,
    sort: Number(values.sort ?? 0),
    remark: String(values.remark ?? ''),
  };
}

type Dialog =
  { kind: 'assign'; user: User; what: AssignKind } | { kind: 'reset'; user: User } | null;

/** 用户管理: users of an organisation (tree aside), with roles, organisations and the account. */
export function UserScreen({ title }: { title: string }) {
  const { t, i18n } = useTranslation('admin');
  const http = useHttp();
  const [createUser] = useCreateUserMutation();
  const [updateUser] = useUpdateUserMutation();
  const [removeUsers] = useRemoveUsersMutation();
  const [setStatus] = useSetUserStatusMutation();
  const [unlock] = useUnlockUsersMutation();
  const canEdit = useCan(P.edit);
  const canAdd = useCan(P.add);
  const canReset = useCan(P.resetPwd);
  const canUnlock = useCan(P.unlock);
  const [org, setOrg] = useState<{ orgId: number | null; withDescendants: boolean }>({
    orgId: null,
    withDescendants: true,
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; user: User } | null>(null);
  const status = useStatusColumn<User>(t('user.status'));
  const lastLoginAt = useDateTimeColumn<User>('lastLoginAt', t('user.lastLoginAt'));
  const createdAt = useDateTimeColumn<User>('createdAt', t('user.createdAt'));
  const label = useCallback((row: User) => `${row.username} (${row.account})`, []);
  /** Sign-in and creation times only where the grid has room for them beside the tree. */
  const wide = useMediaQuery('(min-width:1600px)');

  // The create dialog sets the main organisation and the roles too (one dialog, not three).
  const orgTree = useUserOrgTreeQuery(undefined, { skip: !canAdd });
  const [roles, setRoles] = useState<LinkChoice[]>([]);
  useEffect(() => {
    if (!canAdd) return undefined;
    let live = true;
    roleChoices(http).then(
      (rows) => live && setRoles(rows),
      () => live && setRoles([]),
    );
    return () => {
      live = false;
    };
  }, [canAdd, http]);
  const createDefinition = useMemo(
    () =>
      withLinkFields(definition, {
        orgs: flattenOrgs(orgTree.data ?? []),
        roles,
        orgId: org.orgId,
        labels: { mainOrg: t('user.mainOrg'), roles: t('user.roles') },
      }),
    [orgTree.data, roles, org.orgId, t],
  );

  const scope = useMemo<Partial<UserQuery>>(
    () =>
      org.orgId === null
        ? {}
        : { orgId: org.orgId, ...(org.withDescendants ? {} : { withDescendants: false }) },
    [org],
  );

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'account', label: t('user.account'), maxLength: 64 },
      { key: 'username', label: t('user.username') },
      { key: 'mobile', label: t('user.mobile'), maxLength: 64 },
      { key: 'employeeNo', label: t('user.employeeNo'), maxLength: 64 },
      { key: 'status', label: t('user.status'), kind: 'status' },
      {
        key: 'locked',
        label: t('user.locked'),
        kind: 'select',
        options: [
          { value: 'true', label: t('user.lockedYes') },
          { value: 'false', label: t('user.lockedNo') },
        ],
      },
    ],
    [t],
  );
  const toSearch = useCallback(
    (values: SearchValues): Partial<UserQuery> => {
      const rest = defaultSearch(
        searchFields.filter((field) => field.key !== 'locked'),
        values,
      );
      return {
        ...rest,
        ...(values.locked === 'true' ? { locked: true } : {}),
        ...(values.locked === 'false' ? { locked: false } : {}),
      } as Partial<UserQuery> & { locked?: never };
    },
    [searchFields],
  );

  const lockedText = useCallback(
    (row: User) =>
      row.locked && row.lockedUntil
        ? t('user.lockedUntil', {
            time: new Date(row.lockedUntil).toLocaleTimeString(i18n.language),
          })
        : '',
    [t, i18n.language],
  );

  const run = useCallback(async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
      notify(message, { variant: 'success', autoHideDuration: 3000 });
    } catch (error) {
      showError((error as { message?: string }).message || 'Error');
    }
  }, []);

  const toggleStatus = useCallback(
    (row: User) => setStatus({ ids: [row.id], status: row.status === 1 ? 0 : 1 }).unwrap(),
    [setStatus],
  );
  const disableText = useCallback(
    (row: User) => t('user.disableConfirm', { name: label(row) }),
    [t, label],
  );
  const enabledOf = useNamedText('user.enabledOf', 'admin');
  const unlockOf = useNamedText('user.lockedUnlockOf', 'admin');
  const columns = useMemo<GridColDef<User>[]>(
    () => [
      { field: 'account', headerName: t('user.account'), flex: 1, minWidth: 90 },
      { field: 'username', headerName: t('user.username'), flex: 1, minWidth: 80 },
      {
        field: 'mainOrgName',
        headerName: t('user.mainOrgName'),
        flex: 1,
        minWidth: 90,
        sortable: false,
      },
      { field: 'mobile', headerName: t('user.mobile'), width: 110, sortable: false },
      {
        field: 'roleNames',
        headerName: t('user.roleNames'),
        flex: 1,
        minWidth: 90,
        sortable: false,
        valueGetter: (value: string[]) => value.join(', '),
      },
      {
        ...status,
        renderCell: ({ row }) => (
          <div className="row-actions">
            {/* through the list's toggle: disabling asks first */}
            <StatusSwitch row={row} aria-label={enabledOf(label(row))} />
            {row.locked && (
              <Chip
                size="small"
                label={t('user.lockedYes')}
                title={lockedText(row)}
                {...(canUnlock
                  ? {
                      onClick: () => void run(() => unlock([row.id]).unwrap(), t('user.unlocked')),
                      'aria-label': unlockOf(label(row)),
                    }
                  : {})}
                sx={{ height: 20, color: '#7a3e00', bgcolor: '#fff1dc' }}
              />
            )}
          </div>
        ),
        width: 124,
      },
      ...(wide ? [lastLoginAt, createdAt] : []),
    ],
    [
      t,
      status,
      lastLoginAt,
      createdAt,
      lockedText,
      wide,
      canUnlock,
      run,
      unlock,
      label,
      enabledOf,
      unlockOf,
    ],
  );

  const csvColumns = useMemo<CsvColumn<User>[]>(
    () => [
      { header: t('user.account'), value: (row) => row.account },
      { header: t('user.username'), value: (row) => row.username },
      { header: t('user.employeeNo'), value: (row) => row.employeeNo },
      { header: t('user.mainOrgName'), value: (row) => row.mainOrgName },
      { header: t('user.mobile'), value: (row) => row.mobile },
      { header: t('user.email'), value: (row) => row.email },
      { header: t('user.roleNames'), value: (row) => row.roleNames.join('; ') },
      { header: t('user.userType'), value: (row) => row.userType },
      {
        header: t('user.status'),
        value: (row) => (row.status === 1 ? t('status.enabled') : t('status.disabled')),
      },
      { header: t('user.locked'), value: (row) => (row.locked ? t('user.lockedYes') : '') },
      { header: t('user.lastLoginAt'), value: (row) => row.lastLoginAt },
      { header: t('user.lastLoginIp'), value: (row) => row.lastLoginIp },
      { header: t('user.sort'), value: (row) => row.sort },
      { header: t('user.remark'), value: (row) => row.remark },
      { header: t('user.createdAt'), value: (row) => row.createdAt },
    ],
    [t],
  );

  const showMore = canEdit || canReset || canUnlock;
  const more = t('user.more');
  const moreOf = useNamedText('user.moreOf', 'admin');
  const rowActions = useCallback(
    (row: User) =>
      showMore && (
        <RowButton
          aria-haspopup="menu"
          onClick={(event) => setMenu({ anchor: event.currentTarget, user: row })}
          aria-label={moreOf(label(row))}
        >
          {more}
        </RowButton>
      ),
    [showMore, more, moreOf, label],
  );

  const open = (next: Dialog) => {
    setMenu(null);
    setDialog(next);
  };

  return (
    <CrudScreen<User, UserQuery>
      title={title}
      entityName={t('user.name')}
      rowLabel={label}
      searchFields={searchFields}
      toSearch={toSearch}
      scope={scope}
      sortable={USER_SORT_COLUMNS}
      usePage={useUserPageQuery}
      columns={columns}
      permissions={{
        add: P.add,
        edit: P.edit,
        remove: P.remove,
        export: P.export,
        status: P.status,
      }}
      toggleStatus={toggleStatus}
      statusToggle="switch"
      disableText={disableText}
      form={{
        definition: createDefinition,
        editDefinition: () => editDefinition,
        toValues: (row) => ({ ...row, personImage: row.personImage ?? '' }),
        create: (values) => {
          const password = String(values.password ?? '');
          return createUser({
            ...toBody(values),
            ...(password === '' ? {} : { password }),
            ...linksOf(values),
          }).unwrap();
        },
        update: (row, values) => updateUser({ id: row.id, ...toBody(values) }).unwrap(),
      }}
      remove={(ids) => removeUsers(ids).unwrap()}
      rowActions={rowActions}
      rowActionsWidth={showMore ? 56 : 0}
      exportCsv={{
        fetchPage: (body) => callRoute<UserPage>(http, { route: API.user.page, body }),
        columns: csvColumns,
        fileName: 'users',
      }}
      aside={
        <OrgScopeTree
          orgId={org.orgId}
          withDescendants={org.withDescendants}
          onChange={(orgId, withDescendants) => setOrg({ orgId, withDescendants })}
        />
      }
    >
      <Menu anchorEl={menu?.anchor ?? null} open={menu !== null} onClose={() => setMenu(null)}>
        {canEdit &&
          (
            [
              ['roles', 'user.assignRoles'],
              ['orgs', 'user.assignOrgs'],
              ['positions', 'user.assignPositions'],
              ['groups', 'user.assignGroups'],
            ] as const
          ).map(([what, key]) => (
            <MenuItem
              key={what}
              onClick={() => menu && open({ kind: 'assign', user: menu.user, what })}
            >
              {t(key)}
            </MenuItem>
          ))}
        {canUnlock && menu?.user.locked && (
          <MenuItem
            onClick={() => {
              const user = menu.user;
              setMenu(null);
              void run(() => unlock([user.id]).unwrap(), t('user.unlocked'));
            }}
          >
            {t('user.unlock')}
          </MenuItem>
        )}
        {canReset && (
          <MenuItem onClick={() => menu && open({ kind: 'reset', user: menu.user })}>
            {t('user.resetPassword')}
          </MenuItem>
        )}
      </Menu>
      {dialog?.kind === 'assign' && (
        <AssignDialog user={dialog.user} kind={dialog.what} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'reset' && (
        <ResetPasswordDialog user={dialog.user} onClose={() => setDialog(null)} />
      )}
    </CrudScreen>
  );
}
