import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { GATEWAY_HEADERS, type OrchestrationContent, gatewaySigningText } from '@org/api-contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createPasswordHasher } from '../src/auth/password';
import { systemClock } from '../src/clock';
import { migrateDatabase } from '../src/db/migrate';
import { queryRows } from '../src/db/rows';
import { seedDatabase } from '../src/seed/index';
import { appArtefacts, externalAppApis, externalApps } from '../src/db/schema/index';
import { created } from '../src/lib/audit';
import { publishOrchestration } from '../src/services/orchestrations/publishing';
import { runOrchestration } from '../src/services/orchestrations/runner';
import { secretBoxOf } from '../src/services/secret-box';
import { SEED_PASSWORDS } from '../src/seed/seed-context';
import { onEachEngine, openEngine } from './engines';

/**
 * `pnpm bench:orchestrations`: what running an orchestration adds to its steps, and what the
 * gateway adds to a call.
 * - Three steps (the regions below a region → a script that takes their ids → the regions
 *   below the first of them), run `RUNS` times (default 100, after warm-ups); per run, the time
 *   of the whole run less the time of its steps.
 * - The same orchestration published, called over HTTP `RUNS` times by a signed-in user and,
 *   alternately, by an external application through the gateway (signed, with a fresh nonce,
 *   granted, logged); the gateway's cost is the difference of the two medians.
 * Prints p50 and p99, per engine (PostgreSQL when `BENCH_DATABASE_URL` or `TEST_DATABASE_URL`
 * names a server; `BENCH_ONLY=pglite|postgres`).
 */
const RUNS = Number(process.env.RUNS ?? 100);
const passwords = createPasswordHasher();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function gatewayCost(
  kind: string,
  app: FastifyInstance,
  content: OrchestrationContent,
): Promise<void> {
  const ctx = app.platform;
  const [demo] = await queryRows<{ id: number; admin: number }>(
    ctx.db,
    sql`select a.id::int as id, u.id::int as admin from app_application a, sys_user u
         where a.app_code = 'demo' and u.account = 'admin'`,
  );
  if (!demo) throw new Error('No demo application in the seed.');
  const [artefact] = await ctx.db
    .insert(appArtefacts)
    .values({
      appId: demo.id,
      kind: 'ORCHESTRATION',
      artefactCode: 'bench_regions',
      artefactName: 'bench',
      content: content as unknown as Record<string, unknown>,
      ...created(demo.admin, new Date()),
    })
    .returning({ id: appArtefacts.id });
  const published = await publishOrchestration(
    ctx,
    { appId: demo.id, id: artefact!.id },
    demo.admin,
  );
  const secret = randomBytes(32).toString('base64url');
  const [caller] = await ctx.db
    .insert(externalApps)
    .values({
      appCode: 'bench_caller',
      appName: 'bench',
      appKey: 'ak_bench_caller',
      secretHash: 'unused',
      secretEncrypted: (await secretBoxOf(ctx)).encrypt(secret),
      rateLimitPerMinute: 1_000_000,
      ...created(demo.admin, new Date()),
    })
    .returning({ id: externalApps.id });
  await ctx.db.insert(externalAppApis).values({ appId: caller!.id, apiId: published.apiId });

  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const body = JSON.stringify({ input: { parent: 1 } });
  const bodySha256 = createHash('sha256').update(body).digest('hex');
  const post = async (path: string, headers: Record<string, string>) => {
    const started = performance.now();
    const answer = await fetch(new URL(path, base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const json = (await answer.json()) as { code: number; message: string };
    if (json.code !== 20000) throw new Error(`${path}: ${json.code} ${json.message}`);
    return performance.now() - started;
  };
  const login = await fetch(new URL('/ibsp-bg-auth/sysUser/v1/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: SEED_PASSWORDS.admin }),
  });
  const token = ((await login.json()) as { data: string }).data;
  const signedIn = () => post(published.path, { 'x-token': token });
  const throughGateway = () => {
    const timestamp = String(Date.now());
    const nonce = randomUUID();
    const signature = createHmac('sha256', secret)
      .update(
        gatewaySigningText({
          method: 'POST',
          path: published.gatewayPath,
          timestamp,
          nonce,
          bodySha256,
        }),
      )
      .digest('hex');
    return post(published.gatewayPath, {
      [GATEWAY_HEADERS.appKey]: 'ak_bench_caller',
      [GATEWAY_HEADERS.timestamp]: timestamp,
      [GATEWAY_HEADERS.nonce]: nonce,
      [GATEWAY_HEADERS.signature]: signature,
    });
  };
  const direct: number[] = [];
  const gateway: number[] = [];
  for (let i = 0; i < RUNS + 10; i++) {
    const a = await signedIn();
    const b = await throughGateway();
    if (i < 10) continue;
    direct.push(a);
    gateway.push(b);
  }
  direct.sort((a, b) => a - b);
  gateway.sort((a, b) => a - b);
  console.log(
    `[${kind}] published, over HTTP: signed-in p50 ${percentile(direct, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(direct, 99).toFixed(1)} ms; through the gateway p50 ` +
      `${percentile(gateway, 50).toFixed(1)} ms, p99 ${percentile(gateway, 99).toFixed(1)} ms; ` +
      `the gateway adds p50 ${(percentile(gateway, 50) - percentile(direct, 50)).toFixed(1)} ms`,
  );
}

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
    await gatewayCost(kind, app, content);
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
