import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, instant, ref, softDeleteColumns, statusColumn } from './columns';

/** Organisations: a tree of companies, branches, departments and groups. */
export const orgs = pgTable(
  'sys_org',
  {
    id: idColumn(),
    parentId: ref('parent_id').references((): AnyPgColumn => orgs.id),
    /** Ids of the ancestors from the root, comma separated ('' for a root). */
    ancestors: text('ancestors').notNull().default(''),
    orgCode: varchar('org_code', { length: 64 }).notNull(),
    orgName: varchar('org_name', { length: 100 }).notNull(),
    orgShortName: varchar('org_short_name', { length: 50 }).notNull().default(''),
    orgNameEn: varchar('org_name_en', { length: 200 }).notNull().default(''),
    /** company, dept or group. */
    orgCategory: varchar('org_category', { length: 16 }).notNull().default('dept'),
    orgType: varchar('org_type', { length: 32 }).notNull().default(''),
    leaderUserId: ref('leader_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull().default(''),
    fax: varchar('fax', { length: 32 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: statusColumn(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex('sys_org_code_uq')
      .on(t.orgCode)
      .where(sql`${t.deletedAt} is null`),
    index('sys_org_parent_idx').on(t.parentId),
  ],
);

/** Positions (职务) with a level: a smaller level ranks higher. */
export const positions = pgTable(
  'sys_position',
  {
    id: idColumn(),
    positionCode: varchar('position_code', { length: 64 }).notNull(),
    positionName: varchar('position_name', { length: 100 }).notNull(),
    positionLevel: integer('position_level').notNull().default(0),
    orgId: ref('org_id').references(() => orgs.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
    status: statusColumn(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex('sys_position_code_uq')
      .on(t.positionCode)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Users. The password is stored as a scrypt hash and never answered. */
export const users = pgTable(
  'sys_user',
  {
    id: idColumn(),
    /** Sign-in name, trimmed, unique regardless of case. */
    account: varchar('account', { length: 64 }).notNull(),
    /** Display name. */
    username: varchar('username', { length: 100 }).notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    personImage: text('person_image'),
    /** Dictionary `gender`: 1 male, 2 female, 0 unknown. */
    gender: varchar('gender', { length: 8 }).notNull().default('0'),
    mobile: varchar('mobile', { length: 32 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull().default(''),
    employeeNo: varchar('employee_no', { length: 64 }).notNull().default(''),
    mainOrgId: ref('main_org_id').references(() => orgs.id, { onDelete: 'set null' }),
    userType: varchar('user_type', { length: 16 }).notNull().default('platform'),
    status: statusColumn(),
    /** Failed sign-ins in a row; reset by a successful one and when a lock is set. */
    failedLoginCount: smallint('failed_login_count').notNull().default(0),
    lockedUntil: instant('locked_until'),
    lastLoginIp: varchar('last_login_ip', { length: 64 }).notNull().default(''),
    lastLoginAt: instant('last_login_at'),
    pwdUpdatedAt: instant('pwd_updated_at'),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex('sys_user_account_uq')
      .on(sql`lower(${t.account})`)
      .where(sql`${t.deletedAt} is null`),
    index('sys_user_main_org_idx').on(t.mainOrgId),
    // Every sort the user list allows (`USER_SORT`), then the id, live rows only; and trigram
    // indexes for the "part of" searches (`ilike '%…%'`), which a b-tree cannot serve
    // (migration 0006; pg_trgm is loaded by both engines). Terms of one or two characters use
    // the GIN indexes over `search_grams(account|username|mobile)` of migration 0009, which
    // Drizzle cannot declare (decision 0014).
    ...(['sort', 'account', 'username', 'employeeNo', 'createdAt', 'lastLoginAt'] as const).map(
      (key) =>
        index(`sys_user_${t[key].name}_idx`)
          .on(t[key], t.id)
          .where(sql`${t.deletedAt} is null`),
    ),
    ...(['account', 'username', 'mobile', 'employeeNo'] as const).map((key) =>
      index(`sys_user_${t[key].name}_trgm_idx`)
        .using('gin', t[key].op('gin_trgm_ops'))
        .where(sql`${t.deletedAt} is null`),
    ),
  ],
);

/** Organisations a user belongs to (besides the main one). */
export const userOrgs = pgTable(
  'sys_user_org',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: ref('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orgId] }), index('sys_user_org_org_idx').on(t.orgId)],
);

/** Positions a user holds. */
export const userPositions = pgTable(
  'sys_user_position',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionId: ref('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.positionId] }),
    index('sys_user_position_position_idx').on(t.positionId),
  ],
);

/** User groups: a set of users that receives roles together. */
export const userGroups = pgTable(
  'sys_user_group',
  {
    id: idColumn(),
    groupCode: varchar('group_code', { length: 64 }).notNull(),
    groupName: varchar('group_name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: statusColumn(),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex('sys_user_group_code_uq')
      .on(t.groupCode)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const userGroupMembers = pgTable(
  'sys_user_group_member',
  {
    groupId: ref('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('sys_user_group_member_user_idx').on(t.userId),
  ],
);
