import { type AnyColumn, type SQL, asc, desc } from 'drizzle-orm';

/**
 * `ORDER BY` from a whitelisted sort key. `columns` maps the keys the contract allows
 * (`SortFields([...])`) to columns, so nothing from the request reaches the SQL text; the
 * id (`tieBreaker`) is always appended so pages are stable.
 */
export function orderBy<K extends string>(
  columns: Readonly<Record<K, AnyColumn>>,
  sortBy: K | undefined,
  sortOrder: 'asc' | 'desc' | undefined,
  fallback: K,
  tieBreaker: AnyColumn,
): SQL[] {
  const key = sortBy !== undefined && Object.hasOwn(columns, sortBy) ? sortBy : fallback;
  const direction = sortOrder === 'desc' ? desc : asc;
  return [direction(columns[key]), direction(tieBreaker)];
}
