/**
 * A form's submissions as a list on the list kit in the application shell, in Chromium against
 * the started server: the form's fields as columns (chosen, ordered and remembered), paged,
 * filtered by a field value and a date, sorted by a field, exported as CSV (the download read
 * back), deleted in bulk, and one opened read-only; at 1366×860 and 1440×900. Screenshots go to
 * `test-results/shell/`.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DEFAULT_FORM_CONFIG,
  SCHEMA_VERSION,
  type Widget,
  type WidgetType,
  applyOptionChange,
  createWidget,
} from '@org/form-schema';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSuite, poll } from './admin-site';
import { checkRow, settled } from './waits';

const site = adminSuite('shell');
const { shots } = site;

function field(type: WidgetType, model: string, name: string, options = {}): Widget {
  const widget = createWidget(type, { name, locale: 'zh-CN' });
  return applyOptionChange({ ...widget, model } as Widget, options as Partial<Widget['options']>);
}

const CHOICES = [
  { value: 'A', label: '重要' },
  { value: 'B', label: '普通' },
];
const CITIES = [
  { value: 'sh', label: '上海' },
  { value: 'bj', label: '北京' },
];

/** Eight fields: the table shows the first six until the user chooses. */
const definition = {
  schemaVersion: SCHEMA_VERSION,
  config: { ...DEFAULT_FORM_CONFIG },
  list: [
    field('input', 'name', '客户名称'),
    field('select', 'level', '等级', { options: CHOICES, showLabel: true }),
    field('number', 'amount', '金额'),
    field('date', 'visitDate', '拜访日期'),
    field('switch', 'vip', '会员'),
    field('textarea', 'remark', '备注'),
    field('input', 'phone', '电话'),
    field('radio', 'city', '城市', { options: CITIES, showLabel: true }),
  ],
};

interface Row {
  id: number;
  name: string;
  amount: number;
  visitDate: string;
}

/** Twelve customers: amounts 30, 60, …, 360; visits on May 2nd, 5th, … 35th (June 4th). */
const customers = Array.from({ length: 12 }, (_, i) => {
  const day = new Date(Date.UTC(2026, 4, 2 + i * 3));
  return {
    name: `客户${String(i + 1).padStart(2, '0')}`,
    level: i % 2 === 0 ? 'A' : 'B',
    amount: 30 * (i + 1),
    visitDate: day.toISOString().slice(0, 10),
    vip: i % 3 === 0,
    remark: `第 ${i + 1} 次拜访，${'需要跟进报价。'.repeat(i % 4)}`,
    phone: `1380000${String(i).padStart(4, '0')}`,
    city: i % 2 === 0 ? 'sh' : 'bj',
  };
});

const dialogOf = (page: Page) => page.getByRole('dialog', { name: '客户拜访 的提交数据' });
const tableOf = (page: Page) => dialogOf(page).getByRole('grid', { name: '提交的数据' });
const headers = (table: Locator) => table.getByRole('columnheader').allInnerTexts();
const rowsOf = (table: Locator) => table.locator('[role="row"][data-id]');
/** The texts of one column of the rows drawn, by its header. */
async function column(table: Locator, header: string): Promise<string[]> {
  const field = await table
    .getByRole('columnheader')
    .filter({ hasText: new RegExp(`^${header}$`) })
    .getAttribute('data-field');
  return rowsOf(table).locator(`[data-field="${field}"]`).allInnerTexts();
}
/** How many rows the list holds (drawn or not): the grid's row count less the header. */
const rowCount = async (table: Locator) => Number(await table.getAttribute('aria-rowcount')) - 1;

