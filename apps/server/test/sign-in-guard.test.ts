import { API, routeUrl } from '@org/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, users } from '../src/db/schema/index';
import { type TestServer, createTestServer } from './harness';

const LOGIN = routeUrl(API.auth.login);
const PARAMS = routeUrl(API.system.setParams);
const RIGHT = 'Init@123456';
const MINUTE = 60_000;

let server: TestServer;

const loginOn = (target: TestServer, account: string, password: string) =>
  target.call<string>('POST', LOGIN, { body: { account, password } });
const login = (account: string, password: string) => loginOn(server, account, password);

/** The attempts for `account` that got past the guard to a password check, in order. */
async function checkedReasons(account: string): Promise<string[]> {
  const rows = await server.db
    .select({ reason: loginAttempts.reason })
    .from(loginAttempts)
    .where(eq(loginAttempts.account, account))
    .orderBy(loginAttempts.id);
  return rows.map((row) => row.reason);
}

/** How many attempts for `account` got past the guard to a password check. */
async function checked(account: string): Promise<number> {
  const rows = await server.db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(eq(loginAttempts.account, account));
  return rows.length;
}

async function setParams(values: Record<string, string | number | boolean>): Promise<void> {
  const token = await server.signIn('admin');
  const answer = await server.call('POST', PARAMS, { token, body: values });
  expect(answer.body.code).toBe(20000);
}

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
// Each test starts after every window and lock of the one before.
afterEach(() => server.clock.advance(11 * MINUTE));

describe('concurrent sign-ins', () => {
  it('checks no more than five wrong passwords in a row of 20 at once, and gives a locked account no token', async () => {
    const passwords = [...Array.from({ length: 19 }, (_, i) => `wrong-${i}`), RIGHT];
    const answers = await Promise.all(passwords.map((password) => login('zhangsan', password)));
    const codes = answers.map((answer) => answer.body.code);
    for (const code of codes) expect([60204, 42300, 42900, 20000]).toContain(code);
    // The order the passwords were checked in: never more than five failures in a row (a
    // success starts the count again), and no success once the account is locked.
    const reasons = await checkedReasons('zhangsan');
    expect(reasons.length).toBeLessThanOrEqual(10);
    let inARow = 0;
    let locked = false;
    for (const reason of reasons) {
      if (reason === 'ok') {
        expect(locked).toBe(false);
        inARow = 0;
      } else {
        inARow += 1;
        expect(inARow).toBeLessThanOrEqual(5);
        if (reason === 'locked') locked = true;
      }
    }
    expect(codes.filter((code) => code === 20000).length).toBe(reasons.includes('ok') ? 1 : 0);
    if (locked) {
      const after = await login('zhangsan', RIGHT);
      expect(after.body.code).toBe(42300);
      expect(typeof after.body.data).not.toBe('string');
    }
  });

  it('locks the account at the fifth failure of 20 wrong ones at once; then refuses the right one', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login('lisi', `wrong-${i}`)),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(await checked('lisi')).toBe(5);
    expect(codes.filter((code) => code === 60204)).toHaveLength(4);
    expect(codes.filter((code) => code === 42300 || code === 42900)).toHaveLength(16);
    const locked = await login('lisi', RIGHT);
    expect(locked.body.code).toBe(42300);
    expect(typeof locked.body.data).not.toBe('string');
    const [row] = await server.db
      .select({ lockedUntil: users.lockedUntil })
      .from(users)
      .where(eq(users.account, 'lisi'));
    expect(row?.lockedUntil?.getTime()).toBe(server.clock.now().getTime() + 10 * MINUTE);
  });

  it('holds the address limit across two instances sharing the database', async () => {
    await setParams({ 'sys.login.rateLimit.perIp': 6 });
    const second = await createTestServer({ database: server.database });
    try {
      second.clock.advance(server.clock.now().getTime() - second.clock.now().getTime());
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          loginOn(i % 2 === 0 ? server : second, `ghost-ip-${i}`, 'x'),
        ),
      );
      const codes = answers.map((answer) => answer.body.code);
      expect(codes.filter((code) => code === 60204)).toHaveLength(6);
      expect(codes.filter((code) => code === 42900)).toHaveLength(10);
    } finally {
      await second.close();
      server.clock.advance(2 * MINUTE);
      await setParams({ 'sys.login.rateLimit.perIp': 30 });
    }
  });

  it('still signs in at once when no failure is pending', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => login('editor', 'Editor@123')),
    );
    expect(answers.map((answer) => answer.body.code)).toEqual([20000, 20000, 20000, 20000, 20000]);
  });
});

describe('unknown accounts', () => {
  it('count failures and lock exactly like existing ones: the answers do not tell them apart', async () => {
    // Failures in a row last until a success: the concurrent tests above can leave up to four
    // for zhangsan, in whatever order their attempts were checked.
    expect((await login('zhangsan', RIGHT)).body.code).toBe(20000);
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 7; i++) {
      known.push((await login('zhangsan', `wrong-${i}`)).body);
      unknown.push((await login('nobody-here', `wrong-${i}`)).body);
    }
    expect(unknown).toEqual(known);
    expect(known.map((body) => (body as { code: number }).code)).toEqual([
      60204, 60204, 60204, 60204, 42300, 42300, 42300,
    ]);
    // Both wait for the same time, then start again.
    server.clock.advance(10 * MINUTE + 1000);
    expect((await login('nobody-here', 'x')).body.code).toBe(60204);
    expect((await login('zhangsan', RIGHT)).body.code).toBe(20000);
  });

  it('are counted whatever the case and spacing of the name', async () => {
    for (const name of ['Ghost', 'GHOST', ' ghost ', 'ghost']) {
      expect((await login(name, 'x')).body.code).toBe(60204);
    }
    expect((await login('gHoSt', 'x')).body.code).toBe(42300);
  });
});

describe('unlocking', () => {
  it('lets an administrator clear a lock at once', async () => {
    for (let i = 0; i < 5; i++) await login('zhangsan', 'wrong');
    expect((await login('zhangsan', RIGHT)).body.code).toBe(42300);
    const token = await server.signIn('admin');
    const [row] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.account, 'zhangsan'));
    const unlocked = await server.call('PUT', routeUrl(API.user.unlock), {
      token,
      body: { ids: [row?.id] },
    });
    expect(unlocked.body.code).toBe(20000);
    expect((await login('zhangsan', RIGHT)).body.code).toBe(20000);
  });
});
