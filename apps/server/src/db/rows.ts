import type { SQL } from 'drizzle-orm';
import type { Queryable } from './types';

/**
 * Runs a raw statement built with Drizzle's `sql` template (values are bound parameters, never
 * spliced) and answers its rows. Both drivers answer `{ rows }`.
 */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The one row a statement with `returning()` wrote; a missing row is a bug, not a user error. */
export function written<T>(rows: readonly T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('The statement wrote no row.');
  return row;
}
