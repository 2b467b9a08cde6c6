import { PARAM_KEYS, ResultCode } from '@org/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { queryRows } from '../db/rows';
import { loginAttempts, users } from '../db/schema/index';
import type { Db } from '../db/types';
import { ApiError } from '../http/api-error';
import type { ParamService } from '../services/param-service';
import type { PasswordHasher } from './password';
import type { SessionService } from './sessions';
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

/** Message of a wrong account or password (the spec's wording). */
export const BAD_CREDENTIALS_MESSAGE = 'Account and password are incorrect.';

/**
 * Sign-in: rate limits per address and per account, lockout after repeated failures, and the
 * password check. The limits count failed attempts in the attempts table, so they hold across
 * instances; an address or account over its limit is refused (42900) before any password is
 * hashed, until the window has passed. Successful sign-ins are never limited (offices share
 * addresses). Every attempt that gets past the limits is recorded (the login log).
 */
export class LoginService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly params: ParamService,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionService,
  ) {}

  /** Checks account and password; throws 42900, 42300, 60204 or 40003 as an `ApiError`. */
  async authenticate(request: SignIn): Promise<SignedInUser> {
    const account = request.account.trim();
    const key = account.toLowerCase();
    const now = this.clock.now();
    await this.checkRate(key, request.ip, now);

    const [user] = await this.db
      .select({
        id: users.id,
        account: users.account,
        passwordHash: users.passwordHash,
        status: users.status,
        lockedUntil: users.lockedUntil,
      })
      .from(users)
      .where(sql`lower(${users.account}) = ${key} and ${users.deletedAt} is null`);

    const record = (reason: AttemptReason, userId: number | null, message = '') =>
      this.db.insert(loginAttempts).values({
        account: key.slice(0, 64),
        userId,
        ip: request.ip,
        userAgent: request.userAgent.slice(0, 500),
        success: reason === 'ok',
        reason,
        message,
        attemptedAt: now,
      });

    if (user?.lockedUntil && user.lockedUntil > now) {
      await record('locked', user.id);
      throw lockedError(user.lockedUntil);
    }
    const valid = user
      ? await this.passwords.verify(request.password, user.passwordHash)
      : (await this.passwords.burn(request.password), false);
    if (!user || !valid) {
      if (user) await this.countFailure(user.id, now, record);
      else await record('bad-credentials', null);
      throw new ApiError(ResultCode.BAD_CREDENTIALS, BAD_CREDENTIALS_MESSAGE);
    }
    if (user.status !== 1) {
      await record('disabled', user.id);
      throw new ApiError(ResultCode.FORBIDDEN, 'This account is disabled.');
    }
    await this.db
      .update(users)
      .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: now, lastLoginIp: request.ip })
      .where(eq(users.id, user.id));
    await record('ok', user.id);
    return { id: user.id, account: user.account };
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

  private async checkRate(account: string, ip: string, now: Date): Promise<void> {
    const windowSeconds = await this.params.number(PARAM_KEYS.rateWindowSeconds);
    const since = new Date(now.getTime() - windowSeconds * 1000);
    const [counts] = await queryRows<{ by_ip: number; by_account: number }>(
      this.db,
      sql`select count(*) filter (where ip = ${ip})::int as by_ip,
                 count(*) filter (where account = ${account})::int as by_account
            from sys_login_attempt
           where attempted_at > ${since} and not success
             and (ip = ${ip} or account = ${account})`,
    );
    const perIp = await this.params.number(PARAM_KEYS.ratePerIp);
    const perAccount = await this.params.number(PARAM_KEYS.ratePerAccount);
    if ((counts?.by_ip ?? 0) >= perIp || (counts?.by_account ?? 0) >= perAccount) {
      throw new ApiError(
        ResultCode.TOO_MANY_REQUESTS,
        `Too many sign-in attempts. Try again in ${windowSeconds} seconds.`,
        { retryAfterSeconds: windowSeconds },
      );
    }
  }

  /** Counts a failure atomically; the failure that reaches the limit locks the account. */
  private async countFailure(
    userId: number,
    now: Date,
    record: (reason: AttemptReason, userId: number | null, message?: string) => Promise<unknown>,
  ): Promise<void> {
    const maxRetry = await this.params.number(PARAM_KEYS.maxRetryCount);
    const [row] = await this.db
      .update(users)
      .set({ failedLoginCount: sql`${users.failedLoginCount} + 1` })
      .where(eq(users.id, userId))
      .returning({ failures: users.failedLoginCount });
    if ((row?.failures ?? 0) < maxRetry) {
      await record('bad-credentials', userId);
      return;
    }
    const lockMinutes = await this.params.number(PARAM_KEYS.lockMinutes);
    const lockedUntil = new Date(now.getTime() + lockMinutes * 60_000);
    await this.db
      .update(users)
      .set({ failedLoginCount: 0, lockedUntil })
      .where(eq(users.id, userId));
    await record('locked', userId, `locked after ${maxRetry} failures`);
    throw lockedError(lockedUntil, maxRetry);
  }
}

function lockedError(lockedUntil: Date, failures?: number): ApiError {
  const reason = failures === undefined ? '' : ` after ${failures} failed sign-ins`;
  return new ApiError(
    ResultCode.LOCKED,
    `The account is locked${reason} until ${lockedUntil.toISOString()}.`,
    { lockedUntil: lockedUntil.toISOString() },
  );
}
