import { API, PERMISSIONS, type Page } from '@org/api-contract';
import { callRoute, useHttp } from '@org/app-kit';
import type { PickableUser } from '@org/app-kit/list';
import type { RbacSource } from '@org/app-kit/rbac';
import { useMemo } from 'react';
import {
  useMoveResourceMutation,
  useRemoveResourcesMutation,
  useResourceTreeQuery,
  useSetResourceStatusMutation,
  useSortResourcesMutation,
} from '../resource/resource-api';
import {
  useAddRoleUsersMutation,
  useGrantRoleMutation,
  useRemoveRoleUsersMutation,
  useRoleGrantQuery,
  useRoleUsersQuery,
} from './role-api';

/**
 * The platform's roles and resources for the kit's grant tree, role users and resource tree
 * page: the whole resource tree (every application's resources too), on the admin's endpoints,
 * whose changes also refresh the sidebar's route list.
 */
export function useAdminRbacSource(): RbacSource {
  const http = useHttp();
  const [grant] = useGrantRoleMutation();
  const [addUsers] = useAddRoleUsersMutation();
  const [removeUsers] = useRemoveRoleUsersMutation();
  const [setStatus] = useSetResourceStatusMutation();
  const [move] = useMoveResourceMutation();
  const [sort] = useSortResourcesMutation();
  const [remove] = useRemoveResourcesMutation();
  return useMemo<RbacSource>(
    () => ({
      namespace: 'admin',
      codes: {
        addResource: PERMISSIONS.resource.add,
        editResource: PERMISSIONS.resource.edit,
        removeResource: PERMISSIONS.resource.remove,
        exportResources: PERMISSIONS.resource.export,
        assignUsers: PERMISSIONS.role.assignUser,
      },
      useResourceTree: (filter, options) => useResourceTreeQuery(filter, options),
      useRoleGrant: (roleId, options) => useRoleGrantQuery(roleId, options),
      useRoleUsers: (query, options) => useRoleUsersQuery(query, options),
      grant: (body) => grant(body).unwrap(),
      pickUsers: (body) => callRoute<Page<PickableUser>>(http, { route: API.user.page, body }),
      addRoleUsers: (body) => addUsers(body).unwrap(),
      removeRoleUsers: (body) => removeUsers(body).unwrap(),
      setResourceStatus: (id, status) => setStatus({ id, status }).unwrap(),
      moveResource: (body) => move(body).unwrap(),
      sortResources: (body) => sort(body).unwrap(),
      removeResources: (ids) => remove(ids).unwrap(),
    }),
    [http, grant, addUsers, removeUsers, setStatus, move, sort, remove],
  );
}
