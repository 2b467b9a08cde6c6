import { Affected, IdsBody } from '../common';
import { PageOf } from '../paging';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import {
  Dashboard,
  DashboardQuery,
  LoginLog,
  LoginLogPageQuery,
  OperLog,
  OperLogPageQuery,
} from '../schemas/logs';

const L = PERMISSIONS.loginLog;
const O = PERMISSIONS.operLog;
const loginBase = '/sysLoginLog/v1';
const operBase = '/sysOperLog/v1';

/** 登录日志: every sign-in attempt, within the caller's data scope. */
export const loginLogRoutes = {
  page: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${loginBase}/page`,
    tag: 'login log',
    summary: 'A page of sign-in attempts, searched and sorted (newest first by default)',
    description:
      "Only attempts of users in the caller's data scope; attempts naming no user (an unknown account) only with the scope ALL.",
    access: { permission: L.view },
    body: LoginLogPageQuery,
    data: PageOf(LoginLog),
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${loginBase}/log`,
    tag: 'login log',
    summary: 'Delete sign-in attempts (those in the caller’s data scope)',
    access: { permission: L.remove },
    body: IdsBody,
    data: Affected,
  }),
  clean: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${loginBase}/clean`,
    tag: 'login log',
    summary: 'Clear the login log (every attempt in the caller’s data scope)',
    access: { permission: L.clean },
    data: Affected,
  }),
};

/** 操作日志: every change made through the API, within the caller's data scope. */
export const operLogRoutes = {
  page: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${operBase}/page`,
    tag: 'operation log',
    summary: 'A page of operations, searched and sorted (newest first by default)',
    description:
      "Every POST, PUT and DELETE of the contract that is not a read is recorded once answered: caller, module and action (the route's tag and summary), targets, result, duration. Only operations of users in the caller's data scope are listed.",
    access: { permission: O.view },
    body: OperLogPageQuery,
    data: PageOf(OperLog),
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${operBase}/log`,
    tag: 'operation log',
    summary: 'Delete operations from the log (those in the caller’s data scope)',
    access: { permission: O.remove },
    body: IdsBody,
    data: Affected,
  }),
  clean: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${operBase}/clean`,
    tag: 'operation log',
    summary: 'Clear the operation log (every operation in the caller’s data scope)',
    access: { permission: O.clean },
    data: Affected,
  }),
};

/** The administrators' home (首页). */
export const dashboardRoutes = {
  summary: defineRoute({
    method: 'GET',
    service: 'auth',
    path: '/dashboard/v1/summary',
    tag: 'dashboard',
    summary: 'Counts and recent events for the home page, each part as the caller may see it',
    access: { permission: PERMISSIONS.dashboard.view },
    querystring: DashboardQuery,
    data: Dashboard,
  }),
};
