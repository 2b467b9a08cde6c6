import { API, PERMISSIONS, type Resource, type RouteRecord } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import { resources, roleResources } from '../src/db/schema/index';
import { managementSuite } from './harness';
import { ATTACKS, countOf, expectNoLeak, refusedFor } from './people-fixtures';

const S = API.resource;
const t = managementSuite();

const create = async (body: Record<string, unknown>): Promise<Resource> => {
  const answer = await t.call(S.create, t.admin, { body });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
};
const routes = async (token: string) =>
  (await t.call(API.dev.routerList, token)).body.data as RouteRecord[];
const find = (list: RouteRecord[], name: string): RouteRecord | undefined => {
  for (const route of list) {
    if (route.name === name) return route;
    const inner = find(route.children ?? [], name);
    if (inner) return inner;
  }
  return undefined;
};

describe('resource tree', () => {
  it('answers the tree of directories, menus, pages and buttons, filtered by type or keyword', async () => {
    const tree = (await t.call(S.tree, t.admin)).body.data;
    expect(tree.map((node) => [node.resourceCode, node.resourceType])).toEqual([['system', 'DIR']]);
    const user = tree[0]?.children?.find((node) => node.resourceCode === PERMISSIONS.user.view);
    expect(user).toMatchObject({
      resourceType: 'MENU',
      routeName: 'UserManagement',
      hasChildren: true,
    });
    expect(user?.children?.map((node) => node.resourceCode)).toContain(PERMISSIONS.user.resetPwd);

    const menus = (await t.call(S.tree, t.admin, { query: { resourceType: ['DIR', 'MENU'] } })).body
      .data;
    expect(
      menus[0]?.children?.every((node) => node.resourceType === 'MENU' && !node.hasChildren),
    ).toBe(true);
    const found = (await t.call(S.tree, t.admin, { query: { keyword: '重置密码' } })).body.data;
    expect(found[0]?.children?.map((node) => node.resourceCode)).toEqual([PERMISSIONS.user.view]);
    expect(found[0]?.children?.[0]?.children?.map((node) => node.resourceCode)).toEqual([
      PERMISSIONS.user.resetPwd,
    ]);

    const roots = (await t.call(S.children, t.admin)).body.data;
    expect(roots.map((node) => [node.resourceCode, node.hasChildren])).toEqual([['system', true]]);
    const buttons = (
      await t.call(S.children, t.admin, {
        query: { parentId: await t.id.resource(PERMISSIONS.position.view) },
      })
    ).body.data;
    expect(buttons.map((node) => [node.resourceType, node.hasChildren])).toEqual(
      Array.from({ length: 5 }, () => ['BUTTON', false]),
    );
  });

  it('finds nothing for SQL or LIKE text in the keyword', async () => {
    for (const attack of ATTACKS) {
      const answer = await t.call(S.tree, t.admin, { query: { keyword: attack } });
      expect(answer.body, attack).toMatchObject({ code: 20000, data: [] });
      expectNoLeak(answer.body);
    }
  });
});

