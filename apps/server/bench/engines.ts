import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, routeUrl } from '@org/api-contract';
import pg from 'pg';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import type { DatabaseHandle } from '../src/db/types';
import { SEED_PASSWORDS } from '../src/seed/seed-context';

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

/** What a call of the platform answers, as JSON. */
export interface BenchAnswer<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/**
 * Signs the seeded admin in on a listening server and answers a `post(path, body)` that sends
 * JSON with the admin's token.
 */
export async function signedInAdmin(
  base: string,
): Promise<<T = unknown>(path: string, body: unknown) => Promise<BenchAnswer<T>>> {
  const send = async <T>(path: string, token: string, body: unknown) => {
    const answer = await fetch(new URL(path, base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': token },
      body: JSON.stringify(body),
    });
    return (await answer.json()) as BenchAnswer<T>;
  };
  const signIn = await send<string>(routeUrl(API.auth.login), '', {
    account: 'admin',
    password: SEED_PASSWORDS.admin,
  });
  if (signIn.code !== 20000) throw new Error(`The admin could not sign in: ${signIn.message}`);
  return (path, body) => send(path, signIn.data, body);
}
