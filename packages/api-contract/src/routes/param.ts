import { Affected, IdsBody } from '../common';
import { PageOf } from '../paging';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import {
  ParamCacheRefresh,
  SysParamCreate,
  SysParamIdQuery,
  SysParamPageQuery,
  SysParamRecord,
  SysParamUpdate,
} from '../schemas/param';

const P = PERMISSIONS.param;
const base = '/auth/sysParam/v1';
const tag = 'system parameter';

/**
 * The system parameter screen (系统参数). Reading parameters by key is the spec's
 * `GET /auth/sysParam/v1/sysParam` (`API.system.getParams`).
 */
export const paramRoutes = {
  page: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/page`,
    tag,
    summary: 'A page of system parameters',
    access: { permission: P.view },
    body: SysParamPageQuery,
    data: PageOf(SysParamRecord),
  }),
  get: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/param`,
    tag,
    summary: 'One system parameter',
    access: { permission: P.view },
    querystring: SysParamIdQuery,
    data: SysParamRecord,
  }),
  create: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/param`,
    tag,
    summary: 'Create a system parameter (paramKey unique; the value must fit its type)',
    access: { permission: P.add },
    body: SysParamCreate,
    data: SysParamRecord,
  }),
  update: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/param`,
    tag,
    summary: 'Change a system parameter',
    description:
      'The key and the type of a built-in parameter cannot change, nor whether it is a secret, ' +
      'and its value must stay within its bounds. A secret answered masked and sent back ' +
      'masked keeps its value. Every instance sees the change at once.',
    access: { permission: P.edit },
    body: SysParamUpdate,
    data: SysParamRecord,
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/param`,
    tag,
    summary: 'Delete system parameters (built-in ones are refused)',
    access: { permission: P.remove },
    body: IdsBody,
    data: Affected,
  }),
  refreshCache: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/refreshCache`,
    tag,
    summary: 'Make every instance read the parameters again from the database',
    access: { permission: P.edit },
    data: ParamCacheRefresh,
  }),
};
