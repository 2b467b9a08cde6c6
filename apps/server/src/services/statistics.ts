import {
  MAX_STATISTIC_GROUPS,
  NUMERIC_AGGREGATES,
  SERIES_CHARTS,
  type StatisticColumn,
  type StatisticContent,
  type StatisticDimension,
  type StatisticFilter,
  type StatisticMeasure,
  type StatisticResult,
} from '@org/api-contract';
import { type SQL, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { dataViewColumns } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { type Text, text } from '../i18n/text';
import { checkViewSql } from './sql-guard';
import { labelSourceProblems, valueLabels } from './statistic-labels';
import { bindParams } from './view-params';
import { liveView } from './view-records';
import { runView, statementOf } from './view-runner';

type ColumnRow = typeof dataViewColumns.$inferSelect;

/** Column types a date bucket applies to, and those a numeric aggregate applies to. */
export const DATE_TYPES = new Set(['date', 'datetime']);
const NUMBER_TYPES = new Set(['number']);

/** How a bucket turns a date into the text of its group: sortable as text, read as shown. */
const BUCKET_FORMATS = {
  day: 'YYYY-MM-DD',
  week: 'IYYY-"W"IW',
  month: 'YYYY-MM',
  quarter: 'YYYY-"Q"Q',
  year: 'YYYY',
} as const;

export async function columnsOf(db: Queryable, viewId: number): Promise<Map<string, ColumnRow>> {
  const rows = await db
    .select()
    .from(dataViewColumns)
    .where(eq(dataViewColumns.viewId, viewId))
    .orderBy(asc(dataViewColumns.sort));
  return new Map(rows.map((row) => [row.columnName, row]));
}

/**
 * What is wrong with a statistic besides its schema: columns the view does not have, a sum
 * or average of a column that is not numeric, a date bucket of one that is not a date, a
 * chart without the dimension (or series) it draws, a sort by a measure it does not have,
 * labels from a dictionary or form field that application `appId` does not have
 * (`labelSourceProblems`). Each problem names its field (`measures[1].column`).
 */
export async function statisticProblems(
  db: Queryable,
  c: StatisticContent,
  appId?: number,
): Promise<{ path: string; message: Text }[]> {
  const problems: { path: string; message: Text }[] = [];
  const add = (path: string, message: Text) => problems.push({ path, message });
  const columns = await columnsOf(db, c.viewId);
  const column = (path: string, name: string | undefined) => {
    if (name === undefined) return undefined;
    const found = columns.get(name);
    if (!found) add(path, text('artefact.notColumn', { column: name, viewId: c.viewId }));
    return found;
  };
  const dimension = (path: string, d: StatisticDimension | undefined) => {
    const found = column(`${path}.column`, d?.column);
    if (found && d?.bucket && !DATE_TYPES.has(found.dataType)) {
      add(`${path}.bucket`, text('stat.bucketNotDate', { column: found.columnName }));
    }
  };
  if (c.chart === 'number') {
    if (c.dimension) add('dimension', text('stat.numberNoDimension'));
  } else if (!c.dimension) {
    add('dimension', text('stat.dimensionRequired'));
  }
  dimension('dimension', c.dimension);
  if (SERIES_CHARTS.includes(c.chart)) {
    if (!c.series) add('series', text('stat.seriesRequired'));
  } else if (c.series) {
    add('series', text('stat.seriesNotUsed'));
  }
  dimension('series', c.series);
  if (c.chart === 'pie' && c.measures.length > 1) add('measures', text('stat.pieOneMeasure'));
  c.measures.forEach((m, index) => {
    const path = `measures[${index}]`;
    if (m.column === undefined && m.aggregate !== 'COUNT') {
      add(`${path}.column`, text('stat.measureColumnRequired'));
    }
    const found = column(`${path}.column`, m.column);
    if (found && NUMERIC_AGGREGATES.includes(m.aggregate) && !NUMBER_TYPES.has(found.dataType)) {
      add(
        `${path}.aggregate`,
        text('stat.notNumeric', { column: found.columnName, type: found.dataType }),
      );
    }
  });
  c.filters?.forEach((f, index) => column(`filters[${index}].column`, f.column));
  if (c.sort?.by === 'measure' && (c.sort.measure ?? 0) >= c.measures.length) {
    add('sort.measure', text('stat.noSuchMeasure', { n: (c.sort.measure ?? 0) + 1 }));
  }
  problems.push(...(await labelSourceProblems(db, appId, c)));
  return problems;
}

const col = (name: string) => sql`v.${sql.identifier(name)}`;

function groupExpression(d: StatisticDimension): SQL {
  if (!d.bucket) return col(d.column);
  return sql`to_char(date_trunc(${d.bucket}, ${col(d.column)}::timestamp), ${BUCKET_FORMATS[d.bucket]})`;
}

function measureExpression(m: StatisticMeasure): SQL {
  const target = m.column === undefined ? undefined : col(m.column);
  switch (m.aggregate) {
    case 'COUNT':
      return target ? sql`count(${target})` : sql`count(*)`;
    case 'COUNT_DISTINCT':
      return sql`count(distinct ${target})`;
    case 'SUM':
      return sql`sum(${target}::numeric)`;
    case 'AVG':
      return sql`avg(${target}::numeric)`;
    case 'MIN':
      return sql`min(${target})`;
    case 'MAX':
      return sql`max(${target})`;
  }
}

const listOf = (value: StatisticFilter['value']) =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** A filter as a condition; its values are bound, never spliced into the text. */
function condition(f: StatisticFilter): SQL {
  const target = col(f.column);
  const [first, second] = listOf(f.value);
  switch (f.op) {
    case 'eq':
      return sql`${target} = ${first ?? null}`;
    case 'ne':
      return sql`${target} is distinct from ${first ?? null}`;
    case 'gt':
      return sql`${target} > ${first ?? null}`;
    case 'gte':
      return sql`${target} >= ${first ?? null}`;
    case 'lt':
      return sql`${target} < ${first ?? null}`;
    case 'lte':
      return sql`${target} <= ${first ?? null}`;
    case 'between':
      return sql`${target} between ${first ?? null} and ${second ?? null}`;
    case 'in': {
      const values = listOf(f.value);
      return values.length === 0
        ? sql`false`
        : sql`${target} in (${sql.join(
            values.map((value) => sql`${value}`),
            sql`, `,
          )})`;
    }
    case 'contains':
      return sql`${target}::text ilike ${`%${String(first ?? '').replace(/[\\%_]/g, '\\$&')}%`}`;
    case 'empty':
      return sql`(${target} is null or ${target}::text = '')`;
    case 'notEmpty':
      return sql`(${target} is not null and ${target}::text <> '')`;
  }
}

/** The aggregate query over a view's statement: one statement, run as the view runs. */
export function aggregateQuery(
  view: SQL,
  c: StatisticContent,
  extraFilters: readonly StatisticFilter[],
): { query: SQL; limit: number } {
  const groups = [c.dimension, c.series].filter((d): d is StatisticDimension => d !== undefined);
  const keys = ['d', 's'].slice(0, groups.length);
  const selected = [
    ...groups.map((d, index) => sql`${groupExpression(d)} as ${sql.identifier(keys[index]!)}`),
    ...c.measures.map((m, index) => sql`${measureExpression(m)} as ${sql.identifier(`m${index}`)}`),
  ];
  const filters = [...(c.filters ?? []), ...extraFilters];
  const where =
    filters.length === 0 ? sql`` : sql` where ${sql.join(filters.map(condition), sql` and `)}`;
  const groupBy =
    groups.length === 0
      ? sql``
      : sql` group by ${sql.join(
          groups.map((_, index) => sql.raw(String(index + 1))),
          sql`, `,
        )}`;
  const limit = Math.min(c.limit ?? MAX_STATISTIC_GROUPS, MAX_STATISTIC_GROUPS);
  let orderBy = sql``;
  if (groups.length > 0) {
    // Top N means the largest first unless the statistic says otherwise; else by the groups.
    const sort =
      c.sort ?? (c.limit ? { by: 'measure' as const, order: 'desc' as const } : undefined);
    const direction = sql.raw(sort?.order === 'desc' ? 'desc' : 'asc');
    const first =
      sort?.by === 'measure'
        ? sql`${sql.identifier(`m${sort.measure ?? 0}`)} ${direction} nulls last`
        : sql`1 ${direction} nulls last`;
    orderBy = sql` order by ${first}${groups.length > 1 ? sql`, 2 asc` : sql``}`;
  }
  return {
    query: sql`select ${sql.join(selected, sql`, `)} from (${view}) as v${where}${groupBy}${orderBy}`,
    limit,
  };
}

const AGGREGATE_LABELS: Record<StatisticMeasure['aggregate'], Text> = {
  COUNT: text('stat.COUNT'),
  COUNT_DISTINCT: text('stat.COUNT_DISTINCT'),
  SUM: text('stat.SUM'),
  AVG: text('stat.AVG'),
  MIN: text('stat.MIN'),
  MAX: text('stat.MAX'),
};

/**
 * Computes a statistic over its data view: the view's statement (its parameters bound) wrapped
 * in one aggregate query, run as the view runs (its role, read-only transaction, statement
 * timeout, cost estimate), never pulling the view's rows out. The view's row limit bounds the
 * groups answered, not the rows counted. Labels come from the view's columns, in `render`'s
 * language; the dimension's and series' values, where the statistic names a source, answer
 * their labels beside them (`labels`, or a `labelsNote` when the source is gone).
 */
export async function computeStatistic(
  ctx: AppContext,
  c: StatisticContent,
  extraFilters: readonly StatisticFilter[],
  render: (message: Text) => string,
): Promise<StatisticResult> {
  const started = performance.now();
  const view = await liveView(ctx.db, c.viewId);
  const check = checkViewSql(view.sqlText);
  if (!check.ok) throw new Error(`Data view ${view.id} no longer passes the SQL check.`);
  const values = bindParams(view.params, new Map(Object.entries(c.params ?? {})), 'content.params');
  const { query, limit } = aggregateQuery(statementOf(check.sql, values), c, extraFilters);
  const rows = await runView(
    ctx.database,
    query,
    { timeoutMs: view.statementTimeoutMs, maxRows: Math.min(limit, view.maxRows) },
    'content',
  );
  const columns = await columnsOf(ctx.db, c.viewId);
  const described = async (
    key: string,
    d: StatisticDimension | undefined,
  ): Promise<StatisticColumn | null> => {
    if (!d) return null;
    const found = columns.get(d.column);
    const name = found?.columnComment || d.column;
    const column: StatisticColumn = {
      key,
      label: d.bucket ? `${name}（${render(text(`stat.bucket.${d.bucket}`))}）` : name,
      type: d.bucket ? 'string' : (found?.dataType ?? 'string'),
    };
    if (!d.labels || d.bucket) return column;
    const values = new Set(rows.records.map((row) => row[key] as string | number | null));
    const labelled = await valueLabels(ctx, d.labels, [...values]);
    return 'note' in labelled
      ? { ...column, labelsNote: render(labelled.note) }
      : { ...column, labels: labelled.labels };
  };
  const measures = c.measures.map((m, index) => {
    const of = m.column === undefined ? '' : columns.get(m.column)?.columnComment || m.column;
    const label =
      m.label ||
      render(
        of === ''
          ? text('stat.rows')
          : text('stat.measureOf', { aggregate: AGGREGATE_LABELS[m.aggregate], column: of }),
      );
    const extreme = m.aggregate === 'MIN' || m.aggregate === 'MAX';
    const type = extreme && m.column ? (columns.get(m.column)?.dataType ?? 'number') : 'number';
    return { key: `m${index}`, label, type };
  });
  return {
    dimension: await described('d', c.dimension),
    series: await described('s', c.series),
    measures,
    rows: rows.records.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          // counts and sums come as numbers or numeric text; keep them numbers
          key.startsWith('m') &&
          typeof value === 'string' &&
          value.trim() !== '' &&
          !Number.isNaN(Number(value))
            ? Number(value)
            : (value as string | number | boolean | null),
        ]),
      ),
    ),
    truncated: rows.truncated,
    ms: Math.round(performance.now() - started),
  };
}
