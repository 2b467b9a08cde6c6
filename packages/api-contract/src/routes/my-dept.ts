import { Type } from 'typebox';
import { Affected } from '../common';
import { PageOf } from '../paging';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import {
  MyDeptUserRoles,
  MyDeptUserRolesBody,
  MyDeptUserRolesQuery,
  MyDeptUsersBody,
  MyDeptUsersQuery,
  OrgNode,
} from '../schemas/org';
import { UserBrief } from '../schemas/people';
import { RoleOption } from '../schemas/role';

const P = PERMISSIONS.myDept;
const base = '/myDept/v1';
const tag = 'my department';

/**
 * The "my department" screen (我的部门): the organisations the caller belongs to or leads, with
 * everything below them. Every call is limited to those and to users already inside them;
 * other organisations and users answer 40004. A user holding the role admin is never changed
 * here (40003), and only roles the caller holds are given or taken away (40003).
 */
export const myDeptRoutes = {
  tree: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/tree`,
    tag,
    summary: "The caller's departments (belongs to or leads) with the organisations below them",
    access: { permission: P.view },
    data: Type.Array(OrgNode),
  }),
  users: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/users/page`,
    tag,
    summary: 'A page of the users of one of the caller’s departments',
    access: { permission: P.view },
    body: MyDeptUsersQuery,
    data: PageOf(UserBrief),
  }),
  linkUsers: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/users`,
    tag,
    summary: 'Link users to one of the caller’s departments',
    description:
      'Only users already members of one of the caller’s departments (or below) can be linked; ' +
      'others answer 40004. Users holding the role admin are refused with 40003.',
    access: { permission: P.add },
    body: MyDeptUsersBody,
    data: Affected,
  }),
  unlinkUsers: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/users`,
    tag,
    summary: 'Unlink users from one of the caller’s departments',
    description:
      'When it was their main organisation, they are left without one. Users who are not ' +
      'members of the department answer 40004; users holding the role admin 40003.',
    access: { permission: P.remove },
    body: MyDeptUsersBody,
    data: Affected,
  }),
  roles: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/roles`,
    tag,
    summary: 'The roles the caller may give in their departments (the roles they hold)',
    access: { permission: P.view },
    data: Type.Array(RoleOption),
  }),
  userRoles: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/userRoles`,
    tag,
    summary: 'The roles of a user of one of the caller’s departments',
    access: { permission: P.view },
    querystring: MyDeptUserRolesQuery,
    data: MyDeptUserRoles,
  }),
  setUserRoles: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/userRoles`,
    tag,
    summary: 'Set the department roles of a user of one of the caller’s departments',
    description:
      'Only roles the caller may give can be added or taken away (others are refused with ' +
      '40003); the user keeps every other role. A user outside the department answers 40004, ' +
      'a user holding the role admin 40003.',
    access: { permission: P.edit },
    body: MyDeptUserRolesBody,
    data: MyDeptUserRoles,
  }),
};
