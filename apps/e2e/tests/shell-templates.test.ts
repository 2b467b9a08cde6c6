/**
 * The shell's form templates (tempManage) on the list kit, in Chromium against the started
 * server: an application's own templates and a shared one, paged and sorted by the server,
 * searched by category, and the checked ones deleted after one question that says what
 * deleting leaves alone. Screenshots go to `test-results/shell/`.
 */
import { join } from 'node:path';
import { DEFAULT_FORM_CONFIG, SCHEMA_VERSION, createWidget } from '@org/form-schema';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSuite, poll } from './admin-site';
import { checkRow, settled } from './waits';

const site = adminSuite('shell');
const { shots } = site;

const TWELVE = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const definition = {
  schemaVersion: SCHEMA_VERSION,
  config: { ...DEFAULT_FORM_CONFIG },
  list: [{ ...createWidget('input', { name: '申请人', locale: 'zh-CN' }), model: 'applicant' }],
};

const list = (page: Page) => page.getByRole('grid', { name: '模板列表' });
const rows = (grid: Locator) => grid.locator('[role="row"][data-id]');
const names = (grid: Locator) =>
  rows(grid).locator('[role="gridcell"][data-field="templateName"]').allInnerTexts();

let appId = 0;
let token = '';

beforeAll(async () => {
  token = await site.token();
  const post = async (path: string, body: unknown) => {
    const answer = await site.api<{ id: number }>(path, { method: 'POST', token, body });
    expect(answer.code, answer.message).toBe(20000);
    return answer.data;
  };
  appId = (
    await post('/ibsp-bg-auth/sysAppConfig/v1/app', { appCode: 'e2e_tpl', appName: '模板测试' })
  ).id;
  // Made first, so that it is the oldest: the last row of the list, newest first.
  await post('/form-service/template/v1/template', {
    appId: null,
    templateName: '共享请假单',
    category: '通用',
    definition,
  });
  for (const [index, n] of TWELVE.entries()) {
    await post('/form-service/template/v1/template', {
      appId,
      templateName: `模板 ${n}`,
      category: index < 3 ? '财务' : '人事',
      definition,
    });
  }
});

describe('the form templates against the server', () => {
  it('pages, sorts, searches and deletes the checked templates', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 860 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(page, 'admin', 'Admin@123', `/app/${appId}/tempManage`);
    await page.waitForURL(/\/app\/\d+\/tempManage$/);
    const grid = list(page);

    // newest first: the application's own, then the shared one on the second page
    await poll(() => names(grid)).toEqual(
      TWELVE.slice(2)
        .reverse()
        .map((n) => `模板 ${n}`),
    );
    expect(await page.getByText('共 13 条').count()).toBe(1);
    await page.screenshot({ path: join(shots, 'templates-list.png') });
    await page.getByRole('button', { name: '转到第 2 页' }).click();
    await poll(() => names(grid)).toEqual(['模板 02', '模板 01', '共享请假单 · 共享']);

    // a sort starts again at the first page
    const byName = grid.getByRole('columnheader', { name: /^模板名称/ });
    await byName.click();
    await poll(() => byName.getAttribute('aria-sort')).toBe('ascending');
    await byName.click();
    await poll(() => byName.getAttribute('aria-sort')).toBe('descending');
    // (where the shared 共享请假单 falls among them is the database's collation's to say)
    await poll(async () => (await names(grid)).slice(0, 2)).toEqual(['模板 12', '模板 11']);

    const search = page.getByRole('search');
    await search.getByLabel('分类').fill('财务');
    await search.getByRole('button', { name: '搜索' }).click();
    await poll(() => page.getByText('共 3 条').count()).toBe(1);
    await poll(() => names(grid)).toEqual(['模板 03', '模板 02', '模板 01']);

    for (const name of ['模板 03', '模板 02']) {
      await checkRow(rows(grid).filter({ hasText: name }).getByRole('checkbox'));
    }
    await page.getByRole('button', { name: '删除所选' }).click();
    const dialog = page.getByRole('dialog', { name: '删除模板' });
    await poll(() => dialog.innerText()).toContain(
      '确定删除所选的 2 个模板吗？用它们建好的表单不受影响。',
    );
    await settled(dialog);
    await page.screenshot({ path: join(shots, 'templates-delete-checked.png') });
    await dialog.getByRole('button', { name: '删除' }).click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => names(grid)).toEqual(['模板 01']);
    expect(await page.getByText('共 1 条').count()).toBe(1);
    const left = await site.api<{ total: number }>('/form-service/template/v1/page', {
      method: 'POST',
      token,
      body: { appId },
    });
    expect(left.data.total).toBe(11);
    expect(errors).toEqual([]);
    await page.close();
  });
});
