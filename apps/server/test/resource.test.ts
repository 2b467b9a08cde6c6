import { API, PERMISSIONS, type Resource, type RouteRecord } from '@org/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources, roleResources } from '../src/db/schema/index';
import { type TestServer, createTestServer } from './harness';
import {
  ATTACKS,
  contractCaller,
  countOf,
  expectNoLeak,
  refusedFor,
  seedIds,
} from './people-fixtures';

const S = API.resource;
let server: TestServer;
let admin: string;
let editor: string;
let call: ReturnType<typeof contractCaller>;
let id: ReturnType<typeof seedIds>;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn('admin');
  editor = await server.signIn('editor');
  call = contractCaller(server);
  id = seedIds(server);
});
afterAll(() => server.close());

const create = async (body: Record<string, unknown>): Promise<Resource> => {
  const answer = await call(S.create, admin, { body });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
};
const routes = async (token: string) =>
  (await call(API.dev.routerList, token)).body.data as RouteRecord[];
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
    const tree = (await call(S.tree, admin)).body.data;
    expect(tree.map((node) => [node.resourceCode, node.resourceType])).toEqual([['system', 'DIR']]);
    const user = tree[0]?.children?.find((node) => node.resourceCode === PERMISSIONS.user.view);
    expect(user).toMatchObject({
      resourceType: 'MENU',
      routeName: 'UserManagement',
      hasChildren: true,
    });
    expect(user?.children?.map((node) => node.resourceCode)).toContain(PERMISSIONS.user.resetPwd);

    const menus = (await call(S.tree, admin, { query: { resourceType: ['DIR', 'MENU'] } })).body
      .data;
    expect(
      menus[0]?.children?.every((node) => node.resourceType === 'MENU' && !node.hasChildren),
    ).toBe(true);
    const found = (await call(S.tree, admin, { query: { keyword: '重置密码' } })).body.data;
    expect(found[0]?.children?.map((node) => node.resourceCode)).toEqual([PERMISSIONS.user.view]);
    expect(found[0]?.children?.[0]?.children?.map((node) => node.resourceCode)).toEqual([
      PERMISSIONS.user.resetPwd,
    ]);

    const roots = (await call(S.children, admin)).body.data;
    expect(roots.map((node) => [node.resourceCode, node.hasChildren])).toEqual([['system', true]]);
    const buttons = (
      await call(S.children, admin, {
        query: { parentId: await id.resource(PERMISSIONS.position.view) },
      })
    ).body.data;
    expect(buttons.map((node) => [node.resourceType, node.hasChildren])).toEqual(
      Array.from({ length: 5 }, () => ['BUTTON', false]),
    );
  });

  it('finds nothing for SQL or LIKE text in the keyword', async () => {
    for (const attack of ATTACKS) {
      const answer = await call(S.tree, admin, { query: { keyword: attack } });
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
    expect((await call(S.get, admin, { query: { id: button.id } })).body.data).toEqual(button);

    const misplaced = await call(S.create, admin, {
      body: { resourceCode: 'lost', resourceName: 'x', resourceType: 'BUTTON' },
    });
    expect(misplaced.body).toMatchObject({
      code: 40022,
      message: 'body.parentId: a BUTTON cannot be placed under the top (allowed: MENU, PAGE)',
    });
    const underButton = await call(S.create, admin, {
      body: { parentId: button.id, resourceCode: 'x', resourceName: 'x', resourceType: 'API' },
    });
    expect(underButton.body.code).toBe(40022);
    const duplicate = await call(S.create, admin, {
      body: { resourceCode: 'reports', resourceName: 'x', resourceType: 'DIR' },
    });
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'Resource code "reports" is already in use.',
    });

    expect(find(await routes(admin), 'SalesReport')).toMatchObject({
      path: 'sales',
      meta: { title: '销售报表' },
    });
    expect(find(await routes(editor), 'SalesReport')).toBeUndefined();

    const editorRole = await id.role('editor');
    const current = (await call(API.role.resources, admin, { query: { roleId: editorRole } })).body
      .data;
    await call(API.role.grant, admin, {
      body: { roleId: editorRole, resourceIds: [...current.checkedIds, button.id] },
    });
    expect(find(await routes(editor), 'SalesReport')?.meta.roles).toContain('editor');
    const pageButtons = async () =>
      (
        await call(API.auth.pageResources, editor, { query: { pageCode: 'reports:sales' } })
      ).body.data.map((b) => b.resourceCode);
    expect(await pageButtons()).toEqual(['reports:sales:print']);

    await call(S.update, admin, { body: { id: button.id, status: 0 } });
    expect(await pageButtons()).toEqual([]);
    await call(S.update, admin, { body: { id: menu.id, resourceName: '销售分析' } });
    expect(find(await routes(editor), 'SalesReport')?.meta.title).toBe('销售分析');
    const retyped = await call(S.update, admin, { body: { id: menu.id, resourceType: 'BUTTON' } });
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
    const cycle = await call(S.move, admin, { body: { id: dir.id, parentId: sub.id } });
    expect(cycle.body).toMatchObject({
      code: 40022,
      message: 'body.parentId: cannot be the resource itself or one below it',
    });
    const toTop = await call(S.move, admin, { body: { id: page.id, parentId: null } });
    expect(toTop.body.code).toBe(40022);
    const system = await id.resource(PERMISSIONS.system);
    const moved = await call(S.move, admin, { body: { id: sub.id, parentId: system, sort: 99 } });
    expect(moved.body.data).toMatchObject({ parentId: system, sort: 99 });
    const sorted = await call(S.sort, admin, {
      body: {
        items: [
          { id: dir.id, sort: 0 },
          { id: 999999, sort: 1 },
        ],
      },
    });
    expect(sorted.body.data).toEqual({ affected: 1 });
    // Top level: tools (sort 0), system (1), and reports (2) from the test before.
    expect((await call(S.children, admin)).body.data.map((node) => node.resourceCode)).toEqual([
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
    await call(API.role.grant, admin, {
      body: { roleId: await id.role('common'), resourceIds: [api.id] },
    });
    const parent = await call(S.remove, admin, { body: { ids: [dir.id] } });
    expect(parent.body).toMatchObject({
      code: 40009,
      message: '"temp" still has resources below it; delete or move them first.',
    });
    const grantsBefore = await countOf(server, roleResources);
    expect((await call(S.remove, admin, { body: { ids: [api.id] } })).body.data).toEqual({
      affected: 1,
    });
    expect(await countOf(server, roleResources)).toBe(grantsBefore - 1);
    expect((await call(S.remove, admin, { body: { ids: [dir.id] } })).body.data).toEqual({
      affected: 1,
    });

    const checked = await id.resource(PERMISSIONS.user.add);
    const remove = await call(S.remove, admin, { body: { ids: [checked] } });
    expect(remove.body).toMatchObject({
      code: 40009,
      message: 'The server checks the code "system:user:add"; it cannot be deleted.',
    });
    const rename = await call(S.update, admin, {
      body: { id: checked, resourceCode: 'system:user:create' },
    });
    expect(rename.body.code).toBe(40009);
    const relabel = await call(S.update, admin, { body: { id: checked, resourceName: '添加' } });
    expect(relabel.body.data.resourceName).toBe('添加');
  });
});

describe('resource input and permissions', () => {
  it('refuses bad input with the field named and stores nothing', async () => {
    const before = await countOf(server, resources);
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
      const answer = await call(route, admin, { body });
      expect(answer.body.code, message).toBe(40022);
      expect(answer.body.message).toContain(message);
    }
    const tree = await call(S.tree, admin, { query: { resourceType: 'LINK' } });
    expect(tree.body.message).toContain('query.resourceType[0]: must be one of');
    const big = await call(S.create, admin, {
      body: {
        resourceCode: 'big',
        resourceName: 'x',
        resourceType: 'DIR',
        remark: 'y'.repeat(1_100_000),
      },
    });
    expect(big.body.code).toBe(41300);
    expect(await countOf(server, resources)).toBe(before);
  });

  it('refuses the editor, who lacks the resource codes', async () => {
    const before = await countOf(server, resources);
    const system = await id.resource(PERMISSIONS.system);
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
      expect((await call(route, editor, { body })).body).toEqual(refusedFor(permission));
    }
    expect((await call(S.tree, editor)).body).toEqual(refusedFor('system:resource'));
    expect(await countOf(server, resources)).toBe(before);
  });
});

type RouteOf = (typeof S)[keyof typeof S];