describe('a form’s submissions as a table in the shell', () => {
  let page: Page;
  let formId = 0;
  let appId = 0;
  const rows: Row[] = [];
  const errors: string[] = [];

  async function openSubmissions() {
    await page.goto(`${site.url}/app/${appId}/Pages`);
    await page.getByRole('button', { name: '数据：客户拜访' }).click();
    await poll(() => tableOf(page).count()).toBe(1);
    await poll(() => rowsOf(tableOf(page)).count()).toBeGreaterThan(0);
  }

  it('shows the form’s first fields as columns, choices by their labels', async () => {
    const token = await site.token();
    const app = await site.api<{ id: number }>('/ibsp-bg-auth/sysAppConfig/v1/app', {
      method: 'POST',
      token,
      body: { appCode: 'e2e_visits', appName: '拜访管理' },
    });
    expect(app.code, app.message).toBe(20000);
    appId = app.data.id;
    const form = await site.api<{ id: number }>('/form-service/form/v1/form', {
      method: 'POST',
      token,
      body: { appCode: 'e2e_visits', formCode: 'visit', formName: '客户拜访', definition },
    });
    expect(form.code, form.message).toBe(20000);
    formId = form.data.id;
    for (const data of customers) {
      const stored = await site.api<{ id: number }>('/form-service/submission/v1/submission', {
        method: 'POST',
        token,
        body: { formId, data },
      });
      expect(stored.code, stored.message).toBe(20000);
      rows.push({ id: stored.data.id, ...data });
    }

    page = await site.browser.newPage({ viewport: { width: 1366, height: 860 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(page, 'admin', 'Admin@123', `/app/${appId}/Pages`);
    await page.waitForURL(/\/app\/\d+\/Pages$/);
    await page.getByRole('button', { name: '数据：客户拜访' }).click();
    const table = tableOf(page);
    await poll(() => headers(table)).toEqual([
      '',
      'ID',
      '客户名称',
      '等级',
      '金额',
      '拜访日期',
      '会员',
      '备注',
      '提交人',
      '状态',
      '提交时间',
      '操作',
    ]);
    // Newest first; choices and switches as they read.
    await poll(() => column(table, '客户名称')).toEqual([
      '客户12',
      '客户11',
      '客户10',
      '客户09',
      '客户08',
      '客户07',
      '客户06',
      '客户05',
      '客户04',
      '客户03',
    ]);
    expect(await column(table, '等级')).toEqual(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? '重要' : '普通')),
    );
    expect((await column(table, '会员')).slice(0, 3)).toEqual(['否', '否', '是']);
    // The table fits the dialog, the dialog the window: no sideways scrolling of the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1366,
    );
    await settled(dialogOf(page));
    await page.screenshot({ path: join(shots, 'submissions-table-1366.png') });
  });

  it('pages through the twelve, ten at first, and shows all of them twenty a page', async () => {
    const dialog = dialogOf(page);
    const table = tableOf(page);
    expect(await dialog.getByText(/^共 \d+ 条$/).innerText()).toBe('共 12 条');
    await dialog.getByRole('button', { name: '转到第 2 页' }).click();
    await poll(() => column(table, '客户名称')).toEqual(['客户02', '客户01']);
    await dialog.getByLabel('每页条数').click();
    await page.getByRole('option', { name: '20 条/页' }).click();
    await poll(() => rowCount(table)).toBe(12);
    expect((await column(table, '客户名称'))[0]).toBe('客户12');
  });

  it('chooses and orders the columns, and keeps them for the next visit', async () => {
    await dialogOf(page).getByRole('button', { name: '列设置' }).click();
    const chooser = page.getByRole('dialog', { name: '选择列' });
    await chooser.getByRole('checkbox', { name: '备注' }).uncheck();
    await chooser.getByRole('checkbox', { name: '城市' }).check();
    // 城市 is last (after the hidden 电话): six steps up put it after 客户名称.
    for (let i = 0; i < 6; i += 1) await chooser.getByRole('button', { name: '上移 城市' }).click();
    await chooser.getByRole('checkbox', { name: '版本' }).check();
    await settled(chooser);
    await page.screenshot({ path: join(shots, 'submissions-columns.png') });
    await chooser.getByRole('button', { name: '确定' }).click();
    await poll(() => headers(tableOf(page))).toEqual([
      '',
      'ID',
      '客户名称',
      '城市',
      '等级',
      '金额',
      '拜访日期',
      '会员',
      '提交人',
      '状态',
      '版本',
      '提交时间',
      '操作',
    ]);
    await page.reload();
    await openSubmissions();
    await poll(() => headers(tableOf(page))).toContain('城市');
    expect(await headers(tableOf(page))).not.toContain('备注');
  });

  it('filters by a field value and a date, and sorts by a field', async () => {
    const dialog = dialogOf(page);
    await dialog.getByRole('button', { name: '添加字段条件' }).click();
    await dialog.getByRole('combobox', { name: '条件 1' }).click();
    await page.getByRole('option', { name: '金额' }).click();
    await dialog.getByLabel('金额 最小').fill('100');
    await dialog.getByRole('button', { name: '添加字段条件' }).click();
    await dialog.getByRole('combobox', { name: '条件 2' }).click();
    await page.getByRole('option', { name: '拜访日期' }).click();
    await dialog.getByLabel('拜访日期 从').fill('2026-05-10');
    await dialog.getByLabel('拜访日期 到').fill('2026-05-25');
    await dialog.getByRole('button', { name: '搜索' }).click();
    const expected = rows
      .filter(
        (row) =>
          row.amount >= 100 && row.visitDate >= '2026-05-10' && row.visitDate <= '2026-05-25',
      )
      .map((row) => row.name);
    expect(expected).toEqual(['客户04', '客户05', '客户06', '客户07', '客户08']);
    const table = tableOf(page);
    await poll(() => column(table, '客户名称')).toEqual([...expected].reverse());
    await poll(() => dialog.getByText('共 5 条').count()).toBe(1);

    await table.getByRole('columnheader', { name: '金额' }).click();
    await poll(() => column(table, '金额')).toEqual(['120', '150', '180', '210', '240']);
    await table.getByRole('columnheader', { name: '金额' }).click();
    await poll(() => column(table, '金额')).toEqual(['240', '210', '180', '150', '120']);
    await settled(dialog);
    await page.screenshot({ path: join(shots, 'submissions-filtered-sorted.png') });
  });

  it('exports the filtered list, then a selection, as CSV with the columns shown', async () => {
    const dialog = dialogOf(page);
    const read = async (button: Locator) => {
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe('visit-submissions.csv');
      const text = await readFile(await download.path(), 'utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      return text
        .slice(1)
        .split('\r\n')
        .slice(0, -1)
        .map((line) => line.split(','));
    };
    const all = await read(dialog.getByRole('button', { name: '导出 CSV' }));
    expect(all[0]).toEqual([
      'id',
      'formVersion',
      'submitStatus',
      'submittedBy',
      'submittedAt',
      'createdAt',
      'name',
      'city',
      'level',
      'amount',
      'visitDate',
      'vip',
    ]);
    expect(all.slice(1).map((line) => line[6])).toEqual([
      '客户08',
      '客户07',
      '客户06',
      '客户05',
      '客户04',
    ]);
    expect(all[1]?.slice(7)).toEqual(['bj', 'B', '240', '2026-05-23', 'false']);

    const table = tableOf(page);
    const [first, second] = rows.filter((row) => ['客户05', '客户07'].includes(row.name));
    await checkRow(table.getByRole('checkbox', { name: `选择第 ${first?.id} 条数据` }));
    await checkRow(table.getByRole('checkbox', { name: `选择第 ${second?.id} 条数据` }));
    await poll(() => dialog.getByRole('status').innerText()).toBe('已选择 2 条');
    const picked = await read(dialog.getByRole('button', { name: '导出所选 CSV（2）' }));
    expect(picked.slice(1).map((line) => line[6])).toEqual(['客户07', '客户05']);
  });

  it('deletes the selection after asking', async () => {
    const dialog = dialogOf(page);
    await dialog.getByRole('button', { name: '删除所选（2）' }).click();
    const ask = page.getByRole('dialog', { name: '删除提交数据' });
    await poll(() => ask.innerText()).toContain('确定删除选中的 2 条提交数据吗？');
    await settled(ask);
    await page.screenshot({ path: join(shots, 'submissions-delete.png') });
    await ask.getByRole('button', { name: '删除' }).click();
    await poll(() => ask.count()).toBe(0);
    const table = tableOf(page);
    await poll(() => column(table, '客户名称')).toEqual(['客户08', '客户06', '客户04']);
    await poll(() => dialog.getByRole('status').count()).toBe(0);
    const token = await site.token();
    const left = await site.api<{ total: number }>('/form-service/submission/v1/page', {
      method: 'POST',
      token,
      body: { formId },
    });
    expect(left.data.total).toBe(10);
  });

  it('opens a row read-only, and goes back to the same list', async () => {
    const table = tableOf(page);
    await table.getByRole('gridcell', { name: '客户06' }).click();
    const dialog = dialogOf(page);
    const name = dialog.getByLabel('客户名称');
    await poll(() => name.inputValue()).toBe('客户06');
    expect(await name.isEditable()).toBe(false);
    await poll(() => dialog.getByLabel('备注').inputValue()).toContain('第 6 次拜访');
    expect(await dialog.getByRole('button', { name: '提交', exact: true }).count()).toBe(0);
    await settled(dialog);
    await page.screenshot({ path: join(shots, 'submission-read-only.png') });
    await dialog.getByRole('button', { name: '返回列表' }).click();
    await poll(() => column(tableOf(page), '客户名称')).toEqual(['客户08', '客户06', '客户04']);
  });

  it('fits a 1440×900 window too', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page
      .getByRole('dialog', { name: '客户拜访 的提交数据' })
      .getByRole('button', { name: '重置' })
      .click();
    await poll(() => rowCount(tableOf(page))).toBe(10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1440,
    );
    const box = await dialogOf(page).boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
    await settled(dialogOf(page));
    await page.screenshot({ path: join(shots, 'submissions-table-1440.png') });
  });

  it('scrolls a table wider than the dialog inside it, the actions staying in view', async () => {
    const dialog = dialogOf(page);
    await dialog.getByRole('button', { name: '列设置' }).click();
    const chooser = page.getByRole('dialog', { name: '选择列' });
    await chooser.getByRole('checkbox', { name: '备注' }).check();
    await chooser.getByRole('checkbox', { name: '电话' }).check();
    await chooser.getByRole('button', { name: '确定' }).click();
    await poll(() => headers(tableOf(page))).toContain('电话');
    const container = tableOf(page).locator('.MuiDataGrid-virtualScroller');
    const [scrollWidth, clientWidth] = await container.evaluate((element) => [
      element.scrollWidth,
      element.clientWidth,
    ]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1440,
    );
    const box = await container.boundingBox();
    // the grid scrolls inside the dialog: its right edge, the pager's and the toolbar's in it
    const inside = await dialogOf(page).locator('.MuiDialogContent-root').boundingBox();
    const right = (b: { x: number; width: number } | null) => (b?.x ?? 0) + (b?.width ?? 0);
    for (const part of [
      tableOf(page),
      dialogOf(page).getByRole('navigation', { name: '分页' }),
      dialogOf(page).getByRole('button', { name: '导出 CSV' }),
    ]) {
      expect(right(await part.boundingBox())).toBeLessThanOrEqual(right(inside));
    }
    const view = tableOf(page).getByRole('button', { name: '查看' }).first();
    const button = await view.boundingBox();
    expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual(
      (box?.x ?? 0) + (box?.width ?? 0),
    );
    // A selected row and a row under the pointer are shaded across, the actions cell too.
    const [first] = rows.filter((row) => row.name === '客户12');
    await checkRow(tableOf(page).getByRole('checkbox', { name: `选择第 ${first?.id} 条数据` }));
    await tableOf(page).getByRole('gridcell', { name: '客户11' }).hover();
    await settled(dialog);
    await page.screenshot({ path: join(shots, 'submissions-wide-1440.png') });
    expect(errors).toEqual([]);
    await page.close();
  });
});
