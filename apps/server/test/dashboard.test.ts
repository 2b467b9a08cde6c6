/**
 * 首页: the administrators' dashboard. Counts of users (within the data scope), applications,
 * forms and this week's submissions, sign-ins of the last seven days with today's and this
 * week's failures, the latest failed sign-ins and operations; each part only for a caller
 * holding the code that opens it.
 */
import { API, type Dashboard, PERMISSIONS, routeUrl } from '@org/api-contract';
import { count, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, formDefinitions, formSubmissions, users } from '../src/db/schema/index';
import { periodStarts } from '../src/routes/dashboard-routes';
import { managementSuite } from './harness';
import { refusedFor } from './people-fixtures';

const t = managementSuite();
const DAY = 24 * 3_600_000;

async function summary(token: string, tzOffset = -480): Promise<Dashboard> {
  const answer = await t.call(API.dashboard.summary, token, { query: { tzOffset } });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
}

const live = async (table: typeof users | typeof applications | typeof formDefinitions) =>
  Number(
    (await t.server.db.select({ n: count() }).from(table).where(isNull(table.deletedAt)))[0]?.n,
  );

async function failedSignIn(account: string) {
  const answer = await t.server.call('POST', routeUrl(API.auth.login), {
    body: { account, password: 'not-the-password' },
  });
  expect(answer.body.code).toBe(60204);
}

/** A submission of the first form by `account`, submitted `ago` ms before the server's now. */
async function submission(account: string, ago = 0, status = 'SUBMITTED') {
  const [form] = await t.server.db
    .select({ id: formDefinitions.id, appId: formDefinitions.appId })
    .from(formDefinitions)
    .limit(1);
  const when = new Date(t.server.clock.now().getTime() - ago);
  await t.server.db.insert(formSubmissions).values({
    formId: form?.id ?? 0,
    formVersion: 1,
    appId: form?.appId ?? 0,
    data: {},
    submitStatus: status,
    submittedBy: await t.id.user(account),
    submittedAt: status === 'SUBMITTED' ? when : null,
    createdAt: when,
    updatedAt: when,
  });
}

/** A new user of `orgCode` whose one role opens `codes`, with a data scope; signed in. */
async function holder(account: string, orgCode: string, codes: string[]) {
  const role = await t.call(API.role.create, t.admin, {
    body: { roleCode: `${account}_role`, roleName: account },
  });
  const roleId = role.body.data.id;
  const resourceIds = await Promise.all(
    [PERMISSIONS.system, ...codes].map((code) => t.id.resource(code)),
  );
  await t.call(API.role.grant, t.admin, { body: { roleId, resourceIds } });
  await t.call(API.role.setDataScope, t.admin, { body: { roleId, dataScope: 'ORG_AND_CHILD' } });
  const password = 'Dashboard-2026';
  const created = await t.call(API.user.create, t.admin, {
    body: {
      account,
      username: account,
      password,
      mainOrgId: await t.id.org(orgCode),
      roleIds: [roleId],
    },
  });
  expect(created.body.code, created.body.message).toBe(20000);
  return t.server.signIn(account, password);
}

describe('the days and weeks of the dashboard', () => {
  it('starts today and this week (Monday) at midnight in the caller’s time zone', () => {
    // Wednesday 18:00 UTC is Thursday 02:00 in China (offset -480)
    const now = new Date('2026-01-07T18:00:00Z');
    expect(periodStarts(now, -480)).toEqual({
      today: new Date('2026-01-07T16:00:00Z'),
      week: new Date('2026-01-04T16:00:00Z'),
    });
    expect(periodStarts(now, 0)).toEqual({
      today: new Date('2026-01-07T00:00:00Z'),
      week: new Date('2026-01-05T00:00:00Z'),
    });
    // a Monday is its own week's first day; a Sunday is the last
    expect(periodStarts(new Date('2026-01-05T08:00:00Z'), 0).week).toEqual(
      new Date('2026-01-05T00:00:00Z'),
    );
    expect(periodStarts(new Date('2026-01-11T23:00:00Z'), 0).week).toEqual(
      new Date('2026-01-05T00:00:00Z'),
    );
  });
});

