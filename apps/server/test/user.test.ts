import { API, type User } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import { userOrgs, userRoles, users } from '../src/db/schema/index';
import { managementSuite } from './harness';
import { ATTACKS, countOf, expectNoLeak, refusedFor } from './people-fixtures';

const U = API.user;
const t = managementSuite();

const accounts = (list: User[]) => list.map((user) => user.account);
const page = async (body: Record<string, unknown>) => {
  const answer = await t.call(U.page, t.admin, { body });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
};

describe('user page', () => {
  it('lists users with their main organisation and roles, never a password hash', async () => {
    const all = await page({});
    expect(accounts(all.list)).toEqual(['admin', 'editor', 'zhangsan', 'lisi', 'wangwu']);
    expect(all.list[2]).toMatchObject({
      account: 'zhangsan',
      username: '张三',
      mainOrgName: '研发部',
      roleNames: ['普通用户'],
      employeeNo: 'E0003',
      status: 1,
      locked: false,
      lockedUntil: null,
    });
    expect(Object.keys(all.list[0] ?? {})).not.toContain('passwordHash');
    expectNoLeak(all);
  });

  it('filters by organisation (with those below it), account, name, status, role, position and group', async () => {
    const bj = await t.id.org('BJ');
    expect(accounts((await page({ orgId: bj })).list)).toEqual(['editor', 'zhangsan']);
    expect((await page({ orgId: bj, withDescendants: false })).total).toBe(0);
    expect(accounts((await page({ orgId: await t.id.org('SH') })).list)).toEqual([
      'lisi',
      'wangwu',
    ]);
    expect(accounts((await page({ account: 'ZHANG' })).list)).toEqual(['zhangsan']);
    expect(accounts((await page({ username: '李' })).list)).toEqual(['lisi']);
    expect(accounts((await page({ status: 0 })).list)).toEqual(['wangwu']);
    expect(accounts((await page({ roleId: await t.id.role('common') })).list)).toEqual([
      'zhangsan',
      'lisi',
      'wangwu',
    ]);
    expect(accounts((await page({ positionId: await t.id.position('STAFF') })).list)).toEqual([
      'zhangsan',
      'lisi',
    ]);
    expect(accounts((await page({ groupId: await t.id.group('developers') })).list)).toEqual([
      'editor',
      'zhangsan',
    ]);
    expect((await page({ employeeNo: 'E000', locked: false })).total).toBe(5);
    const sorted = await page({ sortBy: 'account', sortOrder: 'desc', pageSize: 2, pageNo: 2 });
    expect(sorted).toMatchObject({ total: 5, pageNo: 2, pageSize: 2 });
    expect(accounts(sorted.list)).toEqual(['lisi', 'editor']);
  });

  it('finds nothing for SQL or LIKE text in any search field', async () => {
    for (const attack of ATTACKS) {
      for (const field of ['account', 'username', 'mobile', 'employeeNo']) {
        const answer = await t.call(U.page, t.admin, { body: { [field]: attack } });
        expect(answer.body, `${field} = ${attack}`).toMatchObject({
          code: 20000,
          data: { list: [], total: 0 },
        });
        expectNoLeak(answer.body);
      }
    }
    expect(await countOf(t.server, users)).toBe(5);
  });
});

