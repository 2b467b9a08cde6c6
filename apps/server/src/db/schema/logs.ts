import { bigint, boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { instant, ref } from './columns';

/**
 * The operation log: one row per change made through the API (a `POST`, `PUT` or `DELETE` of
 * the contract that is not a read), written after the answer. Secrets never reach it (the
 * parameters are masked by `log-redaction.ts`). No foreign key: a row outlives its user and a
 * log write must not fail on one. Kept `sys.log.keepDays` days (housekeeping); granted to no
 * data view (addresses, parameters).
 */
export const operLogs = pgTable(
  'sys_oper_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: ref('user_id'),
    /** The caller's account when the change was made. */
    account: varchar('account', { length: 64 }).notNull().default(''),
    /** The route's tag (`user`, `role`). */
    module: varchar('module', { length: 64 }).notNull(),
    /** The route's summary. */
    action: varchar('action', { length: 200 }).notNull(),
    /** CREATE, UPDATE, DELETE, GRANT, STATUS, CLEAN or OTHER. */
    operType: varchar('oper_type', { length: 16 }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    /** Path and query, secret parameters masked. */
    url: varchar('url', { length: 500 }).notNull(),
    targetIds: varchar('target_ids', { length: 500 }).notNull().default(''),
    /** The parameters as JSON, secrets masked, at most 2000 characters. */
    params: text('params').notNull().default(''),
    resultCode: integer('result_code').notNull(),
    resultMessage: varchar('result_message', { length: 500 }).notNull().default(''),
    success: boolean('success').notNull(),
    durationMs: integer('duration_ms').notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 500 }).notNull().default(''),
    operatedAt: instant('operated_at').notNull(),
  },
  (t) => [
    // The list is newest first (or by duration within a search), narrowed by user or module.
    index('sys_oper_log_time_idx').on(t.operatedAt, t.id),
    index('sys_oper_log_user_idx').on(t.userId, t.operatedAt),
    index('sys_oper_log_module_idx').on(t.module, t.operatedAt),
  ],
);
