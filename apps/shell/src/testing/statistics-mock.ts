import {
  API,
  MAX_STATISTIC_GROUPS,
  type RouteContract,
  NUMERIC_AGGREGATES,
  SERIES_CHARTS,
  type StatisticContent,
  type StatisticDimension,
  type StatisticFilter,
  type StatisticMeasure,
  routeUrl,
} from '@org/api-contract';
import type { MockRequest } from '@org/app-kit';
import type { ArtefactRecord } from '../api/artefacts-api';
import type { ViewDetail } from '../api/dataview-api';
import type { StatisticResult } from '../api/statistics-api';
import { sampleView, sampleViews } from './dataview-mock';
// Types only: shell-server imports this module, so a value import back would be a cycle.
import type { AreaMock, MockAnswer, ShellServerData } from './shell-server';

const is = (request: MockRequest, route: RouteContract) =>
  request.method === route.method && request.path === routeUrl(route);

type Row = Record<string, string | number | boolean | null>;
type Column = ViewDetail['columns'][number];
type Cell = StatisticResult['rows'][number][string];

const column = (
  columnName: string,
  columnComment: string,
  dataType: Column['dataType'],
  sort: number,
): Column => ({
  columnName,
  columnComment,
  dataType,
  sort,
  visible: true,
  queryable: false,
  sortable: false,
});

/** The id of the sample orders view, the statistics' stories' data. */
export const ORDERS_VIEW = 35;

/** 订单 (application 1): a year of orders by day, city and category, with amounts. */
export function sampleOrdersView(fields: Partial<ViewDetail> = {}): ViewDetail {
  return sampleView({
    id: ORDERS_VIEW,
    viewCode: 'orders',
    viewName: '订单',
    viewComment: '客户的订单',
    sqlText:
      'select id, order_date, city, category, amount, qty, paid from crm_order\n' +
      'where order_date >= :since',
    params: [{ name: 'since', type: 'date', required: false, defaultValue: '2025-01-01' }],
    columns: [
      column('id', '订单号', 'number', 1),
      column('order_date', '下单日期', 'date', 2),
      column('city', '城市', 'string', 3),
      column('category', '品类', 'string', 4),
      column('amount', '金额', 'number', 5),
      column('qty', '数量', 'number', 6),
      column('paid', '已付款', 'boolean', 7),
    ],
    ...fields,
  });
}

/** The id of a view past its time limit (its SQL sleeps): its statistics answer 50400. */
export const SLOW_VIEW = 36;

const STAMP = '2026-05-04T09:30:00.000Z';

/** A STATISTIC artefact of application 1 (客户管理), as the artefact routes keep it. */
export function sampleStatistic(
  id: number,
  artefactCode: string,
  artefactName: string,
  content: StatisticContent,
): ArtefactRecord {
  return {
    id,
    appId: 1,
    appCode: 'crm',
    appName: '客户管理',
    kind: 'STATISTIC',
    artefactCode,
    artefactName,
    description: '',
    content,
    status: 1,
    createdBy: 1,
    createdAt: STAMP,
    updatedBy: 1,
    updatedAt: STAMP,
  };
}

const amount = { aggregate: 'SUM', column: 'amount', label: '销售额' } as const;

/**
 * A statistic of each chart over the orders view, and three that show the states in place of a
 * chart: cut to its top 5 (more groups left out), over a view past its time limit, no rows.
 */
