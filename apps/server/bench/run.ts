import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/**
 * `pnpm bench`: starts the platform server (embedded database in a temporary directory) and a
 * bare Fastify hello-world as separate processes, then measures each with autocannon at 50
 * connections for 10 seconds (after a short warm-up). The hello-world is measured first and
 * last and the mean is the reference, which evens out a machine whose speed drifts. Prints
 * numbers; fails on nothing.
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

async function measure(target: Target, seconds: number): Promise<Row> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    connections: CONNECTIONS,
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

async function main(): Promise<void> {
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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
