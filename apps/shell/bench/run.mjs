/* global window */
// `pnpm bench` of the application shell: one of its lists on the list kit, an application's files,
// with 10 000 of them (added by bulk SQL while the server is stopped), in Chromium against the
// real server on a fresh embedded database. Times the sign-in click to the list's rows (the
// sign-in page asked for the files page), the files page opened from the application's menu to
// its rows, a page-size change to 100 rows in view, and Next to the next page's rows. Times are
// taken inside the page, from the click as the page received it to the frame that shows the rows.
// Prints the medians of several runs.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import * as bench from '../../../scripts/lib/browser-bench.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const FILES = 10_000;
/** The sample application the files are added to. */
const APP_CODE = 'demo';
const PAGE_CALL = '/storage/v1/files/page';
/** The rows of the files' grid (the application's home has lists of its own). */
const FILE_ROW = '[role="grid"][aria-label="文件列表"] [role="row"][data-id]';

/** The id of the application `APP_CODE`, through the API. */
async function appId(serverUrl) {
  const signIn = await fetch(`${serverUrl}/ibsp-bg-auth/sysUser/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'Admin@123' }),
  });
  const token = (await signIn.json()).data;
  const app = await fetch(`${serverUrl}/form-service/app/v1/app?appCode=${APP_CODE}`, {
    headers: { 'X-Token': token },
  });
  return (await app.json()).data.id;
}

/** A click's time to the frame that shows the list's rows, measured in the page. */
async function clickToRows(page, click) {
  await page.evaluate((row) => {
    window.__rowsShown = window.__benchShown(row);
  }, FILE_ROW);
  await click();
  return page.evaluate(async () => (await window.__rowsShown) - window.__benchClicks.at(-1));
}

async function measure(browser, siteUrl, id) {
  const signIn = [];
  const fromMenu = [];
  const pageSize = [];
  const nextPage = [];
  for (let run = 0; run < bench.RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(bench.installClock);
    const page = await context.newPage();
    const files = `/app/${id}/oss`;
    await page.goto(`${siteUrl}/login?redirect=${encodeURIComponent(files)}`);
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('Admin@123');
    signIn.push(await clickToRows(page, () => page.getByRole('button', { name: '登录' }).click()));

    await page.close();

    // a new page of the same session: the application's home, then the files through its menu
    const again = await context.newPage();
    await again.goto(`${siteUrl}/app/${id}`);
    const menu = again.getByRole('navigation', { name: '应用菜单' });
    await menu.getByRole('link', { name: '文件' }).waitFor();
    fromMenu.push(await clickToRows(again, () => menu.getByRole('link', { name: '文件' }).click()));

    // the pager of the files' grid (the application's other pages kept alive have theirs)
    const list = again
      .getByRole('grid', { name: '文件列表' })
      .locator('xpath=ancestor::*[.//*[@role="combobox"]][1]');
    await list.getByRole('combobox').click();
    const answered = again.waitForResponse((response) => response.url().endsWith(PAGE_CALL));
    const changed = Date.now();
    await again.getByRole('option', { name: '100 条/页', exact: true }).click();
    await answered;
    await again.waitForFunction(bench.rowsInView, 100, { timeout: 60_000 });
    pageSize.push(Date.now() - changed);

    const firstId = await list.locator('[role="row"][data-id]').first().getAttribute('data-id');
    const stepped = Date.now();
    await list.getByRole('button', { name: '转到下一页' }).click();
    await again.waitForFunction(
      ([row, first]) => window.document.querySelector(row)?.getAttribute('data-id') !== first,
      [FILE_ROW, firstId],
      { timeout: 60_000 },
    );
    nextPage.push(Date.now() - stepped);
    await context.close();
  }
  return {
    signIn: Math.round(bench.median(signIn)),
    fromMenu: Math.round(bench.median(fromMenu)),
    pageSize: bench.median(pageSize),
    nextPage: bench.median(nextPage),
  };
}

const dataDir = await mkdtemp(join(tmpdir(), 'shell-bench-'));
const outDir = await mkdtemp(join(tmpdir(), 'shell-bench-dist-'));
let server = await bench.startServer(dataDir);
let site;
let browser;
try {
  await bench.stopServer(server);
  await bench.addRows(dataDir, 'files', FILES, APP_CODE);
  server = await bench.startServer(dataDir);
  const id = await appId(server.url);
  const configFile = join(appDir, 'vite.config.ts');
  // the shell's preview passes its API paths through to this server
  process.env.PLATFORM_API_URL = server.url;
  await build({ root: appDir, configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  site = await preview({
    root: appDir,
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
  });
  browser = await bench.launchBrowser();
  const result = await measure(browser, site.resolvedUrls.local[0].replace(/\/$/, ''), id);
  console.log(
    `Application shell in Chromium, median of ${bench.RUNS} runs, ${FILES} files of one app`,
  );
  console.log(
    `files: sign-in click → rows ${result.signIn} ms; menu → rows ${result.fromMenu} ms; ` +
      `page size 100 → rows in view ${result.pageSize} ms; next page → rows ${result.nextPage} ms`,
  );
} finally {
  await browser?.close();
  if (site) await new Promise((done) => site.httpServer.close(done));
  await bench.stopServer(server);
  for (const dir of [dataDir, outDir]) await rm(dir, { recursive: true, force: true });
}
