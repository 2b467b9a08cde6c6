import { lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { loginAttempts } from '../db/schema/index';

const EVERY_MS = 10 * 60_000;
/** Sign-in attempts are kept this long (the login log). */
const KEEP_ATTEMPTS_MS = 90 * 24 * 3_600_000;
/** Sign-in guard rows idle this long (and not locked) are dropped. */
const GUARD_IDLE_MS = 24 * 3_600_000;

/**
 * Deletes ended sessions, old sign-in attempts and idle sign-in guard rows every ten minutes. Safe to run on every
 * instance at once (plain deletes by time). Returns the stop function.
 */
export function startHousekeeping(ctx: AppContext, onError: (error: unknown) => void): () => void {
  const run = async () => {
    await ctx.sessions.purgeExpired();
    const before = new Date(ctx.clock.now().getTime() - KEEP_ATTEMPTS_MS);
    await ctx.db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, before));
    await ctx.login.purgeGuard(new Date(ctx.clock.now().getTime() - GUARD_IDLE_MS));
  };
  const timer = setInterval(() => void run().catch(onError), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
