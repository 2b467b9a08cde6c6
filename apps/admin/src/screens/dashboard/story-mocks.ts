import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import type { DashboardData } from './dashboard-api';

/** What an administrator's dashboard shows: every part. */
export const FULL_DASHBOARD: DashboardData = {
  users: { total: 1280, estimated: false },
  applications: { total: 6, estimated: false },
  forms: { total: 42, estimated: false },
  submissionsThisWeek: { total: 317, estimated: false },
  signIns: {
    failedToday: 3,
    failedThisWeek: 11,
    succeededToday: 57,
    days: [
      ['2026-03-04', 48, 2],
      ['2026-03-05', 52, 1],
      ['2026-03-06', 61, 4],
      ['2026-03-07', 12, 0],
      ['2026-03-08', 9, 1],
      ['2026-03-09', 66, 3],
      ['2026-03-10', 57, 3],
    ].map(([date, succeeded, failed]) => ({
      date: String(date),
      succeeded: Number(succeeded),
      failed: Number(failed),
    })),
  },
  recentFailedSignIns: [
    {
      id: 3,
      account: 'lisi',
      userId: 4,
      username: '李四',
      ip: '10.0.0.23',
      userAgent: '',
      browser: 'Chrome 126',
      os: 'Windows 10',
      success: false,
      reason: 'bad-credentials',
      message: '',
      attemptedAt: '2026-03-10T09:12:00.000Z',
    },
    {
      id: 2,
      account: 'no.such.user',
      userId: null,
      username: null,
      ip: '203.0.113.9',
      userAgent: '',
      browser: 'curl 8',
      os: '',
      success: false,
      reason: 'bad-credentials',
      message: '',
      attemptedAt: '2026-03-10T08:40:00.000Z',
    },
  ],
  recentOperations: [
    {
      id: 9,
      userId: 1,
      account: 'admin',
      username: '超级管理员',
      module: 'position',
      action: 'Add a position (positionCode unique)',
      operType: 'CREATE',
      method: 'POST',
      url: '/ibsp-bg-auth/sysPosition/v1/position',
      targetIds: '31',
      params: '{}',
      resultCode: 20000,
      resultMessage: 'success',
      success: true,
      durationMs: 12,
      ip: '10.0.0.12',
      userAgent: '',
      operatedAt: '2026-03-10T09:30:00.000Z',
    },
    {
      id: 8,
      userId: 2,
      account: 'editor',
      username: '编辑',
      module: 'role',
      action: 'Delete roles (soft delete)',
      operType: 'DELETE',
      method: 'DELETE',
      url: '/ibsp-bg-auth/sysRole/v1/role',
      targetIds: '4',
      params: '{"ids":[4]}',
      resultCode: 40003,
      resultMessage: 'You do not have permission to do this (system:role:remove).',
      success: false,
      durationMs: 3,
      ip: '10.0.0.15',
      userAgent: '',
      operatedAt: '2026-03-10T09:05:00.000Z',
    },
  ],
};

/** A user holding only the home: no part at all. */
export const EMPTY_DASHBOARD: DashboardData = {
  users: null,
  applications: null,
  forms: null,
  submissionsThisWeek: null,
  signIns: null,
  recentFailedSignIns: null,
  recentOperations: null,
};

/** Answers the dashboard's call with `data`. */
export function dashboardServer(data: DashboardData = FULL_DASHBOARD): MockHandler {
  return (request) =>
    request.path === routeUrl(API.dashboard.summary)
      ? { code: 20000, data }
      : { code: 40004, message: 'Not found' };
}
