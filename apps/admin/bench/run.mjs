/* global document */
// `pnpm bench` of the back-office: in Chromium against the real server (fresh embedded
// database), the time from opening the site to the sign-in form, from the sign-in click to the
// first screen's rows, from a page-size change to the rows and from Next to the next page's
// rows: positions and users on the seeded data, then users again with 10 000 more (added by
// bulk SQL while the server is stopped). Also the JavaScript (gzip) the sign-in form needs (the
// entry and what it imports, from the build's manifest) and what the first screen loads in all.
// Prints the medians of several runs.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(appDir, '../server');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const EXTRA_USERS = 10_000;

/** The screens measured: the path, the page call that fills it. */
const SCREENS = {
  positions: { path: '/system/position', call: '/sysPosition/v1/page' },
  users: { path: '/system/user', call: '/sysUser/v1/page' },
};

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

async function measure(browser, url, screen) {
  const formShown = [];
  const signIn = [];
  const pageSize = [];
  const nextPage = [];
  let gzipBytes = 0;
  let rawBytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response);
    });
    const opened = Date.now();
    await page.goto(`${url}/login?redirect=${encodeURIComponent(screen.path)}`, {
      waitUntil: 'commit',
    });
    await page.getByRole('button', { name: '登录' }).waitFor();
    formShown.push(Date.now() - opened);
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
    const answered = page.waitForResponse((r) => r.url().endsWith(screen.call));
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
    if (data.total > 100) {
      const firstId = await rows.first().getAttribute('data-id');
      const stepped = Date.now();
      await page.getByRole('button', { name: 'Go to next page' }).click();
      await page.waitForFunction(
        (id) => {
          const first = document.querySelector('[role="grid"] [role="row"][data-id]');
          return first !== null && first.getAttribute('data-id') !== id;
        },
        firstId,
        { timeout: 60_000 },
      );
      nextPage.push(Date.now() - stepped);
    }
    await context.close();
  }
  return {
    formShown: median(formShown),
    signIn: median(signIn),
    pageSize: median(pageSize),
    nextPage: nextPage.length > 0 ? median(nextPage) : null,
    gzipBytes,
    rawBytes,
  };
}

/** The gzip size of the entry chunk and every chunk it imports statically (the sign-in form). */
async function signInScripts(outDir) {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  let gzipBytes = 0;
  for (const key of seen) {
    gzipBytes += gzipSync(await readFile(join(outDir, manifest[key].file))).length;
  }
  return { gzipBytes, chunks: seen.size };
}

/** Adds users to the stopped server's database by bulk SQL (the server's bench script). */
async function addUsers(dataDir, count) {
  const child = spawn(
    join(serverDir, 'node_modules/.bin/tsx'),
    ['bench/add-users.ts', dataDir, String(count)],
    { cwd: serverDir, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const code = await new Promise((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`Adding users failed (${code}).`);
}

async function stopServer(server) {
  server.child.kill('SIGTERM');
  await new Promise((done) => server.child.once('exit', done));
}

const dataDir = await mkdtemp(join(tmpdir(), 'admin-bench-'));
const outDir = await mkdtemp(join(tmpdir(), 'admin-bench-dist-'));
let server = await startServer(dataDir);
let site;
let browser;
try {
  const configFile = join(appDir, 'vite.config.ts');
  // the site passes the API through to the server's port, which changes at the restart
  const serve = async () => {
    process.env.PLATFORM_API_URL = server.url;
    return preview({
      root: appDir,
      configFile,
      logLevel: 'warn',
      build: { outDir },
      preview: { port: 0, host: '127.0.0.1', strictPort: false },
    });
  };
  process.env.PLATFORM_API_URL = server.url;
  await build({
    root: appDir,
    configFile,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const signInJs = await signInScripts(outDir);
  site = await serve();
  let url = site.resolvedUrls.local[0].replace(/\/$/, '');
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    headless: true,
  });
  const positions = await measure(browser, url, SCREENS.positions);
  const users = await measure(browser, url, SCREENS.users);

  await new Promise((done) => site.httpServer.close(done));
  site = undefined;
  await stopServer(server);
  await addUsers(dataDir, EXTRA_USERS);
  server = await startServer(dataDir);
  site = await serve();
  url = site.resolvedUrls.local[0].replace(/\/$/, '');
  const manyUsers = await measure(browser, url, SCREENS.users);

  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const row = (label, result) =>
    console.log(
      `${label.padEnd(20)} open → sign-in form ${result.formShown} ms; sign-in click → rows ${result.signIn} ms; ` +
        `page size 100 → rows ${result.pageSize} ms; next page → rows ${result.nextPage ?? '–'} ms`,
    );
  console.log(`Back-office in Chromium, median of ${RUNS} runs each`);
  console.log(
    `JavaScript of the sign-in form: ${kib(signInJs.gzipBytes)} gzip in ${signInJs.chunks} files`,
  );
  console.log(
    `JavaScript loaded through the first screen (positions): ${kib(positions.gzipBytes)} gzip (${kib(positions.rawBytes)} raw)`,
  );
  row('seeded positions:', positions);
  row('seeded users:', users);
  row(`+${EXTRA_USERS} users:`, manyUsers);
} finally {
  await browser?.close();
  await new Promise((done) => (site ? site.httpServer.close(done) : done()));
  await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
}
