import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { TestServer } from './harness';

/** Text that would change a concatenated statement or a LIKE pattern. */
export const ATTACKS = [
  "' OR '1'='1",
  "'; DROP TABLE sys_param; --",
  "x' UNION SELECT password_hash, account FROM sys_user --",
  '1) OR (1=1',
  '" OR ""="',
  "admin'--",
  '%',
  '%%%_',
  '\\',
] as const;

/** No stored secret and no database error text in an answer. */
export function expectNothingLeaked(value: unknown): void {
  const text = JSON.stringify(value);
  expect(text).not.toContain('scrypt$');
  expect(text).not.toMatch(/v1\.(db|env)\./);
  expect(text).not.toMatch(/syntax error|at character|postgres|relation "/i);
}

/** Rows in a table (deleted ones included). */
export async function rowCount(server: TestServer, table: PgTable): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

/** Runs `act` and expects each table to hold as many rows after it as before (deleted ones too). */
export async function expectRowsUnchanged(
  server: TestServer,
  tables: PgTable | readonly PgTable[],
  act: () => Promise<void>,
): Promise<void> {
  const list = Array.isArray(tables) ? tables : [tables];
  const counts = () => Promise.all(list.map((table) => rowCount(server, table)));
  const before = await counts();
  await act();
  expect(await counts()).toEqual(before);
}

/**
 * Sends every attack string in every search field of a list route and expects an empty page
 * each time (no error, nothing leaked).
 */
export async function expectAttacksFindNothing(
  server: TestServer,
  token: string,
  path: string,
  fields: readonly string[],
  base: Record<string, unknown> = {},
): Promise<void> {
  for (const field of fields) {
    for (const attack of ATTACKS) {
      const answer = await server.call('POST', path, {
        token,
        body: { ...base, [field]: attack },
      });
      expect(answer.body, `${path} ${field} = ${attack}`).toMatchObject({
        code: 20000,
        data: { list: [], total: 0 },
      });
      expectNothingLeaked(answer.body);
    }
  }
}

/** A case of bad input: method, path, body, expected code and a part of the message. */
export type BadInput = [method: string, path: string, body: unknown, code: number, message: string];

/** Sends each bad input as `token` and checks the code and message (HTTP 200 every time). */
export async function expectRefused(
  server: TestServer,
  token: string,
  cases: readonly BadInput[],
): Promise<void> {
  for (const [method, path, body, code, message] of cases) {
    const answer = await server.call(method, path, { token, body });
    expect(answer.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(200);
    expect(answer.body.code, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(code);
    expect(answer.body.message).toContain(message);
  }
}

/** The editor is refused with 40003 naming the code, for each `[method, path, body, code]`. */
export async function expectEditorRefused(
  server: TestServer,
  editor: string,
  cases: readonly [method: string, path: string, body: unknown, permission: string][],
): Promise<void> {
  for (const [method, path, body, permission] of cases) {
    const answer = await server.call(method, path, { token: editor, body });
    expect(answer.body, `${method} ${path}`).toEqual({
      code: 40003,
      message: `You do not have permission to do this (${permission}).`,
      data: { permission },
    });
  }
}
