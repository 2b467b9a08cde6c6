/**
 * Statistics computed by the server: a view's rows grouped by a column (or a date bucket, or a
 * second column for stacked bars), measures aggregated per group, filters, sort and top N, a
 * number card over all rows, the checks at save, and a saved statistic computed with a
 * dashboard's extra filter; values shown as a form field's choices or a dictionary's labels.
 * The numbers are compared with the same sums made by hand.
 */
import { API, type StatisticContent } from '@org/api-contract';
import {
  DEFAULT_FORM_CONFIG,
  SCHEMA_VERSION,
  type Widget,
  type WidgetType,
  applyOptionChange,
  createWidget,
} from '@org/form-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAppId, publishedForm } from './flow-fixtures';
import { managementSuite } from './harness';

const t = managementSuite();
let appId = 0;
let viewId = 0;

/** 60 rows: amount 1…60, kind amount % 3, a day a week apart from 2026-01-08. */
const SQL =
  "select i as amount, (i % 3)::text as kind, (date '2026-01-01' + i * 7) as day " +
  'from generate_series(1, 60) as i';
const rows = Array.from({ length: 60 }, (_, index) => {
  const amount = index + 1;
  const day = new Date(Date.UTC(2026, 0, 1 + amount * 7));
  return { amount, kind: String(amount % 3), month: day.toISOString().slice(0, 7) };
});

function preview(content: Partial<StatisticContent>, filters?: unknown[]) {
  return t.call(API.statistics.preview, t.admin, {
    body: {
      appId,
      content: { chart: 'bar', viewId, measures: [{ aggregate: 'COUNT' }], ...content },
      ...(filters ? { filters } : {}),
    } as never,
  });
}

beforeAll(async () => {
  appId = await demoAppId(t);
  const sources = await t.server.call<{ records: { datasourceId: number }[] }>(
    'GET',
    '/dataview-service/view/v1/list',
    { token: t.admin, query: { viewType: 'TREE' } },
  );
  const saved = await t.server.call<{ id: number }>('POST', '/dataview-service/view/v1/view', {
    token: t.admin,
    body: {
      viewCode: 'stat_sales',
      viewName: '销售',
      datasourceId: sources.body.data.records[0]?.datasourceId,
      viewStatus: 'PUBLISHED',
      sqlText: SQL,
    },
  });
  expect(saved.body.code, saved.body.message).toBe(20000);
  viewId = saved.body.data.id;
});

