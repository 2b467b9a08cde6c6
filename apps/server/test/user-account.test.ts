import { API, PERMISSIONS } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import { managementSuite } from './harness';

const U = API.user;
const INIT = 'Init@123456';
const t = managementSuite();

const signInCode = async (account: string, password: string) =>
  (
    await t.server.call('POST', '/ibsp-bg-auth/sysUser/v1/login', {
      body: { account, password },
    })
  ).body.code;

describe('passwords, locks and status', () => {
  it('generates a password shown once, ends the sessions and accepts only the new one', async () => {
    const zhangsan = await t.id.user('zhangsan');
    const token = await t.server.signIn('zhangsan', INIT);
    const reset = await t.call(U.resetPassword, t.admin, { body: { id: zhangsan } });
    expect(reset.body.data).toMatchObject({ userId: zhangsan, generated: true, sessionsEnded: 1 });
    const password = reset.body.data.password ?? '';
    expect(password).toHaveLength(16);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[0-9]/);
    expect((await t.call(API.auth.userInfo, token)).body.code).toBe(50008);
    expect(await signInCode('zhangsan', INIT)).toBe(60204);
    expect(await signInCode('zhangsan', password)).toBe(20000);

    const chosen = await t.call(U.resetPassword, t.admin, {
      body: { id: zhangsan, password: 'Chosen#2024' },
    });
    expect(chosen.body.data).toMatchObject({ generated: false, password: null });
    expect(await signInCode('zhangsan', 'Chosen#2024')).toBe(20000);
  });

  it('keeps the session of a caller who resets their own password', async () => {
    const own = await t.call(U.resetPassword, t.admin, {
      body: { id: await t.id.user('admin'), password: 'Admin@123' },
    });
    expect(own.body.code).toBe(20000);
    expect((await t.call(API.auth.userInfo, t.admin)).body.code).toBe(20000);
  });

  it('shows a locked account in the list and unlocks it', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await signInCode('lisi', 'wrong-password');
    expect(await signInCode('lisi', INIT)).toBe(42300);
    const locked = await t.call(U.page, t.admin, { body: { locked: true } });
    expect(locked.body.data.list.map((user) => [user.account, user.locked])).toEqual([
      ['lisi', true],
    ]);
    expect(locked.body.data.list[0]?.lockedUntil).not.toBeNull();
    const unlocked = await t.call(U.unlock, t.admin, { body: { ids: [await t.id.user('lisi')] } });
    expect(unlocked.body.data).toEqual({ affected: 1 });
    expect((await t.call(U.page, t.admin, { body: { locked: true } })).body.data.total).toBe(0);
    expect(await signInCode('lisi', INIT)).toBe(20000);
  });

  it('disables users (signing them out) and enables them; never yourself', async () => {
    const lisi = await t.id.user('lisi');
    const token = await t.server.signIn('lisi', INIT);
    const off = await t.call(U.setStatus, t.admin, { body: { ids: [lisi], status: 0 } });
    expect(off.body.data).toEqual({ affected: 1 });
    expect((await t.call(API.auth.userInfo, token)).body.code).toBe(50008);
    expect(await signInCode('lisi', INIT)).toBe(40003);
    const on = await t.call(U.setStatus, t.admin, { body: { ids: [lisi], status: 1 } });
    expect(on.body.data).toEqual({ affected: 1 });
    expect(await signInCode('lisi', INIT)).toBe(20000);
    const self = await t.call(U.setStatus, t.admin, {
      body: { ids: [await t.id.user('admin')], status: 0 },
    });
    expect(self.body).toMatchObject({ code: 40009, message: 'You cannot disable yourself.' });
  });
});

