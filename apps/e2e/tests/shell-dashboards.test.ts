/**
 * A dashboard in Chromium against the started server: a form's submissions are read by two
 * data views (one with the submission's time, one without); three statistics over them are
 * put on a dashboard in its editor, with a shared date range and choice; the charts are
 * rearranged by dragging and resizing, saved, and after a reload stand where they were left. A
 * date range with no rows turns the two charts over the first view into 暂无数据 while the
 * chart over the second says it is not filtered. The dashboard is then placed on a custom page
 * in the page designer, and shown on the application's home. Screenshots in Chinese and
 * English go to `test-results/shell/dashboards/`.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DEFAULT_FORM_CONFIG,
  SCHEMA_VERSION,
  type Widget,
  applyOptionChange,
  createWidget,
} from '@org/form-schema';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSuite, demoAppId, poll } from './admin-site';
import { settled } from './waits';

const site = adminSuite('shell');
const shots = join(site.shots, 'dashboards');

const level = applyOptionChange(
  { ...createWidget('select', { name: '等级', locale: 'zh-CN' }), model: 'level' } as Widget,
  {
    options: [
      { value: 'A', label: '重要' },
      { value: 'B', label: '普通' },
    ],
    showLabel: true,
  } as Partial<Widget['options']>,
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
const LEVEL_OF = ['A', 'B', 'A', 'B', 'A'];

interface Chart {
  key: string;
  statisticId: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The day `offset` days from today, as a date field takes it. */
const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** Drags from the middle of `from` by (dx, dy) pixels in small steps, as a hand would. */
async function drag(page: Page, from: Locator, dx: number, dy: number) {
  await from.scrollIntoViewIfNeeded();
  const box = await from.boundingBox();
  if (!box) throw new Error('Nothing to drag');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 4, y + dy / 4, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 15 });
  await page.mouse.up();
}

