/* global document, window, addEventListener, requestAnimationFrame, MutationObserver */
// What the apps' browser benchmarks share (`apps/admin/bench`, `apps/shell/bench`): the real
// server on a fresh embedded database, rows added to it by bulk SQL, Chromium, and the clock
// installed in each page that times clicks and drawn rows from inside the page.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../../apps/server');

/** How many times each step is timed (`BENCH_RUNS`, 5 by default); medians are printed. */
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** The middle value of several runs. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The platform server on a free port over `dataDir` (created and seeded on its first start). */
export async function startServer(dataDir) {
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

/** Stops a server `startServer` started, and waits for it to exit. */
export async function stopServer(server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await new Promise((done) => server.child.once('exit', done));
}

/**
 * Adds `count` generated rows of `kind` (`users`, or `files` of the application `appCode`) by
 * bulk SQL to the database in `dataDir`, while its server is stopped (`apps/server/bench/add-rows.ts`).
 */
export async function addRows(dataDir, kind, count, appCode) {
  const child = spawn(
    join(serverDir, 'node_modules/.bin/tsx'),
    ['bench/add-rows.ts', dataDir, kind, String(count), ...(appCode ? [appCode] : [])],
    { cwd: serverDir, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const code = await new Promise((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`Adding ${kind} failed (${code}).`);
}

/** The system Chromium, headless. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    headless: true,
  });
}

/**
 * True once the list holds `count` rows and those in view are drawn: the back-office's grid
 * draws only the rows in view of its scroll area (the floor's table draws them all), so the
 * last drawn row must reach the bottom of that area, or every row must be drawn.
 */
export function rowsInView(count) {
  // the grid in view (an app that keeps pages alive keeps their grids, hidden)
  const grid = [...document.querySelectorAll('[role="grid"]')].find((each) =>
    each.checkVisibility(),
  );
  const rows = grid?.querySelectorAll('[role="row"][data-id]') ?? [];
  if (rows.length === count) return true;
  if (grid?.getAttribute('aria-rowcount') !== String(count + 1) || rows.length === 0) return false;
  const scroller = grid.querySelector('.MuiDataGrid-virtualScroller');
  const last = rows[rows.length - 1];
  return (
    scroller !== null &&
    last.getBoundingClientRect().bottom >= scroller.getBoundingClientRect().bottom
  );
}

/**
 * Installed in every page before its scripts: `__benchShown(selector)` resolves with the time
 * (ms since the navigation started) at which an element matching `selector` was visible in the
 * document and the frame holding it had been drawn (a list drawn hidden, as the back-office's
 * warm-up list on the sign-in page, does not count); `__benchClicks` holds the times of clicks as
 * the page received them. Timing inside the page avoids the driver's polling, which waits 0, 20,
 * 50, 100, 100 and then 500 ms between its looks and would round a time up by as much.
 */
export function installClock() {
  const waiting = [];
  window.__benchClicks = [];
  addEventListener('click', () => window.__benchClicks.push(performance.now()), true);
  const look = () => {
    for (const waiter of [...waiting]) {
      const visible = (element) =>
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      if (![...document.querySelectorAll(waiter.selector)].some(visible)) continue;
      waiting.splice(waiting.indexOf(waiter), 1);
      // after the next frame is drawn: a task queued from the frame's callback runs after it
      requestAnimationFrame(() => setTimeout(() => waiter.resolve(performance.now())));
    }
  };
  new MutationObserver(() => {
    if (waiting.length > 0) look();
  }).observe(document, { childList: true, subtree: true });
  window.__benchShown = (selector) =>
    new Promise((resolve) => {
      waiting.push({ selector, resolve });
      look();
    });
}

/** The data rows of the list kit's grid. */
export const ROW = '[role="grid"] [role="row"][data-id]';
