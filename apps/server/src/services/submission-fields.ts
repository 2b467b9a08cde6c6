import {
  EXACT_TOTAL_LIMIT,
  type Page,
  type SubmissionFieldFilter as FilterInput,
} from '@org/api-contract';
import {
  type FormDefinition,
  type SubmissionColumn,
  type SubmissionFieldFilter,
  checkFieldFilter,
  dateFilterBounds,
  submissionColumns,
} from '@org/form-schema';
import { type AnyColumn, type SQL, and, sql } from 'drizzle-orm';
import { formSubmissions } from '../db/schema/index';
import { queryRows } from '../db/rows';
import type { Queryable } from '../db/types';
import { invalidField } from '../http/api-error';
import { localized, text } from '../i18n/text';
import { type PageRequest, estimatedRows, pageOf, pageTotal, pageWindow } from '../lib/paging';

/**
 * Filters and sorts on the fields of a form's submissions (decision 0019). The form's latest
 * definition says which fields exist and how each is filtered (`@org/form-schema`'s
 * `submissionColumns` and `checkFieldFilter`); only checked filters reach SQL, with the model
 * and every value bound as parameters.
 *
 * Each condition is written `coalesce(…, false)`: to the planner an opaque condition that
 * half the rows meet, so a filtered page still walks the list's order index and stops once
 * the page is full (a selective-looking `ilike` on JSON made it read and sort every row of the
 * form first). A term that few rows contain costs one pass over the form's rows, never two:
 * a filtered page counts its total in the same statement (`fieldPage`).
 */

/** A filter checked against its column. */
export interface CheckedFilter {
  filter: SubmissionFieldFilter;
  column: SubmissionColumn;
}

/** The field part of a request, checked: its filters and the column it is sorted by. */
export interface FieldRequest {
  filters: CheckedFilter[];
  sort: SubmissionColumn | undefined;
}

/**
 * Checks the field filters and the sort field of a request against a form's latest
 * definition; 40022 naming the filter (`<path>.fieldFilters[i].<part>`) or `<path>.sortField`.
 */
export function checkFieldRequest(
  definition: FormDefinition,
  request: { fieldFilters?: FilterInput[] | undefined; sortField?: string | undefined },
  path = 'body',
): FieldRequest {
  const columns = submissionColumns(definition);
  const filters = (request.fieldFilters ?? []).map((input, i) => {
    const checked = checkFieldFilter(columns, input);
    if (!checked.ok)
      throw invalidField(
        `${path}.fieldFilters[${i}].${checked.part}`,
        text('submission.filterProblem', { detail: localized(checked.texts) }),
      );
    return { filter: checked.filter, column: checked.column };
  });
  let sort: SubmissionColumn | undefined;
  if (request.sortField !== undefined) {
    sort = columns.find((column) => column.model === request.sortField);
    if (!sort)
      throw invalidField(
        `${path}.sortField`,
        text('submission.noSuchField', { model: request.sortField }),
      );
    if (!sort.sortable) {
      throw invalidField(
        `${path}.sortField`,
        text('submission.notSortable', { model: sort.model, type: sort.type }),
      );
    }
  }
  return { filters, sort };
}

/** The value of a field in `data` (a jsonb expression); the model is bound, as text. */
const valueOf = (data: SQL, model: string) => sql`(${data} -> ${model}::text)`;
const textOf = (data: SQL, model: string) => sql`(${data} ->> ${model}::text)`;

/** The JSON values a choice matches: itself, and `1` for `'1'` and back (one choice). */
function choiceValues(value: string | number | boolean): string[] {
  const values = [JSON.stringify(value)];
  if (typeof value === 'number') values.push(JSON.stringify(String(value)));
  if (
    typeof value === 'string' &&
    /^-?\d+(\.\d+)?$/.test(value) &&
    Number.isFinite(Number(value))
  ) {
    values.push(JSON.stringify(Number(value)));
  }
  return values;
}

/** The SQL condition of one checked filter on the data expression `data`. */
export function fieldCondition(data: SQL, { filter, column }: CheckedFilter): SQL {
  const value = valueOf(data, filter.model);
  const text = textOf(data, filter.model);
  let condition: SQL;
  switch (filter.op) {
    case 'contains':
      // `lower` on both sides, as ILIKE compares; no pattern, so `%` and `_` are plain text.
      condition = sql`strpos(lower(${text}), lower(${filter.value}::text)) > 0`;
      break;
    case 'between': {
      const number = sql`(case when jsonb_typeof(${value}) = 'number' then (${text})::numeric end)`;
      const parts = [
        filter.min === undefined ? undefined : sql`${number} >= ${filter.min}::numeric`,
        filter.max === undefined ? undefined : sql`${number} <= ${filter.max}::numeric`,
      ];
      condition = and(...parts) ?? sql`true`;
      break;
    }
    case 'dateBetween': {
      const date = sql`(case when jsonb_typeof(${value}) = 'string' then ${text} end) collate "C"`;
      const bounds = dateFilterBounds(column, filter);
      const parts = [
        bounds.from === undefined ? undefined : sql`${date} >= ${bounds.from}::text`,
        bounds.to === undefined ? undefined : sql`${date} <= ${bounds.to}::text`,
      ];
      condition = and(...parts) ?? sql`true`;
      break;
    }
    case 'equals': {
      // A scalar contains itself; a list contains each of its elements.
      const matches = choiceValues(filter.value).map((json) => sql`${value} @> ${json}::jsonb`);
      condition = sql`(${sql.join(matches, sql` or `)})`;
      break;
    }
  }
  return sql`coalesce(${condition}, false)`;
}

