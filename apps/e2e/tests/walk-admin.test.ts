/**
 * The back-office in each language, every screen and its create dialog, a role's grant tree,
 * a dictionary's items and a create dialog with the server's refusal (`walk.ts`): on a
 * platform started in English no Chinese anywhere, data included; on a Chinese one no English
 * word outside the data. Screenshots go to `test-results/admin/walk-<language>/`.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type AdminSite, adminSuite } from './admin-site';
import type { PlatformLanguage } from './platform';
import { type WalkedScreen, screenReady, walkApp } from './walk';

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

/** The texts the walk finds its way by, in its language. */
interface Texts {
  add: string;
  cancel: string;
  save: string;
  grant: RegExp;
  items: RegExp;
  positionCode: string;
  positionName: string;
}

function screensOf(site: AdminSite, page: Page, paths: string[], texts: Texts): WalkedScreen[] {
  const at = (path: string) => async () => {
    await page.goto(`${site.url}${path}`);
    await screenReady(page);
  };
  const dialog = page.getByRole('dialog');
  return [
    ...[...paths, '/profile'].map((path) => ({
      name: path.replace(/^\//, '').replaceAll('/', '-'),
      open: at(path),
    })),
    {
      name: 'role-grant-tree',
      async open() {
        await at('/system/role')();
        await page.getByRole('button', { name: texts.grant }).first().click();
        await expect
          .poll(() => dialog.getByRole('treeitem').count(), { timeout: 30_000 })
          .toBeGreaterThan(1);
      },
    },
    {
      name: 'dict-items',
      async open() {
        await at('/system/dict')();
        await page.getByRole('button', { name: texts.items }).first().click();
        await expect
          .poll(() => dialog.locator('[role="row"][data-id]').count(), { timeout: 30_000 })
          .toBeGreaterThan(0);
      },
    },
    {
      // a code already in use: the server's refusal, said in the language
      name: 'position-add-refused',
      async open() {
        await at('/system/position')();
        await page.getByRole('main').getByRole('button', { name: texts.add, exact: true }).click();
        await dialog.getByLabel(texts.positionCode).fill('CEO');
        await dialog.getByLabel(texts.positionName).fill('CEO');
        await dialog.getByRole('button', { name: texts.save, exact: true }).click();
        await dialog.getByRole('alert').waitFor();
      },
    },
  ];
}

const WALKS: [PlatformLanguage, Texts][] = [
  [
    'en-US',
    {
      add: 'Add',
      cancel: 'Cancel',
      save: 'Save',
      grant: /^Grant /,
      items: /^Items /,
      positionCode: 'Code',
      positionName: 'Name',
    },
  ],
  [
    'zh-CN',
    {
      add: '新增',
      cancel: '取消',
      save: '确定',
      grant: /^授权 /,
      items: /^字典项 /,
      positionCode: '职务编码',
      positionName: '职务名称',
    },
  ],
];

describe.each(WALKS)('the back-office in %s', (language, texts) => {
  const site = adminSuite('admin', language);

  it('shows every screen and create dialog in the language alone', () =>
    walkApp(site, language, '/system/dashboard', texts, async (page) =>
      screensOf(site, page, await screenPaths(site), texts),
    ));
});