describe('resource changes', () => {
  it('creates resources where their type may go, and the route list and page buttons follow', async () => {
    const dir = await create({
      resourceCode: 'reports',
      resourceName: '报表',
      resourceType: 'DIR',
      path: '/reports',
      icon: 'chart',
      sort: 2,
    });
    const menu = await create({
      parentId: dir.id,
      resourceCode: 'reports:sales',
      resourceName: '销售报表',
      resourceType: 'MENU',
      path: 'sales',
      component: 'reports/sales/index',
      routeName: 'SalesReport',
    });
    const button = await create({
      parentId: menu.id,
      resourceCode: 'reports:sales:print',
      resourceName: '打印',
      resourceType: 'BUTTON',
    });
    expect(button).toMatchObject({
      parentId: menu.id,
      openMode: 'internal',
      status: 1,
      hidden: false,
    });
    expect((await t.call(S.get, t.admin, { query: { id: button.id } })).body.data).toEqual(button);

    const misplaced = await t.call(S.create, t.admin, {
      body: { resourceCode: 'lost', resourceName: 'x', resourceType: 'BUTTON' },
    });
    expect(misplaced.body).toMatchObject({
      code: 40022,
      message: 'body.parentId: a BUTTON cannot be placed under the top (allowed: MENU, PAGE)',
    });
    const underButton = await t.call(S.create, t.admin, {
      body: { parentId: button.id, resourceCode: 'x', resourceName: 'x', resourceType: 'API' },
    });
    expect(underButton.body.code).toBe(40022);
    const duplicate = await t.call(S.create, t.admin, {
      body: { resourceCode: 'reports', resourceName: 'x', resourceType: 'DIR' },
    });
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'Resource code "reports" is already in use.',
    });

    expect(find(await routes(t.admin), 'SalesReport')).toMatchObject({
      path: 'sales',
      meta: { title: '销售报表' },
    });
    expect(find(await routes(t.editor), 'SalesReport')).toBeUndefined();

    const editorRole = await t.id.role('editor');
    const current = (await t.call(API.role.resources, t.admin, { query: { roleId: editorRole } }))
      .body.data;
    await t.call(API.role.grant, t.admin, {
      body: { roleId: editorRole, resourceIds: [...current.checkedIds, button.id] },
    });
    expect(find(await routes(t.editor), 'SalesReport')?.meta.roles).toContain('editor');
    const pageButtons = async () =>
      (
        await t.call(API.auth.pageResources, t.editor, { query: { pageCode: 'reports:sales' } })
      ).body.data.map((b) => b.resourceCode);
    expect(await pageButtons()).toEqual(['reports:sales:print']);

    await t.call(S.update, t.admin, { body: { id: button.id, status: 0 } });
    expect(await pageButtons()).toEqual([]);
    await t.call(S.update, t.admin, { body: { id: menu.id, resourceName: '销售分析' } });
    expect(find(await routes(t.editor), 'SalesReport')?.meta.title).toBe('销售分析');
    const retyped = await t.call(S.update, t.admin, {
      body: { id: menu.id, resourceType: 'BUTTON' },
    });
    expect(retyped.body).toMatchObject({
      code: 40022,
      data: { errors: [{ field: 'body.resourceType' }] },
    });
  });

  it('moves and sorts resources, refusing cycles', async () => {
    const dir = await create({ resourceCode: 'tools', resourceName: '工具', resourceType: 'DIR' });
    const sub = await create({
      parentId: dir.id,
      resourceCode: 'tools:more',
      resourceName: '更多',
      resourceType: 'DIR',
    });
    const page = await create({
      parentId: sub.id,
      resourceCode: 'tools:more:page',
      resourceName: '页面',
      resourceType: 'PAGE',
    });
    const cycle = await t.call(S.move, t.admin, { body: { id: dir.id, parentId: sub.id } });
    expect(cycle.body).toMatchObject({
      code: 40022,
      message: 'body.parentId: cannot be the resource itself or one below it',
    });
    const toTop = await t.call(S.move, t.admin, { body: { id: page.id, parentId: null } });
    expect(toTop.body.code).toBe(40022);
    const system = await t.id.resource(PERMISSIONS.system);
    const moved = await t.call(S.move, t.admin, {
      body: { id: sub.id, parentId: system, sort: 99 },
    });
    expect(moved.body.data).toMatchObject({ parentId: system, sort: 99 });
    const sorted = await t.call(S.sort, t.admin, {
      body: {
        items: [
          { id: dir.id, sort: 0 },
          { id: 999999, sort: 1 },
        ],
      },
    });
    expect(sorted.body.data).toEqual({ affected: 1 });
    // Top level: tools (sort 0), system (1), and reports (2) from the test before.
    expect((await t.call(S.children, t.admin)).body.data.map((node) => node.resourceCode)).toEqual([
      'tools',
      'system',
      'reports',
    ]);
  });

  it('deletes leaves with their grants, refuses parents and the codes the server checks', async () => {
    const dir = await create({ resourceCode: 'temp', resourceName: '临时', resourceType: 'DIR' });
    const api = await create({
      parentId: dir.id,
      resourceCode: 'temp:api',
      resourceName: '接口',
      resourceType: 'API',
    });
    await t.call(API.role.grant, t.admin, {
      body: { roleId: await t.id.role('common'), resourceIds: [api.id] },
    });
    const parent = await t.call(S.remove, t.admin, { body: { ids: [dir.id] } });
    expect(parent.body).toMatchObject({
      code: 40009,
      message: '"temp" still has resources below it; delete or move them first.',
    });
    const grantsBefore = await countOf(t.server, roleResources);
    expect((await t.call(S.remove, t.admin, { body: { ids: [api.id] } })).body.data).toEqual({
      affected: 1,
    });
    expect(await countOf(t.server, roleResources)).toBe(grantsBefore - 1);
    expect((await t.call(S.remove, t.admin, { body: { ids: [dir.id] } })).body.data).toEqual({
      affected: 1,
    });

    const checked = await t.id.resource(PERMISSIONS.user.add);
    const remove = await t.call(S.remove, t.admin, { body: { ids: [checked] } });
    expect(remove.body).toMatchObject({
      code: 40009,
      message: 'The server checks the code "system:user:add"; it cannot be deleted.',
    });
    const rename = await t.call(S.update, t.admin, {
      body: { id: checked, resourceCode: 'system:user:create' },
    });
    expect(rename.body.code).toBe(40009);
    const relabel = await t.call(S.update, t.admin, {
      body: { id: checked, resourceName: '添加' },
    });
    expect(relabel.body.data.resourceName).toBe('添加');
  });
});

