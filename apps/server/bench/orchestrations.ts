import type { OrchestrationContent } from '@org/api-contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createPasswordHasher } from '../src/auth/password';
import { systemClock } from '../src/clock';
import { migrateDatabase } from '../src/db/migrate';
import { queryRows } from '../src/db/rows';
import { seedDatabase } from '../src/seed/index';
import { runOrchestration } from '../src/services/orchestrations/runner';
import { onEachEngine, openEngine } from './engines';

/**
 * `pnpm bench:orchestrations`: what running an orchestration adds to its steps. Three steps
 * (the regions below a region → a script that takes their ids → the regions below the first
 * of them), run `RUNS` times (default 100, after warm-ups); per run, the time of the whole
 * run less the time of its steps. Prints p50 and p99 of both, per engine (PostgreSQL when
 * `BENCH_DATABASE_URL` or `TEST_DATABASE_URL` names a server; `BENCH_ONLY=pglite|postgres`).
 */
const RUNS = Number(process.env.RUNS ?? 100);
const passwords = createPasswordHasher();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function benchEngine(kind: 'pglite' | 'postgres', url?: string): Promise<void> {
  const opened = await openEngine(kind, url);
  let app: FastifyInstance | undefined;
  try {
    await migrateDatabase(opened.handle);
    await seedDatabase(opened.handle.db, { passwords, clock: systemClock });
    const [view] = await queryRows<{ id: number }>(
      opened.handle.db,
      sql`select id::int as id from dv_view where view_code = 'region_children'`,
    );
    app = await buildApp({
      database: opened.handle,
      clock: systemClock,
      passwords,
      logLevel: 'silent',
    });
    const content: OrchestrationContent = {
      inputs: [{ name: 'parent', type: 'number', required: true }],
      steps: [
        {
          key: 'top',
          name: 'top',
          type: 'DATA_VIEW',
          viewId: view?.id,
          params: { parentId: '${input.parent}' },
        },
        {
          key: 'ids',
          name: 'ids',
          type: 'SCRIPT',
          script: 'return steps.top.rows.map((row) => row.id);',
        },
        {
          key: 'below',
          name: 'below',
          type: 'DATA_VIEW',
          viewId: view?.id,
          params: { parentId: '${steps.ids[0]}' },
        },
      ],
    };
    const overhead: number[] = [];
    const whole: number[] = [];
    for (let i = 0; i < RUNS + 10; i++) {
      const started = performance.now();
      const run = await runOrchestration(app.platform, content, { parent: 1 });
      const total = performance.now() - started;
      if (!run.ok) throw new Error(run.error);
      if (i < 10) continue;
      whole.push(total);
      overhead.push(total - run.steps.reduce((sum, step) => sum + step.ms, 0));
    }
    overhead.sort((a, b) => a - b);
    whole.sort((a, b) => a - b);
    console.log(
      `[${kind}] view → script → view: whole run p50 ${percentile(whole, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(whole, 99).toFixed(1)} ms; beyond its steps p50 ${percentile(overhead, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(overhead, 99).toFixed(1)} ms`,
    );
  } finally {
    await app?.close();
    await opened.handle.close();
    await opened.drop();
  }
}

await onEachEngine(benchEngine);
