/**
 * Helpers every record route shares: the audit fields and instants of contract records, the
 * 40009 of a taken code, partial updates, and the 40004 of ids that name no live row. One
 * module, so that every route answers these the same way.
 */
import { ResultCode } from '@org/api-contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isUniqueViolation } from '../db/sql-errors';
import type { Queryable } from '../db/types';
import { ApiError, conflict, notFound } from '../http/api-error';
import { type Text, text } from '../i18n/text';

/** The audit columns every record has. */
interface AuditRow {
  createdBy: number | null;
  createdAt: Date;
  updatedBy: number | null;
  updatedAt: Date;
}

/** The audit fields of a contract record (dates as ISO text). */
export function auditOf(row: AuditRow) {
  return {
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An optional instant as ISO text, or null. */
export function isoOrNull(value: Date | null): string | null {
  return value === null ? null : value.toISOString();
}

/** Runs a write and turns a unique violation into a 40009 saying what is taken. */
export async function uniqueOr<T>(message: Text, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

/** Only the fields that were given: `{ a: 1, b: undefined }` → `{ a: 1 }`. */
export function given<T extends Record<string, unknown>>(fields: T): Partial<T> {
  const result: Partial<T> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) (result as Record<string, unknown>)[key] = value;
  }
  return result;
}

/** The ids of `wanted` that are not among the rows found (in the order asked). */
export function missingIds(wanted: readonly number[], found: readonly { id: number }[]): number[] {
  const present = new Set(found.map((row) => Number(row.id)));
  return wanted.filter((id) => !present.has(id));
}

/** 40004 naming every id that was not found, when there is one ("API 7, 9 was not found."). */
export function requireAll(
  what: Text,
  wanted: readonly number[],
  found: readonly { id: number }[],
): void {
  const missing = missingIds(wanted, found);
  if (missing.length > 0) throw notFound(what, missing);
}

type LiveTable = PgTable & { id: PgColumn; deletedAt: PgColumn };

/** The row `id` of `table` when it is live (not deleted); else 40004 ("Role 7 was not found."). */
export async function liveRow<T extends LiveTable>(
  db: Queryable,
  table: T,
  id: number,
  what: Text,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), isNull(table.deletedAt)));
  if (!row) throw notFound(what, id);
  return row as T['$inferSelect'];
}

/**
 * Checks that every id names a row that exists and is not deleted; 40004 names the missing
 * ones ("Roles not found: 7, 9."; `what` is the plural noun).
 */
export async function requireLive(
  db: Queryable,
  table: LiveTable,
  ids: readonly number[],
  what: Text,
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, wanted), isNull(table.deletedAt)));
  const missing = missingIds(wanted, found as { id: number }[]);
  if (missing.length > 0) {
    throw new ApiError(
      ResultCode.NOT_FOUND,
      text('record.notFoundMany', { what, ids: missing.join(', ') }),
    );
  }
}
