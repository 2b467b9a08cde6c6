import { boolean, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * The sign-in guard: one row per account name (whether the account exists or not) and one per
 * client address. Every attempt reserves its place here in a single atomic statement before
 * any password is checked, so the lockout and the rate limits hold whatever the concurrency
 * and across instances. Never granted to data views (account names as typed, addresses).
 */
export const signInGuards = pgTable(
  'sys_sign_in_guard',
  {
    /** `account` (key: the account as typed, trimmed, lower case) or `ip` (key: the address). */
    kind: varchar('kind', { length: 16 }).notNull(),
    key: varchar('key', { length: 128 }).notNull(),
    /** Start of the current rate window. */
    windowStart: instant('window_start').notNull(),
    /** Failed or unfinished attempts in the current window (the rate limits). */
    attempts: integer('attempts').notNull().default(0),
    /** Failed sign-ins in a row (the lockout; accounts only). */
    failures: integer('failures').notNull().default(0),
    /** Attempts reserved whose password check has not finished. */
    pending: integer('pending').notNull().default(0),
    /** Until when the account is locked (accounts only). */
    lockedUntil: instant('locked_until'),
    /** Whether the latest reservation was granted (read back by the reserving statement). */
    granted: boolean('granted').notNull().default(false),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    index('sys_sign_in_guard_updated_idx').on(t.updatedAt),
  ],
);
