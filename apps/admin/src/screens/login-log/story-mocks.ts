import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { pageAnswer } from '@org/app-kit/testing';
import type { LoginLogEntry, LoginLogQuery } from './login-log-api';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** 23 sign-in attempts, newest first: every third one failed. */
export const LOGIN_LOG_ROWS: LoginLogEntry[] = Array.from({ length: 23 }, (_, index) => {
  const failed = index % 3 === 0;
  const account = ['admin', 'lisi', 'zhangsan', 'unknown.user'][index % 4] ?? 'admin';
  return {
    id: 100 - index,
    account,
    userId: account === 'unknown.user' ? null : (index % 4) + 1,
    username:
      account === 'unknown.user'
        ? null
        : ({ admin: '超级管理员', lisi: '李四', zhangsan: '张三' }[account] ?? null),
    ip: `10.0.0.${(index % 5) + 10}`,
    userAgent: CHROME,
    browser: 'Chrome 126',
    os: 'Windows 10',
    success: !failed,
    reason: failed ? (index === 9 ? 'locked' : 'bad-credentials') : 'ok',
    message: index === 9 ? 'locked after 5 failures' : '',
    attemptedAt: new Date(Date.UTC(2026, 2, 10, 9, 59 - index)).toISOString(),
  };
});

/** The login log's calls over the rows above: search by account and result, paging, clearing. */
export function loginLogServer(rows: LoginLogEntry[] = LOGIN_LOG_ROWS): MockHandler {
  let kept = [...rows];
  return (request) => {
    if (request.path === routeUrl(API.loginLog.page)) {
      const body = (request.body ?? {}) as LoginLogQuery;
      const matching = kept.filter(
        (row) =>
          (!body.account || row.account.includes(body.account)) &&
          (body.success === undefined || row.success === body.success),
      );
      return pageAnswer(matching, body);
    }
    if (request.path === routeUrl(API.loginLog.clean)) {
      const affected = kept.length;
      kept = [];
      return { code: 20000, data: { affected } };
    }
    if (request.path === routeUrl(API.loginLog.remove)) {
      const ids = new Set((request.body as { ids: number[] }).ids);
      const before = kept.length;
      kept = kept.filter((row) => !ids.has(row.id));
      return { code: 20000, data: { affected: before - kept.length } };
    }
    return { code: 40004, message: 'Not found' };
  };
}
