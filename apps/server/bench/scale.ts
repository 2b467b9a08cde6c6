import { spawn } from 'node:child_process';
import { ALL_ROUTES, type RouteContract, routeUrl } from '@org/api-contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createPasswordHasher } from '../src/auth/password';
import { systemClock } from '../src/clock';
import { migrateDatabase } from '../src/db/migrate';
import { queryRows } from '../src/db/rows';
import { seedDatabase } from '../src/seed/index';
import { SEED_PASSWORDS } from '../src/seed/seed-context';
import { openEngine } from './engines';
import { type ScaleRows, seedSubmissions, seedUsers, settle } from './scale-seed';
import { sql } from 'drizzle-orm';

/**
 * `pnpm bench:scale`: the list calls at 10 000 and at 1 000 000 submissions (10 000 users →
 * 100 000), on the embedded engine and, when `BENCH_DATABASE_URL` (or `TEST_DATABASE_URL`)
 * names a PostgreSQL server, on a fresh database there too. Rows are added by bulk SQL
 * (`scale-seed.ts`), never through the API. Each call runs `SCALE_RUNS` times (default 20)
 * after two warm-ups; the table gives p50 and p99 in ms and the growth ratio of the p50s. While
 * the lists run, `/health` and a small list (positions) are each called every 10 ms, and their
 * p50 and p99 are printed. Last, a form's submissions are exported as CSV to a reader in a child process and
 * the server process's RSS growth is printed. `SCALE_SUBMISSIONS`, `SCALE_USERS` and `BENCH_ONLY=pglite|postgres` change the
 * run; `SCALE_ONLY=export` seeds the large size only and runs only the export (its memory
 * growth can read lower than after the lists: only after many queries does V8 allocate the
 * driver's row objects in its old generation). Prints numbers; fails on nothing.
 */
const ONLY_EXPORT = process.env.SCALE_ONLY === 'export';
const RUNS = Number(process.env.SCALE_RUNS ?? 20);
const SMALL: ScaleRows = { submissions: 10_000, users: 10_000 };
const LARGE: ScaleRows = {
  submissions: Number(process.env.SCALE_SUBMISSIONS ?? 1_000_000),
  users: Number(process.env.SCALE_USERS ?? 100_000),
};
const passwords = createPasswordHasher();

interface Call {
  name: string;
  method: string;
  path: string;
  body?: Record<string, unknown>;
  query?: Record<string, string | number>;
  /** Ids of a parent row, for lists that need one. */
  needs?: Record<string, number>;
}