export const sampleStatistics = (): ArtefactRecord[] => [
  sampleStatistic(711, 'sales_by_city', '按城市销售', {
    chart: 'bar',
    viewId: ORDERS_VIEW,
    dimension: { column: 'city' },
    measures: [{ aggregate: 'COUNT', label: '订单数' }, amount],
    sort: { by: 'measure', measure: 1, order: 'desc' },
  }),
  sampleStatistic(712, 'sales_by_quarter', '按季度和品类销售', {
    chart: 'stackedBar',
    viewId: ORDERS_VIEW,
    dimension: { column: 'order_date', bucket: 'quarter' },
    series: { column: 'category' },
    measures: [amount],
  }),
  sampleStatistic(713, 'sales_by_month', '月度销售额', {
    chart: 'line',
    viewId: ORDERS_VIEW,
    dimension: { column: 'order_date', bucket: 'month' },
    measures: [amount, { aggregate: 'AVG', column: 'amount', label: '平均单价' }],
  }),
  sampleStatistic(714, 'paid_by_week', '每周已付款订单', {
    chart: 'area',
    viewId: ORDERS_VIEW,
    params: { since: '2025-07-01' },
    dimension: { column: 'order_date', bucket: 'week' },
    measures: [{ aggregate: 'COUNT', label: '订单数' }],
    filters: [{ column: 'paid', op: 'eq', value: true }],
  }),
  sampleStatistic(715, 'category_share', '品类占比', {
    chart: 'pie',
    viewId: ORDERS_VIEW,
    dimension: { column: 'category' },
    measures: [amount],
  }),
  sampleStatistic(716, 'order_totals', '订单总览', {
    chart: 'number',
    viewId: ORDERS_VIEW,
    measures: [
      { aggregate: 'COUNT', label: '订单数' },
      amount,
      { aggregate: 'AVG', column: 'amount', label: '平均单价' },
      { aggregate: 'COUNT_DISTINCT', column: 'city', label: '城市数' },
    ],
  }),
  sampleStatistic(717, 'city_by_category', '城市与品类透视', {
    chart: 'pivot',
    viewId: ORDERS_VIEW,
    dimension: { column: 'city' },
    series: { column: 'category' },
    measures: [amount],
  }),
  sampleStatistic(718, 'top_days', '销售额最高的 5 天', {
    chart: 'bar',
    viewId: ORDERS_VIEW,
    dimension: { column: 'order_date' },
    measures: [amount],
    limit: 5,
  }),
  sampleStatistic(719, 'slow_totals', '超时的统计', {
    chart: 'number',
    viewId: SLOW_VIEW,
    measures: [{ aggregate: 'COUNT' }],
  }),
  sampleStatistic(720, 'lhasa_orders', '拉萨的订单', {
    chart: 'bar',
    viewId: ORDERS_VIEW,
    dimension: { column: 'category' },
    measures: [{ aggregate: 'COUNT', label: '订单数' }],
    filters: [{ column: 'city', op: 'eq', value: '拉萨' }],
  }),
];

/** `data` with the orders view, a view past its time limit, and the sample statistics. */
export function withStatistics(data: ShellServerData): ShellServerData {
  return {
    ...data,
    dataViews: [
      ...(data.dataViews ?? sampleViews()),
      sampleOrdersView(),
      sampleView({
        id: SLOW_VIEW,
        viewCode: 'slow_orders',
        viewName: '慢查询',
        sqlText: 'select pg_sleep(10), count(*) as n from crm_order',
        columns: [column('n', '行数', 'number', 1)],
      }),
    ],
    artefacts: [...(data.artefacts ?? []), ...sampleStatistics()],
  };
}

const CITIES = ['杭州', '上海', '北京', '深圳', '广州', '南京'];
const CATEGORIES = ['家电', '服饰', '食品', '图书'];

/**
 * 360 orders of 2025, the same every time: a day each (about one a day), cities and categories
 * drawn unevenly (杭州 and 家电 most), amounts higher towards the year's end.
 */
function orderRows(): Row[] {
  let seed = 20_250_101;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: 360 }, (_, index) => {
    const day = new Date(Date.UTC(2025, 0, 1 + Math.floor((index * 365) / 360)));
    const season = 1 + day.getUTCMonth() / 11;
    return {
      id: index + 1,
      order_date: day.toISOString().slice(0, 10),
      city: CITIES[Math.floor(next() ** 1.6 * CITIES.length)] ?? '杭州',
      category: CATEGORIES[Math.floor(next() ** 1.3 * CATEGORIES.length)] ?? '家电',
      amount: Math.round((60 + next() * 900) * season * 100) / 100,
      qty: 1 + Math.floor(next() * 10),
      paid: next() > 0.2,
    };
  });
}

/** The rows each sample view answers, before its parameters and filters. */
const ROWS: Record<string, () => Row[]> = {
  orders: orderRows,
  customer_by_city: () => [
    { id: 1, name: '西湖茶庄', city: '杭州' },
    { id: 2, name: '钱塘物流', city: '杭州' },
    { id: 3, name: '江南布业', city: '杭州' },
    { id: 4, name: '外滩咖啡', city: '上海' },
  ],
};

