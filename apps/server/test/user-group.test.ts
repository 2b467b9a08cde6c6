import { API, PERMISSIONS } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import { groupRoles, userGroupMembers, userGroups } from '../src/db/schema/index';
import { managementSuite } from './harness';
import { ATTACKS, countOf, expectNoLeak, refusedFor } from './people-fixtures';

const G = API.userGroup;
const INIT = 'Init@123456';
const t = managementSuite();

const rolesOf = async (token: string) => (await t.call(API.auth.userInfo, token)).body.data.menu;

describe('user groups', () => {
  it('pages groups with their member count and role names', async () => {
    const page = await t.call(G.page, t.admin, { body: { groupName: '开发' } });
    expect(page.body.data).toMatchObject({
      total: 1,
      list: [{ groupCode: 'developers', memberCount: 2, roleNames: ['普通用户'], status: 1 }],
    });
    const none = await t.call(G.page, t.admin, { body: { status: 0 } });
    expect(none.body.data.total).toBe(0);
  });

  it('creates a group whose members receive its roles at once, until they leave', async () => {
    const created = await t.call(G.create, t.admin, {
      body: { groupCode: 'ops', groupName: ' 运维组 ', description: 'On call', sort: 2 },
    });
    expect(created.body.data).toMatchObject({
      groupCode: 'ops',
      groupName: '运维组',
      memberCount: 0,
      roleNames: [],
    });
    const ops = created.body.data.id;
    const lisi = await t.id.user('lisi');
    const token = await t.server.signIn('lisi', INIT);
    expect(await rolesOf(token)).toEqual(['common']);

    const added = await t.call(G.addMembers, t.admin, { body: { groupId: ops, userIds: [lisi] } });
    expect(added.body.data).toEqual({ affected: 1 });
    const editorRole = await t.id.role('editor');
    const roles = await t.call(G.setRoles, t.admin, {
      body: { groupId: ops, roleIds: [editorRole] },
    });
    expect(roles.body.data).toEqual([{ id: editorRole, roleCode: 'editor', roleName: '编辑' }]);
    expect((await t.call(G.roles, t.admin, { query: { groupId: ops } })).body.data).toEqual(
      roles.body.data,
    );
    expect(await rolesOf(token)).toEqual(['editor', 'common']);

    const members = await t.call(G.members, t.admin, { body: { groupId: ops } });
    expect(members.body.data.list.map((user) => user.account)).toEqual(['lisi']);
    expectNoLeak(members.body);

    await t.call(G.update, t.admin, { body: { id: ops, status: 0 } });
    expect(await rolesOf(token)).toEqual(['common']);
    await t.call(G.update, t.admin, { body: { id: ops, status: 1 } });
    expect(await rolesOf(token)).toEqual(['editor', 'common']);

    const removed = await t.call(G.removeMembers, t.admin, {
      body: { groupId: ops, userIds: [lisi] },
    });
    expect(removed.body.data).toEqual({ affected: 1 });
    expect(await rolesOf(token)).toEqual(['common']);

    await t.call(G.addMembers, t.admin, { body: { groupId: ops, userIds: [lisi] } });
    const deleted = await t.call(G.remove, t.admin, { body: { ids: [ops] } });
    expect(deleted.body.data).toEqual({ affected: 1 });
    expect(await rolesOf(token)).toEqual(['common']);
    expect((await t.call(G.get, t.admin, { query: { id: ops } })).body.code).toBe(40004);
    const reused = await t.call(G.create, t.admin, {
      body: { groupCode: 'ops', groupName: '运维' },
    });
    expect(reused.body.data.memberCount).toBe(0);
  });

  it('refuses duplicate codes and unknown groups, users and roles', async () => {
    const duplicate = await t.call(G.create, t.admin, {
      body: { groupCode: 'developers', groupName: 'x' },
    });
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'Group code "developers" is already in use.',
    });
    const developers = await t.id.group('developers');
    const cases = [
      await t.call(G.update, t.admin, { body: { id: 999999, groupName: 'x' } }),
      await t.call(G.addMembers, t.admin, { body: { groupId: 999999, userIds: [1] } }),
      await t.call(G.addMembers, t.admin, { body: { groupId: developers, userIds: [999999] } }),
      await t.call(G.setRoles, t.admin, { body: { groupId: developers, roleIds: [999999] } }),
      await t.call(G.roles, t.admin, { query: { groupId: 999999 } }),
    ];
    for (const answer of cases) expect(answer.body.code, answer.body.message).toBe(40004);
  });

  it('lets only an admin change a group that has the role admin', async () => {
    const manager = await t.call(API.role.create, t.admin, {
      body: { roleCode: 'group_manager', roleName: '用户组管理员' },
    });
    const resourceIds = await Promise.all(
      Object.values(PERMISSIONS.userGroup).map((code) => t.id.resource(code)),
    );
    await t.call(API.role.grant, t.admin, { body: { roleId: manager.body.data.id, resourceIds } });
    // Sees everyone (a new role sees only its holder: decision 0018).
    await t.call(API.role.setDataScope, t.admin, {
      body: { roleId: manager.body.data.id, dataScope: 'ALL' },
    });
    await t.call(API.user.update, t.admin, {
      body: { id: await t.id.user('wangwu'), status: 1, roleIds: [manager.body.data.id] },
    });
    const mgr = await t.server.signIn('wangwu', INIT);
    const admins = (
      await t.call(G.create, t.admin, { body: { groupCode: 'admins', groupName: '管理员组' } })
    ).body.data.id;
    const adminRole = await t.id.role('admin');

    const give = await t.call(G.setRoles, mgr, { body: { groupId: admins, roleIds: [adminRole] } });
    expect(give.body).toMatchObject({
      code: 40003,
      message: 'Only an admin may give the role admin.',
    });
    await t.call(G.setRoles, t.admin, { body: { groupId: admins, roleIds: [adminRole] } });
    const join = await t.call(G.addMembers, mgr, {
      body: { groupId: admins, userIds: [await t.id.user('lisi')] },
    });
    expect(join.body).toMatchObject({
      code: 40003,
      message: 'Only an admin may change a group that has the role admin.',
    });
    expect((await t.call(G.remove, mgr, { body: { ids: [admins] } })).body.code).toBe(40003);
    const plain = await t.call(G.addMembers, mgr, {
      body: { groupId: await t.id.group('developers'), userIds: [await t.id.user('lisi')] },
    });
    expect(plain.body.data).toEqual({ affected: 1 });
  });

  it('finds nothing for SQL or LIKE text in any search field', async () => {
    const developers = await t.id.group('developers');
    for (const attack of ATTACKS) {
      for (const field of ['groupCode', 'groupName']) {
        const answer = await t.call(G.page, t.admin, { body: { [field]: attack } });
        expect(answer.body, `${field} = ${attack}`).toMatchObject({
          code: 20000,
          data: { list: [], total: 0 },
        });
      }
      for (const field of ['account', 'username']) {
        const answer = await t.call(G.members, t.admin, {
          body: { groupId: developers, [field]: attack },
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
    const tables = [userGroups, userGroupMembers, groupRoles];
    const counts = async () => Promise.all(tables.map((table) => countOf(t.server, table)));
    const before = await counts();
    const cases: [RouteOf, unknown, string][] = [
      [G.create, { groupName: 'x' }, 'body.groupCode: is required'],
      [G.create, { groupCode: 'a b', groupName: 'x' }, 'body.groupCode: has an invalid format'],
      [
        G.create,
        { groupCode: 'ok', groupName: 'x'.repeat(101) },
        'body.groupName: must be at most',
      ],
      [G.setRoles, { groupId: 1 }, 'body.roleIds: is required'],
      [G.setRoles, { groupId: 1, roleIds: [true] }, 'body.roleIds[0]: must be integer'],
      [G.removeMembers, { groupId: '1', userIds: [1] }, 'body.groupId: must be integer'],
      [G.page, { sortBy: 'memberCount' }, 'body.sortBy: must be one of'],
    ];
    for (const [route, body, message] of cases) {
      const answer = await t.call(route, t.admin, { body });
      expect(answer.body.code, message).toBe(40022);
      expect(answer.body.message).toContain(message);
    }
    const big = await t.call(G.create, t.admin, {
      body: { groupCode: 'big', groupName: 'x', description: 'y'.repeat(1_100_000) },
    });
    expect(big.body.code).toBe(41300);
    expect(await counts()).toEqual(before);
  });

  it('refuses the editor, who lacks the user group codes', async () => {
    const before = await countOf(t.server, userGroupMembers);
    const developers = await t.id.group('developers');
    // reading them is the user screen's (SCREEN_READS); every change is refused
    expect((await t.call(G.page, t.editor, { body: {} })).body.code).toBe(20000);
    const refused: [RouteOf, unknown, string][] = [
      [G.create, { groupCode: 'mine', groupName: 'x' }, 'system:userGroup:add'],
      [G.update, { id: developers, groupName: 'x' }, 'system:userGroup:edit'],
      [G.remove, { ids: [developers] }, 'system:userGroup:remove'],
      [G.addMembers, { groupId: developers, userIds: [1] }, 'system:userGroup:members'],
      [G.removeMembers, { groupId: developers, userIds: [1] }, 'system:userGroup:members'],
      [G.setRoles, { groupId: developers, roleIds: [] }, 'system:userGroup:grant'],
    ];
    for (const [route, body, permission] of refused) {
      expect((await t.call(route, t.editor, { body })).body).toEqual(refusedFor(permission));
    }
    expect(await countOf(t.server, userGroupMembers)).toBe(before);
  });
});

type RouteOf = (typeof G)[keyof typeof G];
