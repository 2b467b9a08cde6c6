import { API, DEFAULT_PAGE_SIZE, PERMISSIONS, type Page } from '@org/api-contract';
import { callRoute, notify, useCan, useHttp } from '@org/app-kit';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MembersDialog,
  type MembersDialogTexts,
  type MembersQuery,
  type PickableUser,
  type PickerQuery,
} from '@org/app-kit/list';
import {
  type Role,
  useAddRoleUsersMutation,
  useRemoveRoleUsersMutation,
  useRoleUsersQuery,
} from './role-api';

const FIRST: MembersQuery = { pageNo: 1, pageSize: DEFAULT_PAGE_SIZE };

export interface RoleUsersDialogProps {
  role: Role | null;
  onClose: () => void;
}

/** The users given a role: search, paging, add (the user picker) and remove. */
export function RoleUsersDialog({ role, onClose }: RoleUsersDialogProps) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const canAssign = useCan(PERMISSIONS.role.assignUser);
  const open = role !== null;
  const [query, setQuery] = useState<MembersQuery>(FIRST);
  const [addUsers] = useAddRoleUsersMutation();
  const [removeUsers] = useRemoveRoleUsersMutation();
  const { data, isFetching } = useRoleUsersQuery(
    { roleId: role?.id ?? 0, ...query },
    { skip: !open },
  );

  const pickUsers = useCallback(
    (body: PickerQuery) => callRoute<Page<PickableUser>>(http, { route: API.user.page, body }),
    [http],
  );
  const notice = (text: string) => notify(text, { variant: 'success', autoHideDuration: 3000 });

  const texts = useMemo<MembersDialogTexts>(
    () => ({
      title: t('role.usersTitle', { name: role ? `${role.roleName} (${role.roleCode})` : '' }),
      search: t('role.userSearch'),
      rows: t('role.users'),
      add: t('role.addUsers'),
      removeSelected: t('role.removeUsers'),
      remove: t('role.removeUser'),
      rowName: (row) => `${row.username} (${row.account})`,
      removeTitle: t('role.removeConfirmTitle'),
      removeText: (rows) =>
        t('role.removeConfirm', {
          role: role?.roleName ?? '',
          names: rows.map((row) => `${row.username} (${row.account})`).join('、'),
        }),
      close: t('dialog.cancel'),
      pickTitle: t('role.pickTitle'),
      pickConfirm: (count) => t('role.pickConfirm', { count }),
    }),
    [t, role],
  );

  return (
    <MembersDialog
      open={open}
      texts={texts}
      canChange={canAssign}
      page={data}
      loading={isFetching}
      query={query}
      onQueryChange={setQuery}
      fetchUsers={pickUsers}
      onAdd={async (users) => {
        if (!role) return;
        const userIds = users.map((user) => user.id);
        const { affected } = await addUsers({ roleId: role.id, userIds }).unwrap();
        notice(t('role.added', { count: affected }));
      }}
      onRemove={async (rows) => {
        if (!role) return;
        await removeUsers({ roleId: role.id, userIds: rows.map((row) => row.id) }).unwrap();
        notice(t('role.removed'));
      }}
      onClose={() => {
        setQuery(FIRST);
        onClose();
      }}
    />
  );
}
