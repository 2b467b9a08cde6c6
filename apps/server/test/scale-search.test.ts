import {
  API,
  EXACT_TOTAL_LIMIT,
  type FileEntry,
  type Page,
  type User,
  routeUrl,
} from '@org/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFiles, seedUsers, settle } from '../bench/scale-seed';
import { queryRows } from '../src/db/rows';
import { ENGINE, type TestServer, createTestServer } from './harness';
import { type PlanRecorder, recordPlans } from './plans';

// The searches and the file list at 20 000 users and 30 000 stored files (27 000 of one
// application), seeded by SQL: the file list's sorts and its "name contains" use their indexes
// (migration 0008), and a "part of" search of one or two characters (decision 0014) neither
// reads a trigram index whole nor the table, and finds the rows `ilike '%…%'` finds.

const USERS = routeUrl(API.user.page);
const FILES = routeUrl(API.files.page);
const LARGE = /sys_user\b|sys_stored_file\b/;
const SEQ_SCAN = /Seq Scan on (sys_user|sys_stored_file)\b/;
/** A trigram index read for a term it has no trigram of reads the whole index. */
const TRIGRAM = /_trgm_idx/;

let server: TestServer;
let admin: string;
let appId: number;
let plans: PlanRecorder;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn('admin');
  await seedUsers(server.db, 20_000);
  // Texts that a short search must match literally or without regard to case.
  await server.db.execute(sql`
    insert into sys_user (account, username, password_hash, mobile, employee_no, created_at, updated_at)
    values ('Zoe_Quinn%', 'ZOE QUINN', 'not-a-password-hash', '+86 10 0000', 'Q-1', now(), now()),
           ('zq-second', 'Second Zq', 'not-a-password-hash', '+86 10 0001', 'Q-2', now(), now())`);
  const apps = await queryRows<{ id: number }>(
    server.db,
    sql`select id::int as id from app_application order by id limit 2`,
  );
  appId = apps[0]?.id ?? 0;
  await seedFiles(server.db, 30_000, { appId, otherAppId: apps[1]?.id ?? null });
  await settle(server.db);
  plans = recordPlans(server.db);
}, 300_000);

afterAll(() => server.close());

async function page<T>(path: string, body: Record<string, unknown>): Promise<Page<T>> {
  const answer = await server.call<Page<T>>('POST', path, { token: admin, body });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
}

