import {
  type DataView,
  type DataViewDetail,
  FORM_PERMISSIONS,
  type Status,
  VIEW_COLUMN_TYPES,
  type ViewColumn,
  type ViewParam,
} from '@org/api-contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { dataViewColumns, dataViews } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { invalidField, notFound } from '../http/api-error';
import { text } from '../i18n/text';
import { auditOf, liveRow } from '../lib/record-helpers';

export type ViewRow = typeof dataViews.$inferSelect;
export type ColumnRow = typeof dataViewColumns.$inferSelect;
type ColumnType = ViewColumn['dataType'];

export function toDataView(row: ViewRow): DataView {
  return {
    id: row.id,
    viewCode: row.viewCode,
    viewName: row.viewName,
    viewComment: row.viewComment,
    viewType: row.viewType === 'TREE' ? 'TREE' : 'VIEW',
    viewStatus: row.viewStatus === 'PUBLISHED' ? 'PUBLISHED' : 'DRAFT',
    appCode: row.appCode,
    datasourceId: row.datasourceId,
    parentViewId: row.parentViewId,
    parentLevelField: row.parentLevelField,
    idField: row.idField,
    status: row.status as Status,
    ...auditOf(row),
  };
}

const isColumnType = (value: string): value is ColumnType =>
  (VIEW_COLUMN_TYPES as readonly string[]).includes(value);

export function toViewColumn(row: ColumnRow): ViewColumn {
  return {
    columnName: row.columnName,
    columnComment: row.columnComment,
    dataType: isColumnType(row.dataType) ? row.dataType : 'string',
    sort: row.sort,
    visible: row.visible,
    queryable: row.queryable,
    sortable: row.sortable,
  };
}

export function toDataViewDetail(row: ViewRow, columns: readonly ColumnRow[]): DataViewDetail {
  return {
    ...toDataView(row),
    sqlText: row.sqlText,
    params: row.params.map((param) => ({
      name: param.name,
      type: param.type as ViewParam['type'],
      required: param.required,
      ...(param.defaultValue === undefined ? {} : { defaultValue: param.defaultValue }),
    })),
    statementTimeoutMs: row.statementTimeoutMs,
    maxRows: row.maxRows,
    columns: columns.map(toViewColumn),
  };
}

/** The column type of a PostgreSQL type OID (answers of a trial run). */
export function columnTypeOf(typeId: number): ColumnType {
  switch (typeId) {
    case 20:
    case 21:
    case 23:
    case 26:
    case 700:
    case 701:
    case 1700:
      return 'number';
    case 16:
      return 'boolean';
    case 1082:
      return 'date';
    case 1114:
    case 1184:
      return 'datetime';
    case 1083:
    case 1266:
      return 'time';
    case 114:
    case 3802:
      return 'json';
    default:
      return 'string';
  }
}

/** A view that is not deleted, or 40004. */
export function liveView(db: Queryable, id: number): Promise<ViewRow> {
  return liveRow(db, dataViews, id, text('view.noun'));
}

export function columnsOf(db: Queryable, viewId: number): Promise<ColumnRow[]> {
  return db
    .select()
    .from(dataViewColumns)
    .where(eq(dataViewColumns.viewId, viewId))
    .orderBy(asc(dataViewColumns.sort), asc(dataViewColumns.id));
}

/**
 * The view a caller asks to run. Holders of the view code may run any view (to try drafts);
 * everybody else only PUBLISHED, enabled ones: others answer 40004, as if absent.
 */
export async function runnableView(
  ctx: AppContext,
  request: FastifyRequest,
  id: number,
): Promise<ViewRow> {
  const row = await liveView(ctx.db, id);
  if (row.viewStatus === 'PUBLISHED' && row.status === 1) return row;
  if (await ctx.grants.has(sessionOf(request).userId, FORM_PERMISSIONS.view)) return row;
  throw notFound(text('view.noun'), id);
}

/** A view id given as a number or as digits; anything else answers 40022 naming `field`. */
export function viewIdOf(value: unknown, field: string): number {
  const id = typeof value === 'string' && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
    throw invalidField(field, text('view.badId'));
  }
  return id;
}
