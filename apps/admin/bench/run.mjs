/* global document, window */
// `pnpm bench` of the back-office: in Chromium against the real server (fresh embedded
// database), the time from opening the site to the sign-in form, from the sign-in click to the
// first screen's rows, from a page-size change to the rows in view and from Next to the next
// page's rows: positions and users on the seeded data, then users again with 10 000 more (added by
// bulk SQL while the server is stopped). Also the JavaScript (gzip) the sign-in form needs (the
// entry and what it imports, from the build's manifest) and what the first screen loads in all.
// The same steps are timed on a floor (`bench/floor`: React and MUI's plain Table, no framework)
// in the same run, and each figure is also printed as a ratio to it: absolute times move from
// machine to machine, ratios much less. Times are taken inside the page (from the click as the
// page received it to the frame that shows the rows), the sign-in typed at a quick typist's pace.
// Prints the medians of several runs.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import {
  ROW,
  RUNS,
  addRows,
  installClock,
  launchBrowser,
  median,
  rowsInView,
  startServer,
  stopServer,
} from '../../../scripts/lib/browser-bench.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const EXTRA_USERS = 10_000;
/**
 * The account and password are typed as a quick typist would, a key every 100 ms: what a site
 * does while its sign-in form waits for the user (the back-office prepares the signed-in part)
 * is then part of the run, as it is for people.
 */
const KEY_DELAY_MS = 100;

/** The screens measured: the path, the page call that fills it, the page-size option's name. */
const SCREENS = {
  positions: { path: '/system/position', call: '/sysPosition/v1/page', size: '100 条/页' },
  users: { path: '/system/user', call: '/sysUser/v1/page', size: '100 条/页' },
  floor: { path: '/', call: '/sysUser/v1/page', size: '100' },
};

async function measure(browser, url, screen) {
  const formShown = [];
  const signIn = [];
  const pageSize = [];
  const nextPage = [];
  let gzipBytes = 0;
  let rawBytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(installClock);
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response);
    });
    await page.goto(`${url}/login?redirect=${encodeURIComponent(screen.path)}`, {
      waitUntil: 'commit',
    });
    formShown.push(await page.evaluate(() => window.__benchShown('form button[type="submit"]')));
    await page.getByLabel('账号').pressSequentially('admin', { delay: KEY_DELAY_MS });
    await page.getByLabel('密码', { exact: true }).pressSequentially('Admin@123', {
      delay: KEY_DELAY_MS,
    });
    const rows = page.locator(ROW);
    await page.evaluate((row) => {
      window.__rowsShown = window.__benchShown(row);
    }, ROW);
    await page.getByRole('button', { name: '登录' }).click();
    signIn.push(
      await page.evaluate(async () => (await window.__rowsShown) - window.__benchClicks.at(-1)),
    );
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
    await page.getByRole('option', { name: screen.size, exact: true }).click();
    const { data } = await (await answered).json();
    await page.waitForFunction(rowsInView, Math.min(data.total, 100), { timeout: 60_000 });
    pageSize.push(Date.now() - changed);
    if (data.total > 100) {
      const firstId = await rows.first().getAttribute('data-id');
      const stepped = Date.now();
      // the back-office's pager speaks Chinese; the floor's plain MUI pager keeps MUI's English
      await page.getByRole('button', { name: /^(转到下一页|Go to next page)$/ }).click();
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
    formShown: Math.round(median(formShown)),
    signIn: Math.round(median(signIn)),
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
const dataDir = await mkdtemp(join(tmpdir(), 'admin-bench-'));
const outDir = await mkdtemp(join(tmpdir(), 'admin-bench-dist-'));
const floorOutDir = await mkdtemp(join(tmpdir(), 'admin-bench-floor-'));
const floorRoot = join(appDir, 'bench/floor');
let server = await startServer(dataDir);
const sites = [];
let browser;
try {
  const configFile = join(appDir, 'vite.config.ts');
  const floorConfig = { root: floorRoot, configFile: false, plugins: [react()], logLevel: 'warn' };
  // both sites pass the API through to the server's port, which changes at the restart
  const serve = async () => {
    process.env.PLATFORM_API_URL = server.url;
    const proxy = { '/ibsp-bg-auth': { target: server.url } };
    const admin = await preview({
      root: appDir,
      configFile,
      logLevel: 'warn',
      build: { outDir },
      preview: { port: 0, host: '127.0.0.1', strictPort: false },
    });
    const floor = await preview({
      ...floorConfig,
      build: { outDir: floorOutDir },
      preview: { port: 0, host: '127.0.0.1', strictPort: false, proxy },
    });
    sites.push(admin, floor);
    const address = (site) => site.resolvedUrls.local[0].replace(/\/$/, '');
    return { admin: address(admin), floor: address(floor) };
  };
  const closeSites = async () => {
    for (const site of sites.splice(0)) await new Promise((done) => site.httpServer.close(done));
  };
  process.env.PLATFORM_API_URL = server.url;
  await build({
    root: appDir,
    configFile,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  await build({
    ...floorConfig,
    build: { outDir: floorOutDir, emptyOutDir: true, manifest: true },
  });
  const signInJs = await signInScripts(outDir);
  const floorJs = await signInScripts(floorOutDir);
  let urls = await serve();
  browser = await launchBrowser();
  const positions = await measure(browser, urls.admin, SCREENS.positions);
  const users = await measure(browser, urls.admin, SCREENS.users);
  const floor = await measure(browser, urls.floor, SCREENS.floor);

  await closeSites();
  await stopServer(server);
  await addRows(dataDir, 'users', EXTRA_USERS);
  server = await startServer(dataDir);
  urls = await serve();
  const manyUsers = await measure(browser, urls.admin, SCREENS.users);
  const manyFloor = await measure(browser, urls.floor, SCREENS.floor);

  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const times = (result, base) => {
    const step = (value, baseValue) =>
      value === null
        ? '–'
        : base
          ? `${value} ms (${(value / baseValue).toFixed(1)}×)`
          : `${value} ms`;
    return (
      `open → sign-in form ${step(result.formShown, base?.formShown)}; ` +
      `sign-in click → rows ${step(result.signIn, base?.signIn)}; ` +
      `page size 100 → rows in view ${step(result.pageSize, base?.pageSize)}; ` +
      `next page → rows ${step(result.nextPage, base?.nextPage)}`
    );
  };
  console.log(`Back-office in Chromium, median of ${RUNS} runs each (× = ratio to the floor)`);
  console.log(
    `JavaScript of the sign-in form: ${kib(signInJs.gzipBytes)} gzip in ${signInJs.chunks} files ` +
      `(floor: ${kib(floorJs.gzipBytes)} in ${floorJs.chunks})`,
  );
  console.log(
    `JavaScript loaded through the first screen (positions): ${kib(positions.gzipBytes)} gzip (${kib(positions.rawBytes)} raw)`,
  );
  console.log(`${'seeded positions:'.padEnd(22)} ${times(positions, floor)}`);
  console.log(`${'seeded users:'.padEnd(22)} ${times(users, floor)}`);
  console.log(`${'floor, seeded users:'.padEnd(22)} ${times(floor)}`);
  console.log(`${`+${EXTRA_USERS} users:`.padEnd(22)} ${times(manyUsers, manyFloor)}`);
  console.log(`${`floor, +${EXTRA_USERS} users:`.padEnd(22)} ${times(manyFloor)}`);
} finally {
  await browser?.close();
  for (const site of sites) await new Promise((done) => site.httpServer.close(done));
  await stopServer(server);
  for (const dir of [dataDir, outDir, floorOutDir]) await rm(dir, { recursive: true, force: true });
}