describe('resource input and permissions', () => {
  it('refuses bad input with the field named and stores nothing', async () => {
    const before = await countOf(t.server, resources);
    const cases: [RouteOf, unknown, string][] = [
      [S.create, { resourceName: 'x', resourceType: 'DIR' }, 'body.resourceCode: is required'],
      [
        S.create,
        { resourceCode: 'a b', resourceName: 'x', resourceType: 'DIR' },
        'body.resourceCode: has an invalid format',
      ],
      [
        S.create,
        { resourceCode: 'ok', resourceName: 'x', resourceType: 'LINK' },
        'body.resourceType: must be one of: DIR, MENU, PAGE, BUTTON, API',
      ],
      [
        S.create,
        { resourceCode: 'ok', resourceName: 'x', resourceType: 'DIR', hidden: 'yes' },
        'body.hidden: must be boolean',
      ],
      [
        S.create,
        { resourceCode: 'ok', resourceName: 'x', resourceType: 'DIR', openMode: 'popup' },
        'body.openMode',
      ],
      [S.move, { id: 1, parentId: 'root' }, 'body.parentId'],
    ];
    for (const [route, body, message] of cases) {
      const answer = await t.call(route, t.admin, { body });
      expect(answer.body.code, message).toBe(40022);
      expect(answer.body.message).toContain(message);
    }
    const tree = await t.call(S.tree, t.admin, { query: { resourceType: 'LINK' } });
    expect(tree.body.message).toContain('query.resourceType[0]: must be one of');
    const big = await t.call(S.create, t.admin, {
      body: {
        resourceCode: 'big',
        resourceName: 'x',
        resourceType: 'DIR',
        remark: 'y'.repeat(1_100_000),
      },
    });
    expect(big.body.code).toBe(41300);
    expect(await countOf(t.server, resources)).toBe(before);
  });

  it('refuses the editor, who lacks the resource codes', async () => {
    const before = await countOf(t.server, resources);
    const system = await t.id.resource(PERMISSIONS.system);
    const refused: [RouteOf, unknown, string][] = [
      [
        S.create,
        { resourceCode: 'mine', resourceName: 'x', resourceType: 'DIR' },
        'system:resource:add',
      ],
      [S.update, { id: system, resourceName: 'x' }, 'system:resource:edit'],
      [S.remove, { ids: [system] }, 'system:resource:remove'],
      [S.move, { id: system, parentId: null }, 'system:resource:edit'],
      [S.sort, { items: [{ id: system, sort: 1 }] }, 'system:resource:edit'],
    ];
    for (const [route, body, permission] of refused) {
      expect((await t.call(route, t.editor, { body })).body).toEqual(refusedFor(permission));
    }
    expect((await t.call(S.tree, t.editor)).body).toEqual(refusedFor('system:resource'));
    expect(await countOf(t.server, resources)).toBe(before);
  });
});

type RouteOf = (typeof S)[keyof typeof S];
