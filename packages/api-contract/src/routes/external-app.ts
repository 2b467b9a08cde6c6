import { Type } from 'typebox';
import { Affected, IdsBody } from '../common';
import { PageOf } from '../paging';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import { Api } from '../schemas/api-server';
import {
  ExternalApp,
  ExternalAppApisQuery,
  ExternalAppCreate,
  ExternalAppGrant,
  ExternalAppIdBody,
  ExternalAppIdQuery,
  ExternalAppPageQuery,
  ExternalAppStatusQuery,
  ExternalAppUpdate,
  ExternalAppWithSecret,
} from '../schemas/external-app';

const P = PERMISSIONS.externalApp;
const base = '/sysExternalApp/v1';
const tag = 'external application';

/** External applications (外部应用): app keys, secrets shown once, and the APIs they may call. */
export const externalAppRoutes = {
  page: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/page`,
    tag,
    summary: 'A page of external applications',
    access: { permission: P.view },
    body: ExternalAppPageQuery,
    data: PageOf(ExternalApp),
  }),
  get: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/app`,
    tag,
    summary: 'One external application (never its secret)',
    access: { permission: P.view },
    querystring: ExternalAppIdQuery,
    data: ExternalApp,
  }),
  create: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/app`,
    tag,
    summary: 'Register an application: generates its app key and secret',
    description:
      'The answer holds `appSecret`, the only time it is shown: the server keeps a scrypt ' +
      'hash of it. A lost secret can only be replaced (resetSecret).',
    access: { permission: P.add },
    body: ExternalAppCreate,
    data: ExternalAppWithSecret,
  }),
  update: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/app`,
    tag,
    summary: 'Change an external application (not its key or secret)',
    access: { permission: P.edit },
    body: ExternalAppUpdate,
    data: ExternalApp,
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/app`,
    tag,
    summary: 'Delete external applications (soft delete)',
    access: { permission: P.remove },
    body: IdsBody,
    data: Affected,
  }),
  resetSecret: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/resetSecret`,
    tag,
    summary: 'Replace the secret; the new one is shown once in the answer',
    access: { permission: P.resetSecret },
    body: ExternalAppIdBody,
    data: ExternalAppWithSecret,
  }),
  setStatus: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/status`,
    tag,
    summary: 'Enable (1) or disable (0) an external application',
    access: { permission: P.status },
    querystring: ExternalAppStatusQuery,
    data: ExternalApp,
  }),
  apis: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/apis`,
    tag,
    summary: 'The APIs an application may call',
    access: { permission: P.view },
    querystring: ExternalAppApisQuery,
    data: Type.Array(Api),
  }),
  grant: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/apis`,
    tag,
    summary: 'Set the APIs an application may call (published APIs only)',
    access: { permission: P.grant },
    body: ExternalAppGrant,
    data: Type.Array(Api),
  }),
};
