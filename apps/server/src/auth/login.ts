import { PARAM_KEYS, ResultCode } from '@org/api-contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { loginAttempts, users } from '../db/schema/index';
import type { Db } from '../db/types';
import { ApiError } from '../http/api-error';
import { text } from '../i18n/text';
import type { ParamService } from '../services/param-service';
import type { PasswordHasher } from './password';
import type { SessionService } from './sessions';
import { type AttemptOutcome, type GuardLimits, SignInGuard, lockedError } from './sign-in-guard';
import { hashToken } from './token';

export interface SignIn {
  account: string;
  password: string;
  ip: string;
  userAgent: string;
}

/** The user a successful sign-in identified. */
export interface SignedInUser {
  id: number;
  account: string;
}

type AttemptReason = 'ok' | 'bad-credentials' | 'locked' | 'disabled';

/**
 * Sign-in: the lockout and the rate limits (per account name and per address) are enforced by
 * `SignInGuard` in the database, so they hold whatever the concurrency and across instances.
 * Every attempt reserves its place before any password is checked; an account name over its
 * limits is refused (42300 locked, 42900 too many) without a check. Account names that exist
 * and those that do not are treated alike: the same counters, the same answers, and a hash of
 * a dummy password for unknown ones, so neither the answers nor their timing tell them apart.
 * Successful sign-ins give their place back (offices share addresses). Every attempt that gets
 * past the limits is recorded (the login log).
 */
export class LoginService {
  private readonly guard: SignInGuard;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly params: ParamService,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionService,
  ) {
    this.guard = new SignInGuard(db);
  }

  /** Checks account and password; throws 42900, 42300, 60204 or 40003 as an `ApiError`. */
  async authenticate(request: SignIn): Promise<SignedInUser> {
    const account = request.account.trim();
    const key = account.toLowerCase();
    const now = this.clock.now();
    const limits = await this.limits();
    await this.guard.reserve(key, request.ip, now, limits);

    let outcome: AttemptOutcome = 'abandoned';
    try {
      const [user] = await this.db
        .select({
          id: users.id,
          account: users.account,
          passwordHash: users.passwordHash,
          status: users.status,
        })
        .from(users)
        .where(sql`lower(${users.account}) = ${key} and ${users.deletedAt} is null`);

      const record = (reason: AttemptReason, message = '') =>
        this.db.insert(loginAttempts).values({
          account: key.slice(0, 64),
          userId: user?.id ?? null,
          ip: request.ip,
          userAgent: request.userAgent.slice(0, 500),
          success: reason === 'ok',
          reason,
          message,
          attemptedAt: now,
        });

      const valid = user
        ? await this.passwords.verify(request.password, user.passwordHash)
        : (await this.passwords.burn(request.password), false);
      if (!user || !valid) {
        outcome = 'failed';
        const { lockedUntil } = await this.guard.finish(key, request.ip, now, limits, 'failed');
        if (lockedUntil) {
          // Known or not, the same statement: it mirrors the lock onto the account's row.
          await this.db
            .update(users)
            .set({ lockedUntil, failedLoginCount: limits.maxFailures })
            .where(sql`lower(${users.account}) = ${key} and ${users.deletedAt} is null`);
        }
        if (lockedUntil) {
          await record('locked', `locked after ${limits.maxFailures} failures`);
          throw lockedError(lockedUntil, now, limits.maxFailures);
        }
        await record('bad-credentials');
        // The code's own message (the spec's wording): "Account and password are incorrect."
        throw new ApiError(ResultCode.BAD_CREDENTIALS);
      }
      outcome = 'succeeded';
      const { lockedUntil } = await this.guard.finish(key, request.ip, now, limits, 'succeeded');
      if (lockedUntil) {
        await record('locked');
        throw lockedError(lockedUntil, now);
      }
      if (user.status !== 1) {
        await record('disabled');
        throw new ApiError(ResultCode.FORBIDDEN, text('auth.disabled'));
      }
      await this.db
        .update(users)
        .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: now, lastLoginIp: request.ip })
        .where(eq(users.id, user.id));
      await record('ok');
      return { id: user.id, account: user.account };
    } finally {
      // A check that never finished (an error) gives its place back.
      if (outcome === 'abandoned') {
        await this.guard.finish(key, request.ip, now, limits, 'abandoned');
      }
    }
  }

  /** Signs in and starts a session; answers the token. */
  async login(request: SignIn): Promise<string> {
    const user = await this.authenticate(request);
    const token = await this.sessions.create(user.id, request.ip, request.userAgent);
    if (await this.params.boolean(PARAM_KEYS.singleSession)) {
      await this.sessions.revokeUser(user.id, 'replaced', hashToken(token));
    }
    return token;
  }

  /** Clears the failures and the lock of users (an administrator unlocked them). */
  async clearLocks(userIds: readonly number[]): Promise<void> {
    if (userIds.length === 0) return;
    const rows = await this.db
      .select({ account: users.account })
      .from(users)
      .where(inArray(users.id, [...userIds]));
    await this.guard.clearAccounts(rows.map((row) => row.account));
  }

  /** Drops the guard's rows untouched since `before` (housekeeping). */
  purgeGuard(before: Date): Promise<void> {
    return this.guard.purge(before, this.clock.now());
  }

  private limits(): Promise<GuardLimits> {
    return guardLimits(this.params);
  }
}

/** The limits of sign-in, from the system parameters (a check of the current password shares them). */
export async function guardLimits(params: ParamService): Promise<GuardLimits> {
  const [maxFailures, lockMinutes, windowSeconds, perIp, perAccount] = await Promise.all([
    params.number(PARAM_KEYS.maxRetryCount),
    params.number(PARAM_KEYS.lockMinutes),
    params.number(PARAM_KEYS.rateWindowSeconds),
    params.number(PARAM_KEYS.ratePerIp),
    params.number(PARAM_KEYS.ratePerAccount),
  ]);
  return {
    maxFailures,
    lockMs: lockMinutes * 60_000,
    windowMs: windowSeconds * 1000,
    perIp,
    perAccount,
  };
}
