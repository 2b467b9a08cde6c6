/**
 * Adds generated users to a stopped server's embedded database by bulk SQL, for benchmarks
 * that need a large user list (the admin app's `pnpm bench`):
 *
 *   node --import tsx bench/add-users.ts <data dir> <count>
 *
 * The data directory must have been created (migrated and seeded) by the server first.
 */
import { openDatabase } from '../src/db/open';
import { seedUsers, settle } from './scale-seed';

const [dataDir, countText] = process.argv.slice(2);
const count = Number(countText);
if (!dataDir || !Number.isInteger(count) || count <= 0) {
  console.error('usage: add-users.ts <data dir> <count (a whole number above 0)>');
  process.exit(2);
}
const handle = await openDatabase({ kind: 'pglite', dataDir });
try {
  await seedUsers(handle.db, count);
  await settle(handle.db);
} finally {
  await handle.close();
}
console.log(`Added ${count} users.`);
