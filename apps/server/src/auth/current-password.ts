import { ResultCode } from '@org/api-contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema/index';
import { ApiError, invalidField, notFound } from '../http/api-error';
import { text } from '../i18n/text';
import { guardLimits } from './login';
import { SignInGuard, lockedError } from './sign-in-guard';

/**
 * Checks the password a signed-in user gives as their current one (to change it). Each check is
 * an attempt on the account under the sign-in guard: it takes its place under the rate limits
 * (42900) and is refused while the account is locked (42300); a wrong password counts toward
 * the lockout (the one that reaches it locks the account), a right one clears the count. So a
 * session cannot guess the account's password faster than the sign-in page allows.
 */
export async function checkCurrentPassword(
  ctx: AppContext,
  userId: number,
  password: string,
  ip: string,
): Promise<void> {
  const [user] = await ctx.db
    .select({ account: users.account, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw notFound(text('user.noun'), userId);
  const key = user.account.trim().toLowerCase();
  const now = ctx.clock.now();
  const limits = await guardLimits(ctx.params);
  const guard = new SignInGuard(ctx.db);
  await guard.reserve(key, ip, now, limits);
  let valid: boolean;
  try {
    valid = await ctx.passwords.verify(password, user.passwordHash);
  } catch (error) {
    await guard.finish(key, ip, now, limits, 'abandoned');
    throw error;
  }
  const { lockedUntil } = await guard.finish(key, ip, now, limits, valid ? 'succeeded' : 'failed');
  if (lockedUntil && !valid) {
    await ctx.db
      .update(users)
      .set({ lockedUntil, failedLoginCount: limits.maxFailures })
      .where(eq(users.id, userId));
    throw new ApiError(
      ResultCode.LOCKED,
      text('auth.currentPasswordLocked', {
        count: limits.maxFailures,
        minutes: Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000)),
      }),
      { lockedUntil: lockedUntil.toISOString() },
    );
  }
  if (lockedUntil) {
    throw lockedError(lockedUntil, now);
  }
  if (!valid) throw invalidField('body.oldPassword', text('auth.notCurrentPassword'));
}
