/**
 * Numeric coercion: "a number input with type checking on and dataType number, integer or
 * float becomes numeric". Only text written in plain decimal notation becomes a number; any
 * other value is kept as it is, so the type rule reports it.
 */
import { isDataBound } from './widget-kinds';
import { walkWidgets } from './tree';
import type { FormDefinition, FormModel, Widget } from './types';

const NUMERIC_TYPES: ReadonlySet<string> = new Set(['number', 'integer', 'float']);

/** Optional sign, digits with an optional fraction (or a bare fraction), optional exponent. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** Whether the widget's value is coerced to a number: an input with a checked numeric dataType. */
export function coercesToNumber(widget: Widget): boolean {
  if (widget.type !== 'input') return false;
  const { dataTypeCheck, dataType } = widget.options;
  return Boolean(dataTypeCheck) && NUMERIC_TYPES.has(dataType);
}

/**
 * The value a widget stores for raw input. For an input with `dataTypeCheck` and dataType
 * number, integer or float, a text that is a decimal number once trimmed (`' 12 '`, `-1.5`,
 * `2e3`) becomes that number; empty text, hexadecimal, `Infinity`, thousands separators and
 * non-text values are returned unchanged. Other widgets return `raw` unchanged.
 */
export function coerceInputValue(widget: Widget, raw: unknown): unknown {
  if (typeof raw !== 'string' || !coercesToNumber(widget)) return raw;
  const text = raw.trim();
  if (!DECIMAL.test(text)) return raw;
  const number = Number(text);
  return Number.isFinite(number) ? number : raw;
}

interface CoercedColumn {
  model: string;
  widget: Widget;
}

function coerceRows(rows: unknown, columns: readonly CoercedColumn[]): unknown {
  if (!Array.isArray(rows)) return rows;
  let changed = false;
  const next = rows.map((row: unknown) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) return row;
    const cells = row as Record<string, unknown>;
    let copy: Record<string, unknown> | undefined;
    for (const { model, widget } of columns) {
      if (!Object.hasOwn(cells, model)) continue;
      const value = coerceInputValue(widget, cells[model]);
      if (Object.is(value, cells[model])) continue;
      copy ??= { ...cells };
      copy[model] = value;
    }
    if (!copy) return row;
    changed = true;
    return copy;
  });
  return changed ? next : rows;
}

/**
 * The form data with `coerceInputValue` applied to every coerced field: top-level fields and
 * the cells of sub-table rows. Only changed rows and the changed table arrays are copied; the
 * same model object is returned when nothing changed.
 */
export function coerceModel(definition: FormDefinition, model: FormModel): FormModel {
  const fields: CoercedColumn[] = [];
  const tables = new Map<string, CoercedColumn[]>();
  walkWidgets(definition.list, (widget, { parent }) => {
    if (!isDataBound(widget) || !widget.model) return widget.type === 'table' ? 'skip' : true;
    if (!coercesToNumber(widget)) return true;
    if (parent?.type === 'table') {
      const columns = tables.get(parent.model) ?? [];
      columns.push({ model: widget.model, widget });
      tables.set(parent.model, columns);
    } else {
      fields.push({ model: widget.model, widget });
    }
    return true;
  });

  let next: FormModel | undefined;
  const set = (key: string, value: unknown) => {
    next ??= { ...model };
    next[key] = value;
  };
  for (const { model: key, widget } of fields) {
    if (!Object.hasOwn(model, key)) continue;
    const value = coerceInputValue(widget, model[key]);
    if (!Object.is(value, model[key])) set(key, value);
  }
  for (const [key, columns] of tables) {
    if (!Object.hasOwn(model, key)) continue;
    const rows = coerceRows(model[key], columns);
    if (rows !== model[key]) set(key, rows);
  }
  return next ?? model;
}