/** All filters' conditions on `data`; `undefined` when there are none. */
export function fieldConditions(data: SQL, filters: readonly CheckedFilter[]): SQL | undefined {
  return filters.length === 0 ? undefined : and(...filters.map((f) => fieldCondition(data, f)));
}

/**
 * The sort key of a field: its JSON value (numbers by number, texts by text), with null and
 * empty text as no value, so that `nulls last` puts the empty ones last in both directions.
 */
export function fieldSortKey(data: SQL, model: string): SQL {
  return sql`nullif(nullif(${valueOf(data, model)}, 'null'::jsonb), '""'::jsonb)`;
}

/** The order of a field page: a key (a column or a field's `fieldSortKey`) and a direction. */
export interface FieldPageOrder {
  key: AnyColumn | SQL;
  direction: 'asc' | 'desc';
  /** Rows without a value last in both directions (field keys); else PostgreSQL's default. */
  nullsLast: boolean;
}

export interface FieldPageList<T> {
  where: SQL | undefined;
  order: FieldPageOrder;
  /** Whether field filters narrow the list (the total is then counted with the page). */
  filtered: boolean;
  /** The full rows of these ids, any order. */
  rows(ids: number[]): Promise<T[]>;
  id(row: T): number;
}

const orderSql = (key: SQL | AnyColumn, id: SQL | AnyColumn, order: FieldPageOrder) => {
  const direction = sql.raw(order.direction === 'desc' ? 'desc' : 'asc');
  const nulls = order.nullsLast ? sql.raw(' nulls last') : sql``;
  return sql`${key} ${direction}${nulls}, ${id} ${direction}`;
};

/**
 * A page of a form's submissions filtered or sorted by fields, by offset (no cursor). Filtered
 * pages read the ids of the page and the total in one statement: the list's order is walked
 * until `EXACT_TOTAL_LIMIT + 1` rows match (or the page's end, deeper), so a filter that few
 * rows meet costs one pass; above the limit the total is the planner's estimate, flagged as
 * `pageTotal` does. A page sorted by a field without filters sorts the form's rows for its ids
 * and counts its total by the form's index.
 */
export async function fieldPage<T, R>(
  db: Queryable,
  request: PageRequest,
  list: FieldPageList<T>,
  map: (row: T) => R,
): Promise<Page<R>> {
  const window = pageWindow(request);
  const table = formSubmissions;
  let ids: number[];
  let total: { total: number; estimated: boolean };
  if (list.filtered) {
    const cap = Math.max(EXACT_TOTAL_LIMIT + 1, window.offset + window.limit + 1);
    const found = await queryRows<{
      id: string | number;
      total: string | number;
      n: string | number;
    }>(
      db,
      sql`select id, total, n from (
            select id, count(*) over () as total,
                   row_number() over (order by ${orderSql(sql`k`, sql`id`, list.order)}) as n
              from (select ${table.id} as id, ${list.order.key} as k from ${table}
                     where ${list.where ?? sql`true`}
                     order by ${orderSql(list.order.key, table.id, list.order)}
                     limit ${cap}) w) c
           where n = 1 or (n > ${window.offset} and n <= ${window.offset + window.limit})
           order by n`,
    );
    const matched = Number(found[0]?.total ?? 0);
    ids = found.filter((row) => Number(row.n) > window.offset).map((row) => Number(row.id));
    total =
      matched < cap
        ? { total: matched, estimated: false }
        : {
            total: Math.max(matched, await estimatedRows(db, table, list.where)),
            estimated: true,
          };
  } else {
    const [walk, counted] = await Promise.all([
      queryRows<{ id: string | number }>(
        db,
        sql`select ${table.id} as id from ${table} where ${list.where ?? sql`true`}
             order by ${orderSql(list.order.key, table.id, list.order)}
             limit ${window.limit} offset ${window.offset}`,
      ),
      pageTotal(db, table, list.where),
    ]);
    ids = walk.map((row) => Number(row.id));
    total = counted;
  }
  const rows = ids.length === 0 ? [] : await list.rows(ids);
  const position = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => (position.get(list.id(a)) ?? 0) - (position.get(list.id(b)) ?? 0));
  return pageOf(window, rows.map(map), total);
}