describe('a dashboard of statistics', () => {
  let page: Page;
  let appId = 0;
  let token = '';
  let dashboardId = 0;
  const statistics = new Map<string, number>();
  const errors: string[] = [];

  const api = async <T>(path: string, body: unknown): Promise<T> => {
    const answer = await site.api<T>(path, { method: 'POST', token, body });
    expect(answer.code, answer.message).toBe(20000);
    return answer.data;
  };

  beforeAll(async () => {
    await mkdir(shots, { recursive: true });
    token = await site.token();
    appId = await demoAppId(site, token);
    const form = await api<{ id: number }>('/form-service/form/v1/form', {
      appCode: 'demo',
      formCode: 'dash_visits',
      formName: '看板拜访',
      definition,
    });
    for (const [index, value] of LEVEL_OF.entries()) {
      await api('/form-service/submission/v1/submission', {
        formId: form.id,
        data: { name: `客户${index + 1}`, level: value },
      });
    }
    const sources = await site.api<{ records: { datasourceId: number }[] }>(
      '/dataview-service/view/v1/list?viewType=TREE',
      { token },
    );
    const datasourceId = sources.data.records[0]?.datasourceId;
    const from = `from form_submission where form_id = ${form.id} and deleted_at is null`;
    const timed = await api<{ id: number }>('/dataview-service/view/v1/view', {
      viewCode: 'dash_visits',
      viewName: '看板拜访',
      appId,
      datasourceId,
      viewStatus: 'PUBLISHED',
      sqlText: `select data->>'level' as level, created_at as visited ${from}`,
    });
    const plain = await api<{ id: number }>('/dataview-service/view/v1/view', {
      viewCode: 'dash_names',
      viewName: '看板客户',
      appId,
      datasourceId,
      viewStatus: 'PUBLISHED',
      sqlText: `select data->>'name' as name ${from}`,
    });
    const statistic = async (code: string, artefactName: string, content: object) => {
      const saved = await api<{ id: number }>('/form-service/artefact/v1/artefact', {
        appId,
        kind: 'STATISTIC',
        artefactCode: code,
        artefactName,
        content,
      });
      statistics.set(artefactName, saved.id);
    };
    const count = [{ aggregate: 'COUNT' }];
    await statistic('dash_by_level', '拜访按等级', {
      chart: 'bar',
      viewId: timed.id,
      dimension: { column: 'level' },
      measures: count,
    });
    await statistic('dash_level_share', '等级占比', {
      chart: 'pie',
      viewId: timed.id,
      dimension: { column: 'level' },
      measures: count,
    });
    await statistic('dash_customers', '客户数', {
      chart: 'number',
      viewId: plain.id,
      measures: count,
    });
    const dashboard = await api<{ id: number }>('/form-service/artefact/v1/artefact', {
      appId,
      kind: 'DASHBOARD',
      artefactCode: 'dash_visits',
      artefactName: '拜访看板',
      content: { charts: [] },
    });
    dashboardId = dashboard.id;
    page = await site.browser.newPage({ viewport: { width: 1366, height: 1000 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(page, 'admin', 'Admin@123', `/dashboard/${dashboardId}`);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });
  afterAll(async () => {
    await page?.close();
  });

  const charts = async () => {
    const answer = await site.api<{ content: { charts: Chart[] } }>(
      `/form-service/artefact/v1/artefact?id=${dashboardId}`,
      { token },
    );
    return answer.data.content.charts;
  };
  const card = (chartName: string) => page.getByRole('region', { name: chartName, exact: true });

  it('gets three charts and shared filters in its editor, arranged, saved and reloaded as arranged', async () => {
    await page.getByRole('button', { name: '编辑布局' }).click();
    for (const statisticName of ['拜访按等级', '等级占比', '客户数']) {
      await page.getByRole('combobox', { name: '添加图表' }).click();
      await page.getByRole('option', { name: new RegExp(statisticName) }).click();
      await page.getByRole('button', { name: '添加', exact: true }).click();
    }
    await page.getByRole('combobox', { name: '日期范围的列' }).click();
    await page.getByRole('option', { name: /^visited/ }).click();
    await page.getByRole('combobox', { name: '选项筛选的列' }).click();
    await page.getByRole('option', { name: /level/ }).click();
    await page.getByLabel('在应用首页显示').check();
    await poll(() =>
      card('拜访按等级')
        .getByRole('img', { name: /柱状图/ })
        .count(),
    ).toBe(1);
    await poll(() => card('等级占比').getByRole('img', { name: /饼图/ }).count()).toBe(1);

    // 客户数 sits under 拜访按等级: drag it to the right half, then make it two rows taller
    const before = await card('客户数').boundingBox();
    await drag(page, card('客户数').getByRole('heading', { name: '客户数' }), 620, 0);
    await poll(
      async () => ((await card('客户数').boundingBox())?.x ?? 0) > (before?.x ?? 0) + 300,
    ).toBe(true);
    const handle = page
      .locator('.react-grid-item', { has: card('客户数') })
      .locator('.react-resizable-handle');
    await drag(page, handle, 0, 200);
    await page.getByRole('button', { name: '保存' }).click();
    await poll(() => page.getByText('已保存。').count()).toBe(1);
    const saved = await charts();
    const customers = saved.find((chart) => chart.statisticId === statistics.get('客户数'));
    expect(customers).toMatchObject({ x: 6 });
    expect(customers?.h).toBeGreaterThan(4);
    await page.getByRole('button', { name: '完成编辑' }).click();
    await settled(page.getByRole('region', { name: '拜访看板的图表' }));
    await page.screenshot({ path: join(shots, 'dashboard.png') });

    await page.reload();
    await poll(() =>
      card('拜访按等级')
        .getByRole('img', { name: /柱状图/ })
        .count(),
    ).toBe(1);
    const shown = new Map<string, { x: number; y: number; height: number }>();
    for (const chartName of ['拜访按等级', '等级占比', '客户数']) {
      const box = await card(chartName).boundingBox();
      shown.set(chartName, { x: box?.x ?? 0, y: box?.y ?? 0, height: box?.height ?? 0 });
    }
    // as saved: 客户数 beside 等级占比's row, on the right, and taller than the others
    const [bar, pie, number] = ['拜访按等级', '等级占比', '客户数'].map((n) => shown.get(n)!);
    expect(number!.x).toBeGreaterThan(bar!.x + 300);
    expect(number!.height).toBeGreaterThan(pie!.height + 100);
    expect(await charts()).toEqual(saved);
  });

  it('filters the charts whose view has the column by the shared date range', async () => {
    await page.getByLabel('日期从').fill(day(1));
    await poll(() => card('拜访按等级').getByText('暂无数据').count()).toBe(1);
    await poll(() => card('等级占比').getByText('暂无数据').count()).toBe(1);
    await poll(() =>
      card('客户数')
        .getByText(/没有日期的列/)
        .count(),
    ).toBe(1);
    await settled(page.getByRole('region', { name: '拜访看板的图表' }));
    await page.screenshot({ path: join(shots, 'filtered.png') });
    // the range chosen is kept for the tab: a reload shows the dashboard as it was left
    await page.reload();
    await poll(() => page.getByLabel('日期从').inputValue()).toBe(day(1));
    await poll(() => card('拜访按等级').getByText('暂无数据').count()).toBe(1);
    await page.getByLabel('日期从').fill(day(-1));
    await poll(() =>
      card('拜访按等级')
        .getByRole('img', { name: /柱状图/ })
        .count(),
    ).toBe(1);
    await page.getByRole('button', { name: '刷新全部图表' }).click();
    await poll(() =>
      card('拜访按等级')
        .getByRole('img', { name: /柱状图/ })
        .count(),
    ).toBe(1);
  });

  it('is placed on a custom page and on the application’s home', async () => {
    const custom = await api<{ id: number }>('/form-service/artefact/v1/artefact', {
      appId,
      kind: 'PAGE',
      artefactCode: 'dash_page',
      artefactName: '看板页面',
      content: { title: '拜访总览', blocks: [] },
    });
    await page.goto(`${site.url}/pageDesigner/${custom.id}`);
    await page.getByRole('combobox', { name: '区块类型' }).click();
    await page.getByRole('option', { name: '仪表盘' }).click();
    await page.getByRole('combobox', { name: '仪表盘' }).click();
    await page.getByRole('option', { name: /拜访看板/ }).click();
    await page.getByRole('button', { name: '添加区块' }).click();
    const preview = page.getByRole('region', { name: '预览' });
    const placed = preview.getByRole('region', { name: '仪表盘：拜访看板' });
    await poll(() => placed.getByRole('img', { name: /柱状图/ }).count()).toBe(1);
    await page.getByRole('button', { name: '保存' }).click();
    await poll(() => page.getByText('页面已保存').count()).toBe(1);
    await settled(placed);
    await page.screenshot({ path: join(shots, 'custom-page.png'), fullPage: true });

    await page.goto(`${site.url}/app/${appId}`);
    const onHome = page.getByRole('region', { name: '仪表盘：拜访看板' });
    await poll(() => onHome.getByRole('img', { name: /饼图/ }).count()).toBe(1);
    await settled(onHome);
    await page.screenshot({ path: join(shots, 'home.png') });
  });

  it('is shown in English', async () => {
    await page.context().addCookies([{ name: 'language', value: 'en-US', url: site.url }]);
    await page.goto(`${site.url}/dashboard/${dashboardId}`);
    await poll(() =>
      card('拜访按等级')
        .getByRole('img', { name: /Bar chart/ })
        .count(),
    ).toBe(1);
    await page.getByRole('button', { name: 'Edit layout' }).click();
    await settled(page.getByRole('region', { name: 'Charts of 拜访看板' }));
    await page.screenshot({ path: join(shots, 'dashboard-en.png') });
    expect(errors).toEqual([]);
  });
});
