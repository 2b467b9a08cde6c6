import { conflict, notFound } from '../http/api-error';
import { isUniqueViolation } from '../db/sql-errors';

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
export async function uniqueOr<T>(message: string, write: () => Promise<T>): Promise<T> {
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
  const present = new Set(found.map((row) => row.id));
  return wanted.filter((id) => !present.has(id));
}

/** 40004 naming every id that was not found, when there is one. */
export function requireAll(
  what: string,
  wanted: readonly number[],
  found: readonly { id: number }[],
): void {
  const missing = missingIds(wanted, found);
  if (missing.length > 0) throw notFound(`${what} ${missing.join(', ')}`);
}