describe('the dashboard', () => {
  it('gives the administrator every count and the latest events', async () => {
    await failedSignIn('lisi');
    await failedSignIn('nobody.at.all');
    await submission('lisi');
    await submission('editor', DAY);
    await submission('editor', 0, 'DRAFT');
    await submission('editor', 8 * DAY);
    await t.call(API.position.create, t.admin, {
      body: { positionCode: 'DASH', positionName: '看板' },
    });

    const d = await summary(t.admin, 0);
    expect(d.users).toEqual({ total: await live(users), estimated: false });
    expect(d.applications).toEqual({ total: await live(applications), estimated: false });
    expect(d.forms).toEqual({ total: await live(formDefinitions), estimated: false });
    expect(d.applications?.total).toBeGreaterThan(0);
    // submitted since Monday: the one of today and, unless today is Monday, yesterday's
    const monday = periodStarts(t.server.clock.now(), 0).week.getTime();
    const yesterdayCounts = t.server.clock.now().getTime() - DAY >= monday ? 1 : 0;
    expect(d.submissionsThisWeek).toEqual({ total: 1 + yesterdayCounts, estimated: false });

    // admin and editor signed in when the suite started; two failures since
    expect(d.signIns).toMatchObject({ failedToday: 2, succeededToday: 2 });
    expect(d.signIns?.failedThisWeek).toBe(2);
    expect(d.signIns?.days).toHaveLength(7);
    expect(d.signIns?.days[6]).toEqual({
      date: t.server.clock.now().toISOString().slice(0, 10),
      succeeded: 2,
      failed: 2,
    });
    expect(d.recentFailedSignIns?.map((row) => row.account)).toEqual(['nobody.at.all', 'lisi']);
    expect(d.recentOperations?.[0]).toMatchObject({
      account: 'admin',
      module: 'position',
      operType: 'CREATE',
      success: true,
    });
  });

  it('shows each part only with its code, and people and events within the data scope', async () => {
    // the home alone: no part at all
    const bare = await holder('home.only', 'SH', [PERMISSIONS.dashboard.view]);
    expect(await summary(bare)).toEqual({
      users: null,
      applications: null,
      forms: null,
      submissionsThisWeek: null,
      signIns: null,
      recentFailedSignIns: null,
      recentOperations: null,
    });

    // users and sign-ins of 上海分公司 and below: lisi, wangwu, home.only and the holder
    const sh = await holder('sh.home', 'SH', [
      PERMISSIONS.dashboard.view,
      PERMISSIONS.user.view,
      PERMISSIONS.loginLog.view,
    ]);
    const d = await summary(sh);
    expect(d.users).toEqual({ total: 4, estimated: false });
    expect(d.recentFailedSignIns?.map((row) => row.account)).toEqual(['lisi']);
    expect(d.signIns).toMatchObject({ failedToday: 1 });
    expect(d.applications).toBeNull();
    expect(d.submissionsThisWeek).toBeNull();
    // without the operation log's code, no operations
    expect(d.recentOperations).toBeNull();
  });

  it('counts sign-ins by day over the last seven days', async () => {
    t.server.clock.advance(DAY);
    const admin = await t.server.signIn('admin');
    await failedSignIn('lisi');
    const d = await summary(admin, 0);
    const days = d.signIns?.days ?? [];
    expect(days[6]).toMatchObject({ succeeded: 1, failed: 1 });
    expect(days[5]?.failed).toBe(2);
    expect(days[5]?.succeeded).toBeGreaterThanOrEqual(4);
    expect(new Date(`${days[6]?.date}T00:00:00Z`).getTime() - DAY).toBe(
      new Date(`${days[5]?.date}T00:00:00Z`).getTime(),
    );
    expect(d.signIns?.failedToday).toBe(1);
  });

  it('is refused without the dashboard’s code', async () => {
    const editor = await t.server.signIn('editor');
    const answer = await t.call(API.dashboard.summary, editor);
    expect(answer.body).toMatchObject(refusedFor(PERMISSIONS.dashboard.view));
  });
});
