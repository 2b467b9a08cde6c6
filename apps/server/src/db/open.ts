import { join } from 'node:path';
import type { DatabaseConfig } from '../config';
import { lockDataDir } from './data-dir-lock';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { DatabaseHandle } from './types';

/** Opens the configured database; for PGlite the data directory is locked to this process. */
export async function openDatabase(
  config: DatabaseConfig,
  onError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    return openPostgres({
      url: config.url,
      poolSize: config.poolSize,
      ...(onError === undefined ? {} : { onError }),
    });
  }
  const release = lockDataDir(config.dataDir);
  try {
    const handle = await openPglite({ dataDir: join(config.dataDir, 'pgdata') });
    return {
      ...handle,
      async close() {
        try {
          await handle.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
