/**
 * An application's files in the shell, on the list kit, in Chromium against the started server:
 * twenty-three uploads listed newest first ten a page, paged and resized, sorted by size, found
 * by name, and two of them deleted together after a question naming them. Screenshots go to
 * `test-results/shell/`.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSuite, poll } from './admin-site';
import { checkRow, settled } from './waits';

const site = adminSuite('shell');
const { shots } = site;

/** report-01.txt … report-23.txt, uploaded in that order; the first is the largest. */
const FILES = Array.from({ length: 23 }, (_, i) => ({
  name: `report-${String(i + 1).padStart(2, '0')}.txt`,
  size: (24 - (i + 1)) * 100,
}));
const named = (numbers: number[]) => numbers.map((n) => `report-${String(n).padStart(2, '0')}.txt`);

const grid = (page: Page) => page.getByRole('grid', { name: '文件列表' });
/** The names of the rows drawn, top to bottom (a page of ten is drawn whole). */
const names = (page: Page) =>
  grid(page).locator('[role="row"][data-id] [data-field="name"]').allInnerTexts();
/** How many rows the grid holds (drawn or not): its row count less the header. */
const rowCount = async (page: Page) => Number(await grid(page).getAttribute('aria-rowcount')) - 1;
const total = (page: Page) => page.getByText(/^共 \d+ 条$/).innerText();

describe('an application’s files on the list kit', () => {
  let page: Page;
  let appId = 0;
  const errors: string[] = [];

  it('lists the files newest first, ten a page, and pages through them', async () => {
    const token = await site.token();
    const app = await site.api<{ id: number }>('/ibsp-bg-auth/sysAppConfig/v1/app', {
      method: 'POST',
      token,
      body: { appCode: 'e2e_files', appName: '文件管理' },
    });
    expect(app.code, app.message).toBe(20000);
    appId = app.data.id;
    for (const file of FILES) {
      const form = new FormData();
      form.append('appCode', 'e2e_files');
      form.append('fname', file.name);
      form.append('file', new Blob([new Uint8Array(file.size).fill(65)]), file.name);
      const answer = await fetch(`${site.platform.url}/ibsp-bg-auth/storage/v1/upload`, {
        method: 'POST',
        headers: { 'X-Token': token },
        body: form,
      });
      const stored = (await answer.json()) as { code: number; message?: string };
      expect(stored.code, stored.message).toBe(20000);
    }

    page = await site.browser.newPage({ viewport: { width: 1366, height: 860 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(page, 'admin', 'Admin@123', `/app/${appId}/oss`);
    await page.waitForURL(/\/app\/\d+\/oss$/);
    await poll(() => names(page)).toEqual(named([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]));
    expect(await total(page)).toBe('共 23 条');
    await settled(grid(page));
    await page.screenshot({ path: join(shots, 'files-list.png') });

    await page.getByRole('button', { name: '转到第 3 页' }).click();
    await poll(() => names(page)).toEqual(named([3, 2, 1]));
    await page.getByLabel('每页条数').click();
    await page.getByRole('option', { name: '20 条/页' }).click();
    // a new page size starts again at the first page
    await poll(() => rowCount(page)).toBe(20);
    expect((await names(page))[0]).toBe('report-23.txt');
    await page.getByRole('button', { name: '转到第 2 页' }).click();
    await poll(() => names(page)).toEqual(named([3, 2, 1]));
  });

  it('sorts by size, the largest first, then the smallest', async () => {
    await page.getByRole('button', { name: '转到第 1 页' }).click();
    await grid(page).getByRole('columnheader', { name: '大小' }).click();
    await poll(async () => (await names(page)).slice(0, 3)).toEqual(named([1, 2, 3]));
    await grid(page).getByRole('columnheader', { name: '大小' }).click();
    await poll(async () => (await names(page)).slice(0, 3)).toEqual(named([23, 22, 21]));
    const sizes = grid(page).locator('[role="row"][data-id] [data-field="fsize"]');
    expect(await sizes.first().innerText()).toBe('100 B');
  });

  it('finds files by part of their name, and shows all again after a reset', async () => {
    const search = page.getByRole('search');
    await search.getByLabel('文件名').fill('report-2');
    await search.getByRole('button', { name: '搜索' }).click();
    await poll(() => total(page)).toBe('共 4 条');
    expect([...(await names(page))].sort()).toEqual(named([20, 21, 22, 23]));
    await search.getByLabel('文件名').fill('no-such-file');
    await search.getByRole('button', { name: '搜索' }).click();
    await poll(() => grid(page).getByText('没有名称符合条件的文件。').count()).toBe(1);
    await search.getByRole('button', { name: '重置' }).click();
    await poll(() => total(page)).toBe('共 23 条');
  });

  it('deletes two checked files together after a question naming them', async () => {
    // the sort is kept over the search: smallest first
    await poll(async () => (await names(page)).slice(0, 2)).toEqual(named([23, 22]));
    await checkRow(grid(page).getByRole('checkbox', { name: '选择“report-23.txt”' }));
    await checkRow(grid(page).getByRole('checkbox', { name: '选择“report-22.txt”' }));
    await page.getByRole('button', { name: '删除所选（2）' }).click();
    const ask = page.getByRole('dialog', { name: '删除文件' });
    await poll(() => ask.getByRole('listitem').allInnerTexts()).toEqual(named([23, 22]));
    await settled(ask);
    await page.screenshot({ path: join(shots, 'files-delete.png') });
    await ask.getByRole('button', { name: '删除' }).click();
    await poll(() => ask.count()).toBe(0);
    await poll(() => total(page)).toBe('共 21 条');
    expect(await names(page)).not.toContain('report-23.txt');
    await poll(() => page.getByRole('button', { name: /^删除所选/ }).isDisabled()).toBe(true);

    const token = await site.token();
    const left = await site.api<{ total: number }>('/ibsp-bg-auth/storage/v1/files/page', {
      method: 'POST',
      token,
      body: { appId },
    });
    expect(left.data.total).toBe(21);
    expect(errors).toEqual([]);
    await page.close();
  });
});
