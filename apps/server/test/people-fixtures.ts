import { type RouteContract, type RouteData, routeUrl } from '@org/api-contract';
import { type SQL, count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { orgs, positions, resources, roles, userGroups, users } from '../src/db/schema/index';
import type { Answer, TestServer } from './harness';

/** Text that would change a concatenated statement or a LIKE pattern. */
export const ATTACKS = [
  "' OR '1'='1",
  "'; DROP TABLE sys_user; --",
  "x' UNION SELECT password_hash, account FROM sys_user --",
  '1) OR (1=1',
  '" OR ""="',
  "admin'--",
  '%',
  '\\',
  '%%%_',
];

/** No stored secret and no database error text in an answer. */
export function expectNoLeak(value: unknown): void {
  const text = JSON.stringify(value);
  expect(text).not.toContain('scrypt$');
  expect(text).not.toMatch(/passwordHash|password_hash"?:/);
  expect(text).not.toMatch(/syntax error|at character|postgres|relation "/i);
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

/** Rows in a table (deleted ones included): a bad request must leave it unchanged. */
export async function countOf(server: TestServer, table: PgTable): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
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

/** The envelope of a refused call by the editor. */
export function refusedFor(permission: string) {
  return {
    code: 40003,
    message: `You do not have permission to do this (${permission}).`,
    data: { permission },
  };
}
