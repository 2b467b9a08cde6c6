import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { applications } from './apps';
import { auditColumns, idColumn, ref, softDeleteColumns, statusColumn } from './columns';

/** Data sources of data views. This server runs views on its own database ('default'). */
export const datasources = pgTable(
  'dv_datasource',
  {
    id: idColumn(),
    datasourceCode: varchar('datasource_code', { length: 64 }).notNull(),
    datasourceName: varchar('datasource_name', { length: 100 }).notNull(),
    /** postgres: the platform's own database. */
    dbType: varchar('db_type', { length: 16 }).notNull().default('postgres'),
    status: statusColumn(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex('dv_datasource_code_uq')
      .on(t.datasourceCode)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A declared query parameter of a view: `:name` in the SQL, bound, never concatenated. */
export interface ViewParamSpec {
  name: string;
  /** string, number, boolean or date. */
  type: string;
  required: boolean;
  defaultValue?: string | number | boolean | null;
}

/**
 * Data views: read-only SELECT statements written by administrators. Queries run with bound
 * parameters (`:name` in the SQL) inside a read-only transaction with a statement timeout.
 */
export const dataViews = pgTable(
  'dv_view',
  {
    id: idColumn(),
    appId: ref('app_id').references(() => applications.id),
    appCode: varchar('app_code', { length: 64 }).notNull().default(''),
    datasourceId: ref('datasource_id')
      .notNull()
      .references(() => datasources.id),
    parentViewId: ref('parent_view_id').references((): AnyPgColumn => dataViews.id),
    viewCode: varchar('view_code', { length: 64 }).notNull(),
    viewName: varchar('view_name', { length: 100 }).notNull(),
    viewComment: varchar('view_comment', { length: 200 }).notNull().default(''),
    /** VIEW (a list) or TREE (rows linked by `parent_level_field`). */
    viewType: varchar('view_type', { length: 16 }).notNull().default('VIEW'),
    /** DRAFT or PUBLISHED; designers list PUBLISHED views only. */
    viewStatus: varchar('view_status', { length: 16 }).notNull().default('DRAFT'),
    sqlText: text('sql_text').notNull(),
    params: jsonb('params').$type<ViewParamSpec[]>().notNull().default([]),
    /** Column holding the parent id, for cascaders (`parentLevelField`). */
    parentLevelField: varchar('parent_level_field', { length: 64 }).notNull().default(''),
    idField: varchar('id_field', { length: 64 }).notNull().default('id'),
    statementTimeoutMs: integer('statement_timeout_ms').notNull().default(5000),
    maxRows: integer('max_rows').notNull().default(1000),
    status: statusColumn(),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex('dv_view_code_uq')
      .on(t.viewCode)
      .where(sql`${t.deletedAt} is null`),
    index('dv_view_app_idx').on(t.appCode),
    /** The designer lists the views under a parent (`parentViewId`). */
    index('dv_view_parent_idx').on(t.parentViewId),
  ],
);

/** Columns of a data view, in order. */
export const dataViewColumns = pgTable(
  'dv_view_column',
  {
    id: idColumn(),
    viewId: ref('view_id')
      .notNull()
      .references(() => dataViews.id, { onDelete: 'cascade' }),
    columnName: varchar('column_name', { length: 64 }).notNull(),
    columnComment: varchar('column_comment', { length: 200 }).notNull().default(''),
    dataType: varchar('data_type', { length: 32 }).notNull().default('string'),
    sort: integer('sort').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    queryable: boolean('queryable').notNull().default(false),
    sortable: boolean('sortable').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('dv_view_column_uq').on(t.viewId, t.columnName)],
);

/** Regions of the sample application: provinces, cities and districts, for cascaders. */
export const demoRegions = pgTable(
  'demo_region',
  {
    id: idColumn(),
    parentId: ref('parent_id').references((): AnyPgColumn => demoRegions.id),
    regionCode: varchar('region_code', { length: 16 }).notNull(),
    regionName: varchar('region_name', { length: 100 }).notNull(),
    /** 1 province, 2 city, 3 district. */
    level: integer('level').notNull(),
    sort: integer('sort').notNull().default(0),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('demo_region_code_uq').on(t.regionCode),
    index('demo_region_parent_idx').on(t.parentId),
  ],
);
