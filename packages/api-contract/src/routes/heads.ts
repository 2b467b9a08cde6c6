import type { RouteHead } from '../route';

/**
 * The heads (method, service, path) of the routes the sign-in page calls, without their
 * schemas. The routes in `auth.ts` and `system.ts` are built from these, so a head and its
 * route never differ; a client that must stay small calls by head and names the route only as
 * a type (`RouteData<typeof authRoutes.userInfo>`), and its bundle then holds no schema and no
 * TypeBox. The server and the OpenAPI document read the full routes.
 */
export const authRouteHeads = {
  login: { method: 'POST', service: 'auth', path: '/sysUser/v1/login' },
  userInfo: { method: 'GET', service: 'auth', path: '/sysUser/v1/login/userInfo' },
  logout: { method: 'POST', service: 'auth', path: '/sysUser/v1/logout' },
  pageResources: {
    method: 'GET',
    service: 'auth',
    path: '/auth/resource/biz/v1/auth/resourcePageChildrenList',
  },
} as const satisfies Record<string, RouteHead>;

/** The heads of the system routes (see `authRouteHeads`). */
export const systemRouteHeads = {
  sysInfo: { method: 'GET', service: 'auth', path: '/auth/sysParam/v1/sysInfo' },
  getParams: { method: 'GET', service: 'auth', path: '/auth/sysParam/v1/sysParam' },
  setParams: { method: 'POST', service: 'auth', path: '/auth/sysParam/v1/sysParam' },
  health: { method: 'GET', service: 'root', path: '/health' },
} as const satisfies Record<string, RouteHead>;
