/**
 * The admin app (or the application shell) in Chromium against a started server: `adminSuite()`
 * starts the server with a
 * fresh embedded database, builds the admin app with Vite, serves it with the API passed
 * through (one origin) and launches Chromium, as hooks of the calling test file.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { type PreviewServer, build, preview } from 'vite';
import { afterAll, beforeAll, expect } from 'vitest';
import { chromiumArgs, chromiumExecutable } from '../../../.storybook/chromium';
import { type RunningPlatform, startPlatform } from './platform';

/** An envelope as the server answers it. */
export interface Envelope<T = unknown> {
  code: number;
  message?: string;
  data: T;
}

export interface AdminSite {
  /** The admin app's origin (no trailing slash). */
  readonly url: string;
  readonly browser: Browser;
  readonly platform: RunningPlatform;
  /** Where this file's screenshots go (`test-results/<app>/`). */
  readonly shots: string;
  /** Calls the server directly (set-up and checks), with `token` as `X-Token`. */
  api<T = unknown>(
    path: string,
    init?: { method?: string; token?: string; body?: unknown },
  ): Promise<Envelope<T>>;
  /** A token of `account` from the server's sign-in call. */
  token(account?: string, password?: string): Promise<string>;
  /** Opens `path`, lands on the sign-in page and signs in (Enter submits). */
  signIn(page: Page, account: string, password: string, path?: string): Promise<void>;
}

/** Polls with room for a busy machine (Vitest's default is one second). */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });

/** The grid's data rows and their text. */
export const gridRows = (page: Page) => page.getByRole('grid').locator('[role="row"][data-id]');
export const rowsText = async (page: Page) => (await gridRows(page).allInnerTexts()).join('\n');

/**
 * Registers the hooks that start and stop the site of `apps/<app>` (the back-office, or the
 * application shell); read its fields inside tests.
 */
export function adminSuite(app: 'admin' | 'shell' = 'admin'): AdminSite {
  const adminDir = resolve(import.meta.dirname, '../../', app);
  let platform: RunningPlatform | undefined;
  let site: PreviewServer | undefined;
  let browser: Browser | undefined;
  let outDir = '';
  let url = '';
  const shots = resolve(import.meta.dirname, '../test-results', app);

  const api: AdminSite['api'] = async (path, init = {}) => {
    if (!platform) throw new Error('The platform is not started yet.');
    const answer = await fetch(`${platform.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { 'X-Token': init.token } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    return (await answer.json()) as Envelope<never>;
  };

  beforeAll(async () => {
    platform = await startPlatform();
    outDir = await mkdtemp(join(tmpdir(), `e2e-${app}-`));
    process.env.PLATFORM_API_URL = platform.url;
    const configFile = join(adminDir, 'vite.config.ts');
    await build({
      root: adminDir,
      configFile,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    site = await preview({
      root: adminDir,
      configFile,
      logLevel: 'warn',
      build: { outDir },
      preview: { port: 0, host: '127.0.0.1', strictPort: false },
    });
    url = (site.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
    browser = await chromium.launch({
      executablePath: chromiumExecutable,
      args: chromiumArgs,
      headless: true,
    });
    await mkdir(shots, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((done) => (site ? site.httpServer.close(() => done()) : done()));
    await platform?.stop();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  return {
    get url() {
      return url;
    },
    get browser() {
      if (!browser) throw new Error('Chromium is not started yet.');
      return browser;
    },
    get platform() {
      if (!platform) throw new Error('The platform is not started yet.');
      return platform;
    },
    shots,
    api,
    async token(account = 'admin', password = 'Admin@123') {
      const login = await api<string>('/ibsp-bg-auth/sysUser/v1/login', {
        method: 'POST',
        body: { account, password },
      });
      if (login.code !== 20000) throw new Error(`Sign-in of ${account} failed: ${login.message}`);
      return login.data;
    },
    async signIn(page, account, password, path = '/') {
      await page.goto(`${url}${path}`);
      await page.waitForURL(/\/login/);
      await page.getByLabel('账号').fill(`  ${account} `);
      await page.getByLabel('密码', { exact: true }).fill(password);
      await page.getByLabel('密码', { exact: true }).press('Enter');
    },
  };
}