/** The plans of a call's statements on the large tables. */
async function plansOfCall(path: string, body: Record<string, unknown>): Promise<string[]> {
  const request = path === FILES ? { appId, ...body } : body;
  const found = await plans.plansOf(() => page(path, request), LARGE);
  // Sign-in checks and the second step of a user page (rows by id) are not the list's walk.
  return found.filter((plan) => !/"sys_session"|"sys_user"\."id" in \(/.test(plan));
}

describe(`the file list on ${ENGINE}`, () => {
  const calls: [string, Record<string, unknown>, RegExp][] = [
    ['newest first', { pageSize: 20 }, /sys_stored_file_app_updated_idx/],
    ['oldest first', { sortOrder: 'asc', pageSize: 20 }, /sys_stored_file_app_updated_idx/],
    ['largest first', { sortBy: 'fsize', pageSize: 20 }, /sys_stored_file_app_size_idx/],
    [
      'smallest first, page 50',
      { sortBy: 'fsize', sortOrder: 'asc', pageNo: 50, pageSize: 20 },
      /sys_stored_file_app_size_idx/,
    ],
    [
      'by part of the name',
      { fileName: 'invoice-12', pageSize: 20 },
      /sys_stored_file_(key_trgm|app_updated)_idx/,
    ],
  ];

  it.each(calls)('reads %s through its index', async (_name, body, index) => {
    const found = await plansOfCall(FILES, body);
    expect(found.length).toBeGreaterThan(0);
    for (const plan of found) {
      expect(plan).not.toMatch(SEQ_SCAN);
      expect(plan).toMatch(index);
    }
  });

  it('pages the files of one application in its order, with a bounded total', async () => {
    const newest = await page<FileEntry>(FILES, { appId, pageSize: 20 });
    expect(newest.totalEstimated).toBe(true);
    expect(newest.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    const times = newest.list.map((file) => file.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(newest.list.every((file) => file.appId === appId)).toBe(true);
    const largest = await page<FileEntry>(FILES, { appId, sortBy: 'fsize', pageSize: 20 });
    const sizes = largest.list.map((file) => file.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });
});

describe(`searches of one or two characters on ${ENGINE}`, () => {
  const calls: [string, string, Record<string, unknown>][] = [
    ['users by one common character of the name', USERS, { username: 'e', pageSize: 20 }],
    ['users by two characters of the account', USERS, { account: '12', pageSize: 20 }],
    ['users by one character of the mobile', USERS, { mobile: '7', pageSize: 20 }],
    ['users by two rare characters of the name', USERS, { username: 'zq', pageSize: 20 }],
    [
      'users by two characters of the account, by account descending',
      USERS,
      { account: '99', sortBy: 'account', sortOrder: 'desc', pageSize: 20 },
    ],
    ['files by one character of the name', FILES, { fileName: 'p', pageSize: 20 }],
    [
      'files by two characters of the name, largest first',
      FILES,
      { fileName: 'f-', sortBy: 'fsize' },
    ],
    ['files by two rare characters of the name', FILES, { fileName: 'zq', pageSize: 20 }],
  ];

  it.each(calls)('reads %s without a trigram index or a table scan', async (_n, path, body) => {
    const found = await plansOfCall(path, body);
    expect(found.length).toBeGreaterThan(0);
    for (const plan of found) {
      expect(plan).not.toMatch(SEQ_SCAN);
      expect(plan).not.toMatch(TRIGRAM);
      expect(plan).toMatch(/_grams_idx|Limit\s.*\n\s*->\s+(Index|Nested Loop)/);
    }
  });

  it('walks the order and stops at the page when a short term is common', async () => {
    const [walk] = await plansOfCall(USERS, { username: 'e', pageSize: 20 });
    // The walk of the sort index, filtered: the limit stops it after the page's rows.
    expect(walk).toMatch(/Limit[^\n]*\n\s*->\s+Index Scan using sys_user_sort_idx/);
    // The planner expects more matches than the exact limit, so nothing counts them.
    const answer = await page<User>(USERS, { username: 'e', pageSize: 20 });
    expect(answer.totalEstimated).toBe(true);
    expect(answer.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
  });

  it('looks a rare short term up in its grams index', async () => {
    const found = await plansOfCall(USERS, { username: 'zq', pageSize: 20 });
    for (const plan of found)
      expect(plan).toMatch(/Bitmap Index Scan on sys_user_username_grams_idx/);
  });

  /** The ids `ilike '%term%'` finds, in the list's order (what the search answered before). */
  async function usersLike(column: string, term: string, limit: number): Promise<number[]> {
    const escaped = term.replace(/[\\%_]/g, (char) => `\\${char}`);
    const rows = await queryRows<{ id: number }>(
      server.db,
      sql`select id::int as id from sys_user
           where deleted_at is null and ${sql.identifier(column)} ilike ${`%${escaped}%`}
           order by sort, id limit ${limit}`,
    );
    return rows.map((row) => row.id);
  }

  // Each list field searches the column of its name.
  const terms: [string, string][] = [
    ['account', 'Z'],
    ['account', '_'],
    ['account', '%'],
    ['account', 'n%'],
    ['account', '-1'],
    ['username', 'Zq'],
    ['username', 'Q'],
    ['username', 'E'],
    ['mobile', '+'],
    ['mobile', '99'],
  ];

  it.each(terms)('finds the rows ilike finds: %s by "%s"', async (column, term) => {
    const field = column;
    const expected = await usersLike(column, term, 100);
    const answer = await page<User>(USERS, { [field]: term, pageSize: 100 });
    expect(answer.list.map((user) => user.id)).toEqual(expected);
    if (expected.length < 100) {
      expect(answer).toMatchObject({ total: expected.length });
      expect(answer.totalEstimated).toBeUndefined();
    }
    // A term with blanks around it is the term.
    const padded = await page<User>(USERS, { [field]: ` ${term} `, pageSize: 100 });
    expect(padded.list.map((user) => user.id)).toEqual(expected);
  });

  it('counts a short term exactly when fewer than the exact limit match', async () => {
    const [expected] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from sys_user where deleted_at is null and account ilike '%12%'`,
    );
    const answer = await page<User>(USERS, { account: '12', pageSize: 20 });
    expect(expected?.n).toBeLessThan(EXACT_TOTAL_LIMIT);
    expect(answer).toMatchObject({ total: expected?.n });
    expect(answer.totalEstimated).toBeUndefined();
  });

  it('finds the files ilike finds by one or two characters of the name', async () => {
    for (const term of ['X', 'f-', '.p', 'zq', '%']) {
      const escaped = term.replace(/[\\%_]/g, (char) => `\\${char}`);
      const rows = await queryRows<{ key: string }>(
        server.db,
        sql`select file_key as key from sys_stored_file
             where app_id = ${appId} and file_key ilike ${`%${escaped}%`}
             order by updated_at desc, file_key desc limit 50`,
      );
      const answer = await page<FileEntry>(FILES, { appId, fileName: term, pageSize: 50 });
      expect(
        answer.list.map((file) => file.key),
        term,
      ).toEqual(rows.map((row) => row.key));
    }
  });

  it('reads the next page of a short search by cursor as by number', async () => {
    const body = { account: '3', pageSize: 50 };
    const first = await page<User>(USERS, body);
    const second = await page<User>(USERS, { ...body, pageNo: 2, cursor: first.nextCursor });
    const byNumber = await page<User>(USERS, { ...body, pageNo: 2 });
    expect(second.list.map((user) => user.id)).toEqual(byNumber.list.map((user) => user.id));
    expect(second.list).toHaveLength(50);
  });
});
