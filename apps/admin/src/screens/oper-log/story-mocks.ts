import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { pageAnswer } from '@org/app-kit/testing';
import type { OperLogEntry, OperLogQuery } from './oper-log-api';

const ACTIONS = [
  [
    'position',
    'CREATE',
    'POST',
    '/ibsp-bg-auth/sysPosition/v1/position',
    'Add a position (positionCode unique)',
  ],
  [
    'user',
    'UPDATE',
    'PUT',
    '/ibsp-bg-auth/sysUser/v1/user',
    'Change a user; lists given replace the current ones',
  ],
  [
    'role',
    'GRANT',
    'PUT',
    '/ibsp-bg-auth/sysRole/v1/resources',
    'Replace the resources of a role; signed-in users see the change at once',
  ],
  [
    'dictionary',
    'DELETE',
    'DELETE',
    '/ibsp-bg-auth/sysDict/v1/dict',
    'Delete dictionaries (soft delete; built-in ones are refused)',
  ],
] as const;

/** 23 operations, newest first: every fourth one failed. */
export const OPER_LOG_ROWS: OperLogEntry[] = Array.from({ length: 23 }, (_, index) => {
  const [module, operType, method, url, action] = ACTIONS[index % ACTIONS.length] ?? ACTIONS[0];
  const failed = index % 4 === 3;
  return {
    id: 500 - index,
    userId: 1,
    account: index % 2 === 0 ? 'admin' : 'editor',
    username: index % 2 === 0 ? '超级管理员' : '编辑',
    module,
    action,
    operType,
    method,
    url,
    targetIds: String(10 + index),
    params: JSON.stringify({ id: 10 + index, positionName: '审计员', password: '***' }),
    resultCode: failed ? 40009 : 20000,
    resultMessage: failed ? 'The record is still in use.' : 'success',
    success: !failed,
    durationMs: 5 + index * 3,
    ip: '10.0.0.12',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    operatedAt: new Date(Date.UTC(2026, 2, 10, 10, 59 - index)).toISOString(),
  };
});

/** The operation log's calls over the rows above: search by account, module and result. */
export function operLogServer(rows: OperLogEntry[] = OPER_LOG_ROWS): MockHandler {
  let kept = [...rows];
  return (request) => {
    if (request.path === routeUrl(API.operLog.page)) {
      const body = (request.body ?? {}) as OperLogQuery;
      const matching = kept.filter(
        (row) =>
          (!body.account || row.account.includes(body.account)) &&
          (!body.module || row.module === body.module) &&
          (body.success === undefined || row.success === body.success),
      );
      return pageAnswer(matching, body);
    }
    if (request.path === routeUrl(API.operLog.clean)) {
      const affected = kept.length;
      kept = [];
      return { code: 20000, data: { affected } };
    }
    return { code: 40004, message: 'Not found' };
  };
}
