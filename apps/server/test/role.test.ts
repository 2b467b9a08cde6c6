import { API, PERMISSIONS, type Role, type RouteRecord } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import { applications, roleResources, roles, userRoles } from '../src/db/schema/index';
import { managementSuite } from './harness';
import { ATTACKS, countOf, expectNoLeak, refusedFor } from './people-fixtures';

const R = API.role;
const t = managementSuite();

const codes = (list: Role[]) => list.map((role) => role.roleCode);
const create = async (body: Record<string, unknown>) => {
  const answer = await t.call(R.create, t.admin, { body });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
};
const routeNames = (routes: RouteRecord[]): string[] =>
  routes.flatMap((route) => [route.name, ...routeNames(route.children ?? [])]);

describe('roles', () => {
  it('pages roles with their user counts, searched and sorted', async () => {
    const all = (await t.call(R.page, t.admin, { body: {} })).body.data;
    expect(codes(all.list)).toEqual(['admin', 'editor', 'common']);
    expect(all.list.map((role) => role.userCount)).toEqual([1, 1, 3]);
    expect(all.list[0]).toMatchObject({ builtIn: true, dataScope: 'ALL', roleType: 'PLATFORM' });
    const named = await t.call(R.page, t.admin, { body: { roleName: '编', roleType: 'PLATFORM' } });
    expect(codes(named.body.data.list)).toEqual(['editor']);
    const sorted = await t.call(R.page, t.admin, {
      body: { sortBy: 'roleCode', sortOrder: 'desc' },
    });
    expect(codes(sorted.body.data.list)).toEqual(['editor', 'common', 'admin']);
  });

  it('creates, reads, updates and deletes roles; application roles name their application', async () => {
    const auditor = await create({
      roleCode: 'auditor',
      roleName: ' 审计员 ',
      remark: 'reads logs',
    });
    expect(auditor).toMatchObject({
      roleName: '审计员',
      dataScope: 'SELF',
      builtIn: false,
      userCount: 0,
      dataScopeOrgIds: [],
    });
    expect((await t.call(R.get, t.admin, { query: { id: auditor.id } })).body.data).toEqual(
      auditor,
    );
    const changed = await t.call(R.update, t.admin, {
      body: { id: auditor.id, roleName: '审计', sort: 7, status: 0 },
    });
    expect(changed.body.data).toMatchObject({ roleName: '审计', sort: 7, status: 0 });
    const duplicate = await t.call(R.create, t.admin, {
      body: { roleCode: 'auditor', roleName: 'x' },
    });
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'Role code "auditor" is already in use.',
    });

    const noApp = await t.call(R.create, t.admin, {
      body: { roleCode: 'app_role', roleName: 'x', roleType: 'APP' },
    });
    expect(noApp.body).toMatchObject({
      code: 40022,
      message: 'body.appId: is required for a role of type APP',
    });
    const [app] = await t.server.db.select({ id: applications.id }).from(applications).limit(1);
    const appRole = await create({
      roleCode: 'app_role',
      roleName: '应用角色',
      roleType: 'APP',
      appId: app?.id,
    });
    expect(appRole).toMatchObject({ roleType: 'APP', appId: app?.id });

    const removed = await t.call(R.remove, t.admin, { body: { ids: [auditor.id, appRole.id] } });
    expect(removed.body.data).toEqual({ affected: 2 });
    expect((await t.call(R.get, t.admin, { query: { id: auditor.id } })).body.code).toBe(40004);
  });

  it('protects the built-in admin and roles still in use', async () => {
    const adminRole = await t.id.role('admin');
    const attempts = [
      [
        await t.call(R.update, t.admin, { body: { id: adminRole, roleCode: 'root' } }),
        'The code of the built-in role "admin" cannot change.',
      ],
      [
        await t.call(R.update, t.admin, { body: { id: adminRole, status: 0 } }),
        'The built-in role "admin" cannot be disabled.',
      ],
      [
        await t.call(R.remove, t.admin, { body: { ids: [adminRole] } }),
        'Built-in roles cannot be deleted: admin.',
      ],
      [
        await t.call(R.grant, t.admin, { body: { roleId: adminRole, resourceIds: [] } }),
        'The role admin holds every resource; its grants cannot change.',
      ],
      [
        await t.call(R.setDataScope, t.admin, { body: { roleId: adminRole, dataScope: 'SELF' } }),
        'The data scope of the built-in role "admin" cannot change.',
      ],
      [
        await t.call(R.remove, t.admin, { body: { ids: [await t.id.role('common')] } }),
        'Role "common" is still given to users or groups; take it away first.',
      ],
    ] as const;
    for (const [answer, message] of attempts)
      expect(answer.body).toMatchObject({ code: 40009, message });
    const renamed = await t.call(R.update, t.admin, {
      body: { id: adminRole, roleName: '超级管理员（全部）' },
    });
    expect(renamed.body.data.roleName).toBe('超级管理员（全部）');
    const everything = await t.call(R.resources, t.admin, { query: { roleId: adminRole } });
    expect(everything.body.data).toMatchObject({ allResources: true, halfCheckedIds: [] });
    expect(everything.body.data.checkedIds.length).toBeGreaterThan(100);
  });
});

