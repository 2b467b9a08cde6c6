/**
 * 登录日志: every sign-in attempt listed with who, when, from where (address, browser and
 * system from the user agent), result and reason; searched, sorted, paged on the server,
 * within the caller's data scope; deleted and cleared under their codes; purged after
 * `sys.log.keepDays` days.
 */
import {
  API,
  type LoginLog,
  PARAM_KEYS,
  PERMISSIONS,
  type Page,
  routeUrl,
} from '@org/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../src/db/schema/index';
import { purgeOldLogs } from '../src/services/housekeeping';
import { managementSuite } from './harness';
import { ATTACKS, countOf, expectNoLeak, refusedFor } from './people-fixtures';

const t = managementSuite();
const INIT = 'Init@123456';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A sign-in attempt as a browser sends it; answers the envelope's code. */
async function attempt(account: string, password: string, userAgent = CHROME_WINDOWS) {
  const answer = await t.server.call('POST', routeUrl(API.auth.login), {
    body: { account, password },
    headers: { 'user-agent': userAgent },
  });
  return answer.body.code;
}

async function page(token: string, body: Record<string, unknown> = {}): Promise<Page<LoginLog>> {
  const answer = await t.call(API.loginLog.page, token, { body: { pageSize: 100, ...body } });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
}

/** A role with the login log's codes and a data scope, held by a new user of `orgCode`. */
async function logKeeper(account: string, orgCode: string, dataScope: 'ORG_AND_CHILD' | 'ALL') {
  const role = await t.call(API.role.create, t.admin, {
    body: { roleCode: `${account}_role`, roleName: account },
  });
  const roleId = role.body.data.id;
  const codes = [PERMISSIONS.system, ...Object.values(PERMISSIONS.loginLog)];
  const resourceIds = await Promise.all(codes.map((code) => t.id.resource(code)));
  await t.call(API.role.grant, t.admin, { body: { roleId, resourceIds } });
  await t.call(API.role.setDataScope, t.admin, { body: { roleId, dataScope } });
  const created = await t.call(API.user.create, t.admin, {
    body: { account, username: account, mainOrgId: await t.id.org(orgCode), roleIds: [roleId] },
  });
  expect(created.body.code, created.body.message).toBe(20000);
  return t.server.signIn(account, INIT);
}

beforeAll(async () => {
  expect(await attempt('lisi', 'wrong-password')).toBe(60204);
  expect(await attempt('lisi', INIT, SAFARI_IPHONE)).toBe(20000);
  expect(await attempt('nobody.here', 'whatever')).toBe(60204);
  expect(await attempt('wangwu', INIT)).toBe(40003); // disabled
});