describe('a statistic', () => {
  it('counts the rows by a column', async () => {
    const answer = await preview({ dimension: { column: 'kind' } });
    expect(answer.body.code, answer.body.message).toBe(20000);
    expect(answer.body.data.rows).toEqual([
      { d: '0', m0: 20 },
      { d: '1', m0: 20 },
      { d: '2', m0: 20 },
    ]);
    expect(answer.body.data).toMatchObject({
      dimension: { key: 'd', label: 'kind' },
      measures: [{ key: 'm0', label: 'Rows', type: 'number' }],
      truncated: false,
    });
  });

  it('sums by month, and keeps the top N by a measure', async () => {
    const byMonth = await preview({
      chart: 'line',
      dimension: { column: 'day', bucket: 'month' },
      measures: [
        { aggregate: 'SUM', column: 'amount' },
        { aggregate: 'MAX', column: 'amount' },
      ],
    });
    expect(byMonth.body.code, byMonth.body.message).toBe(20000);
    const sums = new Map<string, number>();
    for (const row of rows) sums.set(row.month, (sums.get(row.month) ?? 0) + row.amount);
    expect(byMonth.body.data.rows.map((row) => [row.d, row.m0])).toEqual([...sums.entries()]);
    expect(byMonth.body.data.dimension?.label).toBe('day（by month）');

    const top = await preview({
      dimension: { column: 'day', bucket: 'month' },
      measures: [{ aggregate: 'SUM', column: 'amount', label: '金额' }],
      limit: 2,
    });
    const largest = [...sums.entries()].sort((a, b) => b[1] - a[1]).slice(0, 2);
    expect(top.body.data.rows.map((row) => [row.d, row.m0])).toEqual(largest);
    expect(top.body.data.measures[0]?.label).toBe('金额');
  });

  it('splits each group by a series for a stacked bar', async () => {
    const answer = await preview({
      chart: 'stackedBar',
      dimension: { column: 'day', bucket: 'quarter' },
      series: { column: 'kind' },
    });
    const q1 = answer.body.data.rows.filter((row) => row.d === '2026-Q1');
    const expected = ['0', '1', '2'].map((kind) => ({
      d: '2026-Q1',
      s: kind,
      m0: rows.filter((row) => row.month <= '2026-03' && row.kind === kind).length,
    }));
    expect(q1).toEqual(expected);
  });

  it('computes a number card over the filtered rows, with a dashboard’s filter added', async () => {
    const answer = await preview(
      {
        chart: 'number',
        measures: [
          { aggregate: 'AVG', column: 'amount' },
          { aggregate: 'COUNT_DISTINCT', column: 'kind' },
        ],
        filters: [{ column: 'amount', op: 'between', value: [11, 20] }],
      },
      [{ column: 'kind', op: 'in', value: ['1', '2'] }],
    );
    expect(answer.body.code, answer.body.message).toBe(20000);
    const kept = rows.filter((row) => row.amount >= 11 && row.amount <= 20 && row.kind !== '0');
    const average = kept.reduce((sum, row) => sum + row.amount, 0) / kept.length;
    expect(answer.body.data.rows).toHaveLength(1);
    expect(answer.body.data.rows[0]?.m0).toBeCloseTo(average, 6);
    expect(answer.body.data.rows[0]?.m1).toBe(2);
  });

  it('is refused at save: a bucket of a column that is not a date, a sum of text, a missing series', async () => {
    const answer = await t.call(API.artefacts.create, t.admin, {
      body: {
        appId,
        kind: 'STATISTIC',
        artefactCode: 'bad_statistic',
        artefactName: '有问题的统计',
        content: {
          chart: 'stackedBar',
          viewId,
          dimension: { column: 'kind', bucket: 'month' },
          measures: [{ aggregate: 'SUM', column: 'kind' }, { aggregate: 'AVG' }],
          sort: { by: 'measure', measure: 3, order: 'desc' },
        },
      },
    });
    expect(answer.body.code).toBe(40022);
    const fields = (answer.body.data as unknown as { errors: { field: string }[] }).errors.map(
      (e) => e.field,
    );
    expect(fields).toEqual([
      'body.content.dimension.bucket',
      'body.content.series',
      'body.content.measures[0].aggregate',
      'body.content.measures[1].column',
      'body.content.sort.measure',
    ]);
  });

  it('is computed when saved, with the caller’s filters', async () => {
    const saved = await t.call(API.artefacts.create, t.admin, {
      body: {
        appId,
        kind: 'STATISTIC',
        artefactCode: 'sales_by_kind',
        artefactName: '按类别的销售',
        content: {
          chart: 'pie',
          viewId,
          dimension: { column: 'kind' },
          measures: [{ aggregate: 'SUM', column: 'amount' }],
        },
      },
    });
    expect(saved.body.code, saved.body.message).toBe(20000);
    const answer = await t.call(API.statistics.run, t.admin, {
      body: {
        appId,
        id: saved.body.data.id,
        filters: [{ column: 'amount', op: 'lte', value: 6 }],
      },
    });
    expect(answer.body.data.rows).toEqual([
      { d: '0', m0: 3 + 6 },
      { d: '1', m0: 1 + 4 },
      { d: '2', m0: 2 + 5 },
    ]);
  });
});

function field(type: WidgetType, model: string, options: Record<string, unknown> = {}): Widget {
  const widget = createWidget(type, { name: model });
  return applyOptionChange({ ...widget, model } as Widget, options as Partial<Widget['options']>);
}

/** A form whose select `region` offers the kinds 0, 1 and 2 as regions, and a text field. */
const REGION_FORM = {
  schemaVersion: SCHEMA_VERSION,
  config: { ...DEFAULT_FORM_CONFIG },
  list: [
    field('select', 'region', {
      showLabel: true,
      options: [
        { value: '0', label: '华东' },
        { value: '1', label: '华北' },
        { value: '2', label: '华南' },
      ],
    }),
    field('input', 'note'),
  ],
};

/** A dictionary `code` with items for the kinds 0 and 1 (2 has none); its id. */
async function kindDictionary(code: string): Promise<number> {
  const created = await t.call(API.dict.create, t.admin, {
    body: { dictCode: code, dictName: '类别' },
  });
  expect(created.body.code, created.body.message).toBe(20000);
  for (const [itemValue, itemText] of [
    ['0', '零类'],
    ['1', '一类'],
  ] as const) {
    const item = await t.call(API.dict.createItem, t.admin, {
      body: { dictId: created.body.data.id, itemValue, itemText },
    });
    expect(item.body.code, item.body.message).toBe(20000);
  }
  return created.body.data.id;
}

