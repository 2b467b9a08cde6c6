import type { ViewColumnInput, ViewCreate } from '@org/api-contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { applications, type dataViewColumns, dataViews, datasources } from '../db/schema/index';
import type { ViewParamSpec } from '../db/schema/index';
import { sqlErrorCode, sqlErrorMessage } from '../db/sql-errors';
import { type FieldProblem, invalidField, validationFailed } from '../http/api-error';
import { type Text, text } from '../i18n/text';
import { type CheckedSql, checkViewSql, isSecretName } from './sql-guard';
import { INSUFFICIENT_PRIVILEGE, privilegeProblem } from './view-access';
import { coerceParamValue } from './view-params';
import { columnTypeOf } from './view-records';
import { ViewTimeoutError } from '../db/types';
import { describeView, statementOf, type ViewField } from './view-runner';

/** Deepest chain of parent views followed when looking for a cycle. */
const MAX_PARENT_DEPTH = 50;

/** Everything a saved view holds, after merging a change with the stored view. */
export type ViewDraft = Required<Omit<ViewCreate, 'columns' | 'parentViewId' | 'params'>> & {
  parentViewId: number | null;
  params: ViewParamSpec[];
  /** Column settings to apply, by name. */
  columns: ViewColumnInput[];
  /** False when `columns` are the stored settings: those of vanished columns are dropped. */
  columnsGiven: boolean;
};

/** The values of a checked view: its row and its columns. */
export interface PreparedView {
  values: Omit<typeof dataViews.$inferInsert, 'createdAt' | 'updatedAt'>;
  columns: Omit<typeof dataViewColumns.$inferInsert, 'viewId' | 'createdAt' | 'updatedAt'>[];
}

async function checkReferences(
  ctx: AppContext,
  draft: ViewDraft,
  selfId: number | undefined,
  errors: FieldProblem[],
): Promise<number | null> {
  const { db } = ctx;
  let appId: number | null = null;
  if (draft.appCode !== '') {
    const [app] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.appCode, draft.appCode), isNull(applications.deletedAt)));
    if (app) appId = app.id;
    else errors.push({ field: 'body.appCode', message: text('view.noApp') });
  }
  const [source] = await db
    .select()
    .from(datasources)
    .where(and(eq(datasources.id, draft.datasourceId), isNull(datasources.deletedAt)));
  if (!source || source.status !== 1 || source.dbType !== 'postgres') {
    errors.push({ field: 'body.datasourceId', message: text('datasource.notEnabled') });
  }
  let parent = draft.parentViewId;
  for (let depth = 0; parent !== null && depth < MAX_PARENT_DEPTH; depth++) {
    if (parent === selfId) {
      errors.push({ field: 'body.parentViewId', message: text('view.ownAncestor') });
      break;
    }
    const [row] = await db
      .select({ parentViewId: dataViews.parentViewId })
      .from(dataViews)
      .where(and(eq(dataViews.id, parent), isNull(dataViews.deletedAt)));
    if (!row) {
      if (depth === 0) errors.push({ field: 'body.parentViewId', message: text('view.noParent') });
      break;
    }
    parent = row.parentViewId;
  }
  return appId;
}

function checkParams(draft: ViewDraft, errors: FieldProblem[]): void {
  const seen = new Set<string>();
  draft.params.forEach((param, index) => {
    if (seen.has(param.name)) {
      errors.push({
        field: `body.params[${index}].name`,
        message: text('view.paramDeclaredTwice'),
      });
    }
    seen.add(param.name);
    const coerced = coerceParamValue(param, param.defaultValue);
    if ('error' in coerced) {
      errors.push({ field: `body.params[${index}].defaultValue`, message: coerced.error });
    }
  });
}

function checkSql(draft: ViewDraft, errors: FieldProblem[]): CheckedSql | undefined {
  const check = checkViewSql(draft.sqlText);
  if (!check.ok) {
    errors.push(
      ...check.problems.map((detail) => ({
        field: 'body.sqlText',
        message: text('view.sqlProblem', { detail }),
      })),
    );
    return undefined;
  }
  const declared = draft.params.map((param) => param.name);
  for (const name of check.sql.params) {
    if (!declared.includes(name)) {
      errors.push({
        field: 'body.params',
        message: text('view.paramUndeclared', { name }),
      });
    }
  }
  declared.forEach((name, index) => {
    if (!check.sql.params.includes(name)) {
      errors.push({ field: `body.params[${index}].name`, message: text('view.paramUnused') });
    }
  });
  return check.sql;
}

