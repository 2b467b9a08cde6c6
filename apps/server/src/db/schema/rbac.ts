import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { applications } from './apps';
import { auditColumns, idColumn, ref, softDeleteColumns, statusColumn } from './columns';
import { orgs, userGroups, users } from './org';

/** Roles. `admin` holds every resource code. */
export const roles = pgTable(
  'sys_role',
  {
    id: idColumn(),
    roleCode: varchar('role_code', { length: 64 }).notNull(),
    roleName: varchar('role_name', { length: 100 }).notNull(),
    /** PLATFORM, or APP for the roles of one application (`app_id`). */
    roleType: varchar('role_type', { length: 16 }).notNull().default('PLATFORM'),
    appId: ref('app_id').references(() => applications.id),
    /** ALL, CUSTOM (sys_role_org), ORG, ORG_AND_CHILD or SELF. */
    dataScope: varchar('data_scope', { length: 16 }).notNull().default('SELF'),
    sort: integer('sort').notNull().default(0),
    status: statusColumn(),
    builtIn: boolean('built_in').notNull().default(false),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex('sys_role_code_uq')
      .on(t.roleCode)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const userRoles = pgTable(
  'sys_user_role',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: ref('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.roleId] }),
    index('sys_user_role_role_idx').on(t.roleId),
  ],
);

/** Roles given to every member of a user group. */
export const groupRoles = pgTable(
  'sys_user_group_role',
  {
    groupId: ref('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    roleId: ref('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.roleId] }),
    index('sys_user_group_role_role_idx').on(t.roleId),
  ],
);

/** Organisations of a role's CUSTOM data scope. */
export const roleOrgs = pgTable(
  'sys_role_org',
  {
    roleId: ref('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    orgId: ref('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.orgId] })],
);

/** The resource tree: directories, menus, pages, buttons and APIs, each with a unique code. */
export const resources = pgTable(
  'sys_resource',
  {
    id: idColumn(),
    parentId: ref('parent_id').references((): AnyPgColumn => resources.id),
    resourceCode: varchar('resource_code', { length: 128 }).notNull(),
    resourceName: varchar('resource_name', { length: 100 }).notNull(),
    resourceNameEn: varchar('resource_name_en', { length: 100 }).notNull().default(''),
    /** i18n key of the title in the apps. */
    titleKey: varchar('title_key', { length: 128 }).notNull().default(''),
    /** DIR, MENU, PAGE, BUTTON or API. */
    resourceType: varchar('resource_type', { length: 8 }).notNull(),
    path: varchar('path', { length: 255 }).notNull().default(''),
    /** Component key of the page in the app's registry. */
    component: varchar('component', { length: 255 }).notNull().default(''),
    routeName: varchar('route_name', { length: 100 }).notNull().default(''),
    redirect: varchar('redirect', { length: 255 }).notNull().default(''),
    icon: varchar('icon', { length: 64 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    keepAlive: boolean('keep_alive').notNull().default(false),
    affix: boolean('affix').notNull().default(false),
    alwaysShow: boolean('always_show').notNull().default(false),
    hideTab: boolean('hide_tab').notNull().default(false),
    isExternal: boolean('is_external').notNull().default(false),
    link: varchar('link', { length: 500 }).notNull().default(''),
    /** internal or external. */
    openMode: varchar('open_mode', { length: 16 }).notNull().default('internal'),
    appId: ref('app_id').references(() => applications.id),
    status: statusColumn(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex('sys_resource_code_uq')
      .on(t.resourceCode)
      .where(sql`${t.deletedAt} is null`),
    index('sys_resource_parent_idx').on(t.parentId),
  ],
);

/** Resources granted to a role. `halfChecked` keeps a parent the tree showed half-checked. */
export const roleResources = pgTable(
  'sys_role_resource',
  {
    roleId: ref('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resourceId: ref('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    halfChecked: boolean('half_checked').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.resourceId] }),
    index('sys_role_resource_resource_idx').on(t.resourceId),
  ],
);
