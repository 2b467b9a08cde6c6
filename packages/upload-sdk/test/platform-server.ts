/**
 * The platform's real server for the SDK's tests and benchmark: `buildApp` of apps/server
 * with its storage endpoints, an embedded database in memory and files in a temporary
 * directory, listening on a loopback port.
 */
import { buildApp } from '@org/server/src/app';
import { TEST_COST, createPasswordHasher } from '@org/server/src/auth/password';
import { migrateDatabase } from '@org/server/src/db/migrate';
import { openPglite } from '@org/server/src/db/pglite';
import { seedDatabase } from '@org/server/src/seed/index';
import { systemClock } from '@org/server/src/clock';
import { type StorageSettings, temporaryStorageSettings } from '@org/server/src/storage/settings';

type FastifyInstance = Awaited<ReturnType<typeof buildApp>>;

export interface PlatformServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  app: FastifyInstance;
  storage: StorageSettings;
  close(): Promise<void>;
}

export interface PlatformServerOptions {
  storage?: Partial<StorageSettings>;
  logStream?: { write(line: string): void };
  /** Serve requests through this listener instead of listening (the benchmark adds a route). */
  listen?: boolean;
}

export async function startPlatformServer(
  options: PlatformServerOptions = {},
): Promise<PlatformServer> {
  const database = await openPglite();
  const passwords = createPasswordHasher(TEST_COST);
  await migrateDatabase(database);
  await seedDatabase(database.db, { passwords, clock: systemClock });
  const storage = temporaryStorageSettings(options.storage);
  const app = await buildApp({
    database,
    passwords,
    storage,
    ...(options.logStream
      ? { logLevel: 'info', logStream: options.logStream }
      : { logLevel: 'silent' }),
  });
  let url = '';
  if (options.listen !== false) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }
  return {
    url,
    app,
    storage,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
