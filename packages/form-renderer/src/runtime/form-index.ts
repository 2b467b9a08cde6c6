/**
 * Lookups over a definition that the runtime needs at every change: the widget of a model,
 * the columns of a sub-table, the containers around a field. Built once per definition.
 */
import {
  ROW_KEY,
  createTableRow,
  createVisibilityMap,
  isDataBound,
  walkWidgets,
  type FieldWidget,
  type FormDefinition,
  type FormModel,
  type TableWidget,
  type Widget,
} from '@org/form-schema';

export interface FormIndex {
  /** The widget of each model (the first one when a model repeats), containers included. */
  readonly byModel: ReadonlyMap<string, Widget>;
  /** Sub-tables by model, with their columns by column model. */
  readonly tables: ReadonlyMap<string, { table: TableWidget; columns: Map<string, FieldWidget> }>;
  /** Models of the containers (grid, tabs, report, sub-table) around each model, outermost first. */
  readonly ancestors: ReadonlyMap<string, readonly string[]>;
  /** Models hidden by `options.hidden` at load. */
  readonly hiddenAtLoad: readonly string[];
  /** Data-bound top-level models (sub-table columns excluded). */
  readonly dataModels: readonly string[];
  /** Widgets whose choices are remote, keyed like their choices (model or `table.column`). */
  readonly remoteWidgets: ReadonlyMap<string, Widget>;
}

const CONTAINERS = new Set(['grid', 'tabs', 'report', 'table']);

function isRemote(widget: Widget): boolean {
  const options = widget.options as { remote?: unknown } | undefined;
  return options?.remote === true;
}

export function indexDefinition(definition: FormDefinition): FormIndex {
  const byModel = new Map<string, Widget>();
  const tables = new Map<string, { table: TableWidget; columns: Map<string, FieldWidget> }>();
  const ancestors = new Map<string, readonly string[]>();
  const dataModels: string[] = [];
  const remoteWidgets = new Map<string, Widget>();
  const stack: { depth: number; model: string }[] = [];

  walkWidgets(definition.list, (widget, { parent, depth }) => {
    while (stack.length > 0 && (stack[stack.length - 1] as { depth: number }).depth >= depth) {
      stack.pop();
    }
    const model = widget.model;
    if (parent?.type === 'table') {
      const entry = tables.get(parent.model);
      if (entry && model && !entry.columns.has(model)) {
        entry.columns.set(model, widget as FieldWidget);
        if (isRemote(widget)) remoteWidgets.set(`${parent.model}.${model}`, widget);
      }
    }
    if (model && !byModel.has(model)) {
      byModel.set(model, widget);
      ancestors.set(
        model,
        stack.map((item) => item.model),
      );
      if (parent?.type !== 'table') {
        if (isDataBound(widget)) dataModels.push(model);
        if (isRemote(widget)) remoteWidgets.set(model, widget);
      }
    }
    if (widget.type === 'table' && model && !tables.has(model)) {
      tables.set(model, { table: widget, columns: new Map() });
    }
    if (CONTAINERS.has(widget.type) && model) stack.push({ depth, model });
    return true;
  });

  const visible = createVisibilityMap(definition);
  const hiddenAtLoad = Object.keys(visible).filter((model) => visible[model] === false);
  return { byModel, tables, ancestors, hiddenAtLoad, dataModels, remoteWidgets };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Sub-table values as the renderer keeps them: only object rows, each with a row key and
 * every column filled (missing cells take the column default through `createTableRow`).
 * Values of other models are kept as given.
 */
export function completeRows(index: FormIndex, values: FormModel): FormModel {
  let next: FormModel | undefined;
  for (const [model, { table }] of index.tables) {
    if (!Object.hasOwn(values, model)) continue;
    const rows = values[model];
    if (!Array.isArray(rows)) continue;
    let changed = false;
    const completed = rows.filter(isRecord).map((row) => {
      const key = row[ROW_KEY];
      if (typeof key === 'string' && key !== '') return row;
      changed = true;
      const fresh = createTableRow(table);
      return { ...fresh, ...row, [ROW_KEY]: fresh[ROW_KEY] };
    });
    if (!changed && completed.length === rows.length) continue;
    next ??= { ...values };
    next[model] = completed;
  }
  return next ?? values;
}
