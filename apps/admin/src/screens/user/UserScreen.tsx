import { API, PERMISSIONS, USER_SORT_COLUMNS } from '@org/api-contract';
import { callRoute, notify, showError, useCan, useHttp } from '@org/app-kit';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudScreen, RowButton, useLocalizedDefinition, useNamedText } from '@org/app-kit/list';
import { AssignDialog } from './AssignDialog';
import { OrgScopeTree } from './OrgScopeTree';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { useCreateDefinition } from './use-create-definition';
import { useUserColumns } from './use-user-columns';
import { useUserSearch } from './use-user-search';
import { UserActionsMenu, type UserMenuAnchor } from './UserActionsMenu';
import {
  type User,
  type UserPage,
  type UserQuery,
  useCreateUserMutation,
  useRemoveUsersMutation,
  useSetUserStatusMutation,
  useUnlockUsersMutation,
  useUpdateUserMutation,
  useUserPageQuery,
} from './user-api';
import type { AssignKind } from './user-choices';
import { createBody, editDefinition, translations, userBody } from './user-form';
import { errorText } from '@org/app-kit';

const P = PERMISSIONS.user;

type Dialog =
  { kind: 'assign'; user: User; what: AssignKind } | { kind: 'reset'; user: User } | null;

/** 用户管理: users of an organisation (tree aside), with roles, organisations and the account. */
export function UserScreen({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const [createUser] = useCreateUserMutation();
  const [updateUser] = useUpdateUserMutation();
  const [removeUsers] = useRemoveUsersMutation();
  const [setStatus] = useSetUserStatusMutation();
  const [unlock] = useUnlockUsersMutation();
  const canEdit = useCan(P.edit);
  const canReset = useCan(P.resetPwd);
  const canUnlock = useCan(P.unlock);
  const [org, setOrg] = useState<{ orgId: number | null; withDescendants: boolean }>({
    orgId: null,
    withDescendants: true,
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [menu, setMenu] = useState<UserMenuAnchor | null>(null);
  const label = useCallback((row: User) => `${row.username} (${row.account})`, []);
  const createDefinition = useCreateDefinition(org.orgId);
  // both in the current language (the create form's choices are names of records, kept as they are)
  const localizedEdit = useLocalizedDefinition(editDefinition, translations);
  const { searchFields, toSearch } = useUserSearch();

  const scope = useMemo<Partial<UserQuery>>(
    () =>
      org.orgId === null
        ? {}
        : { orgId: org.orgId, ...(org.withDescendants ? {} : { withDescendants: false }) },
    [org],
  );

  const unlockUser = useCallback(
    async (row: User) => {
      try {
        await unlock([row.id]).unwrap();
        notify(t('user.unlocked'), { variant: 'success', autoHideDuration: 3000 });
      } catch (error) {
        showError(errorText(error, t));
      }
    },
    [unlock, t],
  );
  const { columns, csvColumns } = useUserColumns({
    label,
    unlock: canUnlock ? unlockUser : undefined,
  });

  const toggleStatus = useCallback(
    (row: User) => setStatus({ ids: [row.id], status: row.status === 1 ? 0 : 1 }).unwrap(),
    [setStatus],
  );
  const disableText = useCallback(
    (row: User) => t('user.disableConfirm', { name: label(row) }),
    [t, label],
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
        editDefinition: () => localizedEdit,
        toValues: (row) => ({ ...row, personImage: row.personImage ?? '' }),
        create: (values) => createUser(createBody(values)).unwrap(),
        update: (row, values) => updateUser({ id: row.id, ...userBody(values) }).unwrap(),
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
      <UserActionsMenu
        menu={menu}
        onClose={() => setMenu(null)}
        assign={canEdit ? (user, what) => open({ kind: 'assign', user, what }) : undefined}
        unlock={canUnlock ? (user) => void unlockUser(user) : undefined}
        reset={canReset ? (user) => open({ kind: 'reset', user }) : undefined}
      />
      {dialog?.kind === 'assign' && (
        <AssignDialog user={dialog.user} kind={dialog.what} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'reset' && (
        <ResetPasswordDialog user={dialog.user} onClose={() => setDialog(null)} />
      )}
    </CrudScreen>
  );
}
