import { createHash } from 'node:crypto';
import { EXACT_TOTAL_LIMIT, MAX_PAGE_SIZE, type Page } from '@org/api-contract';
import { type AnyColumn, type SQL, and, asc, desc, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/types';
import { invalidField } from '../http/api-error';
import { text } from '../i18n/text';
import {
  type PageRequest,
  type PageTotal,
  estimatedRows,
  pageOf,
  pageTotal,
  pageWindow,
} from './paging';

/**
 * Pages of a large list (submissions, users), read in two steps so that no call reads rows it
 * does not return: first the ids of the page, by a walk of the index that serves its order
 * (past the earlier rows with `offset`, or from the previous page's last row with a cursor),
 * then the page's own rows by id. Decision 0012.
 */

/** The order of a page: one sort column (whitelisted), its direction, and the id after it. */
export interface IndexedOrder {
  /** The sort key as the request named it (part of the cursor's fingerprint). */
  key: string;
  column: AnyColumn;
  direction: 'asc' | 'desc';
  /**
   * The column never holds NULL, so a cursor can continue after a row with a row comparison
   * that the index serves. Lists sorted by a nullable column page by offset only.
   */
  notNull: boolean;
}

export interface IndexedList<T> {
  table: PgTable;
  id: AnyColumn;
  where: SQL | undefined;
  order: IndexedOrder;
  /**
   * Everything that decides which rows match besides the page: the request's filters and the
   * caller's scope. A cursor is followed only for the same filters, sort and page size.
   */
  scope: unknown;
  /**
   * The total is asked of the planner first and counted only when it expects no more than
   * the exact limit (`pageTotal`'s `estimateFirst`: a short search, decision 0014).
   */
  estimateFirst?: boolean;
  /** The full rows of these ids, in the list's order. */
  rows(ids: number[]): Promise<T[]>;
}

/** What a cursor carries: the page it leads to, the fingerprint, the last row's key and id. */
interface Cursor {
  p: number;
  f: string;
  k: string;
  i: number;
}

const TIMESTAMP = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:\d\d)?|Z)?$/;
const INTEGER = /^-?\d{1,19}$/;

/** Whether a key read from a cursor fits the column's type (a forged cursor gets a clear 40022). */
function fitsColumn(column: AnyColumn, key: string): boolean {
  const type = column.getSQLType();
  if (type.startsWith('timestamp')) return TIMESTAMP.test(key);
  if (['integer', 'smallint', 'bigint'].includes(type)) return INTEGER.test(key);
  return key.length <= 1000;
}

function fingerprint(order: IndexedOrder, pageSize: number, scope: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([order.key, order.direction, pageSize, scope ?? null]))
    .digest('base64url')
    .slice(0, 22);
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

/** The cursor of a request, checked; `undefined` when none was sent. */
function decodeCursor(encoded: string | undefined, field: string): Cursor | undefined {
  if (encoded === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const cursor = value as Partial<Cursor> | undefined;
  if (
    cursor === null ||
    typeof cursor !== 'object' ||
    typeof cursor.p !== 'number' ||
    typeof cursor.f !== 'string' ||
    typeof cursor.k !== 'string' ||
    typeof cursor.i !== 'number' ||
    !Number.isSafeInteger(cursor.i)
  ) {
    throw invalidField(field, text('keyset.badCursor'));
  }
  return cursor as Cursor;
}

/** Rows after the cursor's row in the list's order: `(column, id) > (key, id)` (or `<`). */
function after(order: IndexedOrder, id: AnyColumn, cursor: Cursor): SQL {
  const key = sql`cast(${cursor.k} as ${sql.raw(order.column.getSQLType())})`;
  return order.direction === 'desc'
    ? sql`(${order.column}, ${id}) < (${key}, ${cursor.i})`
    : sql`(${order.column}, ${id}) > (${key}, ${cursor.i})`;
}

/**
 * A page of a large list with its total (`pageTotal`) and, when a next page may follow and
 * the order allows it, `nextCursor`. A request's `cursor` is followed when it was answered for
 * the page before the requested one under the same filters, sort and page size; otherwise the
 * page is read by offset. Both ways give the same rows.
 */
export async function paginateIndexed<T, R>(
  db: Queryable,
  request: PageRequest,
  list: IndexedList<T>,
  map: (row: T) => R,
  max: number = MAX_PAGE_SIZE,
): Promise<Page<R>> {
  const window = pageWindow(request, max);
  const { order } = list;
  const print = fingerprint(order, window.pageSize, list.scope);
  const sent = decodeCursor(request.cursor, 'body.cursor');
  if (sent !== undefined && !fitsColumn(order.column, sent.k)) {
    throw invalidField('body.cursor', text('keyset.cursorKey'));
  }
  const cursor =
    sent !== undefined && order.notNull && sent.p === window.pageNo && sent.f === print
      ? sent
      : undefined;
  const direction = order.direction === 'desc' ? desc : asc;
  const indexOrder = [direction(order.column), direction(list.id)];
  // A page that reaches past the exact limit answers its own total: the walk reads one row
  // more, and either finds rows past the limit (the total is the estimate, so nothing counts
  // ten thousand rows again) or finds the list's end (the total is exact). Only a page past
  // the end is counted.
  const deep = window.offset + window.limit >= EXACT_TOTAL_LIMIT;
  // The walk answers raw ids and keys; the key is written as text only for the page's own
  // rows (outside the walk), not for every row an offset passes.
  const walk = db
    .select({ pageId: sql`${list.id}`.as('page_id'), pageKey: sql`${order.column}`.as('page_key') })
    .from(list.table)
    .where(cursor === undefined ? list.where : and(list.where, after(order, list.id, cursor)))
    .orderBy(...indexOrder)
    .limit(deep ? window.limit + 1 : window.limit)
    .offset(cursor === undefined ? window.offset : 0)
    .as('page_keys');
  const keys = db
    .select({
      id: sql<number>`${walk.pageId}`.mapWith(Number),
      key: sql<string>`${walk.pageKey}::text`,
    })
    .from(walk)
    .orderBy(direction(walk.pageKey), direction(walk.pageId));
  const count = () =>
    pageTotal(db, list.table, list.where, {
      order: indexOrder,
      estimateFirst: list.estimateFirst ?? false,
    });
  const [found, counted] = await Promise.all([keys, deep ? undefined : count()]);
  const ids = found.slice(0, window.limit);
  let total: PageTotal;
  if (counted !== undefined) total = counted;
  else if (window.offset + found.length > EXACT_TOTAL_LIMIT) {
    const planned = await estimatedRows(db, list.table, list.where);
    total = { total: Math.max(EXACT_TOTAL_LIMIT + 1, planned), estimated: true };
  } else if (found.length > 0) total = { total: window.offset + found.length, estimated: false };
  else total = await count();
  const rows = ids.length === 0 ? [] : await list.rows(ids.map((row) => row.id));
  const page = pageOf(window, rows.map(map), total);
  const last = ids.at(-1);
  if (order.notNull && last !== undefined && ids.length === window.limit) {
    page.nextCursor = encodeCursor({ p: window.pageNo + 1, f: print, k: last.key, i: last.id });
  }
  return page;
}
