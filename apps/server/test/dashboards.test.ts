/**
 * Dashboards of statistics: the checks of a save (charts of the application's statistics,
 * keys, the grid's edge, shared filters over columns the charts' views have), a chart computed
 * with the shared date range and choice where its view has the column and unfiltered where it
 * has not, the columns and choice values offered, and a page's dashboard block.
 */
import { API, type DashboardContent } from '@org/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAppId } from './flow-fixtures';
import { managementSuite } from './harness';

const t = managementSuite();
let appId = 0;
let salesId = 0;
let plainId = 0;

/** 60 sales: amount 1…60, kind amount % 3, a day a week apart from 2026-01-08. */
const SALES =
  "select i as amount, (i % 3)::text as kind, (date '2026-01-01' + i * 7) as day " +
  'from generate_series(1, 60) as i';
/** A view with neither the day nor the kind: shared filters leave it unfiltered. */
const PLAIN = 'select i as n from generate_series(1, 5) as i';

async function saveView(code: string, sqlText: string): Promise<number> {
  const sources = await t.server.call<{ records: { datasourceId: number }[] }>(
    'GET',
    '/dataview-service/view/v1/list',
    { token: t.admin, query: { viewType: 'TREE' } },
  );
  const saved = await t.server.call<{ id: number }>('POST', '/dataview-service/view/v1/view', {
    token: t.admin,
    body: {
      viewCode: code,
      viewName: code,
      datasourceId: sources.body.data.records[0]?.datasourceId,
      viewStatus: 'PUBLISHED',
      sqlText,
    },
  });
  expect(saved.body.code, saved.body.message).toBe(20000);
  return saved.body.data.id;
}

async function saveArtefact(
  kind: 'STATISTIC' | 'DASHBOARD' | 'PAGE',
  code: string,
  content: object,
) {
  return t.call(API.artefacts.create, t.admin, {
    body: { appId, kind, artefactCode: code, artefactName: code, content },
  });
}

async function statistic(code: string, viewId: number, dimension?: string): Promise<number> {
  const saved = await saveArtefact('STATISTIC', code, {
    chart: dimension ? 'bar' : 'number',
    viewId,
    ...(dimension ? { dimension: { column: dimension } } : {}),
    measures: [{ aggregate: 'COUNT' }],
  });
  expect(saved.body.code, saved.body.message).toBe(20000);
  return saved.body.data.id;
}

const chart = (key: string, statisticId: number, x = 0, y = 0) => ({
  key,
  statisticId,
  x,
  y,
  w: 6,
  h: 4,
});

beforeAll(async () => {
  appId = await demoAppId(t);
  const sales = await saveView('dash_sales', SALES);
  const plain = await saveView('dash_plain', PLAIN);
  salesId = await statistic('dash_by_kind', sales, 'kind');
  plainId = await statistic('dash_count', plain);
});

describe('a dashboard', () => {
  it('is saved with its charts, layout and shared filters', async () => {
    const content: DashboardContent = {
      charts: [chart('a', salesId), chart('b', plainId, 6)],
      dateFilter: { column: 'day', label: '日期' },
      choiceFilter: { column: 'kind' },
      home: true,
    };
    const saved = await saveArtefact('DASHBOARD', 'dash_ok', content);
    expect(saved.body.code, saved.body.message).toBe(20000);
    const read = await t.call(API.artefacts.get, t.admin, { query: { id: saved.body.data.id } });
    expect(read.body.data.content).toEqual(content);
  });

  it('names each wrong field of a save', async () => {
    const answer = await saveArtefact('DASHBOARD', 'dash_bad', {
      charts: [chart('a', salesId, 8), chart('a', 999_999)],
      dateFilter: { column: 'kind' },
      choiceFilter: { column: 'nowhere' },
    });
    expect(answer.body.code).toBe(40022);
    const errors = (answer.body.data as unknown as { errors: { field: string; message: string }[] })
      .errors;
    expect(errors.map((e) => e.field)).toEqual([
      'body.content.charts[0].w',
      'body.content.charts[1].key',
      'body.content.charts[1].statisticId',
      'body.content.dateFilter.column',
      'body.content.choiceFilter.column',
    ]);
    expect(errors[3]?.message).toContain('kind');
  });

  it('refuses a chart placed off the grid by its schema', async () => {
    const answer = await saveArtefact('DASHBOARD', 'dash_off', {
      charts: [{ ...chart('a', salesId), x: 12 }],
    });
    expect(answer.body.code).toBe(40022);
    expect(answer.body.message).toContain('charts');
  });
});

