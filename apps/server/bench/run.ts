import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

/**
 * `pnpm bench`: starts the platform server (embedded database in a temporary directory) and a
 * bare Fastify hello-world as separate processes, then measures each with autocannon at 50
 * connections for 10 seconds (after a short warm-up). The hello-world is measured first and
 * last and the mean is the reference, which evens out a machine whose speed drifts. Then
 * `/health` alone and while a runaway data view runs, on the embedded engine and, when
 * `BENCH_DATABASE_URL` (or `TEST_DATABASE_URL`) names a PostgreSQL server, on a fresh database
 * there too (`BENCH_ONLY=health` measures only these). Prints numbers; fails on nothing.
 */
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 2;
const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function start(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`${script} exited with ${code}`);
  });
  return child;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`The process for ${url} stopped.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up within a minute.`);
}

interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Only answers whose envelope code is 20000 count as successes. */
  envelope: boolean;
}

interface Row {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

async function measure(target: Target, seconds: number, connections = CONNECTIONS): Promise<Row> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    connections,
    duration: seconds,
    ...(target.headers === undefined ? {} : { headers: target.headers }),
    ...(target.body === undefined ? {} : { body: target.body }),
    ...(target.envelope
      ? { verifyBody: (body: unknown) => String(body).startsWith('{"code":20000,') }
      : {}),
  });
  const mismatches = (result as { mismatches?: number }).mismatches ?? 0;
  return {
    name: target.name,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx + mismatches,
  };
}

/** Connections of the `/health` rows: a load balancer's probes, not a flood. */
const HEALTH_CONNECTIONS = 10;
/** The runaway view's limit (the default of a new view). */
const RUNAWAY_LIMIT_MS = 5000;

interface HealthRow extends Row {
  engine: string;
  /** Runaway runs answered (and how many of them were stopped with 50400) meanwhile. */
  runs?: { answered: number; stopped: number; slowestMs: number };
}

async function api<T>(url: string, init: RequestInit): Promise<T> {
  const answer = (await (await fetch(url, init)).json()) as {
    code: number;
    message: string;
    data: T;
  };
  if (answer.code !== 20000) throw new Error(`${url}: ${answer.code} ${answer.message}`);
  return answer.data;
}

/**
 * `/health` alone, then while a view whose size the planner cannot see
 * (`generate_series(1, (select :n::int))` with n = 10^8) is run again and again, each run
 * stopped at its limit.
 */
async function healthRows(base: string, engine: string): Promise<HealthRow[]> {
  const login = `${base}/ibsp-bg-auth/sysUser/v1/login?account=admin&password=Admin%40123`;
  const token = await api<string>(login, { method: 'POST' });
  const json = { 'x-token': token, 'content-type': 'application/json' };
  const views = await api<{ records: { datasourceId: number }[] }>(
    `${base}/dataview-service/view/v1/list?viewType=TREE`,
    { headers: json },
  );
  const view = await api<{ id: number }>(`${base}/dataview-service/view/v1/view`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      viewCode: `bench_runaway_${Date.now()}`,
      viewName: 'Runaway (benchmark)',
      datasourceId: views.records[0]?.datasourceId,
      viewStatus: 'PUBLISHED',
      sqlText: 'select count(*) as n from generate_series(1, (select :n::int))',
      params: [{ name: 'n', type: 'number', required: true }],
      statementTimeoutMs: RUNAWAY_LIMIT_MS,
    }),
  });
  const runOnce = async () => {
    const started = performance.now();
    const answer = (await (
      await fetch(`${base}/dataview-service/view/v1/sql/resultAppendNotPage`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ viewId: view.id, queryParamListStr: '{"n":100000000}' }),
      })
    ).json()) as { code: number };
    return { code: answer.code, ms: performance.now() - started };
  };
  // A first run takes the copy the embedded engine runs views on; it is not measured.
  await runOnce();
  const health: Target = { name: '/health', url: `${base}/health`, envelope: true };
  process.stdout.write(`  ${engine}: /health alone, warming up, then ${DURATION_S} s ...\n`);
  await measure(health, WARMUP_S, HEALTH_CONNECTIONS);
  const alone = await measure(health, DURATION_S, HEALTH_CONNECTIONS);

  process.stdout.write(`  ${engine}: /health while a runaway view runs, ${DURATION_S} s ...\n`);
  const runs = { answered: 0, stopped: 0, slowestMs: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const { code, ms } = await runOnce();
      runs.answered += 1;
      if (code === 50400) runs.stopped += 1;
      runs.slowestMs = Math.max(runs.slowestMs, ms);
    }
  })();
  // Let the first run get going before measuring.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const during = await measure(health, DURATION_S, HEALTH_CONNECTIONS);
  running = false;
  await loop;
  return [
    { ...alone, engine, name: '/health alone' },
    { ...during, engine, name: '/health, runaway view running', runs },
  ];
}

