import { API, routeUrl } from '@org/api-contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createPasswordHasher } from '../src/auth/password';
import { systemClock } from '../src/clock';
import { migrateDatabase } from '../src/db/migrate';
import { queryRows } from '../src/db/rows';
import { seedDatabase } from '../src/seed/index';
import { onEachEngine, openEngine, signedInAdmin } from './engines';
import { seedSubmissions } from './scale-seed';

/**
 * `pnpm bench:statistics`: a statistic over many submissions. `SUBMISSIONS` generated
 * submissions (default 1 000 000), a data view reading their choice field `leaveType`, and a
 * bar chart counting them by it, computed `RUNS` times (default 10, after a warm-up) through
 * the API, per engine. Prints p50 and p99 and checks the counts against a plain `count(*)`.
 * No index serves it: one sequential pass over the rows, grouped in memory (three groups).
 */
const RUNS = Number(process.env.RUNS ?? 10);
const passwords = createPasswordHasher();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function benchEngine(kind: 'pglite' | 'postgres', url?: string): Promise<void> {
  const size = Number(process.env.SUBMISSIONS ?? 1_000_000);
  const opened = await openEngine(kind, url);
  let app: FastifyInstance | undefined;
  try {
    const db = opened.handle.db;
    await migrateDatabase(opened.handle);
    await seedDatabase(db, { passwords, clock: systemClock });
    const seeding = performance.now();
    await seedSubmissions(db, size);
    await db.execute(sql`analyze form_submission`);
    console.log(
      `[${kind}] ${size} submissions seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
    );
    app = await buildApp({
      database: opened.handle,
      clock: systemClock,
      passwords,
      logLevel: 'silent',
    });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const post = await signedInAdmin(base);
    const [ids] = await queryRows<{ app: number; source: number }>(
      db,
      sql`select (select id::int from app_application where app_code = 'demo') as app,
                 (select min(id)::int from dv_datasource) as source`,
    );
    const view = await post<{ id: number }>('/dataview-service/view/v1/view', {
      viewCode: 'bench_leave_types',
      viewName: 'bench',
      datasourceId: ids?.source,
      viewStatus: 'PUBLISHED',
      sqlText: `select data->>'leaveType' as "leaveType" from form_submission`,
      statementTimeoutMs: 30_000,
    });
    if (view.code !== 20000) throw new Error(view.message);
    const content = {
      chart: 'bar',
      viewId: view.data.id,
      dimension: { column: 'leaveType' },
      measures: [{ aggregate: 'COUNT' }],
    };
    const times: number[] = [];
    let rows: { d: string; m0: number }[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      const started = performance.now();
      const answer = await post<{ rows: { d: string; m0: number }[] }>(
        routeUrl(API.statistics.preview),
        {
          appId: ids?.app,
          content,
        },
      );
      const ms = performance.now() - started;
      if (answer.code !== 20000) throw new Error(`${answer.code} ${answer.message}`);
      rows = answer.data.rows;
      if (i > 0) times.push(ms);
    }
    const expected = await queryRows<{ d: string; n: number }>(
      db,
      sql`select data->>'leaveType' as d, count(*)::int as n from form_submission group by 1 order by 1`,
    );
    const same =
      JSON.stringify(rows.map((row) => [row.d, row.m0])) ===
      JSON.stringify(expected.map((row) => [row.d, row.n]));
    times.sort((a, b) => a - b);
    console.log(
      `[${kind}] ${size} submissions counted by a choice field (bar chart through the API): ` +
        `p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms; ` +
        `${rows.length} groups, ${same ? 'the same counts as count(*)' : 'COUNTS DIFFER from count(*)'}`,
    );
  } finally {
    await app?.close();
    await opened.handle.close();
    await opened.drop();
  }
}

await onEachEngine(benchEngine);