interface Timing {
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** The calls of the table, then every other list of the contract with a first page. */
function callsOf(formId: number, needs: Record<string, number>): Call[] {
  const submissions = '/form-service/submission/v1/page';
  const users = '/ibsp-bg-auth/sysUser/v1/page';
  const named: Call[] = [
    {
      name: 'submissions, first page of 20, one form',
      method: 'POST',
      path: submissions,
      body: { formId, pageSize: 20 },
    },
    {
      name: 'submissions, first page of 20, all forms',
      method: 'POST',
      path: submissions,
      body: { pageSize: 20 },
    },
    {
      name: 'submissions, page 5000 of one form',
      method: 'POST',
      path: submissions,
      body: { formId, pageNo: 5000, pageSize: 20 },
    },
    { name: 'users, first page of 20', method: 'POST', path: users, body: { pageSize: 20 } },
    {
      name: 'users, search by part of the account',
      method: 'POST',
      path: users,
      body: { account: 'user-4321', pageSize: 20 },
    },
    {
      name: 'users, search by part of the name',
      method: 'POST',
      path: users,
      body: { username: '00432', pageSize: 20 },
    },
    {
      name: 'users, search by part of the mobile',
      method: 'POST',
      path: users,
      body: { mobile: '0004321', pageSize: 20 },
    },
    {
      name: 'users, search by two characters of the mobile',
      method: 'POST',
      path: users,
      body: { mobile: '77', pageSize: 20 },
    },
    {
      name: 'users, search by one character no name has',
      method: 'POST',
      path: users,
      body: { username: 'q', pageSize: 20 },
    },
    {
      name: 'users, page 100 of 100',
      method: 'POST',
      path: users,
      body: { pageNo: 100, pageSize: 100 },
    },
  ];
  const others: Call[] = [];
  for (const route of ALL_ROUTES as readonly RouteContract[]) {
    const url = routeUrl(route);
    if (url === submissions || url === users) continue;
    if (!/(page|paging|list|recycleBin|versions)$/i.test(url)) continue;
    const first = { pageNo: 1, pageSize: 20 };
    others.push(
      route.method === 'GET'
        ? { name: url, method: 'GET', path: url, query: first, needs }
        : { name: url, method: route.method, path: url, body: first, needs },
    );
  }
  return [...named, ...others];
}

async function call(base: string, token: string, c: Call): Promise<{ ms: number; code: number }> {
  const target = new URL(c.path, base);
  for (const [key, value] of Object.entries(c.query ?? {}))
    target.searchParams.set(key, String(value));
  const started = performance.now();
  const response = await fetch(target, {
    method: c.method,
    headers: { 'x-token': token, ...(c.body ? { 'content-type': 'application/json' } : {}) },
    ...(c.body ? { body: JSON.stringify(c.body) } : {}),
  });
  const body = (await response.json()) as { code: number };
  return { ms: performance.now() - started, code: body.code };
}

/** Times every call; answers per call its timing, or why it was left out. */
async function measure(
  base: string,
  token: string,
  calls: Call[],
): Promise<Map<string, Timing | string>> {
  const out = new Map<string, Timing | string>();
  for (const c of calls) {
    let first = await call(base, token, c);
    if (first.code === 40022 && c.needs) {
      // A list under a parent (members of a role, items of a dictionary …): name the first one.
      if (c.body) c.body = { ...c.body, ...c.needs };
      if (c.query) c.query = { ...c.query, ...c.needs };
      first = await call(base, token, c);
    }
    if (first.code !== 20000) {
      out.set(c.name, `answers ${first.code} without arguments`);
      continue;
    }
    await call(base, token, c);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) times.push((await call(base, token, c)).ms);
    times.sort((a, b) => a - b);
    out.set(c.name, { p50: percentile(times, 50), p99: percentile(times, 99) });
  }
  return out;
}

/**
 * While the lists run: `/health`, and a small list that must read the database (the first page
 * of positions), each called every 10 ms until stopped; answers each one's latencies.
 */
function pollBeside(base: string, token: string): { stop(): Promise<Record<string, number[]>> } {
  const positions = ALL_ROUTES.find((route) => routeUrl(route).endsWith('/sysPosition/v1/page'));
  const probes: Record<string, () => Promise<Response>> = {
    '/health': () => fetch(new URL('/health', base)),
    'positions, first page': () =>
      fetch(new URL(positions ? routeUrl(positions) : '/', base), {
        method: 'POST',
        headers: { 'x-token': token, 'content-type': 'application/json' },
        body: JSON.stringify({ pageSize: 10 }),
      }),
  };
  let running = true;
  const loops = Object.entries(probes).map(async ([name, probe]) => {
    const times: number[] = [];
    while (running) {
      const started = performance.now();
      await probe().then((r) => r.arrayBuffer());
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return [name, times.sort((a, b) => a - b)] as const;
  });
  return {
    async stop() {
      running = false;
      return Object.fromEntries(await Promise.all(loops));
    },
  };
}

/**
 * Exports a form's submissions while a child process reads and discards the CSV, so this
 * process holds only the server (and the embedded engine's worker): its RSS, sampled every
 * 20 ms, is the export's memory.
 */
async function exportGrowth(base: string, token: string, formId: number): Promise<string> {
  const before = process.memoryUsage();
  let peak = before.rss;
  let heapPeak = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
  }, 20);
  const started = performance.now();
  const reader = `const r = await fetch(process.argv[1], { headers: { 'x-token': process.argv[2] } });
let bytes = 0;
for await (const chunk of r.body) bytes += chunk.byteLength;
process.stdout.write(String(bytes));`;
  const url = new URL(`/form-service/submission/v1/export?formId=${formId}`, base).toString();
  const bytes = await new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', reader, url, token], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (data: Buffer) => {
      out += data.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(Number(out)) : reject(new Error(`the reader exited with ${code}`)),
    );
  });
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  const mb = (value: number) => (value / 1_048_576).toFixed(0);
  return `${mb(bytes)} MiB of CSV in ${seconds.toFixed(1)} s, server RSS growth ${mb(peak - before.rss)} MB, JS heap growth ${mb(heapPeak - before.heapUsed)} MB`;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');

