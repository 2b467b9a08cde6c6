import {
  API,
  type Dashboard,
  FORM_PERMISSIONS,
  PERMISSIONS,
  type SignInDay,
} from '@org/api-contract';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DataScope, usersInScope } from '../auth/data-scope';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { queryRows } from '../db/rows';
import {
  applications,
  formDefinitions,
  formSubmissions,
  loginAttempts,
  operLogs,
  users,
} from '../db/schema/index';
import { addRoute } from '../http/route';
import { pageTotal } from '../lib/paging';
import { notDeleted } from '../lib/search';
import { loginLogScope, selectLoginLog, toLoginLog } from './login-log-routes';
import { operLogScope, selectOperLog, toOperLog } from './oper-log-routes';

const DAY_MS = 24 * 3_600_000;
/** Entries in each list of recent events. */
const RECENT = 5;

/** Midnight of today and of this week's Monday, in a time zone `offset` minutes behind UTC. */
export function periodStarts(now: Date, offsetMinutes: number): { today: Date; week: Date } {
  const shift = offsetMinutes * 60_000;
  const local = new Date(now.getTime() - shift);
  const midnight =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) + shift;
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return { today: new Date(midnight), week: new Date(midnight - sinceMonday * DAY_MS) };
}

/** `YYYY-MM-DD` of the local day starting at `start` (a local midnight, as an instant). */
function dayName(start: number, offsetMinutes: number): string {
  return new Date(start - offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Sign-ins per day over the last seven days, and the failures of today and of this week. */
async function signInSummary(
  ctx: AppContext,
  scope: DataScope,
  starts: { today: Date; week: Date },
  offsetMinutes: number,
): Promise<NonNullable<Dashboard['signIns']>> {
  const first = starts.today.getTime() - 6 * DAY_MS;
  const rows = await queryRows<{ day: number; success: boolean; n: number }>(
    ctx.db,
    sql`select floor((extract(epoch from ${loginAttempts.attemptedAt}) - ${first / 1000}::float8)
                     / 86400)::int as day,
               ${loginAttempts.success} as success, count(*)::int as n
          from ${loginAttempts}
         where ${and(gte(loginAttempts.attemptedAt, new Date(first)), loginLogScope(scope)) ?? sql`true`}
         group by 1, 2`,
  );
  const days: SignInDay[] = Array.from({ length: 7 }, (_, index) => ({
    date: dayName(first + index * DAY_MS, offsetMinutes),
    succeeded: 0,
    failed: 0,
  }));
  for (const row of rows) {
    const day = days[Number(row.day)];
    if (!day) continue;
    if (row.success) day.succeeded += Number(row.n);
    else day.failed += Number(row.n);
  }
  const weekIndex = Math.round((starts.week.getTime() - first) / DAY_MS);
  return {
    failedToday: days[6]?.failed ?? 0,
    succeededToday: days[6]?.succeeded ?? 0,
    failedThisWeek: days.slice(weekIndex).reduce((sum, day) => sum + day.failed, 0),
    days,
  };
}

/** 首页: what an administrator sees first, each part only with the code that opens it. */
export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, API.dashboard.summary, async (request) => {
    const userId = sessionOf(request).userId;
    const offset = request.query.tzOffset ?? 0;
    const starts = periodStarts(ctx.clock.now(), offset);
    const can = (code: string) => ctx.grants.has(userId, code);
    const [seesUsers, seesApps, seesLogins, seesOperations, scope] = await Promise.all([
      can(PERMISSIONS.user.view),
      can(FORM_PERMISSIONS.view),
      can(PERMISSIONS.loginLog.view),
      can(PERMISSIONS.operLog.view),
      ctx.grants.scopeOf(userId),
    ]);
    if (seesOperations) await ctx.operLog.flush();

    // counts are exact up to EXACT_TOTAL_LIMIT, the planner's estimate above (decision 0012)
    const usersCount = seesUsers
      ? pageTotal(db, users, and(notDeleted(users), usersInScope(scope, users.id)))
      : null;
    const appsCount = seesApps ? pageTotal(db, applications, notDeleted(applications)) : null;
    const formsCount = seesApps
      ? pageTotal(db, formDefinitions, notDeleted(formDefinitions))
      : null;
    // the submissions of the people in the caller's data scope, as the submission list shows
    const submissions = seesApps
      ? pageTotal(
          db,
          formSubmissions,
          and(
            isNull(formSubmissions.deletedAt),
            eq(formSubmissions.submitStatus, 'SUBMITTED'),
            gte(formSubmissions.submittedAt, starts.week),
            usersInScope(scope, formSubmissions.submittedBy),
          ),
        )
      : null;
    const signIns = seesLogins ? signInSummary(ctx, scope, starts, offset) : null;
    const failed = seesLogins
      ? selectLoginLog(db)
          .where(and(eq(loginAttempts.success, false), loginLogScope(scope)))
          .orderBy(desc(loginAttempts.attemptedAt), desc(loginAttempts.id))
          .limit(RECENT)
      : null;
    const operations = seesOperations
      ? selectOperLog(db)
          .where(operLogScope(scope))
          .orderBy(desc(operLogs.operatedAt), desc(operLogs.id))
          .limit(RECENT)
      : null;

    const [u, a, f, s, si, fl, op] = await Promise.all([
      usersCount,
      appsCount,
      formsCount,
      submissions,
      signIns,
      failed,
      operations,
    ]);
    return {
      users: u,
      applications: a,
      forms: f,
      submissionsThisWeek: s,
      signIns: si,
      recentFailedSignIns: fl ? fl.map(toLoginLog) : null,
      recentOperations: op ? op.map(toOperLog) : null,
    };
  });
}
