/* global document, window */
// `pnpm bench` of the back-office: in Chromium against the real server (fresh embedded
// database), the time from opening the site to the sign-in form, from the sign-in click to the
// first screen's rows, from a page-size change to the rows in view and from Next to the next
// page's rows: positions and users on the seeded data, then users again with 10 000 more (added by
// bulk SQL while the server is stopped). Also the JavaScript (gzip) the sign-in form needs (the
// entry and what it imports, from the build's manifest) and what the first screen loads in all.
// The same steps are timed in the same run on two others, against the same server:
// - a floor (`bench/floor`: React and MUI's plain Table, no framework);
// - an anchor (`bench/react-admin`: stock react-admin 5.15, its own sign-in page and a Datagrid
//   of the same six columns). Its authProvider signs in on the platform's own sign-in endpoint
//   and its dataProvider reads the same user page as the back-office's users screen, so both
//   pay the same server time (the password check, the page query); what the back-office asks
//   for besides (the user info, the route list) is its own cost. Only react-admin's
//   "authentication required" notification is silenced (it holds the stock sign-in form back).
// Each figure is printed as a ratio to the floor, and at 10 000 users as ours / react-admin's:
// absolute times move from machine to machine, ratios much less. The apps take turns in each
// round of runs, so that a busy machine slows them alike. Times are taken inside the page (from
// the click as the page received it to the frame that shows the rows), the sign-in typed at a
// quick typist's pace; with them, when each call and script after the sign-in click started
// and ended (the page's resource timing). Prints the medians of several runs.
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

/**
 * The screens measured: the address of the sign-in page (asking for the screen after it), the
 * page call that fills the list, the page-size option's name.
 */
const SCREENS = {
  positions: {
    open: `/login?redirect=${encodeURIComponent('/system/position')}`,
    call: '/sysPosition/v1/page',
    size: '100 条/页',
  },
  users: {
    open: `/login?redirect=${encodeURIComponent('/system/user')}`,
    call: '/sysUser/v1/page',
    size: '100 条/页',
  },
  floor: { open: '/login?redirect=%2F', call: '/sysUser/v1/page', size: '100' },
  // react-admin's own hash router; after the sign-in it shows its first resource, the users
  reactAdmin: { open: '/#/login', call: '/sysUser/v1/page', size: '100' },
};

/** One run of the steps on the site at `url`: a fresh context, so nothing is cached. */
async function measureOnce(browser, url, screen, withScripts) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(installClock);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response);
  });
  const sample = { gzipBytes: 0, rawBytes: 0, nextPage: null };
  await page.goto(`${url}${screen.open}`, { waitUntil: 'commit' });
  sample.formShown = await page.evaluate(() => window.__benchShown('form button[type="submit"]'));
  await page.getByLabel('账号').pressSequentially('admin', { delay: KEY_DELAY_MS });
  // react-admin's label carries the required field's asterisk
  await page.getByLabel(/^密码(\s*\*)?$/).pressSequentially('Admin@123', { delay: KEY_DELAY_MS });
  const rows = page.locator(ROW);
  await page.evaluate((row) => {
    window.__rowsShown = window.__benchShown(row);
  }, ROW);
  await page.getByRole('button', { name: '登录' }).click();
  // the rows' frame, and the calls and scripts fetched from the click on (the page's resource
  // timing), each with its start and end after the click
  const signedIn = await page.evaluate(async () => {
    const shown = await window.__rowsShown;
    const click = window.__benchClicks.at(-1);
    const fetched = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= click)
      .map((entry) => ({
        name: new URL(entry.name).pathname,
        start: entry.startTime - click,
        end: entry.responseEnd - click,
      }));
    return { signIn: shown - click, fetched };
  });
  sample.signIn = signedIn.signIn;
  sample.fetched = signedIn.fetched;
  if (withScripts) {
    for (const response of scripts) {
      const body = await response.body();
      sample.rawBytes += body.length;
      sample.gzipBytes += gzipSync(body).length;
    }
  }
  await page.getByLabel('每页条数').click();
  const answered = page.waitForResponse((r) => r.url().endsWith(screen.call));
  const changed = Date.now();
  await page.getByRole('option', { name: screen.size, exact: true }).click();
  const { data } = await (await answered).json();
  await page.waitForFunction(rowsInView, Math.min(data.total, 100), { timeout: 60_000 });
  sample.pageSize = Date.now() - changed;
  if (data.total > 100) {
    const firstId = await rows.first().getAttribute('data-id');
    const stepped = Date.now();
    // the back-office's pager speaks Chinese; MUI's and react-admin's keep their English
    await page.getByRole('button', { name: /^(转到下一页|Go to next page)$/ }).click();
    await page.waitForFunction(
      (id) => {
        const first = document.querySelector('[role="grid"] [role="row"][data-id]');
        return first !== null && first.getAttribute('data-id') !== id;
      },
      firstId,
      { timeout: 60_000 },
    );
    sample.nextPage = Date.now() - stepped;
  }
  await context.close();
  return sample;
}

