/**
 * Values and changes: what a field's control, the sub-table's buttons and `setData` write,
 * and what the host (`onChange`, `onFieldChange`) and the change scripts hear of it. A change
 * checks only the field it touched.
 */
import {
  coerceInputValue,
  coerceModel,
  createTableRow,
  type FormDefinition,
  type Widget,
} from '@org/form-schema';
import type { ScriptHost } from '../scripts/script-host';
import type { FormApi } from './form-api';
import { completeRows, type FormIndex } from './form-index';
import { cellPath, type FormStore } from './form-store';
import type { RuntimeHost } from './runtime-options';

export interface ValuesOptions {
  definition: FormDefinition;
  index: FormIndex;
  store: FormStore;
  host: () => RuntimeHost;
  /** Runs a widget's `onChange` event script. */
  scripts: ScriptHost;
  /** Checks one field, or one cell by its path, and shows its message. */
  validatePath: (key: string, path: string, value: unknown, row?: number) => void;
}

export interface RuntimeValues {
  getValues: FormApi['getValues'];
  getValue: FormApi['getValue'];
  setData: FormApi['setData'];
  changeField(model: string, raw: unknown): void;
  changeCell(table: string, row: number, column: string, raw: unknown): void;
  addRow(table: string): void;
  removeRow(table: string, row: number): void;
}

export function createValues(options: ValuesOptions): RuntimeValues {
  const { definition, index, store, host, scripts, validatePath } = options;

  // The model is read (and so copied on the next change) only when the host listens.
  const emitChange = (field: string, value: unknown) => {
    const current = host();
    const onField = current.onFieldChange?.[field];
    if (!current.onChange && !onField) return;
    const model = store.getValues();
    current.onChange?.(field, value, model);
    onField?.(value, model);
  };

  const runChangeScript = (widget: Widget, args: Record<string, unknown>) => {
    const name = widget.events?.onChange;
    if (name) scripts.runEvent(name, { ...args, model: store.getValues() });
  };

  const rowsOf = (table: string): readonly Record<string, unknown>[] => {
    const rows = store.getValue(table);
    return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
  };

  return {
    getValues: () => store.getValues(),
    getValue: (field) => store.getValue(field),
    setData(values) {
      const before = store.getValues();
      store.setValues(completeRows(index, coerceModel(definition, values)));
      const after = store.getValues();
      for (const field of Object.keys(values)) {
        if (!Object.is(before[field], after[field])) emitChange(field, after[field]);
      }
    },
    changeField(model, raw) {
      const widget = index.byModel.get(model);
      if (!widget) return;
      const value = coerceInputValue(widget, raw);
      if (Object.is(store.getValue(model), value) && Object.hasOwn(store.peekValues(), model))
        return;
      store.setValue(model, value);
      validatePath(model, model, value);
      emitChange(model, value);
      runChangeScript(widget, { field: model, value });
    },
    changeCell(table, row, column, raw) {
      const entry = index.tables.get(table);
      const widget = entry?.columns.get(column);
      const rows = rowsOf(table);
      const current = rows[row];
      if (!widget || !current) return;
      const value = coerceInputValue(widget, raw);
      if (Object.is(current[column], value)) return;
      const next = rows.slice();
      next[row] = { ...current, [column]: value };
      store.setValue(table, next);
      validatePath(`${table}.${column}`, cellPath(table, row, column), value, row);
      emitChange(table, next);
      runChangeScript(widget, { field: column, value, table, rowIndex: row });
    },
    addRow(table) {
      const entry = index.tables.get(table);
      if (!entry) return;
      const next = [...rowsOf(table), createTableRow(entry.table)];
      store.setValue(table, next);
      emitChange(table, next);
    },
    removeRow(table, row) {
      const rows = rowsOf(table);
      if (row < 0 || row >= rows.length) return;
      const next = rows.filter((_, position) => position !== row);
      // Messages are kept by row position; after a removal they would point at other rows.
      store.clearErrors([table]);
      store.setValue(table, next);
      emitChange(table, next);
    },
  };
}
