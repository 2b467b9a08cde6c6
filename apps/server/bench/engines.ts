import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import type { DatabaseHandle } from '../src/db/types';

/** A database for one benchmark run, and how to throw it away afterwards. */
export interface Opened {
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/**
 * A fresh database on the embedded engine (in a temporary directory) or on the PostgreSQL
 * server `url` names (a database of its own, dropped afterwards).
 */
export async function openEngine(
  kind: 'pglite' | 'postgres',
  url: string | undefined,
): Promise<Opened> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'platform-scale-'));
    const handle = await openPglite({ dataDir: dir });
    return { handle, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `platform_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url ?? '');
  target.pathname = `/${name}`;
  const handle = await openPostgres({ url: target.toString(), poolSize: 5 });
  return {
    handle,
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Runs `bench` on the embedded engine, then on PostgreSQL when `BENCH_DATABASE_URL` (or
 * `TEST_DATABASE_URL`) names a server; `BENCH_ONLY=pglite|postgres` keeps one.
 */
export async function onEachEngine(
  bench: (kind: 'pglite' | 'postgres', url?: string) => Promise<void>,
): Promise<void> {
  const only = process.env.BENCH_ONLY;
  if (only !== 'postgres') await bench('pglite');
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (only === 'pglite') return;
  if (url) await bench('postgres', url);
  else console.log('[postgres] skipped: set BENCH_DATABASE_URL to a PostgreSQL server');
}
