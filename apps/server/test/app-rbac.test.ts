import { API, PERMISSIONS, type Resource, type RouteRecord } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import { applications, roleResources } from '../src/db/schema/index';
import { managementSuite } from './harness';
import { countOf } from './people-fixtures';

const R = API.role;
const S = API.resource;
const t = managementSuite();

const ok = async <T>(answer: Promise<{ body: { code: number; message?: string; data: T } }>) => {
  const { body } = await answer;
  expect(body.code, body.message).toBe(20000);
  return body.data;
};
const resource = (body: Record<string, unknown>): Promise<Resource> =>
  ok(t.call(S.create, t.admin, { body }));
const newApp = async (appCode: string) =>
  (await ok(t.call(API.appConfig.appCreate, t.admin, { body: { appCode, appName: appCode } }))).id;
const demoApp = async () => {
  const [app] = await t.server.db.select({ id: applications.id }).from(applications).limit(1);
  return app?.id ?? 0;
};
const names = (routes: RouteRecord[]): string[] =>
  routes.flatMap((route) => [route.name, ...names(route.children ?? [])]);

describe("an application's roles and resources", () => {
  it('lists and creates the roles of one application', async () => {
    const appId = await demoApp();
    const other = await newApp('other_roles');
    await ok(
      t.call(R.create, t.admin, {
        body: { roleCode: 'demo_clerk', roleName: '文员', roleType: 'APP', appId },
      }),
    );
    await ok(
      t.call(R.create, t.admin, {
        body: { roleCode: 'other_clerk', roleName: '文员', roleType: 'APP', appId: other },
      }),
    );
    const page = await ok(
      t.call(R.page, t.admin, { body: { roleType: 'APP', appId, roleName: '文' } }),
    );
    expect(page.list.map((role) => [role.roleCode, role.appId])).toEqual([['demo_clerk', appId]]);
    const platform = await ok(t.call(R.page, t.admin, { body: { roleType: 'PLATFORM' } }));
    expect(platform.list.map((role) => role.roleCode)).toEqual(['admin', 'editor', 'common']);
  });

  it("keeps an application's resources in their own tree, apart from the route list", async () => {
    const appId = await demoApp();
    const other = await newApp('other_tree');
    const menu = await resource({
      resourceCode: 'demo:orders',
      resourceName: '订单',
      resourceType: 'MENU',
      path: '/orders',
      routeName: 'DemoOrders',
      appId,
    });
    // a child without appId belongs to its parent's application
    const page = await resource({
      parentId: menu.id,
      resourceCode: 'demo:orders:list',
      resourceName: '订单列表',
      resourceType: 'PAGE',
      path: 'list',
    });
    expect(page.appId).toBe(appId);
    const tree = await ok(t.call(S.tree, t.admin, { query: { appId } }));
    expect(tree.map((node) => [node.resourceCode, node.children?.[0]?.resourceCode])).toEqual([
      ['demo:orders', 'demo:orders:list'],
    ]);
    expect(await ok(t.call(S.tree, t.admin, { query: { appId: other } }))).toEqual([]);

    const foreign = await t.call(S.create, t.admin, {
      body: {
        parentId: menu.id,
        resourceCode: 'other:x',
        resourceName: 'x',
        resourceType: 'PAGE',
        appId: other,
      },
    });
    expect(foreign.body).toMatchObject({
      code: 40022,
      message: `body.parentId: a resource of application ${other} cannot be placed under "demo:orders", a resource of application ${appId}`,
    });
    const underPlatform = await t.call(S.create, t.admin, {
      body: {
        parentId: await t.id.resource(PERMISSIONS.system),
        resourceCode: 'demo:lost',
        resourceName: 'x',
        resourceType: 'MENU',
        appId,
      },
    });
    expect(underPlatform.body).toMatchObject({
      code: 40022,
      message: `body.parentId: a resource of application ${appId} cannot be placed under "system", a resource of the platform`,
    });
    const moved = await t.call(S.move, t.admin, {
      body: { id: page.id, parentId: await t.id.resource(PERMISSIONS.user.view) },
    });
    expect(moved.body.code).toBe(40022);
    const rehomed = await t.call(S.update, t.admin, { body: { id: menu.id, appId: other } });
    expect(rehomed.body).toMatchObject({
      code: 40022,
      data: { errors: [{ field: 'body.appId' }] },
    });

    // the platform's route list (the back office's menus) leaves the application's out
    expect(
      names((await t.call(API.dev.routerList, t.admin)).body.data as RouteRecord[]),
    ).not.toContain('DemoOrders');
  });

  it("grants an application's role only that application's resources", async () => {
    const appId = await demoApp();
    const menu = await resource({
      resourceCode: 'demo:stock',
      resourceName: '库存',
      resourceType: 'MENU',
      appId,
    });
    const [add, remove] = await Promise.all(
      ['add', 'remove'].map((code) =>
        resource({
          parentId: menu.id,
          resourceCode: `demo:stock:${code}`,
          resourceName: code,
          resourceType: 'BUTTON',
        }),
      ),
    );
    const role = await ok(
      t.call(R.create, t.admin, {
        body: { roleCode: 'demo_stock', roleName: '库管', roleType: 'APP', appId },
      }),
    );
    const granted = await ok(
      t.call(R.grant, t.admin, { body: { roleId: role.id, resourceIds: [add?.id ?? 0] } }),
    );
    expect(granted).toMatchObject({ checkedIds: [add?.id], halfCheckedIds: [menu.id] });

    const before = await countOf(t.server, roleResources);
    const platformButton = await t.id.resource(PERMISSIONS.user.export);
    const refused = await t.call(R.grant, t.admin, {
      body: { roleId: role.id, resourceIds: [remove?.id ?? 0, platformButton] },
    });
    expect(refused.body).toMatchObject({
      code: 40022,
      message:
        `body.resourceIds: resource "${PERMISSIONS.user.export}" (导出) belongs to the platform; ` +
        `the role "demo_stock" of application ${appId} may only be given that application's resources`,
      data: { errors: [{ field: 'body.resourceIds' }] },
    });
    const halfForeign = await t.call(R.grant, t.admin, {
      body: {
        roleId: role.id,
        resourceIds: [remove?.id ?? 0],
        halfCheckedIds: [await t.id.resource(PERMISSIONS.system)],
      },
    });
    expect(halfForeign.body).toMatchObject({
      code: 40022,
      data: { errors: [{ field: 'body.halfCheckedIds' }] },
    });
    expect(await countOf(t.server, roleResources)).toBe(before);
    expect(await ok(t.call(R.resources, t.admin, { query: { roleId: role.id } }))).toEqual(granted);

    // a platform role may hold an application's resources beside the platform's
    const auditor = await ok(
      t.call(R.create, t.admin, { body: { roleCode: 'stock_auditor', roleName: '审计' } }),
    );
    const mixed = await ok(
      t.call(R.grant, t.admin, {
        body: { roleId: auditor.id, resourceIds: [remove?.id ?? 0, platformButton] },
      }),
    );
    expect(mixed.checkedIds).toEqual(
      [platformButton, remove?.id].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );

    const user = await t.id.user('lisi');
    await ok(t.call(R.addUsers, t.admin, { body: { roleId: role.id, userIds: [user] } }));
    const users = await ok(t.call(R.users, t.admin, { body: { roleId: role.id } }));
    expect(users.list.map((row) => row.account)).toEqual(['lisi']);
    await ok(t.call(R.removeUsers, t.admin, { body: { roleId: role.id, userIds: [user] } }));
  });
});
