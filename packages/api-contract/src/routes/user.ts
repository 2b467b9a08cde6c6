import { Affected, IdsBody } from '../common';
import { PageOf } from '../paging';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import { RecordIdQuery, StatusChangeBody } from '../schemas/people';
import {
  ResetPasswordBody,
  ResetPasswordResult,
  User,
  UserCreate,
  UserDetail,
  UserGroupsBody,
  UserOrgsBody,
  UserPageQuery,
  UserPositionsBody,
  UserRolesBody,
  UserUpdate,
} from '../schemas/user';

const P = PERMISSIONS.user;
const base = '/sysUser/v1';
const tag = 'user';

/** The user screen (用户管理). */
export const userRoutes = {
  page: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/page`,
    tag,
    summary: 'A page of users, searched, filtered and sorted',
    description:
      '`orgId` includes the organisations below it unless `withDescendants` is false; a user ' +
      'belongs to an organisation as main organisation or as a further one.',
    access: { permission: P.view },
    body: UserPageQuery,
    data: PageOf(User),
  }),
  get: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/user`,
    tag,
    summary: 'One user with the ids of their roles, organisations, positions and groups',
    access: { permission: P.view },
    querystring: RecordIdQuery,
    data: UserDetail,
  }),
  create: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/user`,
    tag,
    summary: 'Add a user (account trimmed and unique regardless of case)',
    description:
      'Without a password the user gets the initial password of `sys.user.initPassword`. ' +
      'Only an admin may give the role admin.',
    access: { permission: P.add },
    body: UserCreate,
    bodyLimit: 64 * 1024,
    data: UserDetail,
  }),
  update: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/user`,
    tag,
    summary: 'Change a user; lists given replace the current ones',
    description: 'Disabling a user here also ends their sessions.',
    access: { permission: P.edit },
    body: UserUpdate,
    bodyLimit: 64 * 1024,
    data: UserDetail,
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/user`,
    tag,
    summary: 'Delete users (soft delete); their sessions end',
    description: 'Deleting yourself is refused (40009).',
    access: { permission: P.remove },
    body: IdsBody,
    data: Affected,
  }),
  resetPassword: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/resetPassword`,
    tag,
    summary: "Set a user's password, or generate one that is shown once",
    description: "Ends the user's sessions and clears a sign-in lock.",
    access: { permission: P.resetPwd },
    body: ResetPasswordBody,
    bodyLimit: 4096,
    data: ResetPasswordResult,
  }),
  setStatus: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/status`,
    tag,
    summary: 'Enable or disable users; disabled users are signed out',
    access: { permission: P.status },
    body: StatusChangeBody,
    data: Affected,
  }),
  unlock: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/unlock`,
    tag,
    summary: 'Clear the sign-in lock and the failure count of users',
    access: { permission: P.unlock },
    body: IdsBody,
    data: Affected,
  }),
  setRoles: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/roles`,
    tag,
    summary: 'Replace the roles given directly to a user',
    access: { permission: P.edit },
    body: UserRolesBody,
    data: UserDetail,
  }),
  setOrgs: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/orgs`,
    tag,
    summary: 'Replace the organisations of a user (and the main one)',
    access: { permission: P.edit },
    body: UserOrgsBody,
    data: UserDetail,
  }),
  setPositions: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/positions`,
    tag,
    summary: 'Replace the positions of a user',
    access: { permission: P.edit },
    body: UserPositionsBody,
    data: UserDetail,
  }),
  setGroups: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/groups`,
    tag,
    summary: 'Replace the user groups of a user',
    access: { permission: P.edit },
    body: UserGroupsBody,
    data: UserDetail,
  }),
};
