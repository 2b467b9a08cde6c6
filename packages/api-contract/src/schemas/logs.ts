import { Type, type Static } from 'typebox';
import { DateTime, Id } from '../common';
import { PageQuery, SearchText } from '../paging';

/**
 * Why a sign-in attempt ended as it did: `ok` (signed in), `bad-credentials` (wrong account or
 * password), `locked` (too many failures in a row), `disabled` (the account is disabled).
 */
export const LOGIN_REASONS = ['ok', 'bad-credentials', 'locked', 'disabled'] as const;
export const LoginReason = Type.Enum(LOGIN_REASONS);
export type LoginReason = Static<typeof LoginReason>;

/** The time window of a log search: from (inclusive) and to (exclusive), ISO instants. */
const TimeWindow = {
  from: Type.Optional(
    Type.String({ format: 'date-time', description: 'Entries at or after this instant.' }),
  ),
  to: Type.Optional(
    Type.String({ format: 'date-time', description: 'Entries before this instant.' }),
  ),
};

/** One sign-in attempt (登录日志): who, when, from where, and how it ended. */
export const LoginLog = Type.Object({
  id: Id,
  /** The account as typed (trimmed, lower case); it may name no user. */
  account: Type.String(),
  userId: Type.Union([Id, Type.Null()]),
  /** Display name of the user, when the account names one. */
  username: Type.Union([Type.String(), Type.Null()]),
  ip: Type.String(),
  userAgent: Type.String(),
  /** Browser and operating system read from the user agent (`Chrome 126`, `Windows 10`). */
  browser: Type.String(),
  os: Type.String(),
  success: Type.Boolean(),
  reason: Type.String(),
  message: Type.String(),
  attemptedAt: DateTime,
});
export type LoginLog = Static<typeof LoginLog>;

export const LOGIN_LOG_SORT_COLUMNS = ['attemptedAt'] as const;

/** A search of the login log; without `sortBy` the newest come first. */
export const LoginLogPageQuery = PageQuery(LOGIN_LOG_SORT_COLUMNS, {
  account: SearchText(64, 'Part of the account.'),
  ip: SearchText(64, 'Part of the address.'),
  success: Type.Optional(Type.Boolean({ description: 'true: signed in; false: refused.' })),
  reason: Type.Optional(LoginReason),
  ...TimeWindow,
});
export type LoginLogPageQuery = Static<typeof LoginLogPageQuery>;

/**
 * What kind of change an operation is, from its route: `CREATE`, `UPDATE`, `DELETE`, `GRANT`
 * (roles, resources, members, scopes), `STATUS` (enable or disable), `CLEAN` (a log cleared),
 * `OTHER` (actions such as sync, copy, reload, sign-out).
 */
export const OPER_TYPES = [
  'CREATE',
  'UPDATE',
  'DELETE',
  'GRANT',
  'STATUS',
  'CLEAN',
  'OTHER',
] as const;
export const OperType = Type.Enum(OPER_TYPES);
export type OperType = Static<typeof OperType>;

/** One change made through the API (操作日志): who, what, when, and how it ended. */
export const OperLog = Type.Object({
  id: Id,
  userId: Type.Union([Id, Type.Null()]),
  /** The account of the caller when the change was made. */
  account: Type.String(),
  username: Type.Union([Type.String(), Type.Null()]),
  /** The route's tag (`user`, `role`): what part of the platform. */
  module: Type.String(),
  /** The route's summary: what the call does. */
  action: Type.String(),
  operType: Type.String(),
  method: Type.String(),
  /** Path and query, with secret parameters masked. */
  url: Type.String(),
  /** Ids of the records the call named or created, comma-separated. */
  targetIds: Type.String(),
  /** The request's parameters as JSON, secrets masked, shortened to 2000 characters. */
  params: Type.String(),
  resultCode: Type.Integer(),
  resultMessage: Type.String(),
  success: Type.Boolean(),
  durationMs: Type.Integer({ minimum: 0 }),
  ip: Type.String(),
  userAgent: Type.String(),
  operatedAt: DateTime,
});
export type OperLog = Static<typeof OperLog>;

export const OPER_LOG_SORT_COLUMNS = ['operatedAt', 'durationMs'] as const;

/** A search of the operation log; without `sortBy` the newest come first. */
export const OperLogPageQuery = PageQuery(OPER_LOG_SORT_COLUMNS, {
  account: SearchText(64, 'Part of the account of the caller.'),
  module: SearchText(64, 'The module (the route tag), exactly.'),
  operType: Type.Optional(OperType),
  success: Type.Optional(Type.Boolean({ description: 'true: succeeded (20000); false: failed.' })),
  ...TimeWindow,
});
export type OperLogPageQuery = Static<typeof OperLogPageQuery>;

/** A count on the dashboard; `estimated` above `EXACT_TOTAL_LIMIT` rows (decision 0012). */
export const DashboardCount = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  estimated: Type.Boolean(),
});
export type DashboardCount = Static<typeof DashboardCount>;

/** Sign-ins of one day of the last seven (in the caller's time zone). */
export const SignInDay = Type.Object({
  /** `YYYY-MM-DD`. */
  date: Type.String(),
  succeeded: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
});
export type SignInDay = Static<typeof SignInDay>;

export const DashboardQuery = Type.Object({
  tzOffset: Type.Optional(
    Type.Integer({
      minimum: -840,
      maximum: 840,
      description:
        "The caller's time zone as `Date#getTimezoneOffset()` (minutes behind UTC; -480 in China): days and weeks start at its midnight. Default 0.",
    }),
  ),
});
export type DashboardQuery = Static<typeof DashboardQuery>;

/**
 * The administrators' home. Each part is `null` when the caller may not see it: users with the
 * user screen's code (counted within the data scope), applications, forms and this week's
 * submissions with the application screen's, sign-ins with the login log's, operations with
 * the operation log's (both within the data scope).
 */
export const Dashboard = Type.Object({
  users: Type.Union([DashboardCount, Type.Null()]),
  applications: Type.Union([DashboardCount, Type.Null()]),
  forms: Type.Union([DashboardCount, Type.Null()]),
  /** Submitted since Monday 00:00. */
  submissionsThisWeek: Type.Union([DashboardCount, Type.Null()]),
  signIns: Type.Union([
    Type.Object({
      failedToday: Type.Integer({ minimum: 0 }),
      failedThisWeek: Type.Integer({ minimum: 0 }),
      succeededToday: Type.Integer({ minimum: 0 }),
      /** The last seven days, oldest first, today last. */
      days: Type.Array(SignInDay, { maxItems: 7 }),
    }),
    Type.Null(),
  ]),
  recentFailedSignIns: Type.Union([Type.Array(LoginLog, { maxItems: 10 }), Type.Null()]),
  recentOperations: Type.Union([Type.Array(OperLog, { maxItems: 10 }), Type.Null()]),
});
export type Dashboard = Static<typeof Dashboard>;
