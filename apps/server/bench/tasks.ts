import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createPasswordHasher } from '../src/auth/password';
import { systemClock } from '../src/clock';
import { migrateDatabase } from '../src/db/migrate';
import { queryRows } from '../src/db/rows';
import type { Db } from '../src/db/types';
import { seedDatabase } from '../src/seed/index';
import { onEachEngine, openEngine } from './engines';

/**
 * `pnpm bench:tasks`: the scheduled-task engine (decision 0023) at 1 000 tasks
 * (`BENCH_TASKS`). First the idle cost: the tasks are due at 03:00 only, and the server's
 * process CPU (its database worker included) is read over `IDLE_SECONDS` (default 20) with the
 * engine and without it. Then every task is due every minute, each reading a 16-row data view:
 * for the next minute's time, how many runs started, and how long after their time they started
 * (p50, p99, last). Prints numbers per engine: the embedded one, and PostgreSQL when
 * `BENCH_DATABASE_URL` (or `TEST_DATABASE_URL`) names a server (`BENCH_ONLY=pglite|postgres`).
 * Fails on nothing.
 */
const TASKS = Number(process.env.BENCH_TASKS ?? 1000);
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 20);
const passwords = createPasswordHasher();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** `TASKS` tasks on the seeded region view, due at `cron`, written by bulk SQL. */
async function seedTasks(db: Db, cron: string): Promise<void> {
  await db.execute(sql`
    insert into app_artefact (app_id, kind, artefact_code, artefact_name, content)
    select a.id, 'TASK', 'bench_task_' || g, 'Bench task ' || g,
           jsonb_build_object('cron', ${cron}::text, 'targetType', 'DATA_VIEW',
                              'viewId', v.id, 'enabled', true)
      from generate_series(1, ${TASKS}::int) g,
           (select id from app_application where app_code = 'demo') a,
           (select id from dv_view where view_code = 'region_tree') v`);
}

/** The share of one CPU the process used over `seconds`. */
async function cpuOver(seconds: number): Promise<number> {
  const before = process.cpuUsage();
  const started = performance.now();
  await sleep(seconds * 1000);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / (performance.now() - started);
}

async function serve(opened: Awaited<ReturnType<typeof openEngine>>, scheduler: boolean) {
  return buildApp({
    database: opened.handle,
    clock: systemClock,
    passwords,
    logLevel: 'silent',
    scheduler,
  });
}

async function benchEngine(kind: 'pglite' | 'postgres', url?: string): Promise<void> {
  const opened = await openEngine(kind, url);
  let app: FastifyInstance | undefined;
  try {
    await migrateDatabase(opened.handle);
    const db = opened.handle.db;
    await seedDatabase(db, { passwords, clock: systemClock });
    await seedTasks(db, '0 3 * * *');

    app = await serve(opened, false);
    const without = await cpuOver(IDLE_SECONDS);
    await app.close();
    app = await serve(opened, true);
    await sleep(2000);
    const idle = await cpuOver(IDLE_SECONDS);
    console.log(
      `[${kind}] idle CPU with ${TASKS} tasks armed: ${(idle * 100).toFixed(1)} % of a core ` +
        `(without the engine ${(without * 100).toFixed(1)} %)`,
    );
    await app.close();

    await db.execute(sql`
      update app_artefact set content = jsonb_set(content, '{cron}', '"* * * * *"')
       where kind = 'TASK' and artefact_code like 'bench_task_%'`);
    app = await serve(opened, true);
    const due = new Date(Math.ceil((Date.now() + 1000) / 60_000) * 60_000);
    await sleep(due.getTime() - Date.now() + 1000);
    let lags: number[] = [];
    for (let waited = 0; waited < 60; waited += 1) {
      const rows = await queryRows<{ lag: number | string }>(
        db,
        sql`select extract(epoch from (started_at - scheduled_at)) * 1000 as lag
              from task_run where scheduled_at = ${due}`,
      );
      lags = rows.map((row) => Number(row.lag)).sort((a, b) => a - b);
      if (lags.length >= TASKS) break;
      await sleep(1000);
    }
    const done = await queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from task_run where scheduled_at = ${due} and status = 'SUCCEEDED'`,
    );
    console.log(
      `[${kind}] ${TASKS} tasks due at one minute: ${lags.length} started, ` +
        `lag p50 ${percentile(lags, 50).toFixed(0)} ms, p99 ${percentile(lags, 99).toFixed(0)} ms, ` +
        `last ${(lags.at(-1) ?? NaN).toFixed(0)} ms; ${Number(done[0]?.n)} succeeded by then`,
    );
  } finally {
    await app?.close();
    await opened.handle.close();
    await opened.drop();
  }
}

await onEachEngine(benchEngine);
