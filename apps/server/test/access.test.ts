import {
  ALL_ROUTES,
  API,
  PERMISSIONS,
  type RouteContract,
  type RouteRecord,
  impliedReads,
  routePermission,
  routeUrl,
} from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import { SEED_GRANTS } from '../src/seed/rbac';
import { managementSuite } from './harness';

const t = managementSuite();

const name = (route: RouteContract) => `${route.method} ${routeUrl(route)}`;
/** An empty body for routes that read one. */
const empty = (route: RouteContract) => (route.body === undefined ? undefined : {});
const guarded = ALL_ROUTES.filter((route) => route.access !== 'public');
const withPermission = ALL_ROUTES.filter((route) => routePermission(route) !== undefined);
const withBody = ALL_ROUTES.filter((route) => route.body !== undefined);
// what the editor holds, and what the screens it holds read of others
const editorCodes = new Set([...SEED_GRANTS.editor, ...impliedReads(SEED_GRANTS.editor).keys()]);

describe('every route of the contract', () => {
  it('is served', () => {
    for (const route of ALL_ROUTES) {
      expect(
        t.server.app.hasRoute({ method: route.method, url: routeUrl(route) }),
        name(route),
      ).toBe(true);
    }
  });

  it('asks for a session unless it is public (40001), and refuses unknown tokens (50008)', async () => {
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      const anonymous = await t.server.call(route.method, routeUrl(route), { body: empty(route) });
      expect(anonymous.body.code, name(route)).toBe(40001);
      const forged = await t.server.call(route.method, routeUrl(route), {
        token: 'forged',
        body: empty(route),
      });
      expect(forged.body.code, name(route)).toBe(50008);
    }
  });

  it('refuses the editor where it needs a resource code the editor lacks (40003), before reading the input', async () => {
    const refused = withPermission.filter(
      (route) => !editorCodes.has(routePermission(route) ?? ''),
    );
    expect(refused.length).toBeGreaterThan(5);
    for (const route of refused) {
      const answer = await t.server.call(route.method, routeUrl(route), {
        token: t.editor,
        body: empty(route),
      });
      expect(answer.body, name(route)).toMatchObject({
        code: 40003,
        data: { permission: routePermission(route) },
      });
    }
  });

  it('lets a screen read what it shows of other screens, and nothing more', async () => {
    // a role given only the user screen and its Add button
    const role = await t.call(API.role.create, t.admin, {
      body: { roleCode: 'user_keeper', roleName: '用户维护员' },
    });
    const resourceIds = await Promise.all(
      [PERMISSIONS.user.view, PERMISSIONS.user.add].map((code) => t.id.resource(code)),
    );
    await t.call(API.role.grant, t.admin, { body: { roleId: role.body.data.id, resourceIds } });
    await t.call(API.user.update, t.admin, {
      body: { id: await t.id.user('wangwu'), status: 1, roleIds: [role.body.data.id] },
    });
    const keeper = await t.server.signIn('wangwu', 'Init@123456');

    // the user screen's organisation tree and its choices of roles, positions and groups
    for (const route of [API.org.tree, API.role.page, API.position.page, API.userGroup.page]) {
      const answer = await t.server.call(route.method, routeUrl(route), {
        token: keeper,
        body: empty(route),
      });
      expect(answer.body.code, name(route)).toBe(20000);
    }
    // changing them is still refused, and so is a screen the user screen does not read
    for (const route of [API.org.create, API.role.grant, API.position.remove, API.calendar.page]) {
      const answer = await t.server.call(route.method, routeUrl(route), {
        token: keeper,
        body: empty(route),
      });
      expect(answer.body, name(route)).toMatchObject({ code: 40003 });
    }
    // the menus stay the user screen's alone
    const pathsOf = (routes: readonly RouteRecord[]): string[] =>
      routes.flatMap((route) => [route.path, ...pathsOf(route.children ?? [])]);
    const menus = pathsOf((await t.call(API.dev.routerList, keeper)).body.data as RouteRecord[]);
    expect(menus).toContain('user');
    expect(menus).not.toContain('org');
  });

  it('lets the admin past every permission check', async () => {
    for (const route of withPermission) {
      const answer = await t.server.call(route.method, routeUrl(route), {
        token: t.admin,
        body: empty(route),
      });
      expect(answer.body.code, name(route)).not.toBe(40003);
    }
  });

  it('refuses a body of the wrong type with the field named (40022)', async () => {
    for (const route of withBody) {
      const answer = await t.server.call(route.method, routeUrl(route), {
        token: t.admin,
        body: 12345,
      });
      expect(answer.body.code, name(route)).toBe(40022);
      expect(answer.body.message, name(route)).toMatch(/^body: must be (object|array)$/);
    }
  });

  it('refuses bodies over the route limit (41300), whoever calls', async () => {
    for (const route of withBody) {
      const limit = route.bodyLimit ?? 1024 * 1024;
      const answer = await t.server.call(route.method, routeUrl(route), {
        token: t.admin,
        body: JSON.stringify({ filler: 'x'.repeat(limit) }),
      });
      expect(answer.status, name(route)).toBe(200);
      expect(answer.body, name(route)).toMatchObject({ code: 41300, data: { limit } });
    }
  });
});
