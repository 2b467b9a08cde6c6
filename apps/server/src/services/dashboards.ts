import {
  DASHBOARD_COLUMNS,
  type DashboardChartBody,
  type DashboardChartResult,
  type DashboardChoices,
  type DashboardColumn,
  type DashboardContent,
  MAX_DASHBOARD_CHOICES,
  type StatisticContent,
  type StatisticFilter,
} from '@org/api-contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { appArtefacts } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { type Text, text } from '../i18n/text';
import { DATE_TYPES, columnsOf, computeStatistic } from './statistics';

type Problem = { path: string; message: Text };

/** The live statistics of application `appId` among `ids`, by id. */
export async function statisticsOf(
  db: Queryable,
  appId: number,
  ids: readonly number[],
): Promise<Map<number, StatisticContent>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: appArtefacts.id, content: appArtefacts.content })
    .from(appArtefacts)
    .where(
      and(
        inArray(appArtefacts.id, [...new Set(ids)]),
        eq(appArtefacts.appId, appId),
        eq(appArtefacts.kind, 'STATISTIC'),
        isNull(appArtefacts.deletedAt),
      ),
    );
  return new Map(rows.map((row) => [Number(row.id), row.content as unknown as StatisticContent]));
}

/**
 * The columns of the statistics' views, each once, with how many of the views have it (in
 * the order the first view lists them).
 */
export async function dashboardColumns(
  db: Queryable,
  statistics: Iterable<StatisticContent>,
): Promise<DashboardColumn[]> {
  const merged = new Map<string, DashboardColumn>();
  const viewIds = new Set([...statistics].map((s) => s.viewId));
  for (const viewId of viewIds) {
    for (const column of (await columnsOf(db, viewId)).values()) {
      const known = merged.get(column.columnName);
      if (known) known.views += 1;
      else {
        merged.set(column.columnName, {
          columnName: column.columnName,
          label: column.columnComment || column.columnName,
          dataType: column.dataType,
          views: 1,
        });
      }
    }
  }
  return [...merged.values()];
}

/**
 * What is wrong with a dashboard besides its schema: a chart that names no statistic of the
 * application, two charts with one key, a chart past the grid's right edge, a shared filter
 * over a column none of the charts' views has, a date range over a column that is not a date.
 * Each problem names its field (`charts[2].statisticId`).
 */
export async function dashboardProblems(
  db: Queryable,
  appId: number,
  c: DashboardContent,
): Promise<Problem[]> {
  const problems: Problem[] = [];
  const add = (path: string, message: Text) => problems.push({ path, message });
  const statistics = await statisticsOf(
    db,
    appId,
    c.charts.map((chart) => chart.statisticId),
  );
  const keys = new Set<string>();
  c.charts.forEach((chart, index) => {
    const path = `charts[${index}]`;
    if (keys.has(chart.key)) add(`${path}.key`, text('dash.keyTwice', { key: chart.key }));
    keys.add(chart.key);
    if (chart.x + chart.w > DASHBOARD_COLUMNS) {
      add(`${path}.w`, text('dash.tooWide', { columns: DASHBOARD_COLUMNS }));
    }
    if (!statistics.has(chart.statisticId)) {
      add(`${path}.statisticId`, text('dash.noStatistic', { id: chart.statisticId }));
    }
  });
  if (!c.dateFilter && !c.choiceFilter) return problems;
  const columns = await dashboardColumns(db, statistics.values());
  const check = (path: string, column: string, date: boolean) => {
    const found = columns.find((known) => known.columnName === column);
    if (!found) add(path, text('dash.filterNoView', { column }));
    else if (date && !DATE_TYPES.has(found.dataType)) {
      add(path, text('dash.dateNotDate', { column, type: found.dataType }));
    }
  };
  if (c.dateFilter) check('dateFilter.column', c.dateFilter.column, true);
  if (c.choiceFilter) check('choiceFilter.column', c.choiceFilter.column, false);
  return problems;
}

/** The day after `day` (YYYY-MM-DD), so that a range's last day is counted whole. */
function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * One chart of a dashboard computed: its statistic with the shared filters its view has a
 * column for (a date range from its first day to its last, both whole; a value chosen),
 * and the names of those its view has no column for, which the chart then shows unfiltered.
 */
export async function dashboardChart(
  ctx: AppContext,
  statistic: StatisticContent,
  values: Pick<DashboardChartBody, 'date' | 'choice'>,
  render: (message: Text) => string,
): Promise<Pick<DashboardChartResult, 'statistic' | 'notApplied'>> {
  const columns = await columnsOf(ctx.db, statistic.viewId);
  const filters: StatisticFilter[] = [];
  const notApplied: DashboardChartResult['notApplied'] = [];
  const { date, choice } = values;
  if (date && (date.from || date.to)) {
    if (!columns.has(date.column)) notApplied.push('date');
    else {
      if (date.from) filters.push({ column: date.column, op: 'gte', value: date.from });
      if (date.to) filters.push({ column: date.column, op: 'lt', value: dayAfter(date.to) });
    }
  }
  if (choice) {
    if (!columns.has(choice.column)) notApplied.push('choice');
    else filters.push({ column: choice.column, op: 'eq', value: choice.value });
  }
  const result = await computeStatistic(ctx, statistic, filters, render);
  return { statistic: result, notApplied };
}

/**
 * The values a shared choice offers: those of `column` in each statistic's view that has it
 * (with the statistic's parameters and own filters), each once, in order, at most
 * `MAX_DASHBOARD_CHOICES`. Empty values are left out. Where a statistic groups by the column
 * and says where its values' labels come from, the values answer those labels too.
 */
export async function dashboardChoices(
  ctx: AppContext,
  statistics: Iterable<StatisticContent>,
  column: string,
  render: (message: Text) => string,
): Promise<DashboardChoices> {
  const values = new Set<string>();
  const labels: Record<string, string> = {};
  let truncated = false;
  for (const statistic of statistics) {
    if (!(await columnsOf(ctx.db, statistic.viewId)).has(column)) continue;
    const source = [statistic.dimension, statistic.series].find(
      (d) => d?.column === column && !d.bucket && d.labels,
    )?.labels;
    const grouped = await computeStatistic(
      ctx,
      {
        chart: 'bar',
        viewId: statistic.viewId,
        ...(statistic.params ? { params: statistic.params } : {}),
        ...(statistic.filters ? { filters: statistic.filters } : {}),
        dimension: { column, ...(source ? { labels: source } : {}) },
        measures: [{ aggregate: 'COUNT' }],
        sort: { by: 'dimension', order: 'asc' },
        limit: MAX_DASHBOARD_CHOICES,
      },
      [],
      render,
    );
    truncated ||= grouped.truncated;
    for (const row of grouped.rows) {
      const value = row.d;
      if (value !== null && value !== undefined && value !== '') values.add(String(value));
    }
    for (const [value, label] of Object.entries(grouped.dimension?.labels ?? {})) {
      labels[value] ??= label;
    }
  }
  const sorted = [...values].sort((a, b) => a.localeCompare(b));
  const offered = sorted.slice(0, MAX_DASHBOARD_CHOICES);
  const labelled = offered.filter((value) => labels[value] !== undefined);
  return {
    values: offered,
    ...(labelled.length > 0
      ? { labels: Object.fromEntries(labelled.map((value) => [value, labels[value]!])) }
      : {}),
    truncated: truncated || sorted.length > MAX_DASHBOARD_CHOICES,
  };
}
