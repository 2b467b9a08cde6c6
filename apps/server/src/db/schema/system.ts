import { boolean, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, instant, statusColumn } from './columns';

/** System parameters. Built-in ones (read by the server) cannot be deleted. */
export const sysParams = pgTable(
  'sys_param',
  {
    id: idColumn(),
    paramKey: varchar('param_key', { length: 100 }).notNull(),
    paramName: varchar('param_name', { length: 100 }).notNull(),
    paramValue: text('param_value').notNull().default(''),
    /** string, number, boolean or json. */
    valueType: varchar('value_type', { length: 16 }).notNull().default('string'),
    /** system, security or business. */
    category: varchar('category', { length: 32 }).notNull().default('business'),
    builtIn: boolean('built_in').notNull().default(false),
    /** Readable by every signed-in user. */
    visible: boolean('visible').notNull().default(false),
    /** A secret (a password): the API answers it masked, never in clear. */
    secret: boolean('secret').notNull().default(false),
    status: statusColumn(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_param_key_uq').on(t.paramKey)],
);

/** Facts about the database itself, such as the version of the seed applied. */
export const sysMeta = pgTable('sys_meta', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
