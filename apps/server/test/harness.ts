import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type RouteContract, type RouteData, routeUrl } from '@org/api-contract';
import { type Envelope, type HttpClient, createHttpClient } from '@org/http-client';
import { type SQL, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app';
import { type ManualClock, createManualClock } from '../src/clock';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { orgs, positions, resources, roles, userGroups, users } from '../src/db/schema/index';
import type { DatabaseHandle, Db } from '../src/db/types';
import type { Language } from '../src/i18n/language';
import { SEED_PASSWORDS } from '../src/seed/seed-context';
import { type StorageSettings, temporaryStorageSettings } from '../src/storage/settings';
import { dropDatabase, onServer, testDatabaseUrl, testPasswords, withDatabase } from './template';

/** The engine a test server runs on: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export const ENGINE: 'pglite' | 'postgres' =
  testDatabaseUrl() === undefined ? 'pglite' : 'postgres';

/** An answer as the wire carried it. */
export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export interface CallOptions {
  query?: Record<string, string | number | boolean | (string | number)[]>;
  /** A value sent as JSON, or a string sent as it is (with `contentType`). */
  body?: unknown;
  contentType?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  url: string;
  app: FastifyInstance;
  db: Db;
  database: DatabaseHandle;
  /** The server's clock: `clock.advance(ms)` drives expiry and lockout. */
  clock: ManualClock;
  /** Signs in over HTTP; answers the token. */
  signIn(account: string, password?: string): Promise<string>;
  /** Calls a route with `fetch`; never throws on an envelope error. */
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<Answer<T>>;
  /** The platform's real HTTP client for the auth service, signed in with `token`. */
  client(token?: string): HttpClient;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Share another test server's database (a second instance of the platform). */
  database?: DatabaseHandle;
  /** Receives the server's log lines (at level info). */
  logStream?: { write(line: string): void };
  /** Storage settings over those of a fresh temporary directory. */
  storage?: Partial<StorageSettings>;
  /** The key of stored secrets (`PLATFORM_SECRET_KEY`); default none. */
  secretKey?: string;
  /** The platform's language (`PLATFORM_LANGUAGE`); default zh-CN. */
  language?: Language;
  /** Run the scheduled-task engine on this server (off unless asked). */
  scheduler?: BuildAppOptions['scheduler'];
}

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = testDatabaseUrl();
  if (url === undefined) {
    const tarball = readFileSync(inject('pgliteTemplate'));
    const handle = await openPglite({ loadDataDir: tarball });
    return { handle, drop: async () => undefined };
  }
  const name = `platform_test_${randomBytes(5).toString('hex')}`;
  const template = inject('postgresTemplate');
  await onServer(url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const handle = await openPostgres({ url: withDatabase(url, name), poolSize: 5 });
  return { handle, drop: () => dropDatabase(url, name) };
}

/**
 * A server on a fresh copy of the seeded database (PGlite in memory, or a new PostgreSQL
 * database), listening on a free port, with a manual clock and cheap password hashing.
 */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const opened = options.database
    ? { handle: options.database, drop: async () => undefined, shared: true }
    : { ...(await openTestDatabase()), shared: false };
  const clock = createManualClock(new Date());
  const app = await buildApp({
    database: opened.handle,
    clock,
    passwords: testPasswords,
    storage: temporaryStorageSettings(options.storage),
    secretKey: options.secretKey,
    ...(options.language === undefined ? {} : { language: options.language }),
    ...(options.scheduler === undefined ? {} : { scheduler: options.scheduler }),
    ...(options.logStream === undefined
      ? { logLevel: process.env.TEST_LOG_LEVEL ?? 'silent' }
      : { logLevel: 'info', logStream: options.logStream }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  const call = async <T>(method: string, path: string, o: CallOptions = {}): Promise<Answer<T>> => {
    const target = new URL(path, url);
    for (const [key, value] of Object.entries(o.query ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) {
        target.searchParams.append(key, String(item));
      }
    }
    // The tests read the English messages unless they ask for another language.
    const headers: Record<string, string> = { 'accept-language': 'en-US', ...o.headers };
    if (o.token !== undefined) headers['x-token'] = o.token;
    let body: string | undefined;
    if (o.body !== undefined) {
      body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
      headers['content-type'] = o.contentType ?? 'application/json';
    }
    const response = await fetch(target, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: JSON.parse(text) as Envelope<T>,
    };
  };

  return {
    url,
    app,
    db: opened.handle.db,
    database: opened.handle,
    clock,
    async signIn(account, password) {
      const known = SEED_PASSWORDS as Record<string, string>;
      const answer = await call<string>('POST', '/ibsp-bg-auth/sysUser/v1/login', {
        body: { account, password: password ?? known[account] ?? '' },
      });
      if (answer.body.code !== 20000) {
        throw new Error(`Sign-in of ${account} failed: ${answer.body.code} ${answer.body.message}`);
      }
      return answer.body.data;
    },
    call,
    client(token) {
      return createHttpClient({
        baseURL: `${url}/ibsp-bg-auth`,
        getToken: () => token,
        getLanguage: () => 'en-US',
      });
    },
    async close() {
      await app.close();
      if (!opened.shared) {
        await opened.handle.close();
        await opened.drop();
      }
    },
  };
}

export interface CallInput {
  query?: Record<string, string | number | boolean | (string | number)[]>;
  body?: unknown;
}

/** Calls a contract route as `token`: `call(API.org.tree, admin, { query })`. */
export function contractCaller(server: TestServer) {
  return <R extends RouteContract>(
    route: R,
    token: string,
    input: CallInput = {},
  ): Promise<Answer<RouteData<R>>> =>
    server.call<RouteData<R>>(route.method, routeUrl(route), { token, ...input });
}

async function idBy(
  server: TestServer,
  table: PgTable & { id: PgColumn },
  where: SQL,
  what: string,
): Promise<number> {
  const [row] = await server.db.select({ id: table.id }).from(table).where(where);
  if (!row) throw new Error(`No ${what} in the seed.`);
  return Number(row.id);
}

/** Ids of seeded records by their codes. */
export function seedIds(server: TestServer) {
  return {
    org: (code: string) => idBy(server, orgs, eq(orgs.orgCode, code), `organisation ${code}`),
    user: (account: string) => idBy(server, users, eq(users.account, account), `user ${account}`),
    role: (code: string) => idBy(server, roles, eq(roles.roleCode, code), `role ${code}`),
    position: (code: string) =>
      idBy(server, positions, eq(positions.positionCode, code), `position ${code}`),
    group: (code: string) =>
      idBy(server, userGroups, eq(userGroups.groupCode, code), `group ${code}`),
    resource: (code: string) =>
      idBy(server, resources, eq(resources.resourceCode, code), `resource ${code}`),
  };
}

/** What a test file of the management screens works with; the fields are set in `beforeAll`. */
export interface ManagementSuite {
  server: TestServer;
  /** Token of the seeded admin. */
  admin: string;
  /** Token of the seeded editor. */
  editor: string;
  /** Calls a contract route as a token. */
  call: ReturnType<typeof contractCaller>;
  /** Ids of seeded records by their codes. */
  id: ReturnType<typeof seedIds>;
}

/**
 * Registers the hooks of a test file that works on one server: `beforeAll` starts it and signs
 * in admin and editor, `afterAll` closes it. Call it at the top level of the file, before hooks
 * of its own (those run after these, and their `afterAll` before the server closes); read the
 * fields inside tests and hooks: `const t = managementSuite(); … t.call(API.org.tree, t.admin)`.
 */
export function managementSuite(options: TestServerOptions = {}): ManagementSuite {
  const suite = {} as ManagementSuite;
  beforeAll(async () => {
    const server = await createTestServer(options);
    suite.server = server;
    suite.admin = await server.signIn('admin');
    suite.editor = await server.signIn('editor');
    suite.call = contractCaller(server);
    suite.id = seedIds(server);
  });
  afterAll(() => suite.server.close());
  return suite;
}