describe('grants', () => {
  it('keeps the parents of granted resources half-checked and answers them apart', async () => {
    const role = await create({ roleCode: 'exporter', roleName: '导出员' });
    const button = await t.id.resource(PERMISSIONS.user.export);
    const granted = await t.call(R.grant, t.admin, {
      body: { roleId: role.id, resourceIds: [button] },
    });
    expect(granted.body.data).toEqual({
      roleId: role.id,
      allResources: false,
      checkedIds: [button],
      halfCheckedIds: [
        await t.id.resource(PERMISSIONS.system),
        await t.id.resource(PERMISSIONS.user.view),
      ].sort((a, b) => a - b),
    });
    expect((await t.call(R.resources, t.admin, { query: { roleId: role.id } })).body.data).toEqual(
      granted.body.data,
    );
    const unknown = await t.call(R.grant, t.admin, {
      body: { roleId: role.id, resourceIds: [999999] },
    });
    expect(unknown.body).toMatchObject({ code: 40004, message: 'Resources not found: 999999.' });
  });

  it('takes effect at once for signed-in users: codes, route list and page buttons', async () => {
    const editorRole = await t.id.role('editor');
    const roleButtons = async () =>
      (
        await t.call(API.auth.pageResources, t.editor, {
          query: { pageCode: PERMISSIONS.role.view },
        })
      ).body.data.map((b) => b.resourceCode);
    // the editor reads roles only through the user screen (SCREEN_READS): no menu, no buttons
    expect(await roleButtons()).toEqual([]);
    expect(
      routeNames((await t.call(API.dev.routerList, t.editor)).body.data as RouteRecord[]),
    ).not.toContain('RoleManagement');
    const current = (await t.call(R.resources, t.admin, { query: { roleId: editorRole } })).body
      .data;
    const added = [
      await t.id.resource(PERMISSIONS.role.view),
      await t.id.resource(PERMISSIONS.role.export),
    ];
    await t.call(R.grant, t.admin, {
      body: { roleId: editorRole, resourceIds: [...current.checkedIds, ...added] },
    });
    expect((await t.call(R.page, t.editor, { body: {} })).body.code).toBe(20000);
    expect(
      routeNames((await t.call(API.dev.routerList, t.editor)).body.data as RouteRecord[]),
    ).toContain('RoleManagement');
    expect(await roleButtons()).toEqual([PERMISSIONS.role.export]);

    await t.call(R.grant, t.admin, {
      body: { roleId: editorRole, resourceIds: current.checkedIds },
    });
    expect(
      routeNames((await t.call(API.dev.routerList, t.editor)).body.data as RouteRecord[]),
    ).not.toContain('RoleManagement');
    expect(await roleButtons()).toEqual([]);
  });

  it('gives a role to users and takes it away; admin keeps one holder and is given by admins only', async () => {
    const common = await t.id.role('common');
    const users = await t.call(R.users, t.admin, { body: { roleId: common, sortBy: 'account' } });
    expect(users.body.data.list.map((u) => u.account)).toEqual(['lisi', 'wangwu', 'zhangsan']);
    expectNoLeak(users.body);
    const editorUser = await t.id.user('editor');
    expect(
      (await t.call(R.addUsers, t.admin, { body: { roleId: common, userIds: [editorUser] } })).body
        .data,
    ).toEqual({ affected: 1 });
    expect(
      (await t.call(R.removeUsers, t.admin, { body: { roleId: common, userIds: [editorUser] } }))
        .body.data,
    ).toEqual({ affected: 1 });

    const adminRole = await t.id.role('admin');
    const last = await t.call(R.removeUsers, t.admin, {
      body: { roleId: adminRole, userIds: [await t.id.user('admin')] },
    });
    expect(last.body).toMatchObject({
      code: 40009,
      message: 'At least one enabled user must keep the role admin.',
    });

    const manager = await create({ roleCode: 'role_manager', roleName: '角色管理员' });
    const resourceIds = await Promise.all(
      Object.values(PERMISSIONS.role).map((code) => t.id.resource(code)),
    );
    await t.call(R.grant, t.admin, { body: { roleId: manager.id, resourceIds } });
    await t.call(R.addUsers, t.admin, {
      body: { roleId: manager.id, userIds: [await t.id.user('lisi')] },
    });
    const mgr = await t.server.signIn('lisi', 'Init@123456');
    const escalate = await t.call(R.addUsers, mgr, {
      body: { roleId: adminRole, userIds: [await t.id.user('lisi')] },
    });
    expect(escalate.body).toMatchObject({
      code: 40003,
      message: 'Only an admin may give the role admin.',
    });
    const strip = await t.call(R.removeUsers, mgr, {
      body: { roleId: adminRole, userIds: [await t.id.user('admin')] },
    });
    expect(strip.body.code).toBe(40003);
  });

  it('sets the data scope, with organisations only for CUSTOM', async () => {
    const role = await create({ roleCode: 'regional', roleName: '区域经理' });
    const missing = await t.call(R.setDataScope, t.admin, {
      body: { roleId: role.id, dataScope: 'CUSTOM' },
    });
    expect(missing.body).toMatchObject({
      code: 40022,
      data: { errors: [{ field: 'body.orgIds' }] },
    });
    const [bj, sh] = [await t.id.org('BJ'), await t.id.org('SH')];
    const custom = await t.call(R.setDataScope, t.admin, {
      body: { roleId: role.id, dataScope: 'CUSTOM', orgIds: [sh, bj] },
    });
    expect(custom.body.data).toMatchObject({
      dataScope: 'CUSTOM',
      dataScopeOrgIds: [bj, sh].sort((a, b) => a - b),
    });
    const own = await t.call(R.setDataScope, t.admin, {
      body: { roleId: role.id, dataScope: 'ORG_AND_CHILD', orgIds: [bj] },
    });
    expect(own.body.data).toMatchObject({ dataScope: 'ORG_AND_CHILD', dataScopeOrgIds: [] });
    const unknown = await t.call(R.setDataScope, t.admin, {
      body: { roleId: role.id, dataScope: 'CUSTOM', orgIds: [999999] },
    });
    expect(unknown.body.code).toBe(40004);
  });
});