/** The medians of one site's runs; the calls after the sign-in by name (scripts as one). */
function summarise(samples) {
  const middle = (pick) => {
    const values = samples.map(pick).filter((value) => value !== null && value !== undefined);
    return values.length > 0 ? Math.round(median(values)) : null;
  };
  const calls = new Map();
  for (const sample of samples) {
    const seen = new Map();
    for (const { name, start, end } of sample.fetched) {
      const key = name.endsWith('.js') ? 'scripts' : name.replace(/^\/ibsp-bg-auth/, '');
      const before = seen.get(key);
      seen.set(key, {
        start: Math.min(before?.start ?? start, start),
        end: Math.max(before?.end ?? end, end),
        count: (before?.count ?? 0) + 1,
      });
    }
    for (const [key, timing] of seen) calls.set(key, [...(calls.get(key) ?? []), timing]);
  }
  const timeline = [...calls]
    .map(([name, timings]) => ({
      name,
      count: Math.round(median(timings.map((timing) => timing.count))),
      start: Math.round(median(timings.map((timing) => timing.start))),
      end: Math.round(median(timings.map((timing) => timing.end))),
    }))
    .sort((a, b) => a.start - b.start);
  return {
    formShown: middle((sample) => sample.formShown),
    signIn: middle((sample) => sample.signIn),
    pageSize: middle((sample) => sample.pageSize),
    nextPage: middle((sample) => sample.nextPage),
    gzipBytes: samples[0].gzipBytes,
    rawBytes: samples[0].rawBytes,
    timeline,
  };
}

/**
 * Times each site `RUNS` times, the sites taking turns in each round (starting one further on
 * each round), and returns each site's medians by its key.
 */
