/**
 * A statistic in Chromium against the started server: a form with a select field gets nine
 * submissions; a data view reads their field; the developer builds a bar chart counting them by
 * it in the StatisticalAnalysis editor (with its live preview), its values shown as the select's
 * choices (值显示为), saves it, opens it from its row, and its chart and data table show the
 * choices' labels with the same counts as the server's CSV export of the submissions, as does
 * the statistic's own CSV (the label, then the value). Screenshots go to
 * `test-results/shell/statistics/`.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DEFAULT_FORM_CONFIG,
  SCHEMA_VERSION,
  type Widget,
  applyOptionChange,
  createWidget,
} from '@org/form-schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSuite, demoAppId, poll } from './admin-site';
import { settled } from './waits';

const site = adminSuite('shell');
const shots = join(site.shots, 'statistics');

const LEVELS = [
  { value: 'A', label: '重要' },
  { value: 'B', label: '普通' },
  { value: 'C', label: '一般' },
];
const level = applyOptionChange(
  { ...createWidget('select', { name: '等级', locale: 'zh-CN' }), model: 'level' } as Widget,
  { options: LEVELS, showLabel: true } as Partial<Widget['options']>,
);
const name = {
  ...createWidget('input', { name: '客户', locale: 'zh-CN' }),
  model: 'name',
} as Widget;
const definition = {
  schemaVersion: SCHEMA_VERSION,
  config: { ...DEFAULT_FORM_CONFIG },
  list: [name, level],
};
/** Four 重要, three 普通, two 一般. */
const LEVEL_OF = ['A', 'B', 'A', 'C', 'B', 'A', 'B', 'C', 'A'];

