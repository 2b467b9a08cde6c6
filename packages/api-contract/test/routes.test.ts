import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  ALL_ROUTES,
  API,
  Envelope,
  authRouteHeads,
  routeUrl,
  systemRouteHeads,
} from '../src/index';

describe('routes of the contract', () => {
  it('use the paths the specification names', () => {
    expect(routeUrl(API.auth.login)).toBe('/ibsp-bg-auth/sysUser/v1/login');
    expect(routeUrl(API.auth.userInfo)).toBe('/ibsp-bg-auth/sysUser/v1/login/userInfo');
    expect(routeUrl(API.auth.logout)).toBe('/ibsp-bg-auth/sysUser/v1/logout');
    expect(routeUrl(API.auth.pageResources)).toBe(
      '/ibsp-bg-auth/auth/resource/biz/v1/auth/resourcePageChildrenList',
    );
    expect(routeUrl(API.system.getParams)).toBe('/ibsp-bg-auth/auth/sysParam/v1/sysParam');
    expect(API.system.setParams.path).toBe(API.system.getParams.path);
    expect(routeUrl(API.dict.byCode)).toBe('/ibsp-bg-auth/sysDict/v1/dictByCode');
    expect(routeUrl(API.dict.setStatus)).toBe('/ibsp-bg-auth/sysDict/v1/dictStatus');
    expect(routeUrl(API.dev.routerList)).toBe('/router/list');
    expect(routeUrl(API.dev.mockLogin)).toBe('/vue-admin-template/user/login');
    expect(routeUrl(API.dev.mockInfo)).toBe('/vue-admin-template/user/info');
    expect(routeUrl(API.dev.mockLogout)).toBe('/vue-admin-template/user/logout');
  });

  it('never declare one method and path twice', () => {
    const keys = ALL_ROUTES.map((route) => `${route.method} ${routeUrl(route)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('carry schemas that compile as JSON Schema', () => {
    const ajv = new Ajv({ strict: false });
    for (const route of ALL_ROUTES) {
      for (const schema of [route.querystring, route.body, Envelope(route.data)]) {
        if (schema !== undefined) expect(() => ajv.compile(schema)).not.toThrow();
      }
    }
  });

  it('are frozen, and refuse a path without a leading slash', async () => {
    const { defineRoute } = await import('../src/index');
    expect(Object.isFrozen(API.auth.login)).toBe(true);
    expect(() =>
      defineRoute({
        method: 'GET',
        service: 'root',
        path: 'health',
        summary: 'x',
        tag: 'x',
        access: 'public',
        data: Envelope(API.system.health.data),
      }),
    ).toThrow('Route path must start with "/": health');
  });

  it('give each head of the sign-in page the method, service and path of its route', () => {
    for (const [group, heads] of [
      ['auth', authRouteHeads],
      ['system', systemRouteHeads],
    ] as const) {
      const routes: Record<string, { method: string; service: string; path: string }> = API[group];
      expect(Object.keys(heads).sort()).toEqual(Object.keys(routes).sort());
      for (const [name, head] of Object.entries(heads)) {
        const { method, service, path } = routes[name]!;
        expect({ method, service, path }, `${group}.${name}`).toEqual(head);
      }
    }
  });
});
