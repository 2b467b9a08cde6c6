/**
 * Normalisation of FormMaking definitions, both generations (basic 1.x and Advanced), into
 * the model of this package. Every step applies to widgets nested anywhere, keeps unknown keys
 * verbatim, never runs code, and is idempotent: normalising twice changes nothing. Parts of the
 * wrong shape are left alone for validation to report.
 */
import { WIDGET_KINDS, defaultTdOptions, isDataBound, isWidgetType } from './widget-kinds';
import { DEFAULT_FORM_CONFIG } from './constants';
import { createCol } from './create-widget';
import { FormOperationError } from './errors';
import { defaultIdSource, type IdSource } from './ids';
import { normalizeReportMarks } from './report-marks';
import { buildRules } from './rules';
import type { FormDefinition, ReportWidget, Widget, WidgetType } from './types';

/** Options of `normalizeDefinition`. */
export interface NormalizeOptions {
  /** Source of the keys given to widgets that have none; a shared source by default. */
  ids?: IdSource;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys and models count as missing when absent, null or empty. */
function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function hasText(value: unknown): boolean {
  return typeof value === 'string' && value !== '';
}

/**
 * A date or time format in element-ui tokens (`yyyy-MM-dd`). Formats written in dayjs tokens
 * (recognised by `Y` or `D`, as in `YYYY-MM-DD`) have their year and day tokens lower-cased.
 */
function elementFormat(format: string): string {
  return /[YD]/.test(format) ? format.replace(/Y/g, 'y').replace(/D/g, 'd') : format;
}

function normalizeOptions(type: WidgetType, given: Json): Json {
  const spec = WIDGET_KINDS[type];
  // `remoteOptions` is a runtime cache of loaded choices, never part of a definition.
  const { remoteOptions: _cache, ...options } = given;
  if (spec.dataBound && options.dataBind === undefined) options.dataBind = true;
  if (spec.remote && options.remoteType === undefined) options.remoteType = 'func';
  // Basic 1.x validated a non-empty dataType or pattern without a switch to turn it off.
  if (hasText(options.dataType) && options.dataTypeCheck === undefined)
    options.dataTypeCheck = true;
  if (hasText(options.pattern) && options.patternCheck === undefined) options.patternCheck = true;
  switch (type) {
    case 'imgupload':
      if (Object.prototype.hasOwnProperty.call(options, 'length')) {
        const { length, ...rest } = options;
        return rest.limit === undefined ? { ...rest, limit: length } : rest;
      }
      break;
    case 'date':
    case 'time':
      if (typeof options.format === 'string') options.format = elementFormat(options.format);
      break;
    case 'number':
      // Basic 1.x wrote '' for "unbounded"; here an absent bound means unbounded.
      for (const bound of ['min', 'max'] as const) if (options[bound] === '') delete options[bound];
      break;
    case 'td': {
      const defaults = defaultTdOptions() as unknown as Json;
      for (const name of Object.keys(defaults)) {
        if (options[name] === undefined) options[name] = defaults[name];
      }
      break;
    }
  }
  return options;
}

/** A basic 1.x grid column `{span, list}` as a `col` widget; other values unchanged. */
function upgradeColumn(column: unknown, ids: IdSource): unknown {
  if (!isObject(column) || column.type !== undefined) return column;
  const { span, list, ...rest } = column;
  const col = createCol(typeof span === 'number' ? span : 24, ids);
  const key = isMissing(rest.key) ? col.key : rest.key;
  return { ...col, ...rest, type: 'col', key, list: list ?? [] };
}

function mapList(list: unknown, map: (item: unknown) => unknown): unknown {
  return Array.isArray(list) ? list.map(map) : list;
}

function normalizeReport(widget: Json, ids: IdSource): Json {
  const rows = mapList(widget.rows, (row) => {
    if (!isObject(row)) return row;
    const columns = mapList(row.columns, (cell) =>
      normalizeWidget(
        isObject(cell) && cell.type === undefined ? { ...cell, type: 'td' } : cell,
        ids,
      ),
    );
    return { ...row, columns };
  });
  const report = { ...widget, rows };
  const wellFormed =
    Array.isArray(rows) &&
    rows.every(
      (row) =>
        isObject(row) &&
        Array.isArray(row.columns) &&
        row.columns.every((cell) => isObject(cell) && isObject(cell.options)),
    );
  if (!wellFormed) return report;
  try {
    return normalizeReportMarks(report as unknown as ReportWidget) as unknown as Json;
  } catch (error) {
    // An inconsistent grid stays as it is; validation names its problems.
    if (error instanceof FormOperationError) return report;
    throw error;
  }
}

function normalizeWidget(value: unknown, ids: IdSource): unknown {
  if (!isObject(value)) return value;
  let widget: Json = { ...value };
  if (isMissing(widget.key)) widget.key = ids.key();
  const type = widget.type;
  if (!isWidgetType(type)) return widget;
  if (widget.options === undefined) widget.options = {};
  if (isObject(widget.options)) widget.options = normalizeOptions(type, widget.options);
  if (isMissing(widget.model) && isDataBound(widget as { type: string })) {
    widget.model = `${type}_${String(widget.key)}`;
  }
  const normalize = (item: unknown) => normalizeWidget(item, ids);
  switch (type) {
    case 'grid':
      widget.columns = mapList(widget.columns, (column) => normalize(upgradeColumn(column, ids)));
      break;
    case 'col':
    case 'td':
      widget.list = mapList(widget.list, normalize);
      break;
    case 'table':
      widget.tableColumns = mapList(widget.tableColumns, normalize);
      break;
    case 'tabs':
      widget.tabs = mapList(widget.tabs, (pane) =>
        isObject(pane) ? { ...pane, list: mapList(pane.list, normalize) } : pane,
      );
      break;
    case 'report':
      widget = normalizeReport(widget, ids);
      break;
  }
  if (widget.rules === undefined && type !== 'col' && type !== 'td' && isObject(widget.options)) {
    widget.rules = buildRules(widget as unknown as Widget);
  }
  return widget;
}

function normalizeConfig(config: unknown): unknown {
  if (config === undefined) return { ...DEFAULT_FORM_CONFIG };
  if (!isObject(config)) return config;
  const out = { ...config };
  for (const [name, value] of Object.entries(DEFAULT_FORM_CONFIG)) {
    if (out[name] === undefined) out[name] = value;
  }
  return out;
}

/**
 * A FormMaking definition (either generation) in the form of this model: config defaults
 * filled, legacy grid columns turned into `col` widgets, imgupload `length` renamed `limit`,
 * dayjs date formats in element-ui tokens, `remoteType` and `dataBind` defaulted, basic 1.x
 * validation switches turned on, empty number bounds removed, report cells completed and their
 * marks recomputed, runtime caches dropped, missing keys, models and rules generated. Unknown
 * keys and script texts are kept verbatim. The result is not validated; the input is not changed.
 */
export function normalizeDefinition(
  json: Readonly<Json> | FormDefinition,
  options: NormalizeOptions = {},
): FormDefinition {
  const ids = options.ids ?? defaultIdSource;
  const out: Json = { ...(json as Readonly<Json>) };
  if (Array.isArray(out.list)) out.list = out.list.map((item) => normalizeWidget(item, ids));
  out.config = normalizeConfig(out.config);
  return out as unknown as FormDefinition;
}
