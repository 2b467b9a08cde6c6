import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { pageAnswer } from '@org/app-kit/testing';
import type { OnlineSession } from './online-api';

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
];
const PEOPLE = [
  ['admin', 'Super Admin', '总部'],
  ['editor', 'Normal Editor', '研发部'],
  ['zhangsan', '张三', '研发部'],
  ['lisi', '李四', '财务部'],
] as const;

/** For stories and tests: twelve live sessions, the first one the caller's. */
export const onlineSessions: OnlineSession[] = Array.from({ length: 12 }, (_, index) => {
  const [account, username, orgName] = PEOPLE[index % PEOPLE.length] ?? PEOPLE[0];
  return {
    sessionId: (index + 1).toString(16).padStart(2, '0').repeat(32),
    userId: (index % PEOPLE.length) + 1,
    account,
    username,
    orgName,
    ip: `10.0.${index % 3}.${10 + index}`,
    userAgent: AGENTS[index % AGENTS.length] ?? '',
    createdAt: new Date(Date.UTC(2026, 2, 2, 1, index)).toISOString(),
    lastSeenAt: new Date(Date.UTC(2026, 2, 2, 3, 59 - index)).toISOString(),
    expiresAt: new Date(Date.UTC(2026, 2, 2, 4, 29 - index)).toISOString(),
    current: index === 0,
  };
});

/** An online-users service over `sessions`: search by account and address, forced sign-out. */
export function onlineServer(sessions: OnlineSession[] = [...onlineSessions]) {
  const ended: string[][] = [];
  let live = sessions;
  const handler: MockHandler = (request) => {
    if (request.path === routeUrl(API.online.page)) {
      const body = request.body as { account?: string; ip?: string };
      const matching = live.filter(
        (row) =>
          (!body.account || row.account.includes(body.account)) &&
          (!body.ip || row.ip.includes(body.ip)),
      );
      return pageAnswer(matching, body);
    }
    if (request.path === routeUrl(API.online.forceLogout) && request.method === 'DELETE') {
      const ids = (request.body as { sessionIds: string[] }).sessionIds;
      ended.push(ids);
      live = live.filter((row) => !ids.includes(row.sessionId));
      return { code: 20000, data: { affected: ids.length } };
    }
    return { code: 40004, message: 'Not found' };
  };
  return Object.assign(handler, { ended });
}
