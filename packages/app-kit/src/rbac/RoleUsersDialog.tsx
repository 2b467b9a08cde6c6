import { DEFAULT_PAGE_SIZE } from '@org/api-contract';
import { useMemo, useState } from 'react';
import { MembersDialog, type MembersDialogTexts, type MembersQuery } from '../list/MembersDialog';
import { notify, showError } from '../notices/notify';
import { usePermissions } from '../permissions/authorized';
import { type RbacSource, type RoleRef, refusalOf, roleLabel, useRbacTexts } from './source';

const FIRST: MembersQuery = { pageNo: 1, pageSize: DEFAULT_PAGE_SIZE };

const userLabel = (user: { username: string; account: string }) =>
  `${user.username} (${user.account})`;
const done = (text: string) => notify(text, { variant: 'success', autoHideDuration: 3000 });

export interface RoleUsersDialogProps {
  source: RbacSource;
  /** The role whose users are shown; null while the dialog is closed. */
  role: RoleRef | null;
  onClose: () => void;
}

/**
 * The users given a role: searched and paged; with the source's assign code, users added with
 * the user picker and removed (one, or those selected) after a confirmation naming them.
 */
export function RoleUsersDialog({ source, role, onClose }: RoleUsersDialogProps) {
  const { t, english } = useRbacTexts(source);
  const { codes, isAdmin } = usePermissions();
  const canAssign = isAdmin || codes.has(source.codes.assignUsers);
  const open = role !== null;
  const [query, setQuery] = useState<MembersQuery>(FIRST);
  const users = source.useRoleUsers({ roleId: role?.id ?? 0, ...query }, { skip: !open });

  const texts = useMemo<MembersDialogTexts>(
    () => ({
      title: t('rbac.usersTitle', { name: role ? roleLabel(role) : '' }),
      search: t('rbac.userSearch'),
      rows: t('rbac.userRows'),
      add: t('rbac.addUsers'),
      removeSelected: t('rbac.removeSelected'),
      remove: t('rbac.remove'),
      rowName: userLabel,
      removeTitle: t('rbac.confirmRemoveTitle'),
      removeText: (rows) =>
        t('rbac.confirmRemove', {
          role: role?.roleName ?? '',
          names: rows.map(userLabel).join(english ? ', ' : '、'),
        }),
      close: t('rbac.close'),
      pickTitle: t('rbac.pickTitle'),
      pickConfirm: (count) => t('rbac.pickConfirm', { count }),
    }),
    [t, english, role],
  );

  return (
    <MembersDialog
      open={open}
      texts={texts}
      canChange={canAssign}
      page={users.data}
      loading={users.isFetching}
      query={query}
      onQueryChange={setQuery}
      fetchUsers={source.pickUsers}
      onAdd={async (picked) => {
        if (!role) return;
        const userIds = picked.map((user) => user.id);
        const { affected } = await source.addRoleUsers({ roleId: role.id, userIds });
        done(t('rbac.added', { count: affected }));
      }}
      onRemove={async (rows) => {
        if (!role) return;
        try {
          await source.removeRoleUsers({ roleId: role.id, userIds: rows.map((row) => row.id) });
        } catch (error) {
          // the list stays as it was; the refusal is said as a notice, as for a row's action
          showError(refusalOf(error, t));
          throw error;
        }
        done(t('rbac.removed'));
      }}
      onClose={() => {
        setQuery(FIRST);
        onClose();
      }}
    />
  );
}
