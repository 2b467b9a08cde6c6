import { Affected, IdsBody } from '../common';
import { PageOf } from '../paging';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import {
  GitlabBind,
  GitlabBlock,
  GitlabConnection,
  GitlabConnectionWrite,
  GitlabIdBody,
  GitlabIdQuery,
  GitlabSync,
  GitlabSyncResult,
  GitlabTestBody,
  GitlabTestResult,
  GitlabUser,
  GitlabUserCreate,
  GitlabUserPageQuery,
  GitlabUserUpdate,
} from '../schemas/gitlab';

const P = PERMISSIONS.gitlab;
const base = '/sysGitlabUser/v1';
const tag = 'GitLab';

/** GitLab accounts mapped to platform users (GitLab 用户管理). */
export const gitlabRoutes = {
  page: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/page`,
    tag,
    summary: 'A page of GitLab user mappings',
    access: { permission: P.view },
    body: GitlabUserPageQuery,
    data: PageOf(GitlabUser),
  }),
  get: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/user`,
    tag,
    summary: 'One GitLab user mapping',
    access: { permission: P.view },
    querystring: GitlabIdQuery,
    data: GitlabUser,
  }),
  create: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/user`,
    tag,
    summary: 'Add a GitLab user mapping (gitlabUsername unique; one mapping per user)',
    access: { permission: P.add },
    body: GitlabUserCreate,
    data: GitlabUser,
  }),
  update: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/user`,
    tag,
    summary: 'Change a GitLab user mapping (accessToken: absent keeps, null removes)',
    access: { permission: P.edit },
    body: GitlabUserUpdate,
    data: GitlabUser,
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/user`,
    tag,
    summary: 'Delete GitLab user mappings (soft delete; GitLab is not touched)',
    access: { permission: P.remove },
    body: IdsBody,
    data: Affected,
  }),
  bind: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/bind`,
    tag,
    summary: 'Bind a platform user to a mapping',
    access: { permission: P.bind },
    body: GitlabBind,
    data: GitlabUser,
  }),
  unbind: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/unbind`,
    tag,
    summary: 'Unbind the platform user of a mapping',
    access: { permission: P.bind },
    body: GitlabIdBody,
    data: GitlabUser,
  }),
  block: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/block`,
    tag,
    summary: 'Block or unblock GitLab users',
    description:
      'A mapping already synced (it has a GitLab user id) is blocked on GitLab first; if ' +
      'GitLab refuses, nothing changes (40009). Others change here and on the next sync.',
    access: { permission: P.block },
    body: GitlabBlock,
    data: Affected,
  }),
  sync: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/sync`,
    tag,
    summary: 'Create or update the users on GitLab; answers which ones failed',
    access: { permission: P.sync },
    body: GitlabSync,
    data: GitlabSyncResult,
  }),
  connection: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/connection`,
    tag,
    summary: 'Where the platform reaches GitLab (never the token)',
    access: { permission: P.view },
    data: GitlabConnection,
  }),
  setConnection: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/connection`,
    tag,
    summary: 'Set the GitLab URL and administrator token (stored encrypted)',
    description:
      'token: absent keeps the stored one, null removes it. Calls to GitLab are made only ' +
      'when its host is in the allow-list `integration.outbound.allowedHosts`.',
    access: { permission: P.edit },
    body: GitlabConnectionWrite,
    data: GitlabConnection,
  }),
  testConnection: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/testConnection`,
    tag,
    summary: "Check the GitLab connection, or a mapping's access token",
    access: { permission: P.sync },
    body: GitlabTestBody,
    data: GitlabTestResult,
  }),
};
