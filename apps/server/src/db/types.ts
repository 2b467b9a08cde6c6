import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';
import type { TextRow } from './text-rows';

/** The Drizzle database, whichever engine is behind it (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle, usable wherever a `Db` is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A database or a transaction. */
export type Queryable = Db | Tx;

/** Stops a notification subscription. */
export type Unlisten = () => Promise<void>;

/** Callbacks of a notification subscription. */
export interface ListenHandlers {
  /** A notification arrived on the channel. */
  onMessage(payload: string): void;
  /**
   * The listening connection was lost or came back: notifications may have been missed, so
   * whatever they would have invalidated must be dropped. `connected` tells which.
   */
  onReset(connected: boolean): void;
}

/** An open database: the Drizzle handle plus what the server needs beyond queries. */
export interface DatabaseHandle {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Where data views run: bounded in time, isolated from every other request. */
  readonly views: ViewEngine;
  /** Subscribes to a notification channel (`LISTEN`), on both engines. */
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>;
  /**
   * Runs `task` while holding a database-wide lock, so that of several instances starting at
   * once only one migrates and seeds at a time.
   */
  withStartupLock<T>(task: () => Promise<T>): Promise<T>;
  /**
   * Resolves once the database is known to be answering. The embedded engine runs one
   * statement at a time, so a check of its own would wait behind whatever runs; when the engine
   * finished a statement within the last `recentMs` that answer is proof enough and none is
   * queued. Otherwise (and always on PostgreSQL, whose pool keeps connections free) it runs
   * `select 1`.
   */
  ping(recentMs: number): Promise<void>;
  /**
   * Runs a statement (outside any transaction) and answers its rows as each cell's text, NULL as
   * null: cast every column to text in the statement. For answers of much text (the CSV export):
   * the driver keeps no reference to a row once it is answered, so the text lives only as long
   * as the caller holds it (see `text-rows.ts`).
   */
  textRows(query: SQL): Promise<TextRow[]>;
  /**
   * Runs SQL the job engine writes (`pg-boss`): with values one statement, without them possibly
   * several in one string (its own `BEGIN; …; COMMIT;`); answers the last one's rows.
   */
  jobSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

/**
 * Where data views run (see docs/decisions/0007). `run` gives `task` a database for one run
 * and makes sure the run ends by `timeoutMs`: past it the run is stopped and the answer
 * rejects with `ViewTimeoutError`, whatever the statement was doing.
 */
export interface ViewEngine {
  run<T>(
    timeoutMs: number,
    task: (db: Db, deadline: number) => Promise<T>,
    options?: ViewRunOptions,
  ): Promise<T>;
  close(): Promise<void>;
}

export interface ViewRunOptions {
  /**
   * False when the task reads no rows, only the schema (a `limit 0` trial that describes the
   * columns): then a copy of the database that is behind in data will do. Default true.
   */
  readsData?: boolean;
}

/** A view run outlasted its limit and was stopped. */
export class ViewTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The view ran longer than its limit of ${timeoutMs} ms and was stopped.`);
    this.name = 'ViewTimeoutError';
  }
}
