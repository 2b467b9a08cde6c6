import { ResultCode } from '@org/api-contract';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../db/rows';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { text } from '../i18n/text';

/** The limits in force for one attempt (from the system parameters). */
export interface GuardLimits {
  /** Failed sign-ins in a row after which an account is locked. */
  maxFailures: number;
  lockMs: number;
  windowMs: number;
  /** Failed or unfinished attempts per window from one address. */
  perIp: number;
  /** Failed or unfinished attempts per window for one account name. */
  perAccount: number;
}

/** How an attempt ended, once its place was reserved. */
export type AttemptOutcome = 'failed' | 'succeeded' | 'abandoned';

/**
 * A reservation that was not released within this time is taken for one whose server died
 * mid-way: it stops counting as unfinished (a failure it may have been stays counted).
 */
const PENDING_STALE_MS = 30_000;

interface GuardRow {
  granted: boolean;
  locked_until: Date | string | null;
}

const toDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/**
 * The answer to an account locked until `lockedUntil` (the same for every account name): the
 * minutes left, rounded up, in the message; the instant in `data.lockedUntil`.
 */
export function lockedError(lockedUntil: Date, now: Date, failures?: number): ApiError {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return new ApiError(
    ResultCode.LOCKED,
    failures === undefined
      ? text('auth.locked', { minutes })
      : text('auth.lockedAfterFailures', { count: failures, minutes }),
    { lockedUntil: lockedUntil.toISOString() },
  );
}

function tooMany(windowMs: number): ApiError {
  const seconds = Math.ceil(windowMs / 1000);
  return new ApiError(ResultCode.TOO_MANY_REQUESTS, text('auth.tooManyAttempts', { seconds }), {
    retryAfterSeconds: seconds,
  });
}

/**
 * The lockout and the rate limits of sign-in, enforced by the database. Each attempt first
 * reserves its place with one atomic upsert per counter (the account name, whether it exists
 * or not, and the client address): the reservation is granted only while the account is not
 * locked, its failures in a row plus the attempts still being checked stay below the lockout,
 * and the failed or unfinished attempts of the window stay below each rate limit. So however
 * many attempts arrive at once, on however many instances, no more passwords are checked than
 * the limits allow. When the check ends, `finish` turns the reservation into a failure (the one
 * that reaches the lockout locks the account) or gives it back (a success).
 */
export class SignInGuard {
  constructor(private readonly db: Queryable) {}

  /** Reserves the attempt's place, or throws 42300 (locked) or 42900 (too many attempts). */
  async reserve(account: string, ip: string, now: Date, limits: GuardLimits): Promise<void> {
    const forAccount = await this.take('account', account, now, limits, limits.perAccount, true);
    if (!forAccount.granted) {
      const lockedUntil = toDate(forAccount.locked_until);
      if (lockedUntil && lockedUntil > now) throw lockedError(lockedUntil, now);
      throw tooMany(limits.windowMs);
    }
    const forIp = await this.take('ip', ip, now, limits, limits.perIp, false);
    if (!forIp.granted) {
      await this.release('account', account, now, 'abandoned');
      throw tooMany(limits.windowMs);
    }
  }

  /**
   * Ends a reserved attempt. A failure counts against the lockout and answers the time the
   * account became locked when this failure locked it; a success clears the failures and gives
   * the attempt back to the rate limits, unless the account was locked meanwhile (then it
   * answers the lock: no token for a locked account).
   */
  async finish(
    account: string,
    ip: string,
    now: Date,
    limits: GuardLimits,
    outcome: AttemptOutcome,
  ): Promise<{ lockedUntil: Date | null }> {
    await this.release('ip', ip, now, outcome);
    if (outcome !== 'failed') {
      const [row] = await this.release('account', account, now, outcome);
      const lockedUntil = toDate(row?.locked_until ?? null);
      return { lockedUntil: lockedUntil && lockedUntil > now ? lockedUntil : null };
    }
    const until = new Date(now.getTime() + limits.lockMs);
    const reaches = sql`g.failures + 1 >= ${limits.maxFailures}
                        and (g.locked_until is null or g.locked_until <= ${now})`;
    const [row] = await queryRows<{ locked_until: Date | string | null }>(
      this.db,
      sql`update sys_sign_in_guard g
             set pending = greatest(g.pending - 1, 0),
                 failures = case when ${reaches} then 0 else g.failures + 1 end,
                 locked_until = case when ${reaches} then ${until} else g.locked_until end,
                 updated_at = ${now}
           where g.kind = 'account' and g.key = ${account}
       returning g.locked_until`,
    );
    const lockedUntil = toDate(row?.locked_until ?? null);
    return {
      lockedUntil: lockedUntil && lockedUntil.getTime() === until.getTime() ? lockedUntil : null,
    };
  }

