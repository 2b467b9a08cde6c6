import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import * as schema from './schema/index';
import type { DatabaseHandle, Db } from './types';

export interface PgliteOptions {
  /** Directory of the database files; in memory when absent. */
  dataDir?: string;
  /** A tarball from `dumpDataDir()` to start from (tests start from a seeded template). */
  loadDataDir?: Blob;
}

/** Opens the embedded PostgreSQL (PGlite, WebAssembly). One process per data directory. */
export async function openPglite(
  options: PgliteOptions = {},
): Promise<DatabaseHandle & { pglite: PGlite }> {
  const pglite = await PGlite.create(options.dataDir, {
    ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
  });
  const db = drizzle({ client: pglite, schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    pglite,
    async listen(channel, handlers) {
      const stop = await pglite.listen(channel, handlers.onMessage);
      return async () => {
        if (!closed) await stop();
      };
    },
    // One process owns the data directory (see data-dir-lock.ts), so there is nobody to wait for.
    withStartupLock: (task) => task(),
    async close() {
      if (closed) return;
      closed = true;
      await pglite.close();
    },
  };
}
