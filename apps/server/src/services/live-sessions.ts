import {
  type MySession,
  type OnlineSession,
  type OnlineSessionPageQuery,
  type Page,
  ResultCode,
} from '@org/api-contract';
import { type SQL, and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { usersInScope } from '../auth/data-scope';
import type { AppContext } from '../context';
import { orgs, sessions, users } from '../db/schema/index';
import { ApiError, conflict } from '../http/api-error';
import { text } from '../i18n/text';
import { paginate } from '../lib/paging';
import { contains } from '../lib/search';
import { orderBy } from '../lib/sort';

/**
 * The live sessions of the platform: not ended, not expired, of a user who is not deleted.
 * What the personal centre shows of one's own and the online-users screen of everyone's.
 */

/** Sessions listed for one user at most (the most recently used first). */
const MAX_OWN_SESSIONS = 100;

/** The condition "the session is live at `now`" (its user is joined as `users`). */
function live(now: Date): SQL {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    isNull(users.deletedAt),
  ) as SQL;
}

const sessionColumns = {
  sessionId: sessions.id,
  ip: sessions.ip,
  userAgent: sessions.userAgent,
  createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
};

interface SessionRow {
  sessionId: string;
  ip: string;
  userAgent: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

function toSession(row: SessionRow, currentId: string): MySession {
  return {
    sessionId: row.sessionId,
    ip: row.ip,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.sessionId === currentId,
  };
}

/** The live sessions of `userId`, the most recently used first; `currentId` is marked. */
export async function sessionsOf(
  ctx: AppContext,
  userId: number,
  currentId: string,
): Promise<MySession[]> {
  const rows = await ctx.db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.userId, userId), live(ctx.clock.now())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(MAX_OWN_SESSIONS);
  return rows.map((row) => toSession(row, currentId));
}

/**
 * A page of the live sessions of the users in `actorId`'s data scope (decision 0018),
 * searched by part of the account and of the address.
 */
export async function onlinePage(
  ctx: AppContext,
  actorId: number,
  currentId: string,
  query: OnlineSessionPageQuery,
): Promise<Page<OnlineSession>> {
  const scope = await ctx.grants.scopeOf(actorId);
  const where = and(
    live(ctx.clock.now()),
    usersInScope(scope, sessions.userId),
    contains(users.account, query.account),
    contains(sessions.ip, query.ip),
  );
  const order = orderBy(
    { lastSeenAt: sessions.lastSeenAt, createdAt: sessions.createdAt, account: users.account },
    query.sortBy,
    query.sortOrder ?? (query.sortBy === undefined ? 'desc' : 'asc'),
    'lastSeenAt',
    sessions.id,
  );
  const from = () =>
    ctx.db
      .select({
        ...sessionColumns,
        userId: sessions.userId,
        account: users.account,
        username: users.username,
        orgName: orgs.orgName,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(orgs, and(eq(orgs.id, users.mainOrgId), isNull(orgs.deletedAt)));
  return paginate(
    query,
    {
      rows: (limit, offset) =>
        from()
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      total: async () => {
        const [row] = await ctx.db
          .select({ total: sql<number>`count(*)::int` })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(where);
        return Number(row?.total ?? 0);
      },
    },
    (row): OnlineSession => ({
      ...toSession(row, currentId),
      userId: row.userId,
      account: row.account,
      username: row.username,
      orgName: row.orgName,
    }),
  );
}

/**
 * The live sessions of `ids` with their users, or 40004 naming those that are not live (or,
 * with `owner`, not the owner's: another user's session is answered as if it did not exist).
 * 40009 when one is `currentId`, the session of the call: that one ends by signing out.
 */
export async function liveSessions(
  ctx: AppContext,
  ids: readonly string[],
  currentId: string,
  owner?: number,
): Promise<{ id: string; userId: number }[]> {
  const rows = await ctx.db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, [...ids]),
        live(ctx.clock.now()),
        owner === undefined ? undefined : eq(sessions.userId, owner),
      ),
    );
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const shown = missing.slice(0, 3).map((id) => id.slice(0, 12));
    const ids =
      missing.length > 3
        ? text('session.andMore', { ids: shown, count: missing.length - 3 })
        : shown;
    const key =
      missing.length === 1
        ? owner === undefined
          ? 'session.notLive'
          : 'session.notLiveOwn'
        : owner === undefined
          ? 'session.notLiveMany'
          : 'session.notLiveManyOwn';
    throw new ApiError(ResultCode.NOT_FOUND, text(key, { ids }), { sessionIds: missing });
  }
  if (found.has(currentId)) {
    throw conflict(text('session.current'));
  }
  return rows;
}
