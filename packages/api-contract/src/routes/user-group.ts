import { Type } from 'typebox';
import { Affected, IdsBody } from '../common';
import { PageOf } from '../paging';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import { RecordIdQuery } from '../schemas/people';
import { RoleOption } from '../schemas/role';
import {
  GroupMembersBody,
  GroupMembersQuery,
  GroupRolesBody,
  GroupRolesQuery,
  UserGroup,
  UserGroupCreate,
  UserGroupPageQuery,
  UserGroupUpdate,
} from '../schemas/user-group';
import { memberRoutes } from './builders';

const P = PERMISSIONS.userGroup;
const base = '/sysUserGroup/v1';
const tag = 'user group';

/** The user group screen (用户组管理): groups, their members and their roles. */
export const userGroupRoutes = {
  page: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/page`,
    tag,
    summary: 'A page of user groups, searched, filtered and sorted',
    access: { permission: P.view },
    body: UserGroupPageQuery,
    data: PageOf(UserGroup),
  }),
  get: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/group`,
    tag,
    summary: 'One user group',
    access: { permission: P.view },
    querystring: RecordIdQuery,
    data: UserGroup,
  }),
  create: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/group`,
    tag,
    summary: 'Add a user group (groupCode unique)',
    access: { permission: P.add },
    body: UserGroupCreate,
    data: UserGroup,
  }),
  update: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/group`,
    tag,
    summary: 'Change a user group',
    access: { permission: P.edit },
    body: UserGroupUpdate,
    data: UserGroup,
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/group`,
    tag,
    summary: 'Delete user groups (soft delete); their members lose the roles of the group',
    access: { permission: P.remove },
    body: IdsBody,
    data: Affected,
  }),
  ...memberRoutes({
    base,
    tag,
    permission: P,
    query: GroupMembersQuery,
    body: GroupMembersBody,
    summaries: {
      members: 'A page of the members of a group',
      addMembers: 'Add users to a group (users already in it are left as they are)',
      removeMembers: 'Remove users from a group',
    },
  }),
  roles: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/roles`,
    tag,
    summary: 'The roles of a group',
    access: { permission: P.view },
    querystring: GroupRolesQuery,
    data: Type.Array(RoleOption),
  }),
  setRoles: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/roles`,
    tag,
    summary: 'Replace the roles every member of a group receives',
    description: 'Only an admin may give a group the role admin.',
    access: { permission: P.grant },
    body: GroupRolesBody,
    data: Type.Array(RoleOption),
  }),
};
