import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** A row of `textRows`: each cell's text as the database wrote it, NULL as null. */
export type TextRow = (string | null)[];

const dialect = new PgDialect();

/** A statement built with Drizzle's `sql` as text with numbered parameters, for a driver. */
export function statementOf(query: SQL): { sql: string; params: unknown[] } {
  const { sql, params } = dialect.sqlToQuery(query);
  return { sql, params };
}

/** What node-postgres passes to a query for each row (its parser's message). */
interface DataRowMessage {
  fields: unknown[];
}

/**
 * A node-postgres query that takes each row's cells as they arrive, unparsed, and empties the
 * driver's message of them. The parser allocates that message, and once the JavaScript engine
 * has decided to allocate such objects in its old generation (it does, after a while of
 * ordinary queries), a message it has dropped still keeps its cells alive until the next full
 * collection: for a large text answer, every byte of it.
 */
class DetachedRowsQuery extends pg.Query {
  readonly taken: TextRow[] = [];

  handleDataRow(message: DataRowMessage): void {
    this.taken.push(message.fields.slice() as TextRow);
    message.fields.fill(null);
  }
}

/**
 * `textRows` on PostgreSQL: a connection of the pool for the one statement, given back at
 * once (as `pool.query` does).
 */
export async function poolTextRows(pool: pg.Pool, query: SQL): Promise<TextRow[]> {
  const { sql, params } = statementOf(query);
  const client = await pool.connect();
  try {
    return await new Promise<TextRow[]>((resolve, reject) => {
      const detached: DetachedRowsQuery = new DetachedRowsQuery(
        sql,
        params,
        (error: Error | undefined): void => (error ? reject(error) : resolve(detached.taken)),
      );
      client.query(detached);
    });
  } finally {
    client.release();
  }
}
