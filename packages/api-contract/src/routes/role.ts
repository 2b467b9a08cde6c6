import { Affected, IdsBody } from '../common';
import { PageOf } from '../paging';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import { RecordIdQuery, UserBrief } from '../schemas/people';
import {
  RoleCreate,
  RoleDataScopeBody,
  RoleDetail,
  RoleGrant,
  RoleGrantBody,
  RoleIdQuery,
  RolePageQuery,
  RoleUpdate,
  RoleUsersBody,
  RoleUsersQuery,
  Role,
} from '../schemas/role';

const P = PERMISSIONS.role;
const base = '/sysRole/v1';
const tag = 'role';

/** The role screen (角色管理): roles, their resources, users and data scope. */
export const roleRoutes = {
  page: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/page`,
    tag,
    summary: 'A page of roles, searched, filtered and sorted',
    description: 'With `roleType: APP` and `appId`, the roles of one application.',
    access: { permission: P.view },
    body: RolePageQuery,
    data: PageOf(Role),
  }),
  get: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/role`,
    tag,
    summary: 'One role with the organisations of its data scope',
    access: { permission: P.view },
    querystring: RecordIdQuery,
    data: RoleDetail,
  }),
  create: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/role`,
    tag,
    summary: 'Add a role (roleCode unique)',
    description: 'A role of one application: `roleType: APP` with its `appId`.',
    access: { permission: P.add },
    body: RoleCreate,
    data: RoleDetail,
  }),
  update: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/role`,
    tag,
    summary: 'Change a role',
    description: 'The code of a built-in role cannot change, nor can it be disabled.',
    access: { permission: P.edit },
    body: RoleUpdate,
    data: RoleDetail,
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/role`,
    tag,
    summary: 'Delete roles (soft delete)',
    description:
      'Built-in roles, and roles still given to users or groups, are refused (40009): take ' +
      'them away first.',
    access: { permission: P.remove },
    body: IdsBody,
    data: Affected,
  }),
  resources: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/resources`,
    tag,
    summary: 'The resources of a role: checked and half-checked ids',
    access: { permission: P.view },
    querystring: RoleIdQuery,
    data: RoleGrant,
  }),
  grant: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/resources`,
    tag,
    summary: 'Replace the resources of a role; signed-in users see the change at once',
    description:
      'The role admin holds every resource; its grants cannot change (40009). A role of an ' +
      'application (APP) may only be given resources of that application (40022 naming the ' +
      'first other one).',
    access: { permission: P.grant },
    body: RoleGrantBody,
    bodyLimit: 128 * 1024,
    data: RoleGrant,
  }),
  users: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/users/page`,
    tag,
    summary: 'A page of the users given a role directly',
    access: { permission: P.view },
    body: RoleUsersQuery,
    data: PageOf(UserBrief),
  }),
  addUsers: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/users`,
    tag,
    summary: 'Give a role to users',
    description: 'Only an admin may give the role admin.',
    access: { permission: P.assignUser },
    body: RoleUsersBody,
    data: Affected,
  }),
  removeUsers: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/users`,
    tag,
    summary: 'Take a role away from users',
    description: 'Taking admin from its last enabled holder is refused (40009).',
    access: { permission: P.assignUser },
    body: RoleUsersBody,
    data: Affected,
  }),
  setDataScope: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/dataScope`,
    tag,
    summary: 'Set the data scope of a role (CUSTOM with orgIds)',
    access: { permission: P.dataScope },
    body: RoleDataScopeBody,
    data: RoleDetail,
  }),
};
