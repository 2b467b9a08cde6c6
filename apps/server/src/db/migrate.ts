import type { MigrationConfig } from 'drizzle-orm/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../paths';
import type { DatabaseHandle } from './types';

/** Applies the committed migrations (`drizzle/`) that the database has not seen yet. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config: MigrationConfig = { migrationsFolder: migrationsFolder() };
  // Both migrators read the same journal; each needs its own driver's database type.
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], config);
  } else {
    await migrateNodePg(handle.db as unknown as Parameters<typeof migrateNodePg>[0], config);
  }
}
