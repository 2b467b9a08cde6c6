import type { CallError } from '@org/app-kit';
import type { ViewCreate, ViewDetail } from '../api/dataview-api';

export type ParamType = ViewDetail['params'][number]['type'];
export type ColumnType = ViewDetail['columns'][number]['dataType'];
export type ViewTypeName = ViewDetail['viewType'];
export type ViewStatusName = ViewDetail['viewStatus'];

/** A parameter as the editor holds it: the default as typed. */
export interface ParamDraft {
  name: string;
  type: ParamType;
  required: boolean;
  defaultValue: string;
}

/** A column of the view's answer with the settings the editor changes. */
export interface ColumnDraft {
  columnName: string;
  dataType: ColumnType;
  columnComment: string;
  visible: boolean;
  queryable: boolean;
  sortable: boolean;
}

/** A view as the editor holds it: numbers as typed, so a bad one reaches the server's check. */
export interface ViewDraft {
  viewCode: string;
  viewName: string;
  viewComment: string;
  viewType: ViewTypeName;
  viewStatus: ViewStatusName;
  datasourceId: number | null;
  sqlText: string;
  idField: string;
  parentLevelField: string;
  statementTimeoutMs: string;
  maxRows: string;
  enabled: boolean;
  params: ParamDraft[];
  columns: ColumnDraft[];
}

/** A new view's draft (the server's own defaults for the limits). */
export function emptyDraft(datasourceId: number | null = null): ViewDraft {
  return {
    viewCode: '',
    viewName: '',
    viewComment: '',
    viewType: 'VIEW',
    viewStatus: 'DRAFT',
    datasourceId,
    sqlText: '',
    idField: 'id',
    parentLevelField: '',
    statementTimeoutMs: '5000',
    maxRows: '1000',
    enabled: true,
    params: [],
    columns: [],
  };
}

const textOf = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value);

/** The draft of a stored view. */
export function draftOf(view: ViewDetail): ViewDraft {
  return {
    viewCode: view.viewCode,
    viewName: view.viewName,
    viewComment: view.viewComment,
    viewType: view.viewType,
    viewStatus: view.viewStatus,
    datasourceId: view.datasourceId,
    sqlText: view.sqlText,
    idField: view.idField,
    parentLevelField: view.parentLevelField,
    statementTimeoutMs: String(view.statementTimeoutMs),
    maxRows: String(view.maxRows),
    enabled: view.status === 1,
    params: view.params.map((param) => ({
      name: param.name,
      type: param.type,
      required: param.required,
      defaultValue: textOf(param.defaultValue),
    })),
    columns: view.columns.map((column) => ({
      columnName: column.columnName,
      dataType: column.dataType,
      columnComment: column.columnComment,
      visible: column.visible,
      queryable: column.queryable,
      sortable: column.sortable,
    })),
  };
}

/** Settings the server gives a column it is sent none for: no label, shown, nothing else. */
const isDefaultColumn = (column: ColumnDraft) =>
  column.columnComment.trim() === '' && column.visible && !column.queryable && !column.sortable;

/**
 * A typed value as the parameter's type reads it: numbers and booleans converted when they
 * read as such (otherwise sent as typed, for the server to name the problem); empty is absent.
 */
export function paramValue(type: ParamType, text: string): string | number | boolean | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (type === 'number') {
    const number = Number(trimmed);
    return Number.isFinite(number) ? number : trimmed;
  }
  if (type === 'boolean') {
    if (trimmed === 'true') return true;
    if (trimmed === 'false') return false;
  }
  return type === 'string' ? text : trimmed;
}

/** A limit as typed: a number when it reads as one, else the text (the server refuses it). */
function limitOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return (Number.isFinite(number) ? number : trimmed) as number;
}

