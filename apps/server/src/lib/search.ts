import { type AnyColumn, type SQL, eq, ilike, isNull, sql } from 'drizzle-orm';

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

/** The longest term that `containsIndexed` looks up by its grams instead of trigrams. */
export const SHORT_TERM_LENGTH = 2;

/** Whether a search text, trimmed, is a term of one or two characters (code points). */
export function isShortTerm(text: string | undefined): boolean {
  const value = text?.trim();
  return value !== undefined && value !== '' && [...value].length <= SHORT_TERM_LENGTH;
}

/**
 * `contains` for a column of a large table, which has both a trigram index and a grams index
 * (`search_grams`, migration 0009; decision 0014). A term of three or more characters is an
 * `ilike '%…%'` that the trigram index serves; a shorter one has no trigram, so it is asked as
 * `search_grams(column) @> array[lower(term)]`, which matches the same rows and which the
 * grams index serves (or, for a common term, the planner walks the list's order and stops
 * after the page).
 */
export function containsIndexed(column: AnyColumn, text: string | undefined): SQL | undefined {
  if (!isShortTerm(text)) return contains(column, text);
  const value = (text ?? '').trim();
  return sql`search_grams(${column}) @> array[lower(${value}::text)]`;
}

/** Equality when a filter is given; `undefined` (no condition) when it is not. */
export function equals<T>(column: AnyColumn, value: T | undefined | null): SQL | undefined {
  return value === undefined || value === null ? undefined : eq(column, value);
}

/** Rows not soft-deleted. */
export function notDeleted(table: { deletedAt: AnyColumn }): SQL {
  return isNull(table.deletedAt);
}

/** A Postgres array literal of ids, bound as one parameter (`= any($1::bigint[])`). */
export function idArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}
