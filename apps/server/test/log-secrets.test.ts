import { API, PARAM_KEYS, routeUrl } from '@org/api-contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { serializeError } from '../src/http/log-redaction';
import { managementSuite } from './harness';

const lines: string[] = [];
const t = managementSuite({ logStream: { write: (line) => void lines.push(line) } });

/** Makes every `operation` on `table` fail inside the database, as a broken disk or a bug would. */
async function breakTable(table: string, operation: 'insert' | 'update'): Promise<void> {
  const fn = `test_refuse_${table}_${operation}`;
  await t.server.db.execute(
    sql.raw(`create or replace function ${fn}() returns trigger language plpgsql as $$
             begin raise exception 'refused by the test'; end $$`),
  );
  await t.server.db.execute(
    sql.raw(`create trigger ${fn} before ${operation} on ${table}
             for each row execute function ${fn}()`),
  );
}

/** The log written while `action` ran. */
async function logOf(action: () => Promise<unknown>): Promise<string> {
  const from = lines.length;
  await action();
  // The request line is written by the onResponse hook, once the answer has gone: wait for it.
  await vi.waitFor(() =>
    expect(lines.slice(from).some((line) => /"msg":"request"/.test(line))).toBe(true),
  );
  return lines.slice(from).join('\n');
}

/** Nothing secret in `log`, and a failure that was logged, with its statement. */
function expectCleanFailure(log: string, statement: RegExp, secrets: string[]): void {
  expect(log).toContain('request failed');
  expect(log).toMatch(statement);
  expect(log).not.toContain('params:');
  expect(log).not.toContain('scrypt$');
  for (const secret of secrets) expect(log).not.toContain(secret);
}

beforeAll(async () => {
  await breakTable('sys_user', 'insert');
  await breakTable('sys_param', 'update');
  await breakTable('sys_external_app', 'insert');
  await breakTable('sys_external_app', 'update');
});

describe('a failing statement is logged without its parameters', () => {
  it('of a user create: no password, no hash', async () => {
    const password = 'Very#Secret2468';
    let code = 0;
    const log = await logOf(async () => {
      const answer = await t.call(API.user.create, t.admin, {
        body: { account: 'leaky', username: 'Leaky', password },
      });
      code = answer.body.code;
    });
    expect(code).toBe(50000);
    expectCleanFailure(log, /insert into \\?"sys_user\\?"/, [password]);
  });

  it('of a parameter update: no value of a secret parameter', async () => {
    const value = 'Init#Secret9753';
    let code = 0;
    const log = await logOf(async () => {
      const answer = await t.server.call('POST', routeUrl(API.system.setParams), {
        token: t.admin,
        body: { [PARAM_KEYS.initPassword]: value },
      });
      code = answer.body.code;
    });
    expect(code).toBe(50000);
    expectCleanFailure(log, /\\?"sys_param\\?"/, [value]);
  });

  it('of an external application: no secret, no hash', async () => {
    const created = await logOf(() =>
      t.call(API.externalApp.create, t.admin, {
        body: { appCode: 'leaky_app', appName: 'Leaky app' },
      }),
    );
    expectCleanFailure(created, /insert into \\?"sys_external_app\\?"/, []);
    await t.server.db.execute(sql.raw('alter table sys_external_app disable trigger user'));
    const app = await t.call(API.externalApp.create, t.admin, {
      body: { appCode: 'kept_app', appName: 'Kept app' },
    });
    expect(app.body.code).toBe(20000);
    await t.server.db.execute(sql.raw('alter table sys_external_app enable trigger user'));
    const reset = await logOf(() =>
      t.call(API.externalApp.resetSecret, t.admin, { body: { id: app.body.data.id } }),
    );
    expectCleanFailure(reset, /update \\?"sys_external_app\\?"/, [app.body.data.appSecret]);
  });
});

describe('the error serializer', () => {
  it('keeps the database’s fields and masks the values PostgreSQL quotes', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "hunter2"'), {
      code: '22P02',
      table: 'sys_param',
      detail: 'Key (param_value)=(hunter2) already exists.',
    });
    const failed = Object.assign(
      new Error(
        'Failed query: update "sys_param" set "param_value" = $1\nparams: hunter2,scrypt$1$2',
      ),
      { query: 'update "sys_param" set "param_value" = $1', params: ['hunter2'], cause },
    );
    const logged = JSON.stringify(serializeError(failed));
    expect(logged).not.toContain('hunter2');
    expect(logged).not.toContain('scrypt$1');
    expect(logged).toContain('22P02');
    expect(logged).toContain('sys_param');
    expect(logged).toContain('update \\"sys_param\\" set \\"param_value\\" = $1');
  });
});
