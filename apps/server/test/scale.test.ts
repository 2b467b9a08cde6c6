import { EXACT_TOTAL_LIMIT, type Page, type Submission, type User } from '@org/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSubmissions, seedUsers, settle } from '../bench/scale-seed';
import { queryRows } from '../src/db/rows';
import { ENGINE, type TestServer, createTestServer } from './harness';
import { type PlanRecorder, recordPlans } from './plans';

// The large lists at 100 000 submissions and 20 000 users, seeded by SQL: their statements use
// indexes (no sequential scan of form_submission or sys_user), a total above the exact limit is
// flagged as estimated, and pages read with a cursor are the pages read by number.

const SUBMISSIONS = '/form-service/submission/v1/page';
const USERS = '/ibsp-bg-auth/sysUser/v1/page';

let server: TestServer;
let admin: string;
let formId: number;
let plans: PlanRecorder;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn('admin');
  await seedUsers(server.db, 20_000);
  await seedSubmissions(server.db, 100_000);
  await settle(server.db);
  const [form] = await queryRows<{ id: number }>(
    server.db,
    sql`select id::int as id from form_definition where deleted_at is null order by id limit 1`,
  );
  formId = form?.id ?? 0;
  plans = recordPlans(server.db);
}, 300_000);

afterAll(() => server.close());

async function page<T>(path: string, body: Record<string, unknown>): Promise<Page<T>> {
  const answer = await server.call<Page<T>>('POST', path, { token: admin, body });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
}

/** The plans of the statements a call ran against the large tables. */
const plansOf = (call: () => Promise<unknown>) => plans.plansOf(call, /form_submission|sys_user\b/);

const SEQ_SCAN = /Seq Scan on (form_submission|sys_user)\b/;

