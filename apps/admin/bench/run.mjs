/* global document */
// `pnpm bench` of the back-office: in Chromium against the real server (fresh embedded
// database), the time from the sign-in click to the first screen's rows, and from a page-size
// change to the rows, on the seeded positions and then with 1 000 more; and the JavaScript
// the first screen loads (gzip). Prints the medians of several runs.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(appDir, '../server');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const EXTRA_POSITIONS = 1000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function startServer(dataDir) {
  const child = spawn(join(serverDir, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise((done, fail) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /API\s+http:\/\/localhost:(\d+)\//.exec(output);
      if (match) done(match[1]);
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => fail(new Error(`The server stopped (${code}):\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function call(base, path, { method = 'GET', token, body } = {}) {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'X-Token': token } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = await answer.json();
  if (envelope.code !== 20000) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

async function measure(browser, url) {
  const signIn = [];
  const pageSize = [];
  let gzipBytes = 0;
  let rawBytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response);
    });
    await page.goto(`${url}/login?redirect=%2Fsystem%2Fposition`);
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('Admin@123');
    const rows = page.locator('[role="grid"] [role="row"][data-id]');
    const start = Date.now();
    await page.getByRole('button', { name: '登录' }).click();
    await rows.first().waitFor({ timeout: 60_000 });
    signIn.push(Date.now() - start);
    if (run === 0) {
      for (const response of scripts) {
        const body = await response.body();
        rawBytes += body.length;
        gzipBytes += gzipSync(body).length;
      }
    }
    await page.getByLabel('每页条数').click();
    const answered = page.waitForResponse((r) => r.url().endsWith('/sysPosition/v1/page'));
    const changed = Date.now();
    await page.getByRole('option', { name: '100 条/页' }).click();
    const { data } = await (await answered).json();
    const expected = Math.min(data.total, 100);
    await page.waitForFunction(
      (count) => document.querySelectorAll('[role="grid"] [role="row"][data-id]').length === count,
      expected,
      { timeout: 60_000 },
    );
    pageSize.push(Date.now() - changed);
    await context.close();
  }
  return { signIn: median(signIn), pageSize: median(pageSize), gzipBytes, rawBytes };
}

const dataDir = await mkdtemp(join(tmpdir(), 'admin-bench-'));
const outDir = await mkdtemp(join(tmpdir(), 'admin-bench-dist-'));
const server = await startServer(dataDir);
let site;
let browser;
try {
  process.env.PLATFORM_API_URL = server.url;
  const configFile = join(appDir, 'vite.config.ts');
  await build({ root: appDir, configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  site = await preview({
    root: appDir,
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
  });
  const url = site.resolvedUrls.local[0].replace(/\/$/, '');
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    headless: true,
  });
  const seeded = await measure(browser, url);
  const token = await call(server.url, '/ibsp-bg-auth/sysUser/v1/login', {
    method: 'POST',
    body: { account: 'admin', password: 'Admin@123' },
  });
  for (let i = 0; i < EXTRA_POSITIONS; i += 1) {
    await call(server.url, '/ibsp-bg-auth/sysPosition/v1/position', {
      method: 'POST',
      token,
      body: { positionCode: `bench${i}`, positionName: `职务${i}`, sort: i },
    });
  }
  const many = await measure(browser, url);
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`Back-office in Chromium, median of ${RUNS} runs each`);
  console.log(
    `JavaScript of the first screen: ${kib(seeded.gzipBytes)} gzip (${kib(seeded.rawBytes)} raw)`,
  );
  console.log(
    `seeded positions:        sign-in click → rows ${seeded.signIn} ms; page size 100 → rows ${seeded.pageSize} ms`,
  );
  console.log(
    `+${EXTRA_POSITIONS} positions:         sign-in click → rows ${many.signIn} ms; page size 100 → rows ${many.pageSize} ms`,
  );
} finally {
  await browser?.close();
  await new Promise((done) => (site ? site.httpServer.close(done) : done()));
  server.child.kill('SIGTERM');
  await new Promise((done) => server.child.once('exit', done));
  await rm(dataDir, { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
}
