import { API, type LoginLog, type LoginLogPageQuery, describeUserAgent } from '@org/api-contract';
import { type SQL, and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DataScope, usersInScope } from '../auth/data-scope';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { queryRows } from '../db/rows';
import { loginAttempts, users } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { addRoute } from '../http/route';
import { pageTotal, paginate } from '../lib/paging';
import { contains, equals } from '../lib/search';
import { orderBy } from '../lib/sort';

const LOGIN_LOG_SORT = { attemptedAt: loginAttempts.attemptedAt };

/** The columns of a login log entry, with the display name of its user. */
export function selectLoginLog(db: Queryable) {
  return db
    .select({ attempt: loginAttempts, username: users.username })
    .from(loginAttempts)
    .leftJoin(users, eq(users.id, loginAttempts.userId));
}

export function toLoginLog(row: {
  attempt: typeof loginAttempts.$inferSelect;
  username: string | null;
}): LoginLog {
  const a = row.attempt;
  const client = describeUserAgent(a.userAgent);
  return {
    id: Number(a.id),
    account: a.account,
    userId: a.userId,
    username: row.username,
    ip: a.ip,
    userAgent: a.userAgent,
    browser: client.browser,
    os: client.os,
    success: a.success,
    reason: a.reason,
    message: a.message,
    attemptedAt: new Date(a.attemptedAt).toISOString(),
  };
}

/**
 * The entries a caller sees: those of users in their data scope (an attempt naming no user,
 * an unknown account, only with the scope ALL: `null` is in no organisation).
 */
export function loginLogScope(scope: DataScope): SQL | undefined {
  return usersInScope(scope, loginAttempts.userId);
}

function searchOf(q: LoginLogPageQuery, scope: DataScope): SQL | undefined {
  return and(
    loginLogScope(scope),
    contains(loginAttempts.account, q.account),
    contains(loginAttempts.ip, q.ip),
    equals(loginAttempts.success, q.success),
    equals(loginAttempts.reason, q.reason),
    q.from === undefined ? undefined : gte(loginAttempts.attemptedAt, new Date(q.from)),
    q.to === undefined ? undefined : lt(loginAttempts.attemptedAt, new Date(q.to)),
  );
}

/** Deletes the rows of `table` matching `where` and answers how many went. */
export async function deleteCounted(db: Queryable, table: SQL, where: SQL | undefined) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with gone as (delete from ${table} where ${where ?? sql`true`} returning 1)
        select count(*)::int as n from gone`,
  );
  return { affected: Number(row?.n ?? 0) };
}

/** 登录日志: the sign-in attempts (written by `auth/login.ts`), searched, deleted, cleared. */
export function registerLoginLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const scopeOf = (request: Parameters<typeof sessionOf>[0]) =>
    ctx.grants.scopeOf(sessionOf(request).userId);

  addRoute(app, API.loginLog.page, async (request) => {
    const q = request.body;
    const where = searchOf(q, await scopeOf(request));
    // Newest first unless the caller sorts; the time index serves both directions.
    const direction = q.sortBy === undefined ? 'desc' : q.sortOrder;
    const order = orderBy(LOGIN_LOG_SORT, q.sortBy, direction, 'attemptedAt', loginAttempts.id);
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          selectLoginLog(db)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, loginAttempts, where, { order }),
      },
      toLoginLog,
    );
  });

  addRoute(app, API.loginLog.remove, async (request) => {
    const scope = await scopeOf(request);
    return deleteCounted(
      db,
      sql`${loginAttempts}`,
      and(inArray(loginAttempts.id, request.body.ids), loginLogScope(scope)),
    );
  });

  addRoute(app, API.loginLog.clean, async (request) =>
    deleteCounted(db, sql`${loginAttempts}`, loginLogScope(await scopeOf(request))),
  );
}