describe(`the large lists on ${ENGINE}`, () => {
  const calls: [string, string, Record<string, unknown>][] = [
    ['submissions of one form, first page', SUBMISSIONS, { formId: -1, pageSize: 20 }],
    ['submissions of all forms, first page', SUBMISSIONS, { pageSize: 20 }],
    ['submissions of one form, page 500', SUBMISSIONS, { formId: -1, pageNo: 500, pageSize: 20 }],
    [
      'submissions by submission time, oldest first',
      SUBMISSIONS,
      { formId: -1, sortBy: 'submittedAt', sortOrder: 'asc', pageSize: 20 },
    ],
    ['submissions by form version', SUBMISSIONS, { sortBy: 'formVersion', pageSize: 20 }],
    ['users, first page', USERS, { pageSize: 20 }],
    ['users, page 100 of 100', USERS, { pageNo: 100, pageSize: 100 }],
    ['users by account, descending', USERS, { sortBy: 'account', sortOrder: 'desc' }],
    ['users by part of the account', USERS, { account: 'user-1234', pageSize: 20 }],
    ['users by part of the name', USERS, { username: '0012', pageSize: 20 }],
    ['users by part of the mobile', USERS, { mobile: '0001999', pageSize: 20 }],
  ];

  it.each(calls)('reads %s through indexes only', async (_name, path, body) => {
    const request = body.formId === -1 ? { ...body, formId } : body;
    const plans = await plansOf(() => page(path, request));
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(plan).not.toMatch(SEQ_SCAN);
  });

  it('flags a total above the exact limit as estimated, and counts a smaller one exactly', async () => {
    const all = await page<Submission>(SUBMISSIONS, { pageSize: 20 });
    expect(all.totalEstimated).toBe(true);
    expect(all.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    // After ANALYZE the estimate of an unfiltered list is close to the truth.
    expect(all.total).toBeGreaterThan(50_000);
    expect(all.total).toBeLessThan(200_000);

    const [someone] = await queryRows<{ id: number; n: number }>(
      server.db,
      sql`select submitted_by::int as id, count(*)::int as n from form_submission
           where deleted_at is null group by submitted_by order by submitted_by limit 1`,
    );
    const mine = await page<Submission>(SUBMISSIONS, { submittedBy: someone?.id, pageSize: 20 });
    expect(mine.totalEstimated).toBeUndefined();
    expect(mine.total).toBe(someone?.n);

    // scale-user-1999 and scale-user-19990 … 19999.
    const found = await page<User>(USERS, { account: 'ER-1999', pageSize: 20 });
    expect(found).toMatchObject({ total: 11 });
    expect(found.totalEstimated).toBeUndefined();
    expect(found.list.every((user) => user.account.startsWith('scale-user-1999'))).toBe(true);
  });

  it('never answers an estimate below the rows a page proves exist', async () => {
    const deep = await page<Submission>(SUBMISSIONS, { pageNo: 4000, pageSize: 20 });
    expect(deep.list).toHaveLength(20);
    expect(deep.total).toBeGreaterThanOrEqual(4000 * 20 + 1);
  });

  it('answers a deep page without counting again, and its own total at the end', async () => {
    const statements: string[] = [];
    const deep = await page<User>(USERS, { pageNo: 100, pageSize: 100 });
    const plans100 = await plansOf(() => page<User>(USERS, { pageNo: 100, pageSize: 100 }));
    statements.push(...plans100);
    expect(deep.list).toHaveLength(100);
    expect(deep.totalEstimated).toBe(true);
    expect(deep.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    // The walk of the page is the only statement that reads sys_user rows in order.
    expect(statements.some((plan) => /count\(\*\)/.test(plan))).toBe(false);

    const [live] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from sys_user where deleted_at is null`,
    );
    const n = live?.n ?? 0;
    const last = await page<User>(USERS, { pageNo: Math.ceil(n / 100), pageSize: 100 });
    expect(last.list).toHaveLength(n - (Math.ceil(n / 100) - 1) * 100);
    expect(last).toMatchObject({ total: n });
    expect(last.totalEstimated).toBeUndefined();
    const past = await page<User>(USERS, { pageNo: Math.ceil(n / 100) + 5, pageSize: 100 });
    expect(past.list).toHaveLength(0);
    expect(past.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
  });

  const orders: [string, string, Record<string, unknown>][] = [
    ['submissions of one form, newest first', SUBMISSIONS, { formId: -1, pageSize: 50 }],
    [
      'submissions by version, ascending',
      SUBMISSIONS,
      { sortBy: 'formVersion', sortOrder: 'asc', pageSize: 100 },
    ],
    ['users by name', USERS, { sortBy: 'username', pageSize: 100 }],
    ['users by sort (ties broken by id)', USERS, { pageSize: 100 }],
    ['users by part of the account', USERS, { account: 'user-12', pageSize: 20 }],
  ];

  it.each(orders)('answers the same rows by cursor as by page number: %s', async (_n, path, b) => {
    const body = b.formId === -1 ? { ...b, formId } : b;
    let cursor: string | undefined;
    for (let pageNo = 1; pageNo <= 6; pageNo++) {
      const byCursor = await page<{ id: number }>(path, { ...body, pageNo, cursor });
      const byNumber = await page<{ id: number }>(path, { ...body, pageNo });
      expect(byCursor.list.map((row) => row.id)).toEqual(byNumber.list.map((row) => row.id));
      expect(byCursor.list.length).toBe(body.pageSize);
      expect(byCursor.nextCursor).toBeDefined();
      cursor = byCursor.nextCursor;
    }
    // A deep page read by number, then the one after it by the cursor it answered.
    const deep = await page<{ id: number }>(path, { ...body, pageNo: 150 });
    const next = await page<{ id: number }>(path, {
      ...body,
      pageNo: 151,
      cursor: deep.nextCursor,
    });
    const nextByNumber = await page<{ id: number }>(path, { ...body, pageNo: 151 });
    expect(next.list.map((row) => row.id)).toEqual(nextByNumber.list.map((row) => row.id));
  });

  it('ignores a cursor of another page or filter, and refuses one it never answered', async () => {
    const first = await page<Submission>(SUBMISSIONS, { formId, pageSize: 20 });
    const third = await page<Submission>(SUBMISSIONS, { formId, pageSize: 20, pageNo: 3 });
    const mismatched = await page<Submission>(SUBMISSIONS, {
      formId,
      pageSize: 20,
      pageNo: 3,
      cursor: first.nextCursor,
    });
    expect(mismatched.list.map((row) => row.id)).toEqual(third.list.map((row) => row.id));
    const otherSort = await page<Submission>(SUBMISSIONS, {
      formId,
      pageSize: 20,
      pageNo: 2,
      sortOrder: 'asc',
      cursor: first.nextCursor,
    });
    const secondAsc = await page<Submission>(SUBMISSIONS, {
      formId,
      pageSize: 20,
      pageNo: 2,
      sortOrder: 'asc',
    });
    expect(otherSort.list.map((row) => row.id)).toEqual(secondAsc.list.map((row) => row.id));

    const forged = Buffer.from(
      JSON.stringify({ p: 2, f: 'x', k: "'; drop table sys_user; --", i: 1 }),
    ).toString('base64url');
    for (const cursor of ['not a cursor', forged]) {
      const answer = await server.call('POST', SUBMISSIONS, {
        token: admin,
        body: { formId, pageNo: 2, cursor },
      });
      expect(answer.body.code).toBe(40022);
      expect(JSON.stringify(answer.body)).toContain('body.cursor');
    }
  });

  it('exports every live submission of a form, in batches, newest first', async () => {
    const [expected] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from form_submission where form_id = ${formId} and deleted_at is null`,
    );
    const target = new URL(`/form-service/submission/v1/export?formId=${formId}`, server.url);
    const response = await fetch(target, { headers: { 'x-token': admin } });
    const lines = (await response.text()).split('\r\n').filter((line) => line !== '');
    expect(lines.length - 1).toBe(expected?.n);
    const first = await page<Submission>(SUBMISSIONS, { formId, pageSize: 20 });
    const ids = lines.slice(1, 21).map((line) => Number(line.split(',')[0]));
    expect(ids).toEqual(first.list.map((row) => row.id));
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(expected?.n);
  });

  it('leaves out a submission created after the export began', async () => {
    const [expected] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from form_submission where form_id = ${formId} and deleted_at is null`,
    );
    const target = new URL(`/form-service/submission/v1/export?formId=${formId}`, server.url);
    const response = await fetch(target, { headers: { 'x-token': admin } });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const chunks: Uint8Array[] = [];
    // Once a row has arrived, the export has begun (its first batch is read).
    while (Buffer.concat(chunks).toString().split('\r\n').length < 3) {
      const part = await reader.read();
      if (part.done) break;
      chunks.push(part.value);
    }
    // The newest of all: it would come first if the export read it.
    const [added] = await queryRows<{ id: number }>(
      server.db,
      sql`insert into form_submission (form_id, form_version, app_id, data, created_at, updated_at)
          select id, version, app_id, '{}'::jsonb, '2100-01-01Z', '2100-01-01Z'
            from form_definition where id = ${formId}
          returning id::int as id`,
    );
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      chunks.push(part.value);
    }
    const lines = new TextDecoder()
      .decode(Buffer.concat(chunks))
      .split('\r\n')
      .filter((line) => line !== '');
    expect(lines.length - 1).toBe(expected?.n);
    expect(lines.some((line) => line.startsWith(`${added?.id},`))).toBe(false);
    await server.db.execute(sql`delete from form_submission where id = ${added?.id ?? 0}`);
  });
});
