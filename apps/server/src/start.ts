import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type PasswordHasher, createPasswordHasher } from './auth/password';
import { type Clock, systemClock } from './clock';
import type { ServerConfig } from './config';
import { migrateDatabase } from './db/migrate';
import { openDatabase } from './db/open';
import type { DatabaseHandle } from './db/types';
import { seedDatabase } from './seed/index';
import { startHousekeeping } from './services/housekeeping';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Base URL the server listens on (`http://127.0.0.1:3000`). */
  url: string;
  /** True when this start created the seed data. */
  seeded: boolean;
  close(): Promise<void>;
}

export interface StartOptions {
  clock?: Clock;
  passwords?: PasswordHasher;
}

/**
 * Opens the database, applies migrations and the seed (under a lock, so that instances
 * starting together take turns), builds the app and listens.
 */
export async function startServer(
  config: ServerConfig,
  options: StartOptions = {},
): Promise<RunningServer> {
  const clock = options.clock ?? systemClock;
  const passwords = options.passwords ?? createPasswordHasher();
  const database = await openDatabase(config.database, (error) =>
    console.error(`database connection problem: ${error.message}`),
  );
  let app: FastifyInstance | undefined;
  try {
    const { seeded } = await database.withStartupLock(async () => {
      await migrateDatabase(database);
      return seedDatabase(database.db, { passwords, clock, language: config.language });
    });
    app = await buildApp({
      database,
      clock,
      passwords,
      logLevel: config.logLevel,
      bodyLimit: config.bodyLimit,
      trustProxy: config.trustProxy,
      mockRoutes: config.mockRoutes,
      language: config.language,
      secretKey: config.secretKey,
      storage: config.storage,
      scheduler: config.scheduler,
    });
    const stopHousekeeping = startHousekeeping(app.platform, (error) =>
      app?.log.error({ err: error }, 'housekeeping failed'),
    );
    const address = await app.listen({ host: config.host, port: config.port });
    const listening = app;
    return {
      app: listening,
      database,
      url: address.replace('0.0.0.0', '127.0.0.1').replace('[::]', '127.0.0.1'),
      seeded,
      async close() {
        stopHousekeeping();
        await listening.close();
        await database.close();
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close();
    throw error;
  }
}
