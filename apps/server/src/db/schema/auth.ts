import { bigint, boolean, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { instant, ref } from './columns';
import { users } from './org';

/**
 * Sessions. The token itself is never stored: `id` is the SHA-256 of the token (hex). A
 * session ends when `expires_at` passes (each use extends it) or when it is revoked.
 */
export const sessions = pgTable(
  'sys_session',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 500 }).notNull().default(''),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** logout, replaced (signed in elsewhere), user-disabled, password-changed, admin. */
    revokeReason: varchar('revoke_reason', { length: 32 }),
  },
  (t) => [
    index('sys_session_user_idx').on(t.userId),
    index('sys_session_expires_idx').on(t.expiresAt),
  ],
);

/** Every sign-in attempt that got past the guard (`sys_sign_in_guard`): the login log. */
export const loginAttempts = pgTable(
  'sys_login_attempt',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The account as typed (trimmed, lower case). */
    account: varchar('account', { length: 64 }).notNull(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: varchar('ip', { length: 64 }).notNull(),
    userAgent: varchar('user_agent', { length: 500 }).notNull().default(''),
    success: boolean('success').notNull(),
    /** ok, bad-credentials, locked, disabled. */
    reason: varchar('reason', { length: 32 }).notNull(),
    message: text('message').notNull().default(''),
    attemptedAt: instant('attempted_at').notNull(),
  },
  (t) => [
    index('sys_login_attempt_ip_idx').on(t.ip, t.attemptedAt),
    index('sys_login_attempt_account_idx').on(t.account, t.attemptedAt),
    index('sys_login_attempt_time_idx').on(t.attemptedAt),
  ],
);