describe('a statistic’s values shown as labels', () => {
  it('answers the labels of a form field’s choices beside the rows', async () => {
    const formId = await publishedForm(t, REGION_FORM);
    const answer = await preview({
      dimension: { column: 'kind', labels: { from: 'form', formId, field: 'region' } },
    });
    expect(answer.body.code, answer.body.message).toBe(20000);
    expect(answer.body.data.rows.map((row) => row.d)).toEqual(['0', '1', '2']);
    expect(answer.body.data.dimension?.labels).toEqual({ '0': '华东', '1': '华北', '2': '华南' });
  });

  it('answers a dictionary’s labels for the values it has, and a note once it is deleted', async () => {
    const dictId = await kindDictionary('stat_kind_labels');
    const saved = await t.call(API.artefacts.create, t.admin, {
      body: {
        appId,
        kind: 'STATISTIC',
        artefactCode: 'sales_by_month_kind',
        artefactName: '按月和类别的销售',
        content: {
          chart: 'stackedBar',
          viewId,
          dimension: { column: 'day', bucket: 'quarter' },
          series: { column: 'kind', labels: { from: 'dict', dictCode: 'stat_kind_labels' } },
          measures: [{ aggregate: 'COUNT' }],
        },
      },
    });
    expect(saved.body.code, saved.body.message).toBe(20000);
    const run = () =>
      t.call(API.statistics.run, t.admin, { body: { appId, id: saved.body.data.id } });
    const labelled = await run();
    expect(labelled.body.data.series?.labels).toEqual({ '0': '零类', '1': '一类' });
    expect(labelled.body.data.series?.labelsNote).toBeUndefined();

    const removed = await t.call(API.dict.remove, t.admin, { body: { ids: [dictId] } });
    expect(removed.body.code, removed.body.message).toBe(20000);
    const raw = await run();
    expect(raw.body.code, raw.body.message).toBe(20000);
    expect(raw.body.data.rows).toEqual(labelled.body.data.rows);
    expect(raw.body.data.series?.labels).toBeUndefined();
    expect(raw.body.data.series?.labelsNote).toContain('stat_kind_labels');
  });

  it('is refused at save: a dictionary, a form or a field that is not there, a field without choices', async () => {
    const formId = await publishedForm(t, REGION_FORM);
    const save = (content: Partial<StatisticContent>, language = 'zh-CN') =>
      t.call(API.artefacts.create, t.admin, {
        headers: { 'accept-language': language },
        body: {
          appId,
          kind: 'STATISTIC',
          artefactCode: 'bad_labels',
          artefactName: '标签有问题的统计',
          content: { chart: 'pivot', viewId, measures: [{ aggregate: 'COUNT' }], ...content },
        },
      } as never);
    const problems = async (answer: Awaited<ReturnType<typeof save>>) => {
      expect(answer.body.code).toBe(40022);
      return (answer.body.data as unknown as { errors: { field: string; message: string }[] })
        .errors;
    };
    const dictAndField = await problems(
      await save({
        dimension: { column: 'kind', labels: { from: 'dict', dictCode: 'no_such_dict' } },
        series: { column: 'amount', labels: { from: 'form', formId, field: 'note' } },
      }),
    );
    expect(dictAndField.map((e) => e.field)).toEqual([
      'body.content.dimension.labels.dictCode',
      'body.content.series.labels.field',
    ]);
    expect(dictAndField[0]?.message).toContain('no_such_dict');
    expect(dictAndField[1]?.message).toContain('note');
    expect(dictAndField[1]?.message).toContain('不是单选框组');

    const formAndModel = await problems(
      await save(
        {
          dimension: { column: 'kind', labels: { from: 'form', formId: 987654, field: 'region' } },
          series: { column: 'amount', labels: { from: 'form', formId, field: 'nothing' } },
        },
        'en-US',
      ),
    );
    expect(formAndModel).toEqual([
      {
        field: 'body.content.dimension.labels.formId',
        message: 'There is no form 987654 in this application.',
      },
      {
        field: 'body.content.series.labels.field',
        message: expect.stringContaining('has no field "nothing"'),
      },
    ]);
  });
});
