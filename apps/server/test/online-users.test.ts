import { API, type OnlineSession, PERMISSIONS, routeUrl } from '@org/api-contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/token';
import { sessions } from '../src/db/schema/index';
import { createTestServer, managementSuite } from './harness';

const O = API.online;
const INIT = 'Init@123456';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const t = managementSuite();

/** Signs in with a user agent of its own; answers the token. */
async function signInWith(account: string, password: string, userAgent = FIREFOX) {
  const answer = await t.server.call<string>('POST', routeUrl(API.auth.login), {
    body: { account, password },
    headers: { 'user-agent': userAgent },
  });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
}

const infoCode = async (token: string) => (await t.call(API.auth.userInfo, token)).body.code;

/** Every live session the caller may see (one page of 100), by account. */
async function listed(token: string, body: Record<string, unknown> = {}) {
  const answer = await t.call(O.page, token, { body: { pageSize: 100, ...body } });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
}
const accountsOf = (rows: readonly OnlineSession[]) => [...new Set(rows.map((r) => r.account))];

let watcherRole = 0;

beforeAll(async () => {
  // a role that opens 在线用户 with 强退, 本机构及下级, given to the editor (研发部) beside
  // their own role
  const role = await t.call(API.role.create, t.admin, {
    body: { roleCode: 'online_watcher', roleName: '在线用户管理员' },
  });
  watcherRole = role.body.data.id;
  const codes = [PERMISSIONS.system, PERMISSIONS.online.view, PERMISSIONS.online.forceLogout];
  const resourceIds = await Promise.all(codes.map((code) => t.id.resource(code)));
  await t.call(API.role.grant, t.admin, { body: { roleId: watcherRole, resourceIds } });
  await t.call(API.role.setDataScope, t.admin, {
    body: { roleId: watcherRole, dataScope: 'ORG_AND_CHILD' },
  });
  await t.call(API.user.setRoles, t.admin, {
    body: {
      userId: await t.id.user('editor'),
      roleIds: [await t.id.role('editor'), watcherRole],
    },
  });
});

describe('the list of online users', () => {
  it('lists live sessions with user, organisation, address, browser and times', async () => {
    const zhangsan = await signInWith('zhangsan', INIT);
    const page = await listed(t.admin);
    const row = page.list.find((session) => session.sessionId === hashToken(zhangsan));
    expect(row).toMatchObject({
      account: 'zhangsan',
      username: '张三',
      orgName: '研发部',
      ip: '127.0.0.1',
      userAgent: FIREFOX,
      current: false,
    });
    expect(row?.userId).toBe(await t.id.user('zhangsan'));
    expect(page.list.find((s) => s.sessionId === hashToken(t.admin))?.current).toBe(true);
    expect(page.total).toBe(page.list.length);
  });

  it('leaves out sessions that were signed out or expired', async () => {
    const gone = await signInWith('zhangsan', INIT);
    const old = await signInWith('zhangsan', INIT);
    await t.call(API.auth.logout, gone);
    await t.server.db
      .update(sessions)
      .set({ expiresAt: new Date(t.server.clock.now().getTime() - 1000) })
      .where(eq(sessions.id, hashToken(old)));
    const ids = (await listed(t.admin)).list.map((row) => row.sessionId);
    expect(ids).not.toContain(hashToken(gone));
    expect(ids).not.toContain(hashToken(old));
  });

  it('searches by part of the account and of the address, sorts and pages', async () => {
    await signInWith('lisi', INIT);
    expect(accountsOf((await listed(t.admin, { account: 'LIS' })).list)).toEqual(['lisi']);
    expect((await listed(t.admin, { ip: '127.0.0' })).total).toBeGreaterThan(2);
    expect((await listed(t.admin, { ip: '10.9.' })).total).toBe(0);
    const sorted = (await listed(t.admin, { sortBy: 'account', sortOrder: 'asc' })).list;
    const accounts = sorted.map((row) => row.account);
    expect(accounts).toEqual([...accounts].sort());
    const firstPage = await listed(t.admin, { pageSize: 2, pageNo: 1 });
    expect(firstPage.list).toHaveLength(2);
    expect(firstPage.total).toBeGreaterThan(2);
  });

  it('shows only the sessions of users in the caller’s data scope', async () => {
    await signInWith('lisi', INIT);
    await signInWith('zhangsan', INIT);
    // 本机构及下级 in 研发部: the editor and zhangsan, not lisi (财务部) nor admin (总部)
    const page = await listed(t.editor);
    expect(accountsOf(page.list).sort()).toEqual(['editor', 'zhangsan']);
    expect(page.total).toBe(page.list.length);
    expect((await listed(t.editor, { account: 'lisi' })).total).toBe(0);
  });

  it.each([
    [{ pageSize: 1000 }, 'body.pageSize'],
    [{ sortBy: 'password' }, 'body.sortBy'],
    [{ account: 'a'.repeat(65) }, 'body.account'],
    [{ ip: 5 }, 'body.ip'],
  ])('refuses %j naming %s', async (body, field) => {
    const answer = await t.call(O.page, t.admin, { body });
    expect(answer.body.code).toBe(40022);
    expect(answer.body.message.startsWith(`${field}:`), answer.body.message).toBe(true);
  });

  it.each(["' or 1=1 --", '%', '_', "'; drop table sys_session; --"])(
    'takes %j as text to look for',
    async (text) => {
      expect((await listed(t.admin, { account: text })).total).toBe(0);
      expect((await listed(t.admin, { ip: text })).total).toBe(0);
    },
  );

  it('is refused without the screen’s code', async () => {
    const zhangsan = await signInWith('zhangsan', INIT);
    const answer = await t.call(O.page, zhangsan, { body: {} });
    expect(answer.body).toMatchObject({ code: 40003, data: { permission: 'system:online' } });
  });
});

