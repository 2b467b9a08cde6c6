import { API, DEFAULT_PAGE_SIZE, PERMISSIONS, type Page } from '@org/api-contract';
import { callRoute, notify, useCan, useHttp } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type UserGroup,
  useAddGroupMembersMutation,
  useGroupMembersQuery,
  useGroupRolesQuery,
  useRemoveGroupMembersMutation,
  useRoleChoicesQuery,
  useSetGroupRolesMutation,
} from './user-group-api';
import {
  MembersDialog,
  type MembersDialogTexts,
  type MembersQuery,
  type PickableUser,
  type PickerQuery,
} from '@org/app-kit/list';
import { errorText } from '@org/app-kit';

const P = PERMISSIONS.userGroup;
const FIRST: MembersQuery = { pageNo: 1, pageSize: DEFAULT_PAGE_SIZE };

/** The members of a group: the shared members dialog over the group's member calls. */
export function GroupMembersDialog({
  group,
  onClose,
}: {
  group: UserGroup | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const canChange = useCan(P.members);
  const [query, setQuery] = useState<MembersQuery>(FIRST);
  const [addMembers] = useAddGroupMembersMutation();
  const [removeMembers] = useRemoveGroupMembersMutation();

  useEffect(() => {
    setQuery(FIRST);
  }, [group]);

  const { data, isFetching } = useGroupMembersQuery(
    { groupId: group?.id ?? 0, ...query },
    { skip: group === null },
  );

  const pickUsers = useCallback(
    (body: PickerQuery) => callRoute<Page<PickableUser>>(http, { route: API.user.page, body }),
    [http],
  );
  const notice = (text: string) => notify(text, { variant: 'success', autoHideDuration: 3000 });

  const texts = useMemo<MembersDialogTexts>(
    () => ({
      title: t('userGroup.membersTitle', { name: group?.groupName ?? '' }),
      search: t('userGroup.memberSearch'),
      rows: t('userGroup.memberRows'),
      add: t('userGroup.addMembers'),
      removeSelected: t('userGroup.removeSelected'),
      remove: t('userGroup.removeMember'),
      rowName: (row) => row.username || row.account,
      removeTitle: t('userGroup.removeTitle'),
      removeText: (rows) =>
        t('userGroup.removeText', {
          names: rows.map((row) => row.username || row.account).join('、'),
          group: group?.groupName ?? '',
        }),
      close: t('userGroup.close'),
      pickTitle: t('userGroup.pickTitle', { name: group?.groupName ?? '' }),
      pickConfirm: t('userGroup.addMembers'),
    }),
    [t, group],
  );

  return (
    <MembersDialog
      open={group !== null}
      texts={texts}
      canChange={canChange}
      page={data}
      loading={isFetching}
      query={query}
      onQueryChange={setQuery}
      fetchUsers={pickUsers}
      onAdd={async (users) => {
        if (!group) return;
        const { affected } = await addMembers({
          groupId: group.id,
          userIds: users.map((user) => user.id),
        }).unwrap();
        notice(t('userGroup.membersAdded', { count: affected }));
      }}
      onRemove={async (rows) => {
        if (!group) return;
        const { affected } = await removeMembers({
          groupId: group.id,
          userIds: rows.map((row) => row.id),
        }).unwrap();
        notice(t('userGroup.membersRemoved', { count: affected }));
      }}
      onClose={onClose}
    />
  );
}

/** The roles every member of a group receives: a checkbox per role, saved as a whole. */
export function RolesDialog({ group, onClose }: { group: UserGroup | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const open = group !== null;
  const choices = useRoleChoicesQuery(undefined, { skip: !open });
  const current = useGroupRolesQuery({ groupId: group?.id ?? 0 }, { skip: !open });
  const [setRoles, { isLoading }] = useSetGroupRolesMutation();
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setFailure(null);
    if (current.data && !current.isFetching)
      setChecked(new Set(current.data.map((role) => role.id)));
  }, [current.data, current.isFetching, group]);

  const save = async () => {
    if (!group) return;
    setFailure(null);
    try {
      await setRoles({ groupId: group.id, roleIds: [...checked] }).unwrap();
      notify(t('saved'), { variant: 'success', autoHideDuration: 3000 });
      onClose();
    } catch (error) {
      setFailure(errorText(error, t));
    }
  };

  const loading = choices.isFetching || current.isFetching;
  return (
    <Dialog
      open={open}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="group-roles-title"
    >
      <DialogTitle id="group-roles-title">
        {t('userGroup.rolesTitle', { name: group?.groupName ?? '' })}
      </DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 1 }}>{t('userGroup.rolesHint')}</DialogContentText>
        {loading ? (
          <CircularProgress size={24} aria-label={t('org.loading')} />
        ) : (
          <FormGroup
            aria-label={t('userGroup.roles')}
            sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}
          >
            {(choices.data ?? []).map((role) => (
              <FormControlLabel
                key={role.id}
                label={`${role.roleName} (${role.roleCode})`}
                control={
                  <Checkbox
                    checked={checked.has(role.id)}
                    onChange={(event) => {
                      const next = new Set(checked);
                      if (event.target.checked) next.add(role.id);
                      else next.delete(role.id);
                      setChecked(next);
                    }}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button variant="contained" disabled={isLoading || loading} onClick={() => void save()}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
