import { Type } from 'typebox';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import { systemRouteHeads } from './heads';
import { Health, SysInfo, SysParam, SysParamQuery, SysParamWrite } from '../schemas/system';

/** System name and logo, system parameters and the health check. */
export const systemRoutes = {
  sysInfo: defineRoute({
    ...systemRouteHeads.sysInfo,
    tag: 'system',
    summary: 'System name and logo (open to everyone: the sign-in page shows them)',
    access: 'public',
    data: SysInfo,
  }),
  getParams: defineRoute({
    ...systemRouteHeads.getParams,
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
    ...systemRouteHeads.setParams,
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
    ...systemRouteHeads.health,
    tag: 'system',
    summary: 'Liveness and database check for load balancers',
    access: 'public',
    data: Health,
  }),
};
