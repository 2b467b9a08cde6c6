import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { TestServer } from './harness';

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

/** Rows in a table (deleted ones included): a bad request must leave it unchanged. */
export async function countOf(server: TestServer, table: PgTable): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

/** The envelope of a refused call by the editor. */
export function refusedFor(permission: string) {
  return {
    code: 40003,
    message: `You do not have permission to do this (${permission}).`,
    data: { permission },
  };
}
