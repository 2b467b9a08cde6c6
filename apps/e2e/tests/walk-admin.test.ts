/**
 * The back-office in each language, every screen and its create dialog (`walk.ts`): on a
 * platform started in English no Chinese anywhere, data included; on a Chinese one no English
 * word outside the data. Screenshots go to `test-results/admin/walk-<language>/`.
 */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { type AdminSite, adminSuite } from './admin-site';
import type { PlatformLanguage } from './platform';
import { type WalkedScreen, expectNoFindings, screenReady, walkScreens } from './walk';

interface RouteRecord {
  path: string;
  component: string | null;
  children?: RouteRecord[];
}

/** Every screen the route list offers the administrator, by its full path. */
async function screenPaths(site: AdminSite): Promise<string[]> {
  const routes = await site.api<RouteRecord[]>('/router/list', { token: await site.token() });
  const paths: string[] = [];
  const visit = (record: RouteRecord, parent: string) => {
    const path = record.path.startsWith('/') ? record.path : `${parent}/${record.path}`;
    if (record.component && record.component !== 'Layout') paths.push(path);
    for (const child of record.children ?? []) visit(child, path);
  };
  for (const record of routes.data) visit(record, '');
  return paths;
}

const screensOf = (site: AdminSite, page: Page, paths: string[]): WalkedScreen[] =>
  [...paths, '/profile'].map((path) => ({
    name: path.replace(/^\//, '').replaceAll('/', '-'),
    async open() {
      await page.goto(`${site.url}${path}`);
      await screenReady(page);
    },
  }));

const WALKS: [PlatformLanguage, { add: string; cancel: string }][] = [
  ['en-US', { add: 'Add', cancel: 'Cancel' }],
  ['zh-CN', { add: '新增', cancel: '取消' }],
];

describe.each(WALKS)('the back-office in %s', (language, buttons) => {
  const site = adminSuite('admin', language);

  it('shows every screen and create dialog in the language alone', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 860 } });
    await site.signIn(page, 'admin', 'Admin@123', '/system/dashboard');
    await page.waitForURL(/\/system\/dashboard$/);
    const paths = await screenPaths(site);
    const report = await walkScreens(
      page,
      language,
      site.shots,
      screensOf(site, page, paths),
      buttons,
    );
    console.log(`${language}: walked ${report.screens.length} screens and dialogs`);
    expectNoFindings(report);
    await page.close();
  });
});