const AGGREGATE_WORDS: Record<StatisticMeasure['aggregate'], string> = {
  COUNT: '计数',
  COUNT_DISTINCT: '去重计数',
  SUM: '合计',
  AVG: '平均值',
  MIN: '最小值',
  MAX: '最大值',
};
const BUCKET_WORDS = { day: '按日', week: '按周', month: '按月', quarter: '按季度', year: '按年' };
const DATE_TYPES = new Set(['date', 'datetime']);

/**
 * What the server finds wrong with a statistic besides its schema, each problem at its field
 * below `body.content.`, in the server's order: a view that is not there, a chart without the
 * dimension or series it draws (or with one it does not), a bucket of a column that is not a
 * date, a pie of several measures, a measure without its column or summing text, a column the
 * view does not have, a sort by a measure that is not there.
 */
export function statisticProblems(
  content: Partial<StatisticContent>,
  views: readonly ViewDetail[],
): [string, string][] {
  const problems: [string, string][] = [];
  const add = (field: string, message: string) => problems.push([`body.content.${field}`, message]);
  const view = views.find((v) => v.id === content.viewId);
  if (!view) {
    add('viewId', `Data view ${String(content.viewId)} does not exist.`);
    return problems;
  }
  const columnOf = (field: string, name: string | undefined) => {
    if (name === undefined) return undefined;
    const found = view.columns.find((c) => c.columnName === name);
    if (!found) add(field, `“${name}”不是视图 ${view.id} 的列。`);
    return found;
  };
  const grouped = (path: string, d: StatisticDimension | undefined) => {
    const found = columnOf(`${path}.column`, d?.column);
    if (found && d?.bucket && !DATE_TYPES.has(found.dataType)) {
      add(
        `${path}.bucket`,
        `“${found.columnName}”不是日期或时间列，不能按日、周、月、季度或年分组。`,
      );
    }
  };
  const chart = content.chart ?? 'bar';
  if (chart === 'number') {
    if (content.dimension) add('dimension', '数字卡片统计全部行，不按维度分组。');
  } else if (!content.dimension) {
    add('dimension', '请选择分组的维度列。');
  }
  grouped('dimension', content.dimension);
  if (SERIES_CHARTS.includes(chart)) {
    if (!content.series) add('series', '堆叠柱状图和透视表还需要一个系列列。');
  } else if (content.series) {
    add('series', '只有堆叠柱状图和透视表使用系列列。');
  }
  grouped('series', content.series);
  const measures = content.measures ?? [];
  if (measures.length === 0) add('measures', 'must have at least 1 item');
  if (chart === 'pie' && measures.length > 1) add('measures', '饼图只能有一个度量。');
  measures.forEach((m, index) => {
    const path = `measures[${index}]`;
    if (m.column === undefined && m.aggregate !== 'COUNT') {
      add(`${path}.column`, '除计数外，度量需要选择列。');
    }
    const found = columnOf(`${path}.column`, m.column);
    if (found && NUMERIC_AGGREGATES.includes(m.aggregate) && found.dataType !== 'number') {
      add(`${path}.aggregate`, `“${found.columnName}”是${found.dataType}类型，不能求和或求平均。`);
    }
  });
  content.filters?.forEach((f, index) => columnOf(`filters[${index}].column`, f.column));
  if (content.sort?.by === 'measure' && (content.sort.measure ?? 0) >= measures.length) {
    add('sort.measure', `没有第 ${(content.sort.measure ?? 0) + 1} 个度量。`);
  }
  return problems;
}