describe('user changes', () => {
  it('creates a user with a trimmed account and the initial password, and reads it back', async () => {
    const mkt = await t.id.org('BJ-MKT');
    const created = await t.call(U.create, t.admin, {
      body: {
        account: '  Zhao.Liu  ',
        username: ' 赵六 ',
        gender: '1',
        mobile: '138 0000 0001',
        email: 'zhaoliu@example.com',
        employeeNo: 'E0100',
        mainOrgId: mkt,
        roleIds: [await t.id.role('common')],
        positionIds: [await t.id.position('STAFF')],
        groupIds: [await t.id.group('developers')],
      },
    });
    expect(created.body.code, created.body.message).toBe(20000);
    const user = created.body.data;
    expect(user).toMatchObject({
      account: 'Zhao.Liu',
      username: '赵六',
      mainOrgId: mkt,
      mainOrgName: '市场部',
      orgIds: [mkt],
      roleNames: ['普通用户'],
      userType: 'platform',
      status: 1,
    });
    expect(user.pwdUpdatedAt).not.toBeNull();
    expect((await t.call(U.get, t.admin, { query: { id: user.id } })).body.data).toEqual(user);
    expect(await t.server.signIn('zhao.liu', 'Init@123456')).toMatch(/^[\w-]{43}$/);
    expect(accounts((await page({ mobile: '0000 0001' })).list)).toEqual(['Zhao.Liu']);

    const duplicate = await t.call(U.create, t.admin, {
      body: { account: 'ZHAO.LIU', username: 'x' },
    });
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'Account "ZHAO.LIU" is already in use.',
    });
    const chosen = await t.call(U.create, t.admin, {
      body: { account: 'sunqi', username: '孙七', password: 'Sun@2024!x' },
    });
    expect(chosen.body.data).toMatchObject({ mainOrgId: null, roleIds: [], orgIds: [] });
    expect(await t.server.signIn('sunqi', 'Sun@2024!x')).toBeTruthy();
  });

  it('refuses links to records that do not exist, storing nothing', async () => {
    const before = await countOf(t.server, users);
    const cases: [Record<string, unknown>, string][] = [
      [{ roleIds: [999999] }, 'Roles not found: 999999.'],
      [{ orgIds: [999998, 999999] }, 'Organisations not found: 999998, 999999.'],
      [{ positionIds: [999999] }, 'Positions not found: 999999.'],
      [{ groupIds: [999999] }, 'User groups not found: 999999.'],
      [{ mainOrgId: 999999 }, 'Organisation not found: 999999.'],
    ];
    for (const [links, message] of cases) {
      const answer = await t.call(U.create, t.admin, {
        body: { account: 'ghost', username: 'ghost', ...links },
      });
      expect(answer.body).toMatchObject({ code: 40004, message });
    }
    expect(await countOf(t.server, users)).toBe(before);
  });

  it('updates fields and lists, and a disabled user is signed out at once', async () => {
    const lisi = await t.id.user('lisi');
    const token = await t.server.signIn('lisi', 'Init@123456');
    const hr = await t.id.org('SH-HR');
    const changed = await t.call(U.update, t.admin, {
      body: {
        id: lisi,
        account: 'li.si',
        username: '李四四',
        mobile: '13900000000',
        mainOrgId: hr,
        positionIds: [],
        roleIds: [await t.id.role('common'), await t.id.role('editor')],
      },
    });
    expect(changed.body.data).toMatchObject({
      account: 'li.si',
      username: '李四四',
      mainOrgName: '人力资源部',
      positionIds: [],
      roleNames: ['编辑', '普通用户'],
    });
    expect(changed.body.data.orgIds).toContain(hr);
    expect((await t.call(API.auth.userInfo, token)).body.data.account).toBe('li.si');

    const disabled = await t.call(U.update, t.admin, { body: { id: lisi, status: 0 } });
    expect(disabled.body.data.status).toBe(0);
    expect((await t.call(API.auth.userInfo, token)).body.code).toBe(50008);
    await t.call(U.update, t.admin, { body: { id: lisi, status: 1 } });
  });

  it('deletes users softly, ends their sessions and frees the account; never yourself', async () => {
    const created = await t.call(U.create, t.admin, {
      body: { account: 'temp.user', username: '临时', password: 'Temp@12345' },
    });
    const token = await t.server.signIn('temp.user', 'Temp@12345');
    const removed = await t.call(U.remove, t.admin, { body: { ids: [created.body.data.id] } });
    expect(removed.body.data).toEqual({ affected: 1 });
    expect((await t.call(API.auth.userInfo, token)).body.code).toBe(50008);
    expect((await t.call(U.get, t.admin, { query: { id: created.body.data.id } })).body.code).toBe(
      40004,
    );
    expect((await page({ account: 'temp.user' })).total).toBe(0);
    const again = await t.call(U.create, t.admin, {
      body: { account: 'TEMP.user', username: 'x' },
    });
    expect(again.body.code).toBe(20000);

    const self = await t.call(U.remove, t.admin, { body: { ids: [await t.id.user('admin')] } });
    expect(self.body).toMatchObject({ code: 40009, message: 'You cannot delete yourself.' });
    const unknown = await t.call(U.remove, t.admin, { body: { ids: [999999] } });
    expect(unknown.body).toMatchObject({ code: 40004, message: 'Users not found: 999999.' });
  });
});

