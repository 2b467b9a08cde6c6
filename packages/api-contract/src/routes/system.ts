import { Type } from 'typebox';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import { Health, SysInfo, SysParam, SysParamQuery, SysParamWrite } from '../schemas/system';

/** System name and logo, system parameters and the health check. */
export const systemRoutes = {
  sysInfo: defineRoute({
    method: 'GET',
    service: 'auth',
    path: '/auth/sysParam/v1/sysInfo',
    tag: 'system',
    summary: 'System name and logo (open to everyone: the sign-in page shows them)',
    access: 'public',
    data: SysInfo,
  }),
  getParams: defineRoute({
    method: 'GET',
    service: 'auth',
    path: '/auth/sysParam/v1/sysParam',
    tag: 'system',
    summary: 'Read system parameters',
    description:
      'Every signed-in user reads the visible parameters (sys.name, sys.logo); holders of ' +
      '`system:param` read all of them. Keys that do not exist or may not be read are left out. ' +
      'A secret (sys.user.initPassword) is answered masked.',
    access: 'signedIn',
    querystring: SysParamQuery,
    data: Type.Array(SysParam),
  }),
  setParams: defineRoute({
    method: 'POST',
    service: 'auth',
    path: '/auth/sysParam/v1/sysParam',
    tag: 'system',
    summary: 'Write system parameters (a map of key to value)',
    description:
      'Changes existing parameters (`system:param:edit`); a key that does not exist yet is ' +
      'created, which also needs `system:param:add`. Built-in parameters are checked against ' +
      'their type and bounds.',
    access: { permission: PERMISSIONS.param.edit },
    body: SysParamWrite,
    bodyLimit: 64 * 1024,
    data: Type.Array(SysParam),
  }),
  health: defineRoute({
    method: 'GET',
    service: 'root',
    path: '/health',
    tag: 'system',
    summary: 'Liveness and database check for load balancers',
    access: 'public',
    data: Health,
  }),
};
