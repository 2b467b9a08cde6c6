import { type CallError, fieldErrorsOf, notify, useHttp } from '@org/app-kit';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenOrgs } from './org-tree';
import {
  type User,
  useSetUserGroupsMutation,
  useSetUserOrgsMutation,
  useSetUserPositionsMutation,
  useSetUserRolesMutation,
  useUserDetailQuery,
  useUserOrgTreeQuery,
} from './user-api';
import { type AssignKind, assignChoices } from './user-choices';
import type { LinkChoice } from './user-links-form';
import { errorText } from '@org/app-kit';

/**
 * What an assignment dialog edits: the choices of its kind, the user's current ones (read from
 * their detail, fresh each time the dialog opens) and, for organisations, the main one. `save`
 * replaces them with the kind's dedicated call and calls `onSaved`.
 */
export function useAssignment(user: User, kind: AssignKind, onSaved: () => void) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const detail = useUserDetailQuery(user.id, { refetchOnMountOrArgChange: true });
  const tree = useUserOrgTreeQuery(undefined, { skip: kind !== 'orgs' });
  const [options, setOptions] = useState<LinkChoice[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [mainOrgId, setMainOrgId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [setRoles] = useSetUserRolesMutation();
  const [setOrgs] = useSetUserOrgsMutation();
  const [setPositions] = useSetUserPositionsMutation();
  const [setGroups] = useSetUserGroupsMutation();

  useEffect(() => {
    if (kind === 'orgs') return;
    let live = true;
    assignChoices[kind](http).then(
      (rows) => live && setOptions(rows),
      (error: CallError) => live && setLoadError(errorText(error, t)),
    );
    return () => {
      live = false;
    };
  }, [kind, http, t]);
  useEffect(() => {
    if (kind === 'orgs' && tree.data) setOptions(flattenOrgs(tree.data));
  }, [kind, tree.data]);

  // The user's current choices are taken once, from the answer asked for when the dialog opened:
  // the cached one may be stale, and a later answer must not undo what was picked meanwhile.
  const [openedAt] = useState(() => Date.now());
  const fresh = !detail.isFetching && (detail.fulfilledTimeStamp ?? 0) >= openedAt;
  const current = fresh ? detail.data : undefined;
  const taken = chosen !== null;
  useEffect(() => {
    if (!current || taken) return;
    const ids = {
      roles: current.roleIds,
      orgs: current.orgIds,
      positions: current.positionIds,
      groups: current.groupIds,
    }[kind];
    setChosen(ids);
    setMainOrgId(current.mainOrgId);
  }, [current, taken, kind]);

  const byId = useMemo(
    () => new Map((options ?? []).map((option) => [option.id, option])),
    [options],
  );
  // an id the choices do not hold (one the caller may not read) still shows, by its number
  const value = (chosen ?? []).map((id) => byId.get(id) ?? { id, label: `#${id}` });
  // the main organisation counts only while it is among the chosen ones
  const main = mainOrgId !== null && (chosen ?? []).includes(mainOrgId) ? mainOrgId : null;

  const save = async () => {
    if (chosen === null) return;
    setBusy(true);
    setFailure(null);
    try {
      if (kind === 'roles') await setRoles({ userId: user.id, roleIds: chosen }).unwrap();
      if (kind === 'positions') {
        await setPositions({ userId: user.id, positionIds: chosen }).unwrap();
      }
      if (kind === 'groups') await setGroups({ userId: user.id, groupIds: chosen }).unwrap();
      if (kind === 'orgs') {
        await setOrgs({ userId: user.id, orgIds: chosen, mainOrgId: main }).unwrap();
      }
      notify(t('saved'), { variant: 'success', autoHideDuration: 3000 });
      onSaved();
    } catch (error) {
      const fields = Object.values(fieldErrorsOf(error as CallError));
      setFailure(fields.length > 0 ? fields.join('; ') : errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return {
    options: options ?? [],
    /** The chosen records, in the order they were chosen. */
    value,
    choose: (next: readonly LinkChoice[]) => setChosen(next.map((option) => option.id)),
    mainOrgId: main,
    setMainOrgId,
    /** Both the choices and the current ones are in. */
    ready: options !== null && chosen !== null,
    // the user's current choices could not be read: said instead of waiting for them
    loadError: loadError ?? (detail.isError ? errorText(detail.error, t) : null),
    failure,
    busy,
    save,
  };
}
