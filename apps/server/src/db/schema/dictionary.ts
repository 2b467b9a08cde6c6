import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, ref, softDeleteColumns, statusColumn } from './columns';

/** Data dictionaries: a code and a list of items (gender, yes/no, …). */
export const dicts = pgTable(
  'sys_dict',
  {
    id: idColumn(),
    dictCode: varchar('dict_code', { length: 64 }).notNull(),
    dictName: varchar('dict_name', { length: 100 }).notNull(),
    /** string, number or boolean: how the items' values compare. */
    valueType: varchar('value_type', { length: 16 }).notNull().default('string'),
    status: statusColumn(),
    sort: integer('sort').notNull().default(0),
    builtIn: boolean('built_in').notNull().default(false),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex('sys_dict_code_uq')
      .on(t.dictCode)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Items of a dictionary; `item_value` is unique within its dictionary. */
export const dictItems = pgTable(
  'sys_dict_item',
  {
    id: idColumn(),
    dictId: ref('dict_id')
      .notNull()
      .references(() => dicts.id, { onDelete: 'cascade' }),
    itemText: varchar('item_text', { length: 100 }).notNull(),
    itemValue: varchar('item_value', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
    status: statusColumn(),
    isDefault: boolean('is_default').notNull().default(false),
    /** Tag colour in lists (primary, success, danger, or a CSS colour). */
    color: varchar('color', { length: 32 }),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('sys_dict_item_value_uq').on(t.dictId, t.itemValue),
    index('sys_dict_item_dict_idx').on(t.dictId, t.sort),
  ],
);

/** The classification dictionary: a tree of hierarchical codes. */
export const categories = pgTable(
  'sys_category',
  {
    id: idColumn(),
    parentId: ref('parent_id').references((): AnyPgColumn => categories.id),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
    status: statusColumn(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex('sys_category_code_uq')
      .on(t.code)
      .where(sql`${t.deletedAt} is null`),
    index('sys_category_parent_idx').on(t.parentId),
  ],
);
