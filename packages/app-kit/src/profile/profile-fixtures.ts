import { AVATAR_MAX_BYTES, profileRoutes, routeUrl, storageRoutes } from '@org/api-contract';
import { userInfo } from '../testing/fixtures';
import type { MockHandler, MockRequest } from '../testing/mock-adapter';
import type { MyProfile, MySession } from './profile-api';

/** For stories and tests: the personal centre of a user of 研发部, and a server that keeps it. */

export const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/126.0.0.0 Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like ' +
  'Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const FIREFOX_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** A session id (64 hex digits) made of one repeated digit. */
export const sessionId = (digit: string) => digit.repeat(64);

export function profileFixture(overrides: Partial<MyProfile> = {}): MyProfile {
  return {
    userId: 3,
    account: 'zhangsan',
    username: '张三',
    email: 'zhangsan@example.com',
    mobile: '13800000000',
    gender: '1',
    personImage: null,
    orgs: [
      { id: 4, orgName: '研发部', main: true },
      { id: 6, orgName: '财务部', main: false },
    ],
    roles: [{ roleCode: 'common', roleName: '普通用户' }],
    createdAt: '2026-01-05T02:00:00.000Z',
    lastLoginAt: '2026-03-02T01:30:00.000Z',
    lastLoginIp: '10.1.2.3',
    pwdUpdatedAt: null,
    ...overrides,
  };
}

export function sessionsFixture(): MySession[] {
  return [
    {
      sessionId: sessionId('a'),
      ip: '10.1.2.3',
      userAgent: CHROME_WINDOWS,
      createdAt: '2026-03-02T01:30:00.000Z',
      lastSeenAt: '2026-03-02T03:10:00.000Z',
      expiresAt: '2026-03-02T03:40:00.000Z',
      current: true,
    },
    {
      sessionId: sessionId('b'),
      ip: '10.8.0.7',
      userAgent: SAFARI_IPHONE,
      createdAt: '2026-03-01T12:00:00.000Z',
      lastSeenAt: '2026-03-02T02:55:00.000Z',
      expiresAt: '2026-03-02T03:25:00.000Z',
      current: false,
    },
    {
      sessionId: sessionId('c'),
      ip: '192.168.5.20',
      userAgent: FIREFOX_LINUX,
      createdAt: '2026-03-01T08:00:00.000Z',
      lastSeenAt: '2026-03-02T00:45:00.000Z',
      expiresAt: '2026-03-02T01:15:00.000Z',
      current: false,
    },
  ];
}

/** The current password of the fixture's user. */
export const CURRENT_PASSWORD = 'Init@123456';

/** What the fixture's server was asked to do (for assertions). */
export interface ProfileServerLog {
  updates: unknown[];
  avatars: unknown[];
  passwords: unknown[];
  ended: string[][];
}

/**
 * A personal-centre server over the fixtures, as the platform answers: the profile, its
 * changes (40022 naming the field for what the contract refuses), the avatar (an upload
 * answers a key under the user's namespace), the password (the current one checked) and the
 * sessions (ending the current one refused).
 */
export function profileServer(
  options: { profile?: MyProfile; sessions?: MySession[] } = {},
): MockHandler & { log: ProfileServerLog } {
  let profile = options.profile ?? profileFixture();
  let sessions = options.sessions ?? sessionsFixture();
  const log: ProfileServerLog = { updates: [], avatars: [], passwords: [], ended: [] };
  const is = (request: MockRequest, route: { method: string; service: 'auth'; path: string }) =>
    request.method === route.method && request.path === routeUrl(route);
  const handler: MockHandler = (request) => {
    if (is(request, profileRoutes.get)) return { code: 20000, data: profile };
    if (is(request, profileRoutes.update)) {
      const body = request.body as Partial<MyProfile>;
      log.updates.push(body);
      if (body.email?.endsWith('@taken.example')) {
        return {
          code: 40022,
          message: 'body.email: is already used',
          data: { errors: [{ field: 'body.email', message: 'is already used' }] },
        };
      }
      profile = { ...profile, ...body };
      return { code: 20000, data: profile };
    }
    if (is(request, storageRoutes.directUpload)) {
      const form = request.body as FormData;
      const file = form.get('file') as File | null;
      if (!file || file.size > AVATAR_MAX_BYTES) {
        return { code: 41300, message: 'The file is larger than the upload limit.' };
      }
      return {
        code: 20000,
        data: { key: `u/3/${file.name}`, url: `/storage/file/u/3/${file.name}`, name: file.name },
      };
    }
    if (is(request, profileRoutes.avatar)) {
      const { key } = request.body as { key: string | null };
      log.avatars.push(key);
      profile = { ...profile, personImage: key === null ? null : `/storage/file/${key}` };
      return { code: 20000, data: profile };
    }
    if (is(request, profileRoutes.changePassword)) {
      const body = request.body as { oldPassword: string; newPassword: string };
      log.passwords.push(body);
      if (body.oldPassword !== CURRENT_PASSWORD) {
        return {
          code: 40022,
          message: 'body.oldPassword: is not your current password',
          data: {
            errors: [{ field: 'body.oldPassword', message: 'is not your current password' }],
          },
        };
      }
      const ended = sessions.filter((session) => !session.current).length;
      sessions = sessions.filter((session) => session.current);
      return { code: 20000, data: { sessionsEnded: ended } };
    }
    if (is(request, profileRoutes.sessions)) return { code: 20000, data: sessions };
    if (is(request, profileRoutes.endSessions)) {
      const ids = (request.body as { sessionIds: string[] }).sessionIds;
      log.ended.push(ids);
      sessions = sessions.filter((session) => !ids.includes(session.sessionId));
      return { code: 20000, data: { affected: ids.length } };
    }
    if (request.path.endsWith('/login/userInfo')) {
      return {
        code: 20000,
        data: userInfo({
          userId: profile.userId,
          account: profile.account,
          username: profile.username,
          name: profile.username || profile.account,
          personImage: profile.personImage,
          avatar: profile.personImage,
          isAdmin: false,
          menu: ['common'],
        }),
      };
    }
    return { code: 40004, message: 'Not found' };
  };
  return Object.assign(handler, { log });
}