describe('a statistic of submissions', () => {
  let page: Page;
  let appId = 0;
  let formId = 0;
  let token = '';
  const errors: string[] = [];

  beforeAll(async () => {
    await mkdir(shots, { recursive: true });
    token = await site.token();
    appId = await demoAppId(site, token);
    const form = await site.api<{ id: number }>('/form-service/form/v1/form', {
      method: 'POST',
      token,
      body: { appCode: 'demo', formCode: 'visit_levels', formName: '拜访等级', definition },
    });
    expect(form.code, form.message).toBe(20000);
    formId = form.data.id;
    const published = await site.api('/form-service/form/v1/publish', {
      method: 'POST',
      token,
      body: { id: formId, version: 1 },
    });
    expect(published.code, published.message).toBe(20000);
    for (const [index, value] of LEVEL_OF.entries()) {
      const stored = await site.api('/form-service/submission/v1/submission', {
        method: 'POST',
        token,
        body: { formId, data: { name: `客户${index + 1}`, level: value } },
      });
      expect(stored.code, stored.message).toBe(20000);
    }
    const sources = await site.api<{ records: { datasourceId: number }[] }>(
      '/dataview-service/view/v1/list?viewType=TREE',
      { token },
    );
    const view = await site.api('/dataview-service/view/v1/view', {
      method: 'POST',
      token,
      body: {
        viewCode: 'visit_levels',
        viewName: '拜访的等级',
        appId,
        datasourceId: sources.data.records[0]?.datasourceId,
        viewStatus: 'PUBLISHED',
        sqlText: `select data->>'level' as level from form_submission where form_id = ${formId} and deleted_at is null`,
      },
    });
    expect(view.code, view.message).toBe(20000);
    page = await site.browser.newPage({ viewport: { width: 1366, height: 900 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(page, 'admin', 'Admin@123', `/app/${appId}/StatisticalAnalysis`);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });
  afterAll(async () => {
    await page?.close();
  });

  it('counts them by a select field’s choices in a bar chart, as the CSV export counts them', async () => {
    // the server's CSV export of the form's submissions, counted by the field's column
    const answer = await fetch(
      `${site.platform.url}/form-service/submission/v1/export?formId=${formId}`,
      { headers: { 'X-Token': token } },
    );
    const [header = [], ...lines] = (await answer.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((line) => line !== '')
      .map((line) => line.split(','));
    const at = header.indexOf('level');
    expect(at).toBeGreaterThanOrEqual(0);
    const exported = new Map<string, number>();
    for (const line of lines) exported.set(line[at] ?? '', (exported.get(line[at] ?? '') ?? 0) + 1);
    expect(lines).toHaveLength(LEVEL_OF.length);

    await page.getByRole('button', { name: '新建统计' }).click();
    const editor = page.getByRole('dialog', { name: '新建统计' });
    await editor.getByLabel('编码').fill('visits_by_level');
    await editor.getByRole('textbox', { name: '名称', exact: true }).fill('拜访按等级');
    await editor.getByRole('combobox', { name: '数据视图' }).click();
    await page.getByRole('option', { name: /拜访的等级/ }).click();
    await editor.getByRole('combobox', { name: '维度' }).click();
    await page.getByRole('option', { name: /level/ }).click();
    // the values are the select's codes: shown as the choices people picked
    await editor.getByRole('combobox', { name: '值显示为' }).first().click();
    await page.getByRole('option', { name: '表单字段的选项' }).click();
    // Both lists load while their menu may be open (the form was just published; a form's
    // fields come with its published version): an option that moves as the list grows under
    // the pointer is chosen by the keyboard, which its place does not matter to.
    await editor.getByRole('combobox', { name: '表单' }).click();
    await page.getByRole('option', { name: /拜访等级/ }).press('Enter');
    await poll(() => editor.getByRole('combobox', { name: '表单' }).innerText()).toContain(
      '拜访等级',
    );
    await editor.getByRole('combobox', { name: '选择字段' }).click();
    await page.getByRole('option', { name: '等级（level）' }).press('Enter');
    // the live preview draws the chart as it will be saved
    await poll(() => editor.getByRole('img', { name: /柱状图/ }).count()).toBe(1);
    await poll(() =>
      editor
        .getByRole('img', { name: /柱状图/ })
        .getByText('重要')
        .count(),
    ).toBe(1);
    await settled(editor);
    await page.screenshot({ path: join(shots, 'editor.png') });
    await editor.getByRole('button', { name: '确定' }).click();
    await editor.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: '查看 拜访按等级' }).click();
    const shown = page.getByRole('dialog', { name: '统计“拜访按等级”' });
    await poll(() => shown.getByRole('img', { name: /柱状图/ }).count()).toBe(1);
    await shown.getByRole('button', { name: '数据表' }).click();
    const table = shown.getByRole('table');
    await poll(() => table.getByRole('row').count()).toBe(1 + exported.size);
    const counted = new Map<string, number>();
    for (const row of (await table.getByRole('row').allInnerTexts()).slice(1)) {
      const [key = '', count = ''] = row.split('\t').map((cell) => cell.trim());
      counted.set(key, Number(count));
    }
    const labelOf = new Map(LEVELS.map((choice) => [choice.value, choice.label]));
    expect(counted).toEqual(
      new Map([...exported].map(([value, count]) => [labelOf.get(value) ?? value, count])),
    );
    expect(counted).toEqual(
      new Map([
        ['重要', 4],
        ['普通', 3],
        ['一般', 2],
      ]),
    );
    // the chart's axis shows the labels, not the codes
    const chart = shown.getByRole('img', { name: /柱状图/ });
    for (const choice of LEVELS) expect(await chart.getByText(choice.label).count()).toBe(1);
    expect(await chart.getByText('A', { exact: true }).count()).toBe(0);
    await settled(shown);
    await page.screenshot({ path: join(shots, 'bar-chart.png') });

    // the statistic's CSV: the label, the value beside it, and the same counts
    const download = page.waitForEvent('download');
    await shown.getByRole('button', { name: '导出 CSV' }).click();
    const csv = await readFile((await (await download).path()) ?? '', 'utf8');
    const [csvHeader = [], ...csvRows] = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((line) => line !== '')
      .map((line) => line.split(','));
    expect(csvHeader).toEqual(['level', 'level（值）', '行数']);
    expect(new Map(csvRows.map(([, value = '', count = '']) => [value, Number(count)]))).toEqual(
      exported,
    );
    for (const [label, value] of csvRows) expect(label).toBe(labelOf.get(value ?? ''));
    expect(errors).toEqual([]);
  });
});