describe('forced sign-out', () => {
  it('ends the sessions named: their next call answers 50008; others stay', async () => {
    const first = await signInWith('zhangsan', INIT);
    const second = await signInWith('zhangsan', INIT);
    const kept = await signInWith('zhangsan', INIT);
    const answer = await t.call(O.forceLogout, t.admin, {
      body: { sessionIds: [hashToken(first), hashToken(second)] },
    });
    expect(answer.body).toMatchObject({ code: 20000, data: { affected: 2 } });
    expect(await infoCode(first)).toBe(50008);
    expect(await infoCode(second)).toBe(50008);
    expect(await infoCode(kept)).toBe(20000);
    const [row] = await t.server.db
      .select({ reason: sessions.revokeReason })
      .from(sessions)
      .where(eq(sessions.id, hashToken(first)));
    expect(row?.reason).toBe('admin');
    const ids = (await listed(t.admin)).list.map((session) => session.sessionId);
    expect(ids).not.toContain(hashToken(first));
    expect(ids).toContain(hashToken(kept));
  });

  it('reaches every instance, though another one had the session cached', async () => {
    const other = await createTestServer({ database: t.server.database });
    try {
      const token = await signInWith('zhangsan', INIT);
      const onOther = () =>
        other.call('GET', routeUrl(API.auth.userInfo), { token }).then((a) => a.body.code);
      expect(await onOther()).toBe(20000);
      await t.call(O.forceLogout, t.admin, { body: { sessionIds: [hashToken(token)] } });
      await expect.poll(onOther).toBe(50008);
    } finally {
      await other.close();
    }
  });

  it('refuses users outside the caller’s data scope, and ends nothing', async () => {
    const lisi = await signInWith('lisi', INIT);
    const zhangsan = await signInWith('zhangsan', INIT);
    const answer = await t.call(O.forceLogout, t.editor, {
      body: { sessionIds: [hashToken(zhangsan), hashToken(lisi)] },
    });
    expect(answer.body).toMatchObject({
      code: 40003,
      message: 'User "lisi" is outside your data scope.',
    });
    expect(await infoCode(lisi)).toBe(20000);
    expect(await infoCode(zhangsan)).toBe(20000);
    // within the scope it goes through
    const inScope = await t.call(O.forceLogout, t.editor, {
      body: { sessionIds: [hashToken(zhangsan)] },
    });
    expect(inScope.body.data).toEqual({ affected: 1 });
    expect(await infoCode(zhangsan)).toBe(50008);
  });

  it('ends an admin’s sessions only when the caller is an admin', async () => {
    await t.call(API.role.setDataScope, t.admin, {
      body: { roleId: watcherRole, dataScope: 'ALL' },
    });
    try {
      const admin = await signInWith('admin', 'Admin@123');
      expect(accountsOf((await listed(t.editor)).list)).toContain('admin');
      const answer = await t.call(O.forceLogout, t.editor, {
        body: { sessionIds: [hashToken(admin)] },
      });
      expect(answer.body.code).toBe(40003);
      expect(answer.body.message).toContain('Only an admin');
      expect(await infoCode(admin)).toBe(20000);
    } finally {
      await t.call(API.role.setDataScope, t.admin, {
        body: { roleId: watcherRole, dataScope: 'ORG_AND_CHILD' },
      });
    }
  });

  it('refuses the session in use, and ids that are not live sessions; ends nothing', async () => {
    const own = await t.call(O.forceLogout, t.admin, {
      body: { sessionIds: [hashToken(t.admin)] },
    });
    expect(own.body).toMatchObject({
      code: 40009,
      message: 'You cannot end the session you are using here; sign out instead.',
    });
    expect(await infoCode(t.admin)).toBe(20000);

    const zhangsan = await signInWith('zhangsan', INIT);
    const unknown = 'f'.repeat(64);
    const mixed = await t.call(O.forceLogout, t.admin, {
      body: { sessionIds: [hashToken(zhangsan), unknown] },
    });
    expect(mixed.body).toMatchObject({
      code: 40004,
      message: `Session ${unknown.slice(0, 12)} is not a live session.`,
    });
    expect(await infoCode(zhangsan)).toBe(20000);
    const count = await t.server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.id, unknown));
    expect(count[0]?.n).toBe(0);
  });

  it.each([
    [{ sessionIds: [] }, 'body.sessionIds'],
    [{ sessionIds: ['x'.repeat(64)] }, 'body.sessionIds[0]'],
    [{ sessionIds: ['a'.repeat(64), 'a'.repeat(64)] }, 'body.sessionIds'],
    [
      { sessionIds: Array.from({ length: 101 }, (_, i) => i.toString(16).padStart(64, '0')) },
      'body.sessionIds',
    ],
    [{ ids: [1] }, 'body.sessionIds'],
  ])('refuses %j naming %s', async (body, field) => {
    const answer = await t.call(O.forceLogout, t.admin, { body });
    expect(answer.body.code).toBe(40022);
    expect(answer.body.message.startsWith(`${field}:`), answer.body.message).toBe(true);
  });
});