describe('the login log', () => {
  it('lists every attempt, newest first, with address, browser, system, result and reason', async () => {
    const { list, total } = await page(t.admin);
    expect(total).toBe(list.length);
    // admin and editor signed in when the suite started, then the four attempts above
    expect(list.slice(0, 4).map((row) => [row.account, row.success, row.reason])).toEqual([
      ['wangwu', false, 'disabled'],
      ['nobody.here', false, 'bad-credentials'],
      ['lisi', true, 'ok'],
      ['lisi', false, 'bad-credentials'],
    ]);
    const [disabled, unknown, good, bad] = list;
    expect(good).toMatchObject({
      username: '李四',
      ip: '127.0.0.1',
      browser: 'Safari 17',
      os: 'iOS 17.5',
      userAgent: SAFARI_IPHONE,
    });
    expect(bad).toMatchObject({ browser: 'Chrome 126', os: 'Windows 10', userId: good?.userId });
    expect(unknown).toMatchObject({ userId: null, username: null });
    expect(disabled?.username).toBe('王五');
    const times = list.map((row) => Date.parse(row.attemptedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expectNoLeak(list);
  });

  it('searches by account, address, result, reason and time, sorts by time and pages', async () => {
    const byAccount = await page(t.admin, { account: 'LIS' });
    expect(byAccount.list.map((row) => row.account)).toEqual(['lisi', 'lisi']);
    expect((await page(t.admin, { ip: '127.0.0' })).total).toBeGreaterThanOrEqual(6);
    expect((await page(t.admin, { ip: '10.9.9.9' })).total).toBe(0);
    const failed = await page(t.admin, { success: false });
    expect(failed.list.map((row) => row.account).sort()).toEqual(['lisi', 'nobody.here', 'wangwu']);
    const disabled = await page(t.admin, { reason: 'disabled' });
    expect(disabled.list.map((row) => row.account)).toEqual(['wangwu']);

    const now = t.server.clock.now().getTime();
    const inWindow = await page(t.admin, {
      from: new Date(now - 60_000).toISOString(),
      to: new Date(now + 60_000).toISOString(),
    });
    expect(inWindow.total).toBeGreaterThanOrEqual(6);
    const before = await page(t.admin, { to: new Date(now - 3_600_000).toISOString() });
    expect(before.total).toBe(0);

    const oldest = await page(t.admin, { sortBy: 'attemptedAt', sortOrder: 'asc', pageSize: 2 });
    expect(oldest.list.map((row) => row.account)).toEqual(['admin', 'editor']);
    expect(oldest.pageSize).toBe(2);
    const second = await page(t.admin, {
      sortBy: 'attemptedAt',
      sortOrder: 'asc',
      pageSize: 2,
      pageNo: 2,
    });
    expect(second.list.map((row) => row.account)).toEqual(['lisi', 'lisi']);
  });

  it('treats search text as plain text', async () => {
    for (const text of ATTACKS) {
      const found = await page(t.admin, { account: text });
      expect(found.total, text).toBe(0);
      expectNoLeak(found);
    }
  });

  it('lists only the attempts of users in the caller’s data scope', async () => {
    // 本机构及下级 in 上海分公司: lisi (财务部) and wangwu (人力资源部), and the keeper
    const keeper = await logKeeper('sh.logs', 'SH', 'ORG_AND_CHILD');
    const seen = await page(keeper);
    expect([...new Set(seen.list.map((row) => row.account))].sort()).toEqual([
      'lisi',
      'sh.logs',
      'wangwu',
    ]);
    // attempts of unknown accounts name no user: only the scope ALL sees them
    expect((await page(keeper, { account: 'nobody' })).total).toBe(0);
    expect((await page(t.admin, { account: 'nobody' })).total).toBe(1);
  });

  it('refuses readers without the code, and deleting or clearing without theirs', async () => {
    const editorPage = await t.call(API.loginLog.page, t.editor, { body: {} });
    expect(editorPage.body).toMatchObject(refusedFor(PERMISSIONS.loginLog.view));
    const editorClean = await t.call(API.loginLog.clean, t.editor);
    expect(editorClean.body).toMatchObject(refusedFor(PERMISSIONS.loginLog.clean));
    const bad = await t.call(API.loginLog.remove, t.admin, { body: { ids: ['x'] } });
    expect(bad.body.code).toBe(40022);
  });

  it('deletes chosen entries in the scope, then clears the rest', async () => {
    const keeper = await t.server.signIn('sh.logs', INIT);
    const all = await page(t.admin);
    const lisi = all.list.filter((row) => row.account === 'lisi').map((row) => row.id);
    const outside = all.list.filter((row) => row.account === 'editor').map((row) => row.id);
    // one of the keeper's scope and one outside it: only the first goes
    const removed = await t.call(API.loginLog.remove, keeper, {
      body: { ids: [lisi[0] ?? 0, outside[0] ?? 0] },
    });
    expect(removed.body).toMatchObject({ code: 20000, data: { affected: 1 } });
    const after = await page(t.admin);
    expect(after.list.map((row) => row.id)).not.toContain(lisi[0]);
    expect(after.list.map((row) => row.id)).toContain(outside[0]);

    // the keeper's "clear" clears their scope; the administrator's clears everything
    const keeperClean = await t.call(API.loginLog.clean, keeper);
    expect(keeperClean.body.code).toBe(20000);
    expect((await page(keeper)).total).toBe(0);
    expect((await page(t.admin, { account: 'editor' })).total).toBeGreaterThan(0);
    const adminClean = await t.call(API.loginLog.clean, t.admin);
    expect(adminClean.body.data.affected).toBeGreaterThan(0);
    expect(await countOf(t.server, loginAttempts)).toBe(0);
  });

  it('is purged after the days the parameter sys.log.keepDays keeps', async () => {
    expect(await attempt('lisi', 'wrong-again')).toBe(60204);
    const setting = await t.call(API.system.setParams, t.admin, {
      body: { [PARAM_KEYS.logKeepDays]: '2' },
    });
    expect(setting.body.code, setting.body.message).toBe(20000);
    t.server.clock.advance(24 * 3_600_000);
    expect(await attempt('lisi', 'wrong-later')).toBe(60204);
    await purgeOldLogs(t.server.app.platform);
    expect(await countOf(t.server, loginAttempts)).toBe(2);
    t.server.clock.advance(36 * 3_600_000);
    await purgeOldLogs(t.server.app.platform);
    // the first is older than two days now, the second is not (reading it signs in again)
    const left = await page(await t.server.signIn('admin'), { account: 'lisi' });
    expect(left.list.map((row) => row.account)).toEqual(['lisi']);
    expect(Date.parse(left.list[0]?.attemptedAt ?? '')).toBeGreaterThan(
      t.server.clock.now().getTime() - 2 * 24 * 3_600_000,
    );
  });
});