describe('user input and permissions', () => {
  it('refuses bad input with the field named and stores nothing', async () => {
    const before = [await countOf(t.server, users), await countOf(t.server, userRoles)];
    const cases: [unknown, string][] = [
      [{ username: 'x' }, 'body.account: is required'],
      [{ account: 'ok', username: 'x', password: 'short' }, 'body.password: must be at least 8'],
      [{ account: 'bad account', username: 'x' }, 'body.account: has an invalid format'],
      [{ account: 'ok', username: 'x', gender: 'male' }, 'body.gender: must be one of: 0, 1, 2'],
      [{ account: 'ok', username: 'x', email: 'nope' }, 'body.email: has an invalid format'],
      [{ account: 'ok', username: 'x', mobile: 'call me' }, 'body.mobile: has an invalid format'],
      [{ account: 'ok', username: 'x', roleIds: ['1'] }, 'body.roleIds[0]: must be integer'],
      [{ account: 'ok', username: 'x', roleIds: [1, 1] }, 'body.roleIds: must not contain'],
      [{ account: 'ok', username: 'x', userType: 'robot' }, 'body.userType'],
      [{ account: 'x'.repeat(65), username: 'x' }, 'body.account: must be at most 64'],
    ];
    for (const [body, message] of cases) {
      const answer = await t.call(U.create, t.admin, { body });
      expect(answer.body.code, message).toBe(40022);
      expect(answer.body.message).toContain(message);
    }
    const big = await t.call(U.create, t.admin, {
      body: { account: 'big', username: 'x', remark: 'y'.repeat(70_000) },
    });
    expect(big.body).toMatchObject({ code: 41300, data: { limit: 65536 } });
    const status = await t.call(U.setStatus, t.admin, { body: { ids: [1], status: 3 } });
    expect(status.body.message).toBe('body.status: must be one of: 0, 1');
    const reset = await t.call(U.resetPassword, t.admin, { body: { password: 'Long-enough-1' } });
    expect(reset.body.message).toBe('body.id: is required');
    expect([await countOf(t.server, users), await countOf(t.server, userRoles)]).toEqual(before);
  });

  it('lets the editor read users but not change them', async () => {
    const before = [await countOf(t.server, users), await countOf(t.server, userOrgs)];
    const zhangsan = await t.id.user('zhangsan');
    const refused: [RouteOf, unknown, string][] = [
      [U.create, { account: 'mine', username: 'x' }, 'system:user:add'],
      [U.update, { id: zhangsan, username: 'x' }, 'system:user:edit'],
      [U.remove, { ids: [zhangsan] }, 'system:user:remove'],
      [U.resetPassword, { id: zhangsan }, 'system:user:resetPwd'],
      [U.setStatus, { ids: [zhangsan], status: 0 }, 'system:user:status'],
      [U.unlock, { ids: [zhangsan] }, 'system:user:unlock'],
      [U.setRoles, { userId: zhangsan, roleIds: [] }, 'system:user:edit'],
      [U.setOrgs, { userId: zhangsan, orgIds: [] }, 'system:user:edit'],
      [U.setPositions, { userId: zhangsan, positionIds: [] }, 'system:user:edit'],
      [U.setGroups, { userId: zhangsan, groupIds: [] }, 'system:user:edit'],
    ];
    for (const [route, body, permission] of refused) {
      expect((await t.call(route, t.editor, { body })).body).toEqual(refusedFor(permission));
    }
    expect((await t.call(U.get, t.editor, { query: { id: zhangsan } })).body.code).toBe(20000);
    expect([await countOf(t.server, users), await countOf(t.server, userOrgs)]).toEqual(before);
  });
});

type RouteOf = (typeof U)[keyof typeof U];
