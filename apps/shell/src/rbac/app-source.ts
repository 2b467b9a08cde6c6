import { API, PERMISSIONS, type Page } from '@org/api-contract';
import { callRoute, useHttp } from '@org/app-kit';
import type { PickableUser } from '@org/app-kit/list';
import type { RbacSource } from '@org/app-kit/rbac';
import { useMemo } from 'react';
import {
  useRbacAddRoleUsersMutation,
  useRbacGrantRoleMutation,
  useRbacMoveResourceMutation,
  useRbacRemoveResourcesMutation,
  useRbacRemoveRoleUsersMutation,
  useRbacResourceTreeQuery,
  useRbacRoleGrantQuery,
  useRbacRoleUsersQuery,
  useRbacSortResourcesMutation,
  useRbacUpdateResourceMutation,
} from '../api/rbac-api';

/**
 * One application's roles and resources for the kit's grant tree, role users and resource
 * tree page: the resource tree is the application's (`appId`), and the shell words the texts
 * that name it (`rbac.*` of the `shell` namespace). Its pages are open to users without the
 * resource view code, so the page asks for it.
 */
export function useAppRbacSource(appId: number): RbacSource {
  const http = useHttp();
  const [grant] = useRbacGrantRoleMutation();
  const [addUsers] = useRbacAddRoleUsersMutation();
  const [removeUsers] = useRbacRemoveRoleUsersMutation();
  const [update] = useRbacUpdateResourceMutation();
  const [move] = useRbacMoveResourceMutation();
  const [sort] = useRbacSortResourcesMutation();
  const [remove] = useRbacRemoveResourcesMutation();
  return useMemo<RbacSource>(
    () => ({
      namespace: 'shell',
      codes: {
        viewResources: PERMISSIONS.resource.view,
        addResource: PERMISSIONS.resource.add,
        editResource: PERMISSIONS.resource.edit,
        removeResource: PERMISSIONS.resource.remove,
        exportResources: PERMISSIONS.resource.export,
        assignUsers: PERMISSIONS.role.assignUser,
      },
      useResourceTree: (filter, options) => useRbacResourceTreeQuery({ appId, ...filter }, options),
      useRoleGrant: (roleId, options) => useRbacRoleGrantQuery(roleId, options),
      useRoleUsers: (query, options) => useRbacRoleUsersQuery(query, options),
      grant: (body) => grant(body).unwrap(),
      pickUsers: (body) => callRoute<Page<PickableUser>>(http, { route: API.user.page, body }),
      addRoleUsers: (body) => addUsers(body).unwrap(),
      removeRoleUsers: (body) => removeUsers(body).unwrap(),
      setResourceStatus: (id, status) => update({ id, status }).unwrap(),
      moveResource: (body) => move(body).unwrap(),
      sortResources: (body) => sort(body).unwrap(),
      removeResources: (ids) => remove(ids).unwrap(),
    }),
    [appId, http, grant, addUsers, removeUsers, update, move, sort, remove],
  );
}
