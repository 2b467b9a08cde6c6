import { createHash } from 'node:crypto';
import { API, routeUrl } from '@org/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema/index';
import { type TestServer, createTestServer } from './harness';

const LOGIN = routeUrl(API.auth.login);
const USER_INFO = routeUrl(API.auth.userInfo);
const PARAMS = routeUrl(API.system.setParams);
const MINUTE = 60_000;

let server: TestServer;

const login = (account: string, password: string) =>
  server.call<string>('POST', LOGIN, { body: { account, password } });

/** Sets system parameters as a freshly signed-in admin (tests move the clock a lot). */
async function setParams(values: Record<string, string | number | boolean>): Promise<void> {
  const token = await server.signIn('admin');
  const answer = await server.call('POST', PARAMS, { token, body: values });
  expect(answer.body.code).toBe(20000);
}

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
// Failed attempts of one test must not count against the rate limits of the next.
afterEach(() => server.clock.advance(2 * MINUTE));

describe('lockout', () => {
  it('locks the account for ten minutes at the fifth failure in a row', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await login('zhangsan', 'wrong')).body.code).toBe(60204);
    }
    const fifth = await login('zhangsan', 'wrong');
    expect(fifth.body.code).toBe(42300);
    const lockedUntil = (fifth.body.data as unknown as { lockedUntil: string }).lockedUntil;
    expect(new Date(lockedUntil).getTime() - server.clock.now().getTime()).toBe(10 * MINUTE);

    const whileLocked = await login('zhangsan', 'Init@123456');
    expect(whileLocked.body).toMatchObject({ code: 42300, data: { lockedUntil } });

    server.clock.advance(10 * MINUTE + 1000);
    expect((await login('zhangsan', 'Init@123456')).body.code).toBe(20000);
  });

  it('counts failures in a row only: a success starts the count again', async () => {
    for (let i = 0; i < 4; i++) await login('lisi', 'wrong');
    expect((await login('lisi', 'Init@123456')).body.code).toBe(20000);
    for (let i = 0; i < 4; i++) {
      expect((await login('lisi', 'wrong')).body.code).toBe(60204);
    }
    expect((await login('lisi', 'Init@123456')).body.code).toBe(20000);
  });

  it('follows the lockout parameters', async () => {
    await setParams({ 'sys.login.maxRetryCount': 2, 'sys.login.lockMinutes': 1 });
    expect((await login('lisi', 'wrong')).body.code).toBe(60204);
    expect((await login('lisi', 'wrong')).body.code).toBe(42300);
    server.clock.advance(MINUTE + 1000);
    expect((await login('lisi', 'Init@123456')).body.code).toBe(20000);
    await setParams({ 'sys.login.maxRetryCount': 5, 'sys.login.lockMinutes': 10 });
  });
});

describe('rate limits', () => {
  it('refuses an address after too many failures, whatever the account, until the window passes', async () => {
    await setParams({ 'sys.login.rateLimit.perIp': 3 });
    for (const account of ['ghost1', 'ghost2', 'ghost3']) {
      expect((await login(account, 'x')).body.code).toBe(60204);
    }
    const limited = await login('editor', 'Editor@123');
    expect(limited.body).toMatchObject({ code: 42900, data: { retryAfterSeconds: 60 } });
    server.clock.advance(MINUTE + 1000);
    expect((await login('editor', 'Editor@123')).body.code).toBe(20000);
    await setParams({ 'sys.login.rateLimit.perIp': 30 });
  });

  it('refuses an account after too many failures, even below the lockout', async () => {
    await setParams({ 'sys.login.rateLimit.perAccount': 2 });
    await login('editor', 'wrong');
    await login('EDITOR', 'wrong');
    expect((await login('editor', 'Editor@123')).body.code).toBe(42900);
    server.clock.advance(MINUTE + 1000);
    expect((await login('editor', 'Editor@123')).body.code).toBe(20000);
    await setParams({ 'sys.login.rateLimit.perAccount': 10 });
  });

  it('never limits successful sign-ins', async () => {
    for (let i = 0; i < 40; i++) {
      expect((await login('editor', 'Editor@123')).body.code).toBe(20000);
    }
  });
});

describe('session expiry', () => {
  it('slides: each use extends the session; unused for the lifetime, it expires (50014)', async () => {
    const token = await server.signIn('editor');
    server.clock.advance(29 * MINUTE);
    expect((await server.call('GET', USER_INFO, { token })).body.code).toBe(20000);
    server.clock.advance(29 * MINUTE);
    expect((await server.call('GET', USER_INFO, { token })).body.code).toBe(20000);
    server.clock.advance(30 * MINUTE + 1000);
    expect((await server.call('GET', USER_INFO, { token })).body).toEqual({
      code: 50014,
      message: 'Your session has expired.',
      data: null,
    });
  });

  it('takes the lifetime from sys.token.expireMinutes', async () => {
    await setParams({ 'sys.token.expireMinutes': 5 });
    const token = await server.signIn('editor');
    server.clock.advance(5 * MINUTE + 1000);
    expect((await server.call('GET', USER_INFO, { token })).body.code).toBe(50014);
    await setParams({ 'sys.token.expireMinutes': 30 });
  });

  it('ends other sessions of an account when only one is allowed (50012)', async () => {
    await setParams({ 'sys.login.singleSession': true });
    const first = await server.signIn('editor');
    const second = await server.signIn('editor');
    expect((await server.call('GET', USER_INFO, { token: first })).body).toEqual({
      code: 50012,
      message: 'Your account has signed in elsewhere.',
      data: null,
    });
    expect((await server.call('GET', USER_INFO, { token: second })).body.code).toBe(20000);
    await setParams({ 'sys.login.singleSession': false });
  });
});

describe('secrets at rest and in logs', () => {
  it('stores tokens only as SHA-256 hashes and passwords only as scrypt hashes', async () => {
    const token = await server.signIn('editor');
    const hash = createHash('sha256').update(token).digest('hex');
    const stored = await server.db.select({ id: sessions.id }).from(sessions);
    expect(stored.map((row) => row.id)).toContain(hash);
    expect(stored.map((row) => row.id)).not.toContain(token);
    const [user] = await server.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.account, 'editor'));
    expect(user?.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(user?.passwordHash).not.toContain('Editor@123');
  });

  it('refuses a disabled account only after a correct password (40003)', async () => {
    expect((await login('wangwu', 'wrong')).body.code).toBe(60204);
    expect((await login('wangwu', 'Init@123456')).body).toEqual({
      code: 40003,
      message: 'This account is disabled.',
      data: null,
    });
  });

  it('keeps passwords and tokens out of the request log, and tags answers with a request id', async () => {
    const lines: string[] = [];
    const logged = await createTestServer({
      database: server.database,
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const answer = await logged.call('POST', LOGIN, {
        query: { account: 'editor', password: 'Editor@123' },
        headers: { 'x-reqid': 'trace-12345678' },
      });
      expect(answer.headers.get('x-reqid')).toBe('trace-12345678');
      const token = answer.body.data as string;
      await logged.call('GET', USER_INFO, { query: { token } });
      const log = lines.join('\n');
      expect(log).toContain('"reqId":"trace-12345678"');
      expect(log).toContain('account=editor&password=***');
      expect(log).not.toContain('Editor@123');
      expect(log).not.toContain(token);
    } finally {
      await logged.close();
    }
  });
});
