import { API, type OrgNode, PERMISSIONS } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import { userOrgs, userRoles } from '../src/db/schema/index';
import { managementSuite } from './harness';
import { ATTACKS, countOf, expectNoLeak, refusedFor } from './people-fixtures';

const M = API.myDept;
const INIT = 'Init@123456';
const t = managementSuite();

const codes = (nodes: OrgNode[] | undefined): string[] => (nodes ?? []).map((node) => node.orgCode);
/** Adds resource `code` to the editor role's grants. */
async function grantEditor(code: string): Promise<void> {
  const editorRole = await t.id.role('editor');
  const current = (await t.call(API.role.resources, t.admin, { query: { roleId: editorRole } }))
    .body.data;
  if (current.checkedIds.includes(await t.id.resource(code))) return;
  await t.call(API.role.grant, t.admin, {
    body: { roleId: editorRole, resourceIds: [...current.checkedIds, await t.id.resource(code)] },
  });
}

const members = async (token: string, body: Record<string, unknown>) =>
  (await t.call(M.users, token, { body })).body;

describe('my department', () => {
  it('shows the departments the caller belongs to or leads, with those below them', async () => {
    expect(codes((await t.call(M.tree, t.editor)).body.data)).toEqual(['BJ-RD']);
    const whole = (await t.call(M.tree, t.admin)).body.data;
    expect(codes(whole)).toEqual(['HQ']);
    expect(codes(whole[0]?.children)).toEqual(['BJ', 'SH']);

    const lab = await t.call(API.org.create, t.admin, {
      body: { parentId: await t.id.org('BJ-RD'), orgCode: 'RD-LAB', orgName: '实验室' },
    });
    const mine = (await t.call(M.tree, t.editor)).body.data;
    expect(codes(mine[0]?.children)).toEqual(['RD-LAB']);
    // Leading a department is enough: lisi leads the lab without belonging to it.
    await t.call(API.org.update, t.admin, {
      body: { id: lab.body.data.id, leaderUserId: await t.id.user('lisi') },
    });
    const lisi = await t.server.signIn('lisi', INIT);
    expect(codes((await t.call(M.tree, lisi)).body.data)).toEqual(['RD-LAB', 'SH-FIN']);
  });

  it('lists the users of one of the caller’s departments, and no other', async () => {
    const rd = await t.id.org('BJ-RD');
    const page = await members(t.editor, { orgId: rd });
    expect(page.data.list.map((user) => user.account)).toEqual(['editor', 'zhangsan']);
    expectNoLeak(page);
    expect((await members(t.editor, { orgId: rd, username: '张' })).data.total).toBe(1);
    for (const code of ['SH-FIN', 'HQ', 'BJ']) {
      const orgId = await t.id.org(code);
      expect(await members(t.editor, { orgId })).toMatchObject({
        code: 40004,
        message: `Department ${orgId} was not found.`,
      });
    }
    expect(
      (await members(t.admin, { orgId: await t.id.org('BJ'), withDescendants: true })).data.total,
    ).toBe(2);
  });

  it('links and unlinks users within the caller’s departments only', async () => {
    const [rd, lab, fin] = [
      await t.id.org('BJ-RD'),
      await t.id.org('RD-LAB'),
      await t.id.org('SH-FIN'),
    ];
    const [zhangsan, wangwu] = [await t.id.user('zhangsan'), await t.id.user('wangwu')];
    // zhangsan is in R&D: the editor may add them to the lab below it.
    const linked = await t.call(M.linkUsers, t.editor, {
      body: { orgId: lab, userIds: [zhangsan] },
    });
    expect(linked.body.data).toEqual({ affected: 1 });
    expect((await members(t.editor, { orgId: lab, account: 'zhangsan' })).data.total).toBe(1);
    const zhangsanToken = await t.server.signIn('zhangsan', INIT);
    expect((await t.call(API.auth.userInfo, zhangsanToken)).body.data.orgNames).toEqual([
      '研发部',
      '实验室',
    ]);

    const outside = await t.call(M.linkUsers, t.editor, {
      body: { orgId: fin, userIds: [wangwu] },
    });
    expect(outside.body.code).toBe(40004);
    const ghost = await t.call(M.linkUsers, t.editor, { body: { orgId: rd, userIds: [999999] } });
    expect(ghost.body).toMatchObject({ code: 40004, message: 'Users not found: 999999.' });
    expect(
      (await t.call(M.unlinkUsers, t.editor, { body: { orgId: lab, userIds: [zhangsan] } })).body,
    ).toEqual(refusedFor(PERMISSIONS.myDept.remove));

    // Give the editor role the unlink button: still only inside the editor's departments.
    await grantEditor(PERMISSIONS.myDept.remove);
    const lisi = await t.id.user('lisi');
    const foreign = await t.call(M.unlinkUsers, t.editor, {
      body: { orgId: fin, userIds: [lisi] },
    });
    expect(foreign.body.code).toBe(40004);
    const notMember = await t.call(M.unlinkUsers, t.editor, {
      body: { orgId: lab, userIds: [lisi] },
    });
    expect(notMember.body).toEqual({
      code: 40004,
      message: `Users not found in department ${lab}: ${lisi}.`,
      data: null,
    });
    const unlinked = await t.call(M.unlinkUsers, t.editor, {
      body: { orgId: lab, userIds: [zhangsan] },
    });
    expect(unlinked.body.data).toEqual({ affected: 1 });
    expect((await t.call(API.auth.userInfo, zhangsanToken)).body.data.orgNames).toEqual(['研发部']);
  });

  it('never brings in a user from outside, nor touches a user holding admin', async () => {
    const [rd, hq] = [await t.id.org('BJ-RD'), await t.id.org('HQ')];
    const [admin, lisi, zhangsan] = [
      await t.id.user('admin'),
      await t.id.user('lisi'),
      await t.id.user('zhangsan'),
    ];
    const before = await Promise.all([countOf(t.server, userOrgs), countOf(t.server, userRoles)]);
    // The reproduction: the editor added the admin to R&D, then changed lisi's roles.
    const addAdmin = await t.call(M.linkUsers, t.editor, { body: { orgId: rd, userIds: [admin] } });
    expect(addAdmin.body).toEqual({
      code: 40004,
      message: `Users not found in your departments: ${admin}.`,
      data: null,
    });
    const addLisi = await t.call(M.linkUsers, t.editor, {
      body: { orgId: rd, userIds: [zhangsan, lisi] },
    });
    expect(addLisi.body).toMatchObject({
      code: 40004,
      message: `Users not found in your departments: ${lisi}.`,
    });
    const rolesOfLisi = await t.call(M.setUserRoles, t.editor, {
      body: { orgId: rd, userId: lisi, roleIds: [await t.id.role('editor')] },
    });
    expect(rolesOfLisi.body.code).toBe(40004);
    expect(await Promise.all([countOf(t.server, userOrgs), countOf(t.server, userRoles)])).toEqual(
      before,
    );

    // A user of R&D who holds admin is out of reach of the screen, even for an admin.
    const adminRole = await t.id.role('admin');
    const common = await t.id.role('common');
    await t.call(API.user.setRoles, t.admin, {
      body: { userId: zhangsan, roleIds: [common, adminRole] },
    });
    const refusals = [
      await t.call(M.setUserRoles, t.editor, {
        body: { orgId: rd, userId: zhangsan, roleIds: [common] },
      }),
      await t.call(M.unlinkUsers, t.editor, { body: { orgId: rd, userIds: [zhangsan] } }),
      await t.call(M.linkUsers, t.admin, { body: { orgId: hq, userIds: [zhangsan] } }),
      await t.call(M.setUserRoles, t.admin, {
        body: { orgId: hq, userId: zhangsan, roleIds: [common] },
      }),
    ];
    for (const refusal of refusals) {
      expect(refusal.body).toEqual({
        code: 40003,
        message: 'My department never changes a user holding the role admin: "zhangsan".',
        data: null,
      });
    }
    await t.call(API.user.setRoles, t.admin, { body: { userId: zhangsan, roleIds: [common] } });
    const editorRole = await t.id.role('editor');
    await t.call(M.setUserRoles, t.editor, {
      body: { orgId: rd, userId: zhangsan, roleIds: [common] },
    });
    expect(
      (
        await t.call(M.setUserRoles, t.editor, {
          body: { orgId: rd, userId: zhangsan, roleIds: [editorRole, adminRole] },
        })
      ).body.code,
    ).toBe(40003);
  });

  it('sets department roles among the roles the caller holds, keeping the others', async () => {
    const rd = await t.id.org('BJ-RD');
    const zhangsan = await t.id.user('zhangsan');
    const [editorRole, common, adminRole] = [
      await t.id.role('editor'),
      await t.id.role('common'),
      await t.id.role('admin'),
    ];
    const options = (await t.call(M.roles, t.editor)).body.data;
    expect(options.map((role) => role.roleCode)).toEqual(['editor', 'common']);
    expect((await t.call(M.roles, t.admin)).body.data.map((role) => role.roleCode)).toContain(
      'admin',
    );

    const auditor = await t.call(API.role.create, t.admin, {
      body: { roleCode: 'auditor', roleName: '审计员' },
    });
    await t.call(API.user.setRoles, t.admin, {
      body: { userId: zhangsan, roleIds: [common, auditor.body.data.id] },
    });
    const before = await t.call(M.userRoles, t.editor, { query: { orgId: rd, userId: zhangsan } });
    expect(before.body.data).toEqual({
      userId: zhangsan,
      roleIds: [auditor.body.data.id, common],
      assignableRoleIds: [editorRole, common],
    });
    const token = await t.server.signIn('zhangsan', INIT);
    const set = await t.call(M.setUserRoles, t.editor, {
      body: { orgId: rd, userId: zhangsan, roleIds: [editorRole] },
    });
    expect(set.body.data.roleIds).toEqual([auditor.body.data.id, editorRole]);
    expect((await t.call(API.auth.userInfo, token)).body.data.menu).toEqual([
      'auditor',
      'editor',
      'common',
    ]);

    const escalate = await t.call(M.setUserRoles, t.editor, {
      body: { orgId: rd, userId: zhangsan, roleIds: [editorRole, adminRole] },
    });
    expect(escalate.body).toMatchObject({
      code: 40003,
      message: `You may only give roles you hold yourself; not role(s) ${adminRole}.`,
    });
    const lisi = await t.id.user('lisi');
    const foreignUser = await t.call(M.setUserRoles, t.editor, {
      body: { orgId: rd, userId: lisi, roleIds: [] },
    });
    expect(foreignUser.body).toMatchObject({
      code: 40004,
      message: `User ${lisi} in department ${rd} was not found.`,
    });
    const foreignOrg = await t.call(M.userRoles, t.editor, {
      query: { orgId: await t.id.org('SH-FIN'), userId: lisi },
    });
    expect(foreignOrg.body.code).toBe(40004);
  });

  it('refuses a caller without the screen’s buttons, bad input and SQL text', async () => {
    const rd = await t.id.org('BJ-RD');
    const reader = await t.server.signIn('lisi', INIT);
    const counts = () => Promise.all([countOf(t.server, userOrgs), countOf(t.server, userRoles)]);
    const before = await counts();
    const fin = await t.id.org('SH-FIN');
    const wangwu = await t.id.user('wangwu');
    // lisi holds only the seed's common role, which reads the screen.
    expect((await t.call(M.users, reader, { body: { orgId: fin } })).body.code).toBe(20000);
    expect(
      (await t.call(M.linkUsers, reader, { body: { orgId: fin, userIds: [wangwu] } })).body,
    ).toEqual(refusedFor(PERMISSIONS.myDept.add));
    expect(
      (await t.call(M.setUserRoles, reader, { body: { orgId: fin, userId: wangwu, roleIds: [] } }))
        .body,
    ).toEqual(refusedFor(PERMISSIONS.myDept.edit));
    const cases: [RouteOf, unknown, string][] = [
      [M.linkUsers, { orgId: rd }, 'body.userIds: is required'],
      [M.linkUsers, { orgId: 'rd', userIds: [1] }, 'body.orgId: must be integer'],
      [M.setUserRoles, { orgId: rd, userId: 1, roleIds: 'editor' }, 'body.roleIds: must be array'],
      [M.users, { orgId: rd, status: 5 }, 'body.status: must be one of: 0, 1'],
    ];
    for (const [route, body, message] of cases) {
      const answer = await t.call(route, t.editor, { body });
      expect(answer.body.code, message).toBe(40022);
      expect(answer.body.message).toContain(message);
    }
    for (const attack of ATTACKS) {
      for (const field of ['account', 'username']) {
        const answer = await members(t.editor, { orgId: rd, [field]: attack });
        expect(answer, `${field} = ${attack}`).toMatchObject({
          code: 20000,
          data: { list: [], total: 0 },
        });
        expectNoLeak(answer);
      }
    }
    expect(await counts()).toEqual(before);
  });
});

type RouteOf = (typeof M)[keyof typeof M];
