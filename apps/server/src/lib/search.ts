import { type AnyColumn, type SQL, eq, ilike, isNull } from 'drizzle-orm';

/** Escapes the LIKE wildcards `%` and `_` (and the escape character) in user text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * "Contains" search on a text column, case-insensitive; `undefined` (no condition) when the
 * text is missing or blank. The text is a bound parameter with its wildcards escaped, so
 * `%`, `_`, quotes and SQL in a search box match literally.
 */
export function contains(column: AnyColumn, text: string | undefined): SQL | undefined {
  const value = text?.trim();
  if (value === undefined || value === '') return undefined;
  return ilike(column, `%${escapeLike(value)}%`);
}

/** Equality when a filter is given; `undefined` (no condition) when it is not. */
export function equals<T>(column: AnyColumn, value: T | undefined | null): SQL | undefined {
  return value === undefined || value === null ? undefined : eq(column, value);
}

/** Rows not soft-deleted. */
export function notDeleted(table: { deletedAt: AnyColumn }): SQL {
  return isNull(table.deletedAt);
}
