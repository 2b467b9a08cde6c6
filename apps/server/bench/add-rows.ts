/**
 * Adds generated rows to a stopped server's embedded database by bulk SQL, for the apps'
 * browser benchmarks that need a large list (`pnpm bench` of the back-office and the shell):
 *
 *   node --import tsx bench/add-rows.ts <data dir> users <count>
 *   node --import tsx bench/add-rows.ts <data dir> files <count> <application code>
 *
 * The data directory must have been created (migrated and seeded) by the server first.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/open';
import { queryRows } from '../src/db/rows';
import { seedFiles, seedUsers, settle } from './scale-seed';

const [dataDir, kind, countText, appCode] = process.argv.slice(2);
const count = Number(countText);
if (
  !dataDir ||
  !Number.isInteger(count) ||
  count <= 0 ||
  (kind !== 'users' && !(kind === 'files' && appCode))
) {
  console.error(
    'usage: add-rows.ts <data dir> users <count> | files <count> <application code> ' +
      '(count: a whole number above 0)',
  );
  process.exit(2);
}
const handle = await openDatabase({ kind: 'pglite', dataDir });
try {
  if (kind === 'users') await seedUsers(handle.db, count);
  else {
    const [app] = await queryRows<{ id: number }>(
      handle.db,
      sql`select id::int as id from app_application where app_code = ${appCode} and deleted_at is null`,
    );
    if (!app) throw new Error(`No application ${appCode}.`);
    await seedFiles(handle.db, count, { appId: app.id, otherAppId: null });
  }
  await settle(handle.db);
} finally {
  await handle.close();
}
console.log(`Added ${count} ${kind}.`);
