/**
 * The admin app (or the application shell) in Chromium against a started server: `adminSuite()`
 * starts the server with a fresh embedded database, serves the app's production build (built
 * once per run, `sites.ts`) with the API passed through to that server (one origin) and
 * launches Chromium, as hooks of the calling test file.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  type PlatformLanguage,
  type RunningPlatform,
  launchChromium,
  reportPagesOnFailure,
  startPlatform,
} from './platform';
import { type AppName, type Site, builtSite, serveSite } from './sites';

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

/** The id of the seeded sample application (`demo`), read with `token`. */
export async function demoAppId(site: AdminSite, token: string): Promise<number> {
  const app = await site.api<{ id: number }>('/form-service/app/v1/app?appCode=demo', { token });
  if (app.code !== 20000) throw new Error(`No sample application: ${app.message ?? app.code}`);
  return app.data.id;
}

/** Polls with room for a busy machine (Vitest's default is one second). */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });

/** The grid's data rows and their text. */
export const gridRows = (page: Page) => page.getByRole('grid').locator('[role="row"][data-id]');
/** Confirms the dialog that disabling a record opens first, and waits for it to close. */
export async function confirmDisable(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '停用确认' });
  await dialog.getByRole('button', { name: '停用', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}
export const rowsText = async (page: Page) => (await gridRows(page).allInnerTexts()).join('\n');

interface ResourceRow {
  id: number;
  resourceCode: string;
  children?: ResourceRow[];
}
const flatten = (rows: ResourceRow[]): ResourceRow[] =>
  rows.flatMap((row) => [row, ...flatten(row.children ?? [])]);

/**
 * The ids of the resources by code. The platform's own resources come first in the tree
 * (applications' menus may reuse their codes), so each code names the platform's resource.
 */
export async function resourceIds(site: AdminSite, token: string): Promise<Map<string, number>> {
  const tree = await site.api<ResourceRow[]>('/ibsp-bg-auth/sysResource/v1/tree', { token });
  const ids = new Map<string, number>();
  for (const row of flatten(tree.data))
    if (!ids.has(row.resourceCode)) ids.set(row.resourceCode, row.id);
  return ids;
}

/** The ids of the organisations by code. */
export async function orgIds(site: AdminSite, token: string): Promise<Map<string, number>> {
  interface OrgRow {
    id: number;
    orgCode: string;
    children?: OrgRow[];
  }
  const walk = (rows: OrgRow[]): OrgRow[] =>
    rows.flatMap((row) => [row, ...walk(row.children ?? [])]);
  const tree = await site.api<OrgRow[]>('/ibsp-bg-auth/sysOrg/v1/tree', { token });
  return new Map(walk(tree.data).map((row) => [row.orgCode, row.id]));
}

/** A role opening `codes`, with a data scope, held by a new user of the organisation `orgCode`. */
export async function roleHolder(
  site: AdminSite,
  spec: {
    roleCode: string;
    roleName: string;
    codes: string[];
    dataScope: 'SELF' | 'ORG_AND_CHILD';
    account: string;
    password: string;
    username: string;
    orgCode: string;
  },
): Promise<void> {
  const token = await site.token();
  const role = await site.api<{ id: number }>('/ibsp-bg-auth/sysRole/v1/role', {
    method: 'POST',
    token,
    body: { roleCode: spec.roleCode, roleName: spec.roleName, sort: 90 },
  });
  expect(role.code).toBe(20000);
  const ids = await resourceIds(site, token);
  const granted = await site.api('/ibsp-bg-auth/sysRole/v1/resources', {
    method: 'PUT',
    token,
    body: {
      roleId: role.data.id,
      resourceIds: spec.codes.map((code) => ids.get(code)),
      halfCheckedIds: [ids.get('system')],
    },
  });
  expect(granted.code).toBe(20000);
  const scoped = await site.api('/ibsp-bg-auth/sysRole/v1/dataScope', {
    method: 'PUT',
    token,
    body: { roleId: role.data.id, dataScope: spec.dataScope },
  });
  expect(scoped.code).toBe(20000);
  const user = await site.api<{ id: number }>('/ibsp-bg-auth/sysUser/v1/user', {
    method: 'POST',
    token,
    body: {
      account: spec.account,
      username: spec.username,
      password: spec.password,
      mainOrgId: (await orgIds(site, token)).get(spec.orgCode),
      roleIds: [role.data.id],
    },
  });
  expect(user.code).toBe(20000);
}

/**
 * Registers the hooks that start and stop the site of `apps/<app>` (the back-office, or the
 * application shell) on a platform started in `language`; read its fields inside tests.
 */
export function adminSuite(
  app: AppName = 'admin',
  language: PlatformLanguage = 'zh-CN',
): AdminSite {
  let platform: RunningPlatform | undefined;
  let site: Site | undefined;
  let browser: Browser | undefined;
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
    // Each kept as soon as it is up, so that `afterAll` stops it even if another one failed.
    const [started, dir] = await Promise.all([
      startPlatform(language).then((running) => (platform = running)),
      builtSite(app),
      launchChromium().then((launched) => (browser = launched)),
      mkdir(shots, { recursive: true }),
    ]);
    site = await serveSite(dir, started.url);
    url = site.url;
  });
  reportPagesOnFailure(() => browser);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await platform?.stop();
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
      // a platform started in English greets in English once it has named its language
      const [accountLabel, passwordLabel] =
        language === 'en-US' ? ['Account', 'Password'] : ['账号', '密码'];
      await page.getByLabel(accountLabel).fill(`  ${account} `);
      await page.getByLabel(passwordLabel, { exact: true }).fill(password);
      await page.getByLabel(passwordLabel, { exact: true }).press('Enter');
    },
  };
}
