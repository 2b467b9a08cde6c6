/**
 * The renderer's starting state: the data model keyed by each widget's model name, and the
 * visibility map per model name (form-designer spec §2, Renderer).
 *
 * Values are fresh copies of the defaults, never the objects held by the definition, so
 * editing the form data cannot change the definition. When two widgets share a model (an
 * imported form may carry duplicates) the first in form order wins; validation reports the
 * duplicate.
 */
import { isDataBound } from './widget-kinds';
import { ROW_KEY } from './constants';
import { copyJson } from './create-widget';
import { defaultIdSource, type IdSource } from './ids';
import { walkWidgets } from './tree';
import type { FormDefinition, FormModel, TableRow, TableWidget, Widget } from './types';

/** Options of `createInitialModel` and `createTableRow`. */
export interface DataModelOptions {
  /** Source of the keys of sub-table rows; a shared process-wide source by default. */
  ids?: IdSource;
}

/**
 * The data-bound widgets in form order, through grids, tabs and reports at any depth. A
 * sub-table is listed, its columns are not (they are part of each row). Widgets with an
 * empty or repeated model are listed too, so callers can report them.
 */
export function dataBoundWidgets(definition: FormDefinition): Widget[] {
  const out: Widget[] = [];
  walkWidgets(definition.list, (widget) => {
    if (isDataBound(widget)) out.push(widget);
    return widget.type === 'table' ? 'skip' : true;
  });
  return out;
}

/**
 * The form data at load: one entry per data-bound widget with a model, holding a copy of its
 * default value.
 *
 * - `blank`: `''`, `{}` or `[]` for `defaultType` String, Object or Array (String when absent).
 * - Sub-table: its default rows, each with a generated row key when it has no text key and every
 *   column model filled with that column's default when missing. Entries that are not
 *   objects are left out. Columns are not entries of their own.
 * - Any other widget: a deep copy of `options.defaultValue`, `null` when there is none.
 *
 * Widgets with an empty model are skipped; of widgets sharing a model, the first wins.
 */
export function createInitialModel(
  definition: FormDefinition,
  options: DataModelOptions = {},
): FormModel {
  const ids = options.ids ?? defaultIdSource;
  const model: FormModel = {};
  for (const widget of dataBoundWidgets(definition)) {
    if (!widget.model || Object.hasOwn(model, widget.model)) continue;
    model[widget.model] = initialValue(widget, ids);
  }
  return model;
}

/** A new sub-table row: a fresh row key plus each column's default value under its model. */
export function createTableRow(table: TableWidget, options: DataModelOptions = {}): TableRow {
  const ids = options.ids ?? defaultIdSource;
  return completeRow({}, table, ids);
}

/**
 * Whether each widget is shown, keyed by model: `true` unless its `options.hidden` is true.
 * Every widget with a model is listed, containers (grids, tabs, reports) and sub-table
 * columns included, so any of them can be shown or hidden by model name at run time. Of
 * widgets sharing a model, the first in form order wins.
 */
export function createVisibilityMap(definition: FormDefinition): Record<string, boolean> {
  const visible: Record<string, boolean> = {};
  walkWidgets(definition.list, (widget) => {
    if (widget.model && !Object.hasOwn(visible, widget.model)) {
      const options = widget.options as { hidden?: unknown } | undefined;
      visible[widget.model] = options?.hidden !== true;
    }
  });
  return visible;
}

function initialValue(widget: Widget, ids: IdSource): unknown {
  switch (widget.type) {
    case 'blank':
      return blankValue(widget.options?.defaultType);
    case 'table':
      return tableRows(widget, ids);
    default: {
      const options = widget.options as { defaultValue?: unknown } | undefined;
      const value = options?.defaultValue;
      return value === undefined ? null : copyJson(value);
    }
  }
}

function blankValue(defaultType: unknown): unknown {
  if (defaultType === 'Object') return {};
  if (defaultType === 'Array') return [];
  return '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function tableRows(table: TableWidget, ids: IdSource): TableRow[] {
  const rows: unknown = table.options?.defaultValue;
  if (!Array.isArray(rows)) return [];
  return rows.filter(isRecord).map((row) => completeRow(copyJson(row), table, ids));
}

/** Gives a row (owned by the caller) a key when it has none and fills missing columns. */
function completeRow(row: Record<string, unknown>, table: TableWidget, ids: IdSource): TableRow {
  const existing = row[ROW_KEY];
  const key = typeof existing === 'string' && existing !== '' ? existing : ids.key();
  const complete: Record<string, unknown> = { ...row, [ROW_KEY]: key };
  for (const column of table.tableColumns ?? []) {
    if (!column.model || !isDataBound(column) || complete[column.model] !== undefined) continue;
    complete[column.model] = initialValue(column, ids);
  }
  return complete as TableRow;
}