  /** Forgets the failures and the lock of account names (an administrator unlocked them). */
  async clearAccounts(accounts: readonly string[]): Promise<void> {
    if (accounts.length === 0) return;
    const keys = accounts.map((account) => sql`${account.trim().toLowerCase()}`);
    await this.db.execute(
      sql`delete from sys_sign_in_guard
           where kind = 'account' and key in (${sql.join(keys, sql`, `)})`,
    );
  }

  /** Drops rows untouched since `before` that hold no lock still in force. */
  async purge(before: Date, now: Date): Promise<void> {
    await this.db.execute(
      sql`delete from sys_sign_in_guard
           where updated_at < ${before} and (locked_until is null or locked_until <= ${now})`,
    );
  }

  /** One atomic reservation on the counter `kind`/`key`; answers whether it was granted. */
  private async take(
    kind: 'account' | 'ip',
    key: string,
    now: Date,
    limits: GuardLimits,
    perWindow: number,
    lockout: boolean,
  ): Promise<GuardRow> {
    const since = new Date(now.getTime() - limits.windowMs);
    const stale = new Date(now.getTime() - PENDING_STALE_MS);
    const attempts = sql`(case when g.window_start > ${since} then g.attempts else 0 end)`;
    const lockOver = sql`(g.locked_until is not null and g.locked_until <= ${now})`;
    const failures = sql`(case when ${lockOver} then 0 else g.failures end)`;
    const pending = sql`(case when g.updated_at <= ${stale} then 0 else g.pending end)`;
    const conditions: SQL[] = [sql`${attempts} < ${perWindow}`];
    if (lockout) {
      conditions.push(sql`(g.locked_until is null or g.locked_until <= ${now})`);
      conditions.push(sql`${failures} + ${pending} < ${limits.maxFailures}`);
    }
    const granted = sql`(${sql.join(conditions, sql` and `)})`;
    const plusOne = sql`(case when ${granted} then 1 else 0 end)`;
    const [row] = await queryRows<GuardRow>(
      this.db,
      sql`insert into sys_sign_in_guard as g
                 (kind, key, window_start, attempts, failures, pending, locked_until, granted,
                  updated_at)
          values (${kind}, ${key}, ${now}, 1, 0, 1, null, true, ${now})
          on conflict (kind, key) do update set
                 granted = ${granted},
                 window_start = case when g.window_start > ${since} then g.window_start
                                     else ${now} end,
                 attempts = ${attempts} + ${plusOne},
                 failures = ${failures},
                 pending = ${pending} + ${plusOne},
                 locked_until = case when ${lockOver} then null else g.locked_until end,
                 updated_at = case when ${granted} then ${now} else g.updated_at end
       returning g.granted, g.locked_until`,
    );
    if (!row) throw new Error('The sign-in guard answered no row.');
    return row;
  }

  /** Gives back an unfinished attempt; a success also clears the failures in a row. */
  private release(
    kind: 'account' | 'ip',
    key: string,
    now: Date,
    outcome: AttemptOutcome,
  ): Promise<{ locked_until: Date | string | null }[]> {
    const unlocked = sql`(g.locked_until is null or g.locked_until <= ${now})`;
    const clears = outcome === 'succeeded' ? unlocked : sql`false`;
    // A failure stays counted against the address's rate limit; the rest is given back.
    const givesBack = outcome === 'failed' ? sql`false` : sql`true`;
    return queryRows(
      this.db,
      sql`update sys_sign_in_guard g
             set pending = greatest(g.pending - 1, 0),
                 attempts = case when ${givesBack} then greatest(g.attempts - 1, 0)
                                 else g.attempts end,
                 failures = case when ${clears} then 0 else g.failures end,
                 updated_at = ${now}
           where g.kind = ${kind} and g.key = ${key}
       returning g.locked_until`,
    );
  }
}