describe('role input and permissions', () => {
  it('finds nothing for SQL or LIKE text in any search field', async () => {
    const common = await t.id.role('common');
    for (const attack of ATTACKS) {
      for (const field of ['roleCode', 'roleName']) {
        const answer = await t.call(R.page, t.admin, { body: { [field]: attack } });
        expect(answer.body, `${field} = ${attack}`).toMatchObject({
          code: 20000,
          data: { list: [], total: 0 },
        });
      }
      for (const field of ['account', 'username']) {
        const answer = await t.call(R.users, t.admin, {
          body: { roleId: common, [field]: attack },
        });
        expect(answer.body, `${field} = ${attack}`).toMatchObject({
          code: 20000,
          data: { list: [], total: 0 },
        });
        expectNoLeak(answer.body);
      }
    }
  });

  it('refuses bad input with the field named and stores nothing', async () => {
    const tables = [roles, roleResources, userRoles];
    const counts = () => Promise.all(tables.map((table) => countOf(t.server, table)));
    const before = await counts();
    const cases: [RouteOf, unknown, string][] = [
      [R.create, { roleName: 'x' }, 'body.roleCode: is required'],
      [
        R.create,
        { roleCode: 'x', roleName: 'x', roleType: 'GLOBAL' },
        'body.roleType: must be one of: PLATFORM, APP',
      ],
      [R.setDataScope, { roleId: 1, dataScope: 'MINE' }, 'body.dataScope: must be one of'],
      [
        R.grant,
        { roleId: 1, resourceIds: [1, 1] },
        'body.resourceIds: must not contain duplicates',
      ],
      [R.grant, { roleId: 1 }, 'body.resourceIds: is required'],
      [R.addUsers, { roleId: 1, userIds: [-1] }, 'body.userIds[0]: must be at least 1'],
      [R.users, { roleId: 1, pageSize: 1000 }, 'body.pageSize: must be at most 100'],
    ];
    for (const [route, body, message] of cases) {
      const answer = await t.call(route, t.admin, { body });
      expect(answer.body.code, message).toBe(40022);
      expect(answer.body.message).toContain(message);
    }
    const big = await t.call(R.grant, t.admin, {
      body: { roleId: 2, resourceIds: [], pad: 'y'.repeat(140_000) },
    });
    expect(big.body).toMatchObject({ code: 41300, data: { limit: 131072 } });
    expect(await counts()).toEqual(before);
  });

  it('refuses the editor, who lacks the role codes', async () => {
    const before = await countOf(t.server, roleResources);
    const common = await t.id.role('common');
    // reading them is the user screen's (SCREEN_READS); every change is refused
    expect((await t.call(R.page, t.editor, { body: {} })).body.code).toBe(20000);
    const refused: [RouteOf, unknown, string][] = [
      [R.create, { roleCode: 'mine', roleName: 'x' }, 'system:role:add'],
      [R.update, { id: common, roleName: 'x' }, 'system:role:edit'],
      [R.remove, { ids: [common] }, 'system:role:remove'],
      [R.grant, { roleId: common, resourceIds: [] }, 'system:role:grant'],
      [R.addUsers, { roleId: common, userIds: [1] }, 'system:role:assignUser'],
      [R.removeUsers, { roleId: common, userIds: [1] }, 'system:role:assignUser'],
      [R.setDataScope, { roleId: common, dataScope: 'ALL' }, 'system:role:dataScope'],
    ];
    for (const [route, body, permission] of refused) {
      expect((await t.call(route, t.editor, { body })).body).toEqual(refusedFor(permission));
    }
    expect(await countOf(t.server, roleResources)).toBe(before);
  });
});

type RouteOf = (typeof R)[keyof typeof R];