describe('a dashboard’s chart', () => {
  it('takes the shared date range (both days whole) and choice where its view has them', async () => {
    // a sale every 7 days from 2026-01-08: the 8th, 15th, 22nd and 29th hold amounts 1…4
    const answer = await t.call(API.statisticDashboards.chart, t.admin, {
      body: {
        appId,
        statisticId: salesId,
        date: { column: 'day', from: '2026-01-08', to: '2026-01-29' },
      },
    });
    expect(answer.body.code, answer.body.message).toBe(20000);
    expect(answer.body.data.notApplied).toEqual([]);
    // the chart is drawn from its answer alone: the statistic's name and content come with it
    expect(answer.body.data.name).toBeTruthy();
    expect(answer.body.data.content.viewId).toBeGreaterThan(0);
    expect(answer.body.data.statistic.rows).toEqual([
      { d: '0', m0: 1 },
      { d: '1', m0: 2 },
      { d: '2', m0: 1 },
    ]);
    const chosen = await t.call(API.statisticDashboards.chart, t.admin, {
      body: {
        appId,
        statisticId: salesId,
        date: { column: 'day', from: '2026-01-08' },
        choice: { column: 'kind', value: '2' },
      },
    });
    expect(chosen.body.data.statistic.rows).toEqual([{ d: '2', m0: 20 }]);
  });

  it('is unfiltered where its view lacks the column, and says which filters it did not take', async () => {
    const answer = await t.call(API.statisticDashboards.chart, t.admin, {
      body: {
        appId,
        statisticId: plainId,
        date: { column: 'day', to: '2026-01-31' },
        choice: { column: 'kind', value: '1' },
      },
    });
    expect(answer.body.code, answer.body.message).toBe(20000);
    expect(answer.body.data.notApplied).toEqual(['date', 'choice']);
    expect(answer.body.data.statistic.rows).toEqual([{ m0: 5 }]);
  });

  it('answers 40004 for a statistic that is not the application’s', async () => {
    const answer = await t.call(API.statisticDashboards.chart, t.admin, {
      body: { appId, statisticId: 999_999 },
    });
    expect(answer.body.code).toBe(40004);
  });

  it('offers the columns of the charts’ views and the values of a choice', async () => {
    const columns = await t.call(API.statisticDashboards.columns, t.admin, {
      body: { appId, statisticIds: [salesId, plainId] },
    });
    expect(columns.body.data.list.map((c) => [c.columnName, c.views])).toEqual([
      ['amount', 1],
      ['kind', 1],
      ['day', 1],
      ['n', 1],
    ]);
    const choices = await t.call(API.statisticDashboards.choices, t.admin, {
      body: { appId, statisticIds: [salesId, plainId], column: 'kind' },
    });
    expect(choices.body.data).toEqual({ values: ['0', '1', '2'], truncated: false });
  });
});

describe('a page', () => {
  it('shows a dashboard of its application, and names one it does not have', async () => {
    const dashboard = await saveArtefact('DASHBOARD', 'dash_page', {
      charts: [chart('a', salesId)],
    });
    const page = await saveArtefact('PAGE', 'dash_on_page', {
      title: '总览',
      blocks: [
        { type: 'DASHBOARD', dashboardId: dashboard.body.data.id },
        { type: 'DASHBOARD', dashboardId: 999_999 },
        { type: 'DASHBOARD' },
      ],
    });
    expect(page.body.code).toBe(40022);
    const fields = (page.body.data as unknown as { errors: { field: string }[] }).errors.map(
      (e) => e.field,
    );
    expect(fields).toEqual([
      'body.content.blocks[2].dashboardId',
      'body.content.blocks[1].dashboardId',
    ]);
  });
});