/**
 * Tries the statement without reading rows, as the view role; its refusal is reported on the
 * SQL (a privilege refusal says what views may not read and what to write instead).
 */
async function trial(ctx: AppContext, checked: CheckedSql, draft: ViewDraft): Promise<ViewField[]> {
  const values = new Map<string, unknown>();
  for (const param of draft.params) {
    const coerced = coerceParamValue(param, param.defaultValue);
    values.set(param.name, 'value' in coerced ? coerced.value : null);
  }
  const trialTimeout = text('view.trialTimeout', { timeoutMs: draft.statementTimeoutMs });
  try {
    return await describeView(ctx.database, statementOf(checked, values), draft.statementTimeoutMs);
  } catch (error) {
    if (error instanceof ViewTimeoutError) {
      throw invalidField('body.sqlText', trialTimeout);
    }
    const code = sqlErrorCode(error);
    if (code === undefined) throw error;
    const reason = sqlErrorMessage(error);
    let message: Text = text('view.databaseRefused', { reason });
    if (code === '57014') message = trialTimeout;
    if (code === INSUFFICIENT_PRIVILEGE) {
      message = text('view.sqlProblem', { detail: privilegeProblem(reason) });
    }
    throw invalidField('body.sqlText', message);
  }
}

function checkFields(fields: readonly ViewField[], draft: ViewDraft, errors: FieldProblem[]): void {
  const names = fields.map((field) => field.name);
  const seen = new Set<string>();
  for (const name of names) {
    if (name === '?column?') {
      errors.push({
        field: 'body.sqlText',
        message: text('view.unnamedColumn'),
      });
    } else if (seen.has(name)) {
      errors.push({ field: 'body.sqlText', message: text('view.columnTwice', { name }) });
    } else if (isSecretName(name)) {
      errors.push({
        field: 'body.sqlText',
        message: text('view.secret', { name }),
      });
    }
    seen.add(name);
  }
  const needs = (field: string, value: string) => {
    if (!names.includes(value)) {
      errors.push({ field, message: text('view.notColumn', { columns: names }) });
    }
  };
  if (draft.viewType === 'TREE') {
    if (draft.parentLevelField === '') {
      errors.push({ field: 'body.parentLevelField', message: text('view.treeNeeds') });
    } else needs('body.parentLevelField', draft.parentLevelField);
    needs('body.idField', draft.idField);
  } else if (draft.parentLevelField !== '') {
    needs('body.parentLevelField', draft.parentLevelField);
  }
  draft.columns.forEach((column, index) => {
    if (draft.columnsGiven && !names.includes(column.columnName)) {
      errors.push({
        field: `body.columns[${index}].columnName`,
        message: text('view.notColumn', { columns: names }),
      });
    }
  });
}

/**
 * Checks a view before it is saved: references (application, data source, parent without
 * cycles), declared parameters against the `:name`s of the SQL, the SQL itself
 * (`checkViewSql`), then a trial run that must succeed and gives the columns. Every problem
 * found answers 40022 naming its field.
 */
export async function prepareView(
  ctx: AppContext,
  draft: ViewDraft,
  selfId?: number,
): Promise<PreparedView> {
  const errors: FieldProblem[] = [];
  const appId = await checkReferences(ctx, draft, selfId, errors);
  checkParams(draft, errors);
  const checked = checkSql(draft, errors);
  if (errors.length > 0 || !checked) throw validationFailed(errors);
  const fields = await trial(ctx, checked, draft);
  checkFields(fields, draft, errors);
  if (errors.length > 0) throw validationFailed(errors);
  const settings = new Map(draft.columns.map((column) => [column.columnName, column]));
  return {
    values: {
      appId,
      appCode: draft.appCode,
      datasourceId: draft.datasourceId,
      parentViewId: draft.parentViewId,
      viewCode: draft.viewCode,
      viewName: draft.viewName.trim(),
      viewComment: draft.viewComment,
      viewType: draft.viewType,
      viewStatus: draft.viewStatus,
      sqlText: draft.sqlText,
      params: draft.params,
      parentLevelField: draft.parentLevelField,
      idField: draft.idField,
      statementTimeoutMs: draft.statementTimeoutMs,
      maxRows: draft.maxRows,
      status: draft.status,
    },
    columns: fields.map((field, index) => {
      const given = settings.get(field.name);
      return {
        columnName: field.name,
        columnComment: given?.columnComment ?? '',
        dataType: columnTypeOf(field.typeId),
        sort: index + 1,
        visible: given?.visible ?? true,
        queryable: given?.queryable ?? false,
        sortable: given?.sortable ?? false,
      };
    }),
  };
}
