import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TEST_COST, createPasswordHasher } from '../src/auth/password';
import { systemClock } from '../src/clock';
import { migrateDatabase } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { seedDatabase } from '../src/seed/index';

/** Password hashing for tests: the production format at a fraction of the cost. */
export const testPasswords = createPasswordHasher(TEST_COST);

/** The PostgreSQL server tests run against, when one is configured. */
export function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim();
  return url === '' ? undefined : url;
}

/** A migrated, seeded PGlite database as a tarball: each test server starts from a copy. */
export async function buildPgliteTemplate(): Promise<Blob> {
  const handle = await openPglite();
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { passwords: testPasswords, clock: systemClock });
    return new Blob([await handle.dumpDataDir()]);
  } finally {
    await handle.close();
  }
}

/** The URL of another database on the same PostgreSQL server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs statements on the server's maintenance connection (CREATE/DROP DATABASE). */
export async function onServer<T>(
  url: string,
  task: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** Creates a migrated, seeded template database; answers its name. */
export async function buildPostgresTemplate(url: string): Promise<string> {
  const name = `platform_test_tpl_${randomBytes(4).toString('hex')}`;
  await onServer(url, (client) => client.query(`CREATE DATABASE ${name}`));
  const handle = await openPostgres({ url: withDatabase(url, name), poolSize: 2 });
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { passwords: testPasswords, clock: systemClock });
  } finally {
    await handle.close();
  }
  return name;
}

/** Drops a test database (and waits for its connections to go). */
export async function dropDatabase(url: string, name: string): Promise<void> {
  await onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