/** The body that creates (or, with an id, changes) a view of the application `appCode`. */
export function bodyOf(draft: ViewDraft, appCode: string): ViewCreate {
  const timeout = limitOf(draft.statementTimeoutMs);
  const maxRows = limitOf(draft.maxRows);
  return {
    viewCode: draft.viewCode.trim(),
    viewName: draft.viewName.trim(),
    viewComment: draft.viewComment.trim(),
    viewType: draft.viewType,
    viewStatus: draft.viewStatus,
    appCode,
    datasourceId: (draft.datasourceId ?? 0) as number,
    sqlText: draft.sqlText,
    idField: draft.idField.trim(),
    parentLevelField: draft.parentLevelField.trim(),
    status: draft.enabled ? 1 : 0,
    ...(timeout === undefined ? {} : { statementTimeoutMs: timeout }),
    ...(maxRows === undefined ? {} : { maxRows }),
    params: draft.params.map((param) => {
      const value = paramValue(param.type, param.defaultValue);
      return {
        name: param.name.trim(),
        type: param.type,
        required: param.required,
        ...(value === undefined ? {} : { defaultValue: value }),
      };
    }),
    // Only settings that differ from the defaults: a column the changed SQL no longer answers
    // is then refused only while it still has a label or a switch set.
    columns: draft.columns
      .filter((column) => !isDefaultColumn(column))
      .map((column) => ({
        columnName: column.columnName,
        columnComment: column.columnComment.trim(),
        visible: column.visible,
        queryable: column.queryable,
        sortable: column.sortable,
      })),
  };
}

/**
 * A refusal's field problems with the column indexes of the sent body (which leaves out columns
 * with default settings) turned into those of the draft.
 */
export function draftColumnProblems(
  problems: Readonly<Record<string, string>>,
  draft: ViewDraft,
): Record<string, string> {
  const sent = draft.columns.flatMap((column, index) => (isDefaultColumn(column) ? [] : [index]));
  return Object.fromEntries(
    Object.entries(problems).map(([field, message]) => {
      const match = /^columns\[(\d+)\](.*)$/.exec(field);
      const index = match ? sent[Number(match[1])] : undefined;
      return [index === undefined ? field : `columns[${index}]${match?.[2] ?? ''}`, message];
    }),
  );
}

/**
 * The `:name` parameters an SQL text uses, in order, each once: outside quotes and comments,
 * and not `::type` casts (the server's check reads the text the same way).
 */
export function sqlParamNames(sql: string): string[] {
  const names: string[] = [];
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    const next = sql[i + 1] ?? '';
    if (c === "'" || c === '"') {
      const end = sql.indexOf(c, i + 1);
      i = end === -1 ? sql.length : end + 1;
    } else if (c === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
    } else if (c === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
    } else if (c === ':' && next === ':') {
      i += 2;
    } else if (c === ':' && /[A-Za-z_]/.test(next)) {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(i + 1));
      const name = match?.[0] ?? '';
      if (!names.includes(name)) names.push(name);
      i += 1 + name.length;
    } else {
      i += 1;
    }
  }
  return names;
}

/** The draft's parameters with those the SQL uses but does not declare added (as text). */
export function withSqlParams(params: readonly ParamDraft[], sql: string): ParamDraft[] {
  const declared = new Set(params.map((param) => param.name.trim()));
  const added = sqlParamNames(sql)
    .filter((name) => !declared.has(name))
    .map((name): ParamDraft => ({ name, type: 'string', required: false, defaultValue: '' }));
  return [...params, ...added];
}

/**
 * Every field error of a refusal, by field without `body.` (`sqlText`, `params[1].name`),
 * several messages of one field joined.
 */
export function fieldProblems(error: CallError | undefined): Record<string, string> {
  const found: Record<string, string> = {};
  const list = (error?.data as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(list)) return found;
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    if (typeof item.field !== 'string' || typeof item.message !== 'string') continue;
    const name = item.field.replace(/^(body|query)\./, '');
    found[name] = found[name] ? `${found[name]}; ${item.message}` : item.message;
  }
  return found;
}

/** The parameter values of a run as the query route reads them (`[{ name, value }]`). */
export function runParamText(
  params: readonly { name: string; type: ParamType }[],
  values: Readonly<Record<string, string>>,
): string {
  const given = params.flatMap((param) => {
    const value = paramValue(param.type, values[param.name] ?? '');
    return value === undefined ? [] : [{ name: param.name, value }];
  });
  return JSON.stringify(given);
}