describe('roles, organisations, positions and groups of a user', () => {
  it('replaces each list; grants and organisation names change at once for the user', async () => {
    const lisi = await t.id.user('lisi');
    const token = await t.server.signIn('lisi', INIT);
    const before = (await t.call(API.auth.userInfo, token)).body.data;
    expect(before.menu).toEqual(['common']);
    expect(before.resources.map((r) => r.resourceCode)).not.toContain(PERMISSIONS.user.view);

    const roles = await t.call(U.setRoles, t.admin, {
      body: { userId: lisi, roleIds: [await t.id.role('editor')] },
    });
    expect(roles.body.data.roleNames).toEqual(['编辑']);
    const after = (await t.call(API.auth.userInfo, token)).body.data;
    expect(after.menu).toEqual(['editor']);
    expect(after.resources.map((r) => r.resourceCode)).toContain(PERMISSIONS.user.view);
    expect((await t.call(U.page, token, { body: {} })).body.code).toBe(20000);

    const [fin, rd] = [await t.id.org('SH-FIN'), await t.id.org('BJ-RD')];
    const orgsSet = await t.call(U.setOrgs, t.admin, {
      body: { userId: lisi, orgIds: [fin, rd], mainOrgId: rd },
    });
    expect(orgsSet.body.data).toMatchObject({ mainOrgId: rd, mainOrgName: '研发部' });
    expect([...orgsSet.body.data.orgIds].sort()).toEqual([fin, rd].sort());
    expect((await t.call(API.auth.userInfo, token)).body.data.orgNames).toEqual([
      '研发部',
      '财务部',
    ]);
    const mainOnly = await t.call(U.setOrgs, t.admin, { body: { userId: lisi, orgIds: [fin] } });
    expect(mainOnly.body.data).toMatchObject({ mainOrgId: fin, orgIds: [fin] });

    const pm = await t.id.position('PM');
    const positions = await t.call(U.setPositions, t.admin, {
      body: { userId: lisi, positionIds: [pm] },
    });
    expect(positions.body.data.positionIds).toEqual([pm]);
    const developers = await t.id.group('developers');
    const groups = await t.call(U.setGroups, t.admin, {
      body: { userId: lisi, groupIds: [developers] },
    });
    expect(groups.body.data.groupIds).toEqual([developers]);
    expect((await t.call(API.auth.userInfo, token)).body.data.menu).toEqual(['editor', 'common']);

    const unknown = await t.call(U.setRoles, t.admin, { body: { userId: 999999, roleIds: [] } });
    expect(unknown.body).toMatchObject({ code: 40004, message: 'User 999999 was not found.' });
  });
});

describe('the role admin is guarded', () => {
  it('lets only an admin give admin or change an admin user, and keeps one admin', async () => {
    // A user manager who is not an admin: a role with the user screen's codes.
    const manager = await t.call(API.role.create, t.admin, {
      body: { roleCode: 'user_manager', roleName: '用户管理员' },
    });
    const codes = Object.values(PERMISSIONS.user);
    const resourceIds = await Promise.all(codes.map((code) => t.id.resource(code)));
    await t.call(API.role.grant, t.admin, { body: { roleId: manager.body.data.id, resourceIds } });
    // Sees everyone (a new role sees only its holder: decision 0018).
    await t.call(API.role.setDataScope, t.admin, {
      body: { roleId: manager.body.data.id, dataScope: 'ALL' },
    });
    const wangwu = await t.id.user('wangwu');
    await t.call(U.update, t.admin, {
      body: { id: wangwu, status: 1, roleIds: [manager.body.data.id] },
    });
    const mgr = await t.server.signIn('wangwu', INIT);

    const adminRole = await t.id.role('admin');
    const lisi = await t.id.user('lisi');
    const give = await t.call(U.setRoles, mgr, { body: { userId: lisi, roleIds: [adminRole] } });
    expect(give.body).toMatchObject({
      code: 40003,
      message: 'Only an admin may give the role admin.',
    });
    const create = await t.call(U.create, mgr, {
      body: { account: 'sneaky', username: 'x', roleIds: [adminRole] },
    });
    expect(create.body.code).toBe(40003);
    const touch = await t.call(U.resetPassword, mgr, { body: { id: await t.id.user('admin') } });
    expect(touch.body).toMatchObject({
      code: 40003,
      message: 'Only an admin may change the admin user(s) "admin".',
    });
    const plain = await t.call(U.setRoles, mgr, {
      body: { userId: lisi, roleIds: [await t.id.role('common')] },
    });
    expect(plain.body.data.roleNames).toEqual(['普通用户']);

    const last = await t.call(U.setRoles, t.admin, {
      body: { userId: await t.id.user('admin'), roleIds: [] },
    });
    expect(last.body).toMatchObject({
      code: 40009,
      message: 'At least one enabled user must keep the role admin.',
    });
    const boss = await t.call(U.create, t.admin, {
      body: { account: 'boss', username: 'Boss', roleIds: [adminRole] },
    });
    expect(boss.body.code).toBe(20000);
    const handOver = await t.call(U.setRoles, t.admin, {
      body: { userId: await t.id.user('admin'), roleIds: [] },
    });
    expect(handOver.body.data.roleIds).toEqual([]);
  });
});
