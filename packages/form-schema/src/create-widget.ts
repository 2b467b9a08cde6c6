import { WIDGET_CATALOGUE, type Locale } from './catalogue';
import { defaultColOptions, defaultTdOptions } from './widget-kinds';
import { defaultIdSource, type IdSource } from './ids';
import { buildRules } from './rules';
import { childSlots, withChildSlot } from './tree';
import type {
  ColWidget,
  ReportRow,
  TabPane,
  TdWidget,
  Widget,
  WidgetOfType,
  WidgetType,
} from './types';

export interface CreateWidgetOptions {
  /** Source of keys and timestamps; a shared process-wide source by default. */
  ids?: IdSource;
  /** Language of the default label; en-US by default. */
  locale?: Locale;
  /** Label instead of the catalogue's default. */
  name?: string;
}

/** Rows and columns of a new report. */
export const NEW_REPORT_SIZE = Object.freeze({ rows: 2, columns: 2 });

interface Identity {
  key: string;
  model: string;
  remoteFunc: string;
  remoteOption: string;
}

function newIdentity(type: WidgetType, ids: IdSource): Identity {
  const timestamp = ids.timestamp();
  return {
    key: ids.key(),
    model: `${type}_${timestamp}`,
    remoteFunc: `func_${timestamp}`,
    remoteOption: `option_${timestamp}`,
  };
}

/** A new grid column (span 24 unless given). */
export function createCol(span = 24, ids: IdSource = defaultIdSource): ColWidget {
  const id = newIdentity('col', ids);
  return {
    type: 'col',
    // The catalogue's icon and English name of `col`, written out so that normalising a
    // FormMaking grid (which makes columns) does not load the whole catalogue.
    icon: 'icon-col',
    key: id.key,
    model: id.model,
    name: 'Column',
    options: defaultColOptions(span),
    list: [],
  };
}

/** A new report cell. */
export function createTd(ids: IdSource = defaultIdSource): TdWidget {
  const id = newIdentity('td', ids);
  return {
    type: 'td',
    icon: WIDGET_CATALOGUE.td.icon,
    key: id.key,
    model: id.model,
    name: WIDGET_CATALOGUE.td.names['en-US'],
    options: defaultTdOptions(),
    list: [],
  };
}

/** A new report row of `columns` fresh cells. */
export function createReportRow(columns: number, ids: IdSource = defaultIdSource): ReportRow {
  return { columns: Array.from({ length: columns }, () => createTd(ids)) };
}

/** A new tab pane named `tab_{n}`. */
export function createTabPane(n: number): TabPane {
  return { label: `Tab ${n}`, name: `tab_${n}`, list: [] };
}

/**
 * A new widget of the given type with the catalogue's default options: a fresh 8-character
 * key, the model `{type}_{timestamp}` and the names `func_{timestamp}`/`option_{timestamp}`.
 */
export function createWidget<T extends WidgetType>(
  type: T,
  options: CreateWidgetOptions = {},
): WidgetOfType<T> {
  const spec = WIDGET_CATALOGUE[type];
  if (!spec) throw new TypeError(`Unknown widget type "${String(type)}"`);
  const ids = options.ids ?? defaultIdSource;
  if (type === 'col') return createCol(24, ids) as WidgetOfType<T>;
  if (type === 'td') return createTd(ids) as WidgetOfType<T>;
  const id = newIdentity(type, ids);
  const widget: Record<string, unknown> = {
    type,
    icon: spec.icon,
    key: id.key,
    model: id.model,
    name: options.name ?? spec.names[options.locale ?? 'en-US'],
    options: spec.defaultOptions({ remoteFunc: id.remoteFunc, remoteOption: id.remoteOption }),
    rules: [],
  };
  if (spec.dataBound) widget.events = { onChange: '' };
  switch (type) {
    case 'grid':
      widget.columns = [createCol(12, ids), createCol(12, ids)];
      break;
    case 'tabs':
      widget.tabs = [createTabPane(1), createTabPane(2)];
      break;
    case 'report':
      widget.rows = Array.from({ length: NEW_REPORT_SIZE.rows }, () =>
        createReportRow(NEW_REPORT_SIZE.columns, ids),
      );
      break;
    case 'table':
      widget.tableColumns = [];
      break;
    case 'custom':
      widget.el = '';
      break;
  }
  const created = widget as unknown as Widget;
  return { ...created, rules: buildRules(created) } as WidgetOfType<T>;
}

const GENERATED_FUNC = /^func_\d+$/;
const GENERATED_OPTION = /^option_\d+$/;

/** The property that holds each container's children. */
const SLOT_PROPERTY: Partial<Record<WidgetType, string>> = {
  grid: 'columns',
  col: 'list',
  td: 'list',
  tabs: 'tabs',
  report: 'rows',
  table: 'tableColumns',
};

/** Deep copy of JSON-like data (widgets are plain JSON). */
export function copyJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyJson) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      // An own "__proto__" key (JSON.parse makes one) must stay a key, not become the prototype.
      if (k === '__proto__') {
        Object.defineProperty(out, k, {
          value: copyJson(v),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else out[k] = copyJson(v);
    }
    return out as T;
  }
  return value;
}

/**
 * A deep copy of a widget in which the widget and every nested descendant get a fresh key and
 * model (`{type}_{timestamp}`). Generated `func_`/`option_` names are renewed with the model;
 * names chosen by hand (pointing at host functions) are kept. Rules are copied.
 */
export function reidentify<W extends Widget>(widget: W, ids: IdSource = defaultIdSource): W {
  const id = newIdentity(widget.type, ids);
  const slotProperty = SLOT_PROPERTY[widget.type];
  const copy: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(widget)) {
    copy[name] = name === slotProperty ? value : copyJson(value);
  }
  copy.key = id.key;
  copy.model = id.model;
  const options = copy.options as Record<string, unknown>;
  if (typeof options.remoteFunc === 'string' && GENERATED_FUNC.test(options.remoteFunc)) {
    options.remoteFunc = id.remoteFunc;
  }
  if (typeof options.remoteOption === 'string' && GENERATED_OPTION.test(options.remoteOption)) {
    options.remoteOption = id.remoteOption;
  }
  let result = copy as unknown as W;
  const slots = childSlots(widget);
  for (let slot = 0; slot < slots.length; slot++) {
    const children = (slots[slot] as Widget[]).map((child) => reidentify(child, ids));
    result = withChildSlot(result, slot, children) as W;
  }
  return result;
}
