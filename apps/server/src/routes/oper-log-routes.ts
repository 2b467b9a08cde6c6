import { API, type OperLog, type OperLogPageQuery } from '@org/api-contract';
import { type SQL, and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DataScope, usersInScope } from '../auth/data-scope';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { operLogs, users } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { addRoute } from '../http/route';
import { pageTotal, paginate } from '../lib/paging';
import { contains, equals } from '../lib/search';
import { orderBy } from '../lib/sort';
import { deleteCounted } from './login-log-routes';

const OPER_LOG_SORT = { operatedAt: operLogs.operatedAt, durationMs: operLogs.durationMs };

/** The columns of an operation, with the display name of its user. */
export function selectOperLog(db: Queryable) {
  return db
    .select({ operation: operLogs, username: users.username })
    .from(operLogs)
    .leftJoin(users, eq(users.id, operLogs.userId));
}

export function toOperLog(row: {
  operation: typeof operLogs.$inferSelect;
  username: string | null;
}): OperLog {
  const o = row.operation;
  return {
    id: Number(o.id),
    userId: o.userId,
    account: o.account,
    username: row.username,
    module: o.module,
    action: o.action,
    operType: o.operType,
    method: o.method,
    url: o.url,
    targetIds: o.targetIds,
    params: o.params,
    resultCode: o.resultCode,
    resultMessage: o.resultMessage,
    success: o.success,
    durationMs: o.durationMs,
    ip: o.ip,
    userAgent: o.userAgent,
    operatedAt: new Date(o.operatedAt).toISOString(),
  };
}

/** The operations a caller sees: those of users in their data scope. */
export function operLogScope(scope: DataScope): SQL | undefined {
  return usersInScope(scope, operLogs.userId);
}

function searchOf(q: OperLogPageQuery, scope: DataScope): SQL | undefined {
  const module = q.module?.trim();
  return and(
    operLogScope(scope),
    contains(operLogs.account, q.account),
    module ? eq(operLogs.module, module) : undefined,
    equals(operLogs.operType, q.operType),
    equals(operLogs.success, q.success),
    q.from === undefined ? undefined : gte(operLogs.operatedAt, new Date(q.from)),
    q.to === undefined ? undefined : lt(operLogs.operatedAt, new Date(q.to)),
  );
}

/** 操作日志: the changes recorded by `services/oper-log.ts`, searched, deleted, cleared. */
export function registerOperLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const scopeOf = (request: Parameters<typeof sessionOf>[0]) =>
    ctx.grants.scopeOf(sessionOf(request).userId);

  addRoute(app, API.operLog.page, async (request) => {
    // what was answered before this call is listed: the caller's own change just made too
    await ctx.operLog.flush();
    const q = request.body;
    const where = searchOf(q, await scopeOf(request));
    const direction = q.sortBy === undefined ? 'desc' : q.sortOrder;
    const order = orderBy(OPER_LOG_SORT, q.sortBy, direction, 'operatedAt', operLogs.id);
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          selectOperLog(db)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, operLogs, where, { order }),
      },
      toOperLog,
    );
  });

  addRoute(app, API.operLog.remove, async (request) => {
    await ctx.operLog.flush();
    const scope = await scopeOf(request);
    return deleteCounted(
      db,
      sql`${operLogs}`,
      and(inArray(operLogs.id, request.body.ids), operLogScope(scope)),
    );
  });

  addRoute(app, API.operLog.clean, async (request) => {
    await ctx.operLog.flush();
    return deleteCounted(db, sql`${operLogs}`, operLogScope(await scopeOf(request)));
  });
}
