import { ResultCode } from '@org/api-contract';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { TOPICS, type InvalidationBus } from '../cache/invalidation-bus';
import { TtlCache } from '../cache/ttl-cache';
import type { Clock } from '../clock';
import { sessions, users } from '../db/schema/index';
import type { Db } from '../db/types';
import { ApiError } from '../http/api-error';
import type { ParamService } from '../services/param-service';
import { hashToken, newToken } from './token';

/** The signed-in caller of a request. */
export interface Session {
  /** SHA-256 of the token: the session's id. */
  id: string;
  userId: number;
  account: string;
  expiresAt: Date;
}

/** Why a session was ended. `replaced` answers 50012; the others 50008. */
export type RevokeReason = 'logout' | 'replaced' | 'user-disabled' | 'password-changed' | 'admin';

interface CachedSession {
  userId: number;
  account: string;
  expiresAt: number;
  lastSeenAt: number;
}

/** A session is extended at most this often (one write per minute per session and instance). */
const RENEW_INTERVAL_MS = 60_000;
/** Sessions that ended this long ago are deleted by `purgeExpired`. */
const KEEP_ENDED_MS = 7 * 24 * 3_600_000;

/**
 * Sessions live in the database (any instance can check any token); a token is stored only as
 * its hash. Checks are served from a short-lived cache kept honest by the invalidation bus.
 * Expiry slides: each use extends the session to `sys.token.expireMinutes` from now.
 */
export class SessionService {
  private readonly cache: TtlCache<CachedSession>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly params: ParamService,
    private readonly bus: InvalidationBus,
  ) {
    this.cache = new TtlCache({ bus, ttlMs: 30_000, maxEntries: 50_000 });
    bus.on(TOPICS.session, (key) =>
      key === undefined ? this.cache.clear() : this.cache.delete(key),
    );
    // A user was disabled, deleted or renamed: check every session against the database again.
    bus.on(TOPICS.users, () => this.cache.clear());
  }

  private async lifetimeMs(): Promise<number> {
    return (await this.params.tokenExpireMinutes()) * 60_000;
  }

  /** Starts a session for `userId`; answers the token (shown once, never stored). */
  async create(userId: number, ip: string, userAgent: string): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await this.db.insert(sessions).values({
      id: hashToken(token),
      userId,
      ip,
      userAgent: userAgent.slice(0, 500),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + (await this.lifetimeMs())),
    });
    return token;
  }

  /**
   * The session of `token`, extended when due; throws the envelope error of the spec when it
   * is unknown or signed out (50008), replaced by a sign-in elsewhere (50012) or expired (50014).
   */
  async check(token: string): Promise<Session> {
    const id = hashToken(token);
    const now = this.clock.now().getTime();
    const cached = this.cache.get(id);
    if (cached && cached.expiresAt > now) {
      if (now - cached.lastSeenAt >= RENEW_INTERVAL_MS) await this.renew(id, cached, now);
      return {
        id,
        userId: cached.userId,
        account: cached.account,
        expiresAt: new Date(cached.expiresAt),
      };
    }
    const generation = this.cache.generation;
    const [row] = await this.db
      .select({
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        revokedAt: sessions.revokedAt,
        revokeReason: sessions.revokeReason,
        account: users.account,
        status: users.status,
        deletedAt: users.deletedAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, id));
    if (!row) throw new ApiError(ResultCode.ILLEGAL_TOKEN);
    if (row.revokedAt) {
      throw row.revokeReason === 'replaced'
        ? new ApiError(ResultCode.SIGNED_IN_ELSEWHERE)
        : new ApiError(ResultCode.ILLEGAL_TOKEN);
    }
    if (row.deletedAt || row.status !== 1) throw new ApiError(ResultCode.ILLEGAL_TOKEN);
    if (row.expiresAt.getTime() <= now) throw new ApiError(ResultCode.TOKEN_EXPIRED);
    const entry: CachedSession = {
      userId: row.userId,
      account: row.account,
      expiresAt: row.expiresAt.getTime(),
      lastSeenAt: row.lastSeenAt.getTime(),
    };
    this.cache.set(id, entry, generation);
    if (now - entry.lastSeenAt >= RENEW_INTERVAL_MS) await this.renew(id, entry, now);
    return {
      id,
      userId: entry.userId,
      account: entry.account,
      expiresAt: new Date(entry.expiresAt),
    };
  }

  private async renew(id: string, entry: CachedSession, now: number): Promise<void> {
    const generation = this.cache.generation;
    const expiresAt = now + (await this.lifetimeMs());
    const updated = await this.db
      .update(sessions)
      .set({
        lastSeenAt: new Date(now),
        expiresAt: sql`greatest(${sessions.expiresAt}, ${new Date(expiresAt)})`,
      })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
      .returning({ expiresAt: sessions.expiresAt });
    const row = updated[0];
    if (!row) {
      this.cache.delete(id);
      throw new ApiError(ResultCode.ILLEGAL_TOKEN);
    }
    entry.lastSeenAt = now;
    entry.expiresAt = row.expiresAt.getTime();
    this.cache.set(id, entry, generation);
  }

  /** Ends the session of a token (sign-out). */
  async revoke(sessionId: string, reason: RevokeReason): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.clock.now(), revokeReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    this.bus.invalidate(TOPICS.session, sessionId);
  }

  /**
   * Ends every session of a user, except `keep`. Call it when a user is disabled, deleted or
   * gets a new password, and on sign-in when only one session per account is allowed.
   */
  async revokeUser(userId: number, reason: RevokeReason, keep?: string): Promise<number> {
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: this.clock.now(), revokeReason: reason })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keep === undefined ? undefined : sql`${sessions.id} <> ${keep}`,
        ),
      )
      .returning({ id: sessions.id });
    for (const row of ended) this.bus.invalidate(TOPICS.session, row.id);
    return ended.length;
  }

  /**
   * Ends the live sessions among `ids` that `owner` (when given) holds, and answers those that
   * ended. Every instance drops them from its cache (the revoke trigger announces each one).
   */
  async revokeSessions(
    ids: readonly string[],
    reason: RevokeReason,
    owner?: number,
  ): Promise<{ id: string; userId: number }[]> {
    if (ids.length === 0) return [];
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: this.clock.now(), revokeReason: reason })
      .where(
        and(
          inArray(sessions.id, [...ids]),
          isNull(sessions.revokedAt),
          owner === undefined ? undefined : eq(sessions.userId, owner),
        ),
      )
      .returning({ id: sessions.id, userId: sessions.userId });
    for (const row of ended) this.bus.invalidate(TOPICS.session, row.id);
    return ended;
  }

  /** Deletes sessions that expired or ended more than a week ago. */
  async purgeExpired(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - KEEP_ENDED_MS);
    const deleted = await this.db
      .delete(sessions)
      .where(lt(sessions.expiresAt, before))
      .returning({ id: sessions.id });
    return deleted.length;
  }
}
