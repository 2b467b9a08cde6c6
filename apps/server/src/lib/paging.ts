import { DEFAULT_PAGE_SIZE, EXACT_TOTAL_LIMIT, MAX_PAGE_SIZE, type Page } from '@org/api-contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows } from '../db/rows';
import type { Queryable } from '../db/types';

/** The paging fields of a list request (`PageFields` in the contract). */
export interface PageRequest {
  pageNo?: number | undefined;
  pageSize?: number | undefined;
  /** `nextCursor` of the page before (only lists read by `paginateIndexed` use it). */
  cursor?: string | undefined;
}

/** A resolved page: number, size and the matching `limit`/`offset`. */
export interface PageWindow {
  pageNo: number;
  pageSize: number;
  limit: number;
  offset: number;
}

/**
 * Resolves `{ pageNo, pageSize }` (defaults 1 and 10). The contract's schema already bounds
 * them; `max` guards callers that build requests themselves.
 */
export function pageWindow(request: PageRequest, max: number = MAX_PAGE_SIZE): PageWindow {
  const pageNo = Math.max(1, Math.trunc(request.pageNo ?? 1));
  const pageSize = Math.min(max, Math.max(1, Math.trunc(request.pageSize ?? DEFAULT_PAGE_SIZE)));
  return { pageNo, pageSize, limit: pageSize, offset: (pageNo - 1) * pageSize };
}

/** A page's total: exact, or the planner's estimate above `EXACT_TOTAL_LIMIT` rows. */
export interface PageTotal {
  total: number;
  estimated: boolean;
}

/** How a list route reads one page: the rows of the window, and the total count. */
export interface PageSource<T> {
  rows(limit: number, offset: number): Promise<T[]>;
  /** A plain number is exact; `pageTotal` answers an estimate for large results. */
  total(): Promise<number | PageTotal>;
}

/**
 * One page of a list: `{ list, total, pageNo, pageSize }`, with `totalEstimated: true` when
 * the total is an estimate.
 *
 * ```ts
 * const where = and(notDeleted(dicts), contains(dicts.dictName, body.dictName));
 * return paginate(body, {
 *   rows: (limit, offset) =>
 *     db.select().from(dicts).where(where).orderBy(...order).limit(limit).offset(offset),
 *   total: () => pageTotal(db, dicts, where),
 * });
 * ```
 */
export async function paginate<T, R = T>(
  request: PageRequest,
  source: PageSource<T>,
  map?: (row: T) => R,
  max: number = MAX_PAGE_SIZE,
): Promise<Page<R>> {
  const window = pageWindow(request, max);
  const [rows, total] = await Promise.all([
    source.rows(window.limit, window.offset),
    source.total(),
  ]);
  return pageOf(window, map ? rows.map(map) : (rows as unknown as R[]), total);
}

/**
 * The answer for a window, its rows and its total. An estimate is never below what the page
 * itself proves: the rows before it, its own, and one more when it is full. A page that is
 * not full (and not empty, or the first) ends the list, so it makes the total exact.
 */
export function pageOf<R>(window: PageWindow, list: R[], counted: number | PageTotal): Page<R> {
  const { total, estimated } =
    typeof counted === 'number' ? { total: counted, estimated: false } : counted;
  if (!estimated) return { list, total, pageNo: window.pageNo, pageSize: window.pageSize };
  if (list.length < window.limit && (list.length > 0 || window.offset === 0)) {
    const last = window.offset + list.length;
    return { list, total: last, pageNo: window.pageNo, pageSize: window.pageSize };
  }
  const seen = window.offset + list.length + (list.length === window.limit ? 1 : 0);
  return {
    list,
    total: Math.max(total, seen),
    totalEstimated: true,
    pageNo: window.pageNo,
    pageSize: window.pageSize,
  };
}

/** `select count(*)` of a table under a condition: exact, however many rows it reads. */
export async function countRows(
  db: Queryable,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return Number(row?.total ?? 0);
}

/**
 * The total of a list (decision 0012): counts at most `limit + 1` matching rows (default
 * `EXACT_TOTAL_LIMIT`), so a count never reads more than that; when more match, answers the
 * planner's estimate of the rows (at least `limit + 1`), flagged as estimated. With
 * `estimateFirst` (a short search, decision 0014) the estimate is asked first, and rows are
 * counted only when it is within the limit.
 */
export async function pageTotal(
  db: Queryable,
  table: PgTable,
  where: SQL | undefined,
  options: { limit?: number; order?: SQL[]; estimateFirst?: boolean } = {},
): Promise<PageTotal> {
  const limit = options.limit ?? EXACT_TOTAL_LIMIT;
  const estimate = () => estimatedRows(db, table, where);
  if (options.estimateFirst === true) {
    // A condition that is dear to test row by row (a short search): when the planner expects
    // more matches than the limit, counting them would cost more than the page; answer the
    // estimate without counting.
    const planned = await estimate();
    if (planned > limit) return { total: planned, estimated: true };
  }
  // In the list's order (when given), the count walks the index the page itself walks. A short
  // search's count runs only when few rows match, which its grams index finds: no order, so
  // they are counted as found instead of sorted first.
  const order = options.estimateFirst === true ? [] : (options.order ?? []);
  const capped = db
    .select({ one: sql<number>`1`.as('one') })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(limit + 1)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  const counted = Number(row?.n ?? 0);
  if (counted <= limit) return { total: counted, estimated: false };
  return { total: Math.max(limit + 1, await estimate()), estimated: true };
}

/** The planner's estimate of the rows of a table under a condition (nothing is run). */
export function estimatedRows(db: Queryable, table: PgTable, where: SQL | undefined) {
  return plannedRows(
    db,
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where),
  );
}

/** The rows the planner expects a query to answer (`EXPLAIN`; nothing is run). */
export async function plannedRows(db: Queryable, query: SQLWrapper): Promise<number> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`explain (format json) ${query}`);
  const raw = row === undefined ? undefined : Object.values(row)[0];
  const plans = (typeof raw === 'string' ? JSON.parse(raw) : raw) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  const rows = plans?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' && Number.isFinite(rows) ? Math.round(rows) : 0;
}