async function benchEngine(kind: 'pglite' | 'postgres', url?: string): Promise<void> {
  const log = (text: string) => console.log(`[${kind}] ${text}`);
  const opened = await openEngine(kind, url);
  const { handle } = opened;
  let app: FastifyInstance | undefined;
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { passwords, clock: systemClock });
    app = await buildApp({ database: handle, clock: systemClock, passwords, logLevel: 'silent' });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(new URL('/ibsp-bg-auth/sysUser/v1/login', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin', password: SEED_PASSWORDS.admin }),
    });
    const token = ((await login.json()) as { data: string }).data;
    const [form] = await queryRows<{ id: number }>(
      handle.db,
      sql`select id::int as id from form_definition where deleted_at is null order by id limit 1`,
    );
    const [parents] = await queryRows<Record<string, number>>(
      handle.db,
      sql`select (select min(id)::int from sys_role where deleted_at is null) as "roleId",
                 (select min(id)::int from sys_user_group where deleted_at is null) as "groupId",
                 (select min(id)::int from sys_position where deleted_at is null) as "positionId",
                 (select min(id)::int from app_application where deleted_at is null) as "appId",
                 (select min(id)::int from sys_dict where deleted_at is null) as "dictId",
                 (select min(id)::int from sys_org where deleted_at is null) as "orgId",
                 ${form?.id ?? 1}::int as "formId"`,
    );
    const calls = callsOf(form?.id ?? 1, parents ?? {});

    const results: Map<string, Timing | string>[] = [];
    const beside: Record<string, number[]>[] = [];
    let seeded: ScaleRows = { submissions: 0, users: 0 };
    for (const size of ONLY_EXPORT ? [LARGE] : [SMALL, LARGE]) {
      const started = performance.now();
      await seedUsers(handle.db, size.users - seeded.users, seeded.users);
      await seedSubmissions(handle.db, size.submissions - seeded.submissions, seeded.submissions);
      await settle(handle.db);
      seeded = size;
      log(
        `${size.submissions} submissions and ${size.users} users seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      if (ONLY_EXPORT) break;
      const poller = pollBeside(base, token);
      results.push(await measure(base, token, calls));
      beside.push(await poller.stop());
    }
    if (ONLY_EXPORT) {
      log(
        `CSV export of one form at ${LARGE.submissions} submissions: ${await exportGrowth(base, token, form?.id ?? 1)}`,
      );
      return;
    }
    const [small, large] = results;
    const head = `| call | p50 ${SMALL.submissions / 1000}k | p99 ${SMALL.submissions / 1000}k | p50 ${LARGE.submissions / 1000}k | p99 ${LARGE.submissions / 1000}k | growth |`;
    console.log(
      `\n${kind === 'pglite' ? 'Embedded engine (PGlite)' : 'PostgreSQL'}, ms (${RUNS} runs each)\n`,
    );
    console.log(head);
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const c of calls) {
      const a = small?.get(c.name);
      const b = large?.get(c.name);
      if (typeof a === 'string' || typeof b === 'string' || !a || !b) {
        console.log(`| ${c.name} | ${String(a ?? b)} | | | | |`);
        continue;
      }
      console.log(
        `| ${c.name} | ${ms(a.p50)} | ${ms(a.p99)} | ${ms(b.p50)} | ${ms(b.p99)} | ${(b.p50 / a.p50).toFixed(2)}× |`,
      );
    }
    for (const [index, probes] of beside.entries()) {
      const size = index === 0 ? SMALL : LARGE;
      for (const [name, times] of Object.entries(probes))
        console.log(
          `\n${name} while the lists ran at ${size.submissions} submissions: ${times.length} calls, p50 ${ms(percentile(times, 50))} ms, p99 ${ms(percentile(times, 99))} ms`,
        );
    }
    console.log(
      `\nCSV export of one form at ${LARGE.submissions} submissions: ${await exportGrowth(base, token, form?.id ?? 1)}\n`,
    );
  } finally {
    await app?.close();
    await handle.close();
    await opened.drop();
  }
}

const only = process.env.BENCH_ONLY;
const url = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim();
if (only !== 'postgres') await benchEngine('pglite');
if (only !== 'pglite') {
  if (url) await benchEngine('postgres', url);
  else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');
}
