import { PARAM_KEYS } from '@org/api-contract';
import { lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { queryRows } from '../db/rows';
import { gatewayCalls, loginAttempts, operLogs } from '../db/schema/index';
import { purgeGatewayState } from './gateway/signed-call';

const EVERY_MS = 10 * 60_000;
const DAY_MS = 24 * 3_600_000;
/** Sign-in guard rows idle this long (and not locked) are dropped. */
const GUARD_IDLE_MS = 24 * 3_600_000;

/**
 * The tables whose statistics the embedded engine refreshes itself: PGlite runs no autovacuum,
 * and the planner's estimates (the index it picks, the estimated totals of decision 0012) need
 * statistics that follow the rows. A table is analysed once it grew by a tenth (at least 16
 * pages) since the last time; `ANALYZE` reads a bounded sample (30 000 rows), not the table.
 */
const ANALYZED_TABLES = ['form_submission', 'sys_user', 'sys_stored_file'];

async function refreshStatistics(ctx: AppContext): Promise<void> {
  if (ctx.database.kind !== 'pglite') return;
  // PGlite keeps no change counters (pg_stat_user_tables stays at zero), so growth is read
  // from the table's size against the pages the last ANALYZE recorded.
  const stale = await queryRows<{ name: string }>(
    ctx.db,
    sql`select relname as name from pg_class
         where relkind = 'r' and relnamespace = 'public'::regnamespace
           and relname in (${sql.join(
             ANALYZED_TABLES.map((name) => sql`${name}`),
             sql`, `,
           )})
           and pg_relation_size(oid) / current_setting('block_size')::int
               > greatest(relpages * 1.1, relpages + 16)`,
  );
  for (const { name } of stale) {
    if (ANALYZED_TABLES.includes(name)) await ctx.db.execute(sql`analyze ${sql.identifier(name)}`);
  }
}

/**
 * Deletes the entries of the login log and the operation log older than `sys.log.keepDays`
 * days (a system parameter, 90 by default; both lists are read newest first by their time
 * index, which these deletes use too).
 */
export async function purgeOldLogs(ctx: AppContext): Promise<void> {
  const keepDays = await ctx.params.number(PARAM_KEYS.logKeepDays);
  const before = new Date(ctx.clock.now().getTime() - keepDays * DAY_MS);
  await ctx.db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, before));
  await ctx.db.delete(operLogs).where(lt(operLogs.operatedAt, before));
  await ctx.db.delete(gatewayCalls).where(lt(gatewayCalls.calledAt, before));
}

/**
 * Deletes ended sessions, old log entries (the gateway's calls too), spent gateway nonces and
 * minute counts, and idle sign-in guard rows every ten minutes, and
 * on the embedded engine refreshes the statistics of the large tables. Safe to run on every
 * instance at once (plain deletes by time). Returns the stop function.
 */
export function startHousekeeping(ctx: AppContext, onError: (error: unknown) => void): () => void {
  const run = async () => {
    await ctx.sessions.purgeExpired();
    await purgeOldLogs(ctx);
    await purgeGatewayState(ctx);
    await ctx.login.purgeGuard(new Date(ctx.clock.now().getTime() - GUARD_IDLE_MS));
    await refreshStatistics(ctx);
  };
  const timer = setInterval(() => void run().catch(onError), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