/** A fresh database on a PostgreSQL server for one run of the benchmark; dropped afterwards. */
async function withPostgresDatabase<T>(url: string, task: (url: string) => Promise<T>): Promise<T> {
  const name = `platform_bench_${Math.random().toString(16).slice(2, 10)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    return await task(target.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** Starts the platform server (on `env`'s database), runs `task` against it, stops it. */
async function withServer<T>(
  env: Record<string, string>,
  task: (base: string) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const server = start('src/main.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...env,
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/health`, server);
    return await task(`http://127.0.0.1:${port}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

function printHealthRows(rows: readonly HealthRow[]): void {
  console.log(
    `\n/health at ${HEALTH_CONNECTIONS} connections, ${DURATION_S} s each; the runaway view ` +
      `(limit ${RUNAWAY_LIMIT_MS} ms) is run again and again meanwhile\n`,
  );
  console.log(
    `${'engine'.padEnd(12)}${'condition'.padEnd(32)}${'req/s'.padStart(10)}${'p99 ms'.padStart(9)}` +
      `${'errors'.padStart(8)}  runaway runs`,
  );
  for (const row of rows) {
    const runs = row.runs
      ? `${row.runs.answered} answered, ${row.runs.stopped} stopped (50400), slowest ${(row.runs.slowestMs / 1000).toFixed(1)} s`
      : '';
    console.log(
      `${row.engine.padEnd(12)}${row.name.padEnd(32)}${row.rps.toFixed(0).padStart(10)}` +
        `${row.p99.toFixed(1).padStart(9)}${String(row.errors).padStart(8)}  ${runs}`,
    );
  }
  const during = rows.filter((row) => row.runs);
  const met = during.every((row) => row.p99 < 100 && row.errors === 0);
  console.log(
    `\n/health during a runaway view (p99 < 100 ms, 0 errors, on every engine measured): ` +
      `${met ? 'met' : 'NOT met'}`,
  );
}

async function main(): Promise<void> {
  if (process.env.BENCH_ONLY === 'health') return runawayBench();
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-bench-'));
  const [serverPort, helloPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${serverPort}`;
  const hello = start('bench/hello-server.ts', { PORT: String(helloPort) });
  const server = start('src/main.ts', {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  try {
    console.log('Starting the servers (the first start creates and seeds the database) ...');
    await waitFor(`http://127.0.0.1:${helloPort}/`, hello);
    await waitFor(`${base}/health`, server);
    const login = `${base}/ibsp-bg-auth/sysUser/v1/login?account=admin&password=Admin%40123`;
    const token = ((await (await fetch(login, { method: 'POST' })).json()) as { data: string })
      .data;
    const auth = { 'x-token': token };
    const helloWorld: Target = {
      name: 'hello-world (bare Fastify)',
      url: `http://127.0.0.1:${helloPort}/`,
      envelope: false,
    };
    const targets: Target[] = [
      helloWorld,
      {
        name: 'dictByCode (3 dictionaries)',
        url: `${base}/ibsp-bg-auth/sysDict/v1/dictByCode`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(['gender', 'yes_no', 'status']),
        envelope: true,
      },
      {
        name: 'userInfo',
        url: `${base}/ibsp-bg-auth/sysUser/v1/login/userInfo`,
        headers: auth,
        envelope: true,
      },
      { name: 'login (scrypt, slow on purpose)', url: login, method: 'POST', envelope: true },
      { ...helloWorld, name: 'hello-world again' },
    ];
    const rows: Row[] = [];
    for (const target of targets) {
      process.stdout.write(`  ${target.name}: warming up, then ${DURATION_S} s ...\n`);
      await measure(target, WARMUP_S);
      rows.push(await measure(target, DURATION_S));
    }
    const reference = ((rows[0]?.rps ?? 1) + (rows[rows.length - 1]?.rps ?? 1)) / 2;
    console.log(
      `\n${CONNECTIONS} connections, ${DURATION_S} s each; × hello = req/s over the mean of the ` +
        `two hello-world runs (${reference.toFixed(0)} req/s)\n`,
    );
    console.log(
      `${'target'.padEnd(32)}${'req/s'.padStart(10)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'× hello'.padStart(9)}`,
    );
    for (const row of rows) {
      console.log(
        `${row.name.padEnd(32)}${row.rps.toFixed(0).padStart(10)}${row.p99.toFixed(1).padStart(9)}` +
          `${String(row.errors).padStart(8)}${(row.rps / reference).toFixed(2).padStart(9)}`,
      );
    }
    const dict = rows[1];
    if (dict) {
      const met = dict.errors === 0 && dict.rps >= 0.3 * reference && dict.p99 < 50;
      console.log(
        `\ndictByCode target (0 errors, ≥ 0.3× hello-world, p99 < 50 ms): ${met ? 'met' : 'NOT met'}`,
      );
    }
    console.log('login hashes the password with scrypt (about 40 ms of CPU each): slow by design.');
  } finally {
    hello.kill('SIGTERM');
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
  await runawayBench();
}

/** The `/health` rows, on PGlite and (when a server is named) on PostgreSQL. */
async function runawayBench(): Promise<void> {
  const rows: HealthRow[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-bench-'));
  try {
    console.log('\nStarting the server on the embedded engine for the /health rows ...');
    rows.push(...(await withServer({ DATA_DIR: dataDir }, (base) => healthRows(base, 'PGlite'))));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)?.trim();
  if (url) {
    console.log('Starting the server on PostgreSQL (a fresh database) for the /health rows ...');
    rows.push(
      ...(await withPostgresDatabase(url, (database) =>
        withServer({ DATABASE_URL: database }, (base) => healthRows(base, 'PostgreSQL')),
      )),
    );
  } else {
    console.log('(Set BENCH_DATABASE_URL to a PostgreSQL server to measure it too.)');
  }
  printHealthRows(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
