import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page } from '@org/api-contract';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/types';

/** The paging fields of a list request (`PageFields` in the contract). */
export interface PageRequest {
  pageNo?: number | undefined;
  pageSize?: number | undefined;
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

/** How a list route reads one page: the rows of the window, and the total count. */
export interface PageSource<T> {
  rows(limit: number, offset: number): Promise<T[]>;
  total(): Promise<number>;
}

/**
 * One page of a list: `{ list, total, pageNo, pageSize }`.
 *
 * ```ts
 * const where = and(notDeleted(dicts), contains(dicts.dictName, body.dictName));
 * return paginate(body, {
 *   rows: (limit, offset) =>
 *     db.select().from(dicts).where(where).orderBy(...order).limit(limit).offset(offset),
 *   total: () => countRows(db, dicts, where),
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
  return {
    list: map ? rows.map(map) : (rows as unknown as R[]),
    total,
    pageNo: window.pageNo,
    pageSize: window.pageSize,
  };
}

/** `select count(*)` of a table under a condition. */
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
