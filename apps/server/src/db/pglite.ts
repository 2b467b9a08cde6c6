import { RemotePglite, drizzleOver } from './pglite-remote';
import { type TextRow, statementOf } from './text-rows';
import type { DatabaseHandle } from './types';
import { ViewSandbox } from './view-sandbox';

export interface PgliteOptions {
  /** Directory of the database files; in memory when absent. */
  dataDir?: string;
  /** A tarball from `dumpDataDir()` to start from (tests start from a seeded template). */
  loadDataDir?: Uint8Array;
}

/**
 * Opens the embedded PostgreSQL (PGlite, WebAssembly) on a worker thread, so no statement
 * blocks the server's event loop; data views run in a sandbox of their own
 * (`view-sandbox.ts`). One process per data directory.
 */
export async function openPglite(
  options: PgliteOptions = {},
): Promise<DatabaseHandle & { dumpDataDir(): Promise<Uint8Array> }> {
  const remote = await RemotePglite.start(options);
  const db = drizzleOver(remote);
  const views = new ViewSandbox(remote);
  let closed = false;
  return {
    kind: 'pglite',
    db,
    views,
    async listen(channel, handlers) {
      const stop = await remote.listen(channel, handlers.onMessage);
      return async () => {
        if (!closed) await stop();
      };
    },
    // One process owns the data directory (see data-dir-lock.ts), so there is nobody to wait for.
    withStartupLock: (task) => task(),
    async ping(recentMs) {
      if (!remote.alive || remote.sinceLastAnswer > recentMs) await remote.query('select 1');
    },
    async textRows(query) {
      // Rows cross from the worker by structured clone: the driver there keeps nothing here.
      const { sql, params } = statementOf(query);
      return (await remote.query<TextRow>(sql, params, { rowMode: 'array' })).rows;
    },
    async jobSql(text, values) {
      const result =
        values && values.length > 0
          ? await remote.query<Record<string, unknown>>(text, values)
          : await remote.exec<Record<string, unknown>>(text);
      return { rows: result.rows };
    },
    dumpDataDir: () => remote.dumpDataDir(),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await views.close();
      } finally {
        await remote.close();
      }
    },
  };
}