async function measureAll(browser, sites) {
  const entries = Object.entries(sites);
  const samples = Object.fromEntries(entries.map(([key]) => [key, []]));
  for (let run = 0; run < RUNS; run += 1) {
    for (let turn = 0; turn < entries.length; turn += 1) {
      const [key, { url, screen }] = entries[(run + turn) % entries.length];
      samples[key].push(await measureOnce(browser, url, screen, run === 0));
    }
  }
  return Object.fromEntries(entries.map(([key]) => [key, summarise(samples[key])]));
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

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const STEPS = [
  ['formShown', 'open → sign-in form'],
  ['signIn', 'sign-in click → rows'],
  ['pageSize', 'page size 100 → rows in view'],
  ['nextPage', 'next page → rows'],
];
/** One line of a site's steps, each with its ratio to `base` when given. */
const times = (result, base) =>
  STEPS.map(([step, title]) => {
    const value = result[step];
    if (value === null) return `${title} –`;
    return base
      ? `${title} ${value} ms (${(value / base[step]).toFixed(1)}×)`
      : `${title} ${value} ms`;
  }).join('; ');
/** Ours against react-admin's and the floor's, a line a step, with ours / react-admin's. */
function against(ours, anchor, floor, js) {
  const ratio = (a, b) => (a === null || b === null ? '–' : `${(a / b).toFixed(2)}×`);
  const cell = (value) => (value === null ? '–' : `${value} ms`).padStart(8);
  console.log(
    `${'step'.padEnd(30)} ${'ours'.padStart(8)} ${'react-admin'.padStart(11)} ${'floor'.padStart(8)}  ours/react-admin`,
  );
  for (const [step, title] of STEPS) {
    console.log(
      `${title.padEnd(30)} ${cell(ours[step])} ${cell(anchor[step]).padStart(11)} ${cell(floor[step])}  ${ratio(ours[step], anchor[step])}`,
    );
  }
  console.log(
    `${'sign-in form JS, gzip'.padEnd(30)} ${kib(js.ours).padStart(8)} ${kib(js.anchor).padStart(11)} ${kib(js.floor).padStart(8)}  ${ratio(js.ours, js.anchor)}`,
  );
}
/** What was fetched from the sign-in click to the rows: each call's start and end. */
function timeline(title, result) {
  const parts = result.timeline.map(
    ({ name, count, start, end }) => `${name}${count > 1 ? ` ×${count}` : ''} ${start}–${end}`,
  );
  console.log(`${title}: ${parts.join(', ')}; rows drawn at ${result.signIn} (ms after the click)`);
}

const dataDir = await mkdtemp(join(tmpdir(), 'admin-bench-'));
const outDir = await mkdtemp(join(tmpdir(), 'admin-bench-dist-'));
const floorOutDir = await mkdtemp(join(tmpdir(), 'admin-bench-floor-'));
const anchorOutDir = await mkdtemp(join(tmpdir(), 'admin-bench-react-admin-'));
const plainSite = (root) => ({ root, configFile: false, plugins: [react()], logLevel: 'warn' });
const floorConfig = plainSite(join(appDir, 'bench/floor'));
const anchorConfig = plainSite(join(appDir, 'bench/react-admin'));
let server = await startServer(dataDir);
const sites = [];
let browser;
try {
  const configFile = join(appDir, 'vite.config.ts');
  // the sites pass the API through to the server's port, which changes at the restart
  const serve = async () => {
    process.env.PLATFORM_API_URL = server.url;
    const proxy = { '/ibsp-bg-auth': { target: server.url } };
    const at = { port: 0, host: '127.0.0.1', strictPort: false };
    const admin = await preview({
      root: appDir,
      configFile,
      logLevel: 'warn',
      build: { outDir },
      preview: at,
    });
    const floor = await preview({
      ...floorConfig,
      build: { outDir: floorOutDir },
      preview: { ...at, proxy },
    });
    const anchor = await preview({
      ...anchorConfig,
      build: { outDir: anchorOutDir },
      preview: { ...at, proxy },
    });
    sites.push(admin, floor, anchor);
    const address = (site) => site.resolvedUrls.local[0].replace(/\/$/, '');
    return { admin: address(admin), floor: address(floor), anchor: address(anchor) };
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
  for (const [config, dir] of [
    [floorConfig, floorOutDir],
    [anchorConfig, anchorOutDir],
  ]) {
    await build({ ...config, build: { outDir: dir, emptyOutDir: true, manifest: true } });
  }
  const signInJs = await signInScripts(outDir);
  const floorJs = await signInScripts(floorOutDir);
  const anchorJs = await signInScripts(anchorOutDir);
  let urls = await serve();
  browser = await launchBrowser();
  const seeded = await measureAll(browser, {
    positions: { url: urls.admin, screen: SCREENS.positions },
    users: { url: urls.admin, screen: SCREENS.users },
    floor: { url: urls.floor, screen: SCREENS.floor },
  });

  await closeSites();
  await stopServer(server);
  await addRows(dataDir, 'users', EXTRA_USERS);
  server = await startServer(dataDir);
  urls = await serve();
  const many = await measureAll(browser, {
    users: { url: urls.admin, screen: SCREENS.users },
    anchor: { url: urls.anchor, screen: SCREENS.reactAdmin },
    floor: { url: urls.floor, screen: SCREENS.floor },
  });

  console.log(`Back-office in Chromium, median of ${RUNS} runs each (× = ratio to the floor)`);
  console.log(
    `JavaScript of the sign-in form: ${kib(signInJs.gzipBytes)} gzip in ${signInJs.chunks} files ` +
      `(react-admin: ${kib(anchorJs.gzipBytes)} in ${anchorJs.chunks}; ` +
      `floor: ${kib(floorJs.gzipBytes)} in ${floorJs.chunks})`,
  );
  console.log(
    `JavaScript loaded through the first screen (positions): ${kib(seeded.positions.gzipBytes)} gzip (${kib(seeded.positions.rawBytes)} raw)`,
  );
  console.log(`${'seeded positions:'.padEnd(22)} ${times(seeded.positions, seeded.floor)}`);
  console.log(`${'seeded users:'.padEnd(22)} ${times(seeded.users, seeded.floor)}`);
  console.log(`${'floor, seeded users:'.padEnd(22)} ${times(seeded.floor)}`);
  console.log(`${`+${EXTRA_USERS} users:`.padEnd(22)} ${times(many.users, many.floor)}`);
  console.log(`${`react-admin, +${EXTRA_USERS}:`.padEnd(22)} ${times(many.anchor, many.floor)}`);
  console.log(`${`floor, +${EXTRA_USERS} users:`.padEnd(22)} ${times(many.floor)}`);
  console.log('');
  console.log(`Users list at +${EXTRA_USERS} users, against react-admin (targets: ≤ 1.00×):`);
  against(many.users, many.anchor, many.floor, {
    ours: signInJs.gzipBytes,
    anchor: anchorJs.gzipBytes,
    floor: floorJs.gzipBytes,
  });
  console.log('');
  console.log('From the sign-in click: each call (and the scripts), start–end in ms, medians');
  timeline('ours', many.users);
  timeline('react-admin', many.anchor);
  timeline('floor', many.floor);
} finally {
  await browser?.close();
  for (const site of sites) await new Promise((done) => site.httpServer.close(done));
  await stopServer(server);
  for (const dir of [dataDir, outDir, floorOutDir, anchorOutDir]) {
    await rm(dir, { recursive: true, force: true });
  }
}