/** The ISO week of a day, as the server writes it (`2025-W02`). */
function isoWeek(text: string): string {
  const day = new Date(`${text.slice(0, 10)}T00:00:00Z`);
  const thursday = new Date(day);
  thursday.setUTCDate(day.getUTCDate() + 3 - ((day.getUTCDay() + 6) % 7));
  const yearStart = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((thursday.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** A group's value: the column's, or its date's bucket as the server writes it. */
function groupValue(row: Row, d: StatisticDimension): Cell {
  const value = row[d.column] ?? null;
  if (!d.bucket || typeof value !== 'string') return value;
  const month = Number(value.slice(5, 7));
  switch (d.bucket) {
    case 'day':
      return value.slice(0, 10);
    case 'week':
      return isoWeek(value);
    case 'month':
      return value.slice(0, 7);
    case 'quarter':
      return `${value.slice(0, 4)}-Q${Math.ceil(month / 3)}`;
    case 'year':
      return value.slice(0, 4);
  }
}

const listOf = (value: StatisticFilter['value']) =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** Compares two cells as the database would: numbers as numbers, the rest as text. */
function compare(a: Cell, b: Cell): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

function kept(row: Row, f: StatisticFilter): boolean {
  const value = row[f.column] ?? null;
  const [first = null, second = null] = listOf(f.value);
  const empty = value === null || value === '';
  switch (f.op) {
    case 'eq':
      return value !== null && compare(value, first) === 0;
    case 'ne':
      return value === null || compare(value, first) !== 0;
    case 'gt':
      return value !== null && compare(value, first) > 0;
    case 'gte':
      return value !== null && compare(value, first) >= 0;
    case 'lt':
      return value !== null && compare(value, first) < 0;
    case 'lte':
      return value !== null && compare(value, first) <= 0;
    case 'between':
      return value !== null && compare(value, first) >= 0 && compare(value, second) <= 0;
    case 'in':
      return value !== null && listOf(f.value).some((item) => compare(value, item) === 0);
    case 'contains':
      return String(value ?? '')
        .toLowerCase()
        .includes(String(first ?? '').toLowerCase());
    case 'empty':
      return empty;
    case 'notEmpty':
      return !empty;
  }
}

function measured(rows: readonly Row[], m: StatisticMeasure): Cell {
  const values = m.column === undefined ? [] : rows.map((row) => row[m.column!] ?? null);
  const present = values.filter((value) => value !== null);
  const numbers = present.map(Number).filter(Number.isFinite);
  switch (m.aggregate) {
    case 'COUNT':
      return m.column === undefined ? rows.length : present.length;
    case 'COUNT_DISTINCT':
      return new Set(present).size;
    case 'SUM':
      return numbers.length === 0
        ? null
        : Math.round(numbers.reduce((a, b) => a + b, 0) * 100) / 100;
    case 'AVG':
      return numbers.length === 0 ? null : numbers.reduce((a, b) => a + b, 0) / numbers.length;
    case 'MIN':
      return present.reduce<Cell>((a, b) => (a === null || compare(b, a) < 0 ? b : a), null);
    case 'MAX':
      return present.reduce<Cell>((a, b) => (a === null || compare(b, a) > 0 ? b : a), null);
  }
}

/** The view's rows with its parameters: `since` keeps later orders; others, rows holding it. */
function rowsOf(view: ViewDetail, params: Readonly<Record<string, string>>): Row[] {
  const rows = ROWS[view.viewCode]?.() ?? [];
  const since =
    params.since ?? String(view.params.find((p) => p.name === 'since')?.defaultValue ?? '');
  return rows.filter((row) =>
    Object.entries(params).every(([name, wanted]) =>
      name === 'since'
        ? String(row.order_date) >= since
        : Object.values(row).some((cell) => String(cell).includes(wanted.replace(/%/g, ''))),
    ),
  );
}

/**
 * A statistic computed as the server computes it: the view's rows filtered, grouped by the
 * dimension (its bucket) and the series, each measure aggregated; ordered by the dimension
 * unless sorted (a top N without a sort: the largest first), then by the series; cut to the
 * top N, the most a statistic answers, or the view's row limit. Labels in Chinese.
 */
export function computeStatistic(
  view: ViewDetail,
  content: StatisticContent,
  extra: readonly StatisticFilter[] = [],
  ms = 12,
): StatisticResult {
  const filters = [...(content.filters ?? []), ...extra];
  const rows = rowsOf(view, content.params ?? {}).filter((row) =>
    filters.every((f) => kept(row, f)),
  );
  const columnOf = (name: string) => view.columns.find((c) => c.columnName === name);
  const nameOf = (name: string) => columnOf(name)?.columnComment || name;
  const dims = [content.dimension, content.series].filter(
    (d): d is StatisticDimension => d !== undefined,
  );
  const groups = new Map<string, { values: Cell[]; rows: Row[] }>();
  for (const row of rows) {
    const values = dims.map((d) => groupValue(row, d));
    const key = JSON.stringify(values);
    const group = groups.get(key) ?? { values, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  if (dims.length === 0) groups.set('[]', { values: [], rows });
  const answered = [...groups.values()].map(({ values, rows: members }) => {
    const row: Record<string, Cell> = {};
    values.forEach((value, index) => (row[index === 0 ? 'd' : 's'] = value));
    content.measures.forEach((m, index) => (row[`m${index}`] = measured(members, m)));
    return row;
  });
  const sort =
    content.sort ??
    (content.limit ? { by: 'measure' as const, order: 'desc' as const } : undefined);
  const sign = sort?.order === 'desc' ? -1 : 1;
  const by = sort?.by === 'measure' ? `m${sort.measure ?? 0}` : 'd';
  answered.sort((a, b) => {
    const [x = null, y = null] = [a[by], b[by]];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * compare(x, y) || compare(a.s ?? null, b.s ?? null);
  });
  const limit = Math.min(content.limit ?? MAX_STATISTIC_GROUPS, MAX_STATISTIC_GROUPS, view.maxRows);
  const described = (key: string, d: StatisticDimension | undefined) =>
    d
      ? {
          key,
          label: d.bucket ? `${nameOf(d.column)}（${BUCKET_WORDS[d.bucket]}）` : nameOf(d.column),
          type: d.bucket ? 'string' : (columnOf(d.column)?.dataType ?? 'string'),
        }
      : null;
  return {
    dimension: described('d', content.dimension),
    series: described('s', content.series),
    measures: content.measures.map((m, index) => ({
      key: `m${index}`,
      label:
        m.label ||
        (m.column === undefined ? '行数' : `${nameOf(m.column)}的${AGGREGATE_WORDS[m.aggregate]}`),
      type:
        (m.aggregate === 'MIN' || m.aggregate === 'MAX') && m.column
          ? (columnOf(m.column)?.dataType ?? 'number')
          : 'number',
    })),
    rows: answered.slice(0, limit),
    truncated: answered.length > limit,
    ms,
  };
}

/** A 40022 naming each refused field, as the server answers it. */
function refused(problems: readonly [string, string][]): MockAnswer {
  return {
    code: 40022,
    message: problems.map(([field, message]) => `${field}: ${message}`).join('; '),
    data: { errors: problems.map(([field, message]) => ({ field, message })) },
  };
}

/** A statistic over `view` computed, or what the server answers instead. */
function answer(
  view: ViewDetail,
  content: StatisticContent,
  extra: readonly StatisticFilter[],
): MockAnswer {
  if (/generate_series|pg_sleep/i.test(view.sqlText)) {
    return {
      code: 50400,
      message: `视图运行超过了 ${view.statementTimeoutMs} 毫秒的上限，已被终止。`,
      data: { timeoutMs: view.statementTimeoutMs },
    };
  }
  const missing = view.params.find(
    (p) => p.required && !content.params?.[p.name] && (p.defaultValue ?? '') === '',
  );
  // the server names a view parameter's field below `content.params` (no `body.`)
  if (missing) return refused([[`content.params.${missing.name}`, '必填']]);
  return { code: 20000, data: computeStatistic(view, content, extra) };
}

/**
 * The statistic routes over the sample views (or `data.dataViews`): a preview of the content
 * as edited, refused as a save would refuse it, and a run of a saved STATISTIC artefact of
 * `data.artefacts`. A view whose SQL uses `generate_series` or `pg_sleep` answers 50400, as a
 * view past its time limit does.
 */
export const statisticsMock: AreaMock = (data) => {
  const views = data.dataViews ?? sampleViews();
  return (request: MockRequest) => {
    const body = (request.body ?? {}) as {
      appId?: number;
      id?: number;
      content?: StatisticContent;
      filters?: StatisticFilter[];
    };
    const viewOf = (content: StatisticContent) => views.find((v) => v.id === content.viewId);
    if (is(request, API.statistics.preview)) {
      const content = body.content ?? ({} as StatisticContent);
      const problems = statisticProblems(content, views);
      if (problems.length > 0) return refused(problems);
      return answer(viewOf(content)!, content, body.filters ?? []);
    }
    if (is(request, API.statistics.run)) {
      const saved = (data.artefacts ?? []).find(
        (a) => a.id === body.id && a.appId === body.appId && a.kind === 'STATISTIC',
      );
      if (!saved) return { code: 40004, message: `统计 ${String(body.id)} 不存在。` };
      const content = saved.content as StatisticContent;
      const view = viewOf(content);
      if (!view) return { code: 40004, message: `数据视图 ${content.viewId} 不存在。` };
      return answer(view, content, body.filters ?? []);
    }
    return undefined;
  };
};
