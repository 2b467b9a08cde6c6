/**
 * A form's submissions as a table: which widgets make columns, how each column may be filtered
 * and sorted, and what a stored value shows as in a cell. The server checks filters and sorts
 * against these columns, the apps build their tables from them: one rule for both.
 */
import { dataBoundWidgets } from './data-model';
import { formatDateText, isSortableDateFormat, isSortableTimeFormat } from './date-text';
import type { CascaderOptionItem, FormDefinition, Widget, WidgetType } from './types';

/**
 * How a column is filtered: `text` by a part of it, `number` and `date` by a range, `choice`
 * and `boolean` by a value.
 */
export type SubmissionFilterKind = 'text' | 'number' | 'date' | 'choice' | 'boolean';

/** A choice of a choice column: its stored value and the text shown for it. */
export interface SubmissionChoice {
  value: string | number | boolean;
  label: string;
  /** The next level of a cascader's choices. */
  children?: SubmissionChoice[];
}

/**
 * Where a choice column's texts come from: the widget's own options, a dictionary (the host
 * looks its items up: `valueKey` and `labelKey` name their fields), or elsewhere (the value
 * itself is shown).
 */
export type SubmissionChoiceSource =
  | { kind: 'static'; choices: readonly SubmissionChoice[] }
  | { kind: 'dict'; dictCode: string; valueKey: string; labelKey: string }
  | { kind: 'remote' };

/** One column of a form's submissions: a data-bound widget of the form. */
export interface SubmissionColumn {
  /** The field's model: the key of its value in the submitted data. */
  model: string;
  /** The widget's label; its model when it has none. */
  label: string;
  type: WidgetType;
  /** How the column is filtered; `null` when it is not. */
  filter: SubmissionFilterKind | null;
  /** Whether the table may be sorted by the column's values. */
  sortable: boolean;
  /** Whether a value is a list (several choices, dates, files or paths). */
  multiple: boolean;
  /** The choices of radio, checkbox, select and cascader columns. */
  choices?: SubmissionChoiceSource;
  /**
   * Date and time columns: the format values are written in (or millisecond numbers), and
   * whether a value is a range (`[from, to]`; a list of dates otherwise when `multiple`).
   */
  date?: { format: string; timestamp: boolean; range: boolean };
}

/** What a cell shows; the host words booleans, files and rows in its language. */
export type SubmissionCell =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'files'; names: string[] }
  | { kind: 'rows'; count: number };

type Options = Record<string, unknown>;

const optionsOf = (widget: Widget): Options => ({ ...widget.options });
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const flag = (value: unknown): boolean => value === true;

const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd';
const DATE_FORMATS: Readonly<Record<string, string>> = {
  year: 'yyyy',
  month: 'yyyy-MM',
  date: DEFAULT_DATE_FORMAT,
  dates: DEFAULT_DATE_FORMAT,
  daterange: DEFAULT_DATE_FORMAT,
  datetime: 'yyyy-MM-dd HH:mm:ss',
  datetimerange: 'yyyy-MM-dd HH:mm:ss',
};

/** Option items as choices, labelled as the renderer shows them (with their children). */
function toChoices(items: unknown, labelled: boolean): SubmissionChoice[] {
  if (!Array.isArray(items)) return [];
  return (items as unknown[])
    .filter((item): item is CascaderOptionItem => item !== null && typeof item === 'object')
    .map((item) => {
      const label = labelled ? item.label || String(item.value) : String(item.value);
      const children = toChoices(item.children, labelled);
      return children.length > 0
        ? { value: item.value, label, children }
        : { value: item.value, label };
    });
}

/**
 * The choices of a choice widget. Static ones are shown as the renderer shows them: by label
 * with `showLabel` (a cascader always), else by value.
 */
function choiceSource(options: Options, alwaysLabelled = false): SubmissionChoiceSource {
  if (flag(options.remote)) {
    const props = (options.props ?? {}) as Options;
    const dictCode = text(options.remoteDict);
    if (options.remoteType === 'dict' && dictCode !== '') {
      return {
        kind: 'dict',
        dictCode,
        valueKey: text(props.value) || 'itemValue',
        labelKey: text(props.label) || 'itemText',
      };
    }
    return { kind: 'remote' };
  }
  return {
    kind: 'static',
    choices: toChoices(options.options, alwaysLabelled || flag(options.showLabel)),
  };
}

/** The column of a widget with a model. */
function columnOf(widget: Widget & { model: string }): SubmissionColumn {
  const options = optionsOf(widget);
  const base = {
    model: widget.model,
    label: text(widget.name).trim() || widget.model,
    type: widget.type,
  };
  const plain = { ...base, filter: null, sortable: false, multiple: false };
  switch (widget.type) {
    case 'input':
    case 'textarea':
      return { ...base, filter: 'text', sortable: true, multiple: false };
    case 'number':
    case 'rate':
      return { ...base, filter: 'number', sortable: true, multiple: false };
    case 'slider':
      return flag(options.range)
        ? { ...plain, multiple: true }
        : { ...base, filter: 'number', sortable: true, multiple: false };
    case 'switch':
      return { ...base, filter: 'boolean', sortable: true, multiple: false };
    case 'radio':
      return {
        ...base,
        filter: 'choice',
        sortable: true,
        multiple: false,
        choices: choiceSource(options),
      };
    case 'checkbox':
      return {
        ...base,
        filter: 'choice',
        sortable: false,
        multiple: true,
        choices: choiceSource(options),
      };
    case 'select': {
      const multiple = flag(options.multiple);
      return {
        ...base,
        filter: 'choice',
        sortable: !multiple,
        multiple,
        choices: choiceSource(options),
      };
    }
    case 'cascader':
      return { ...plain, multiple: flag(options.multiple), choices: choiceSource(options, true) };
    case 'date': {
      const kind = text(options.type) || 'date';
      const format = text(options.format) || DATE_FORMATS[kind] || DEFAULT_DATE_FORMAT;
      const timestamp = flag(options.timestamp);
      const range = flag(options.isRange) || kind.endsWith('range');
      const date = { format, timestamp, range };
      if (range || kind === 'dates') return { ...plain, multiple: true, date };
      const ordered = timestamp || isSortableDateFormat(format);
      return { ...base, filter: ordered ? 'date' : null, sortable: ordered, multiple: false, date };
    }
    case 'time': {
      const format = text(options.format) || 'HH:mm:ss';
      const range = flag(options.isRange);
      const date = { format, timestamp: false, range };
      if (range) return { ...plain, multiple: true, date };
      return { ...plain, sortable: isSortableTimeFormat(format), date };
    }
    case 'imgupload':
    case 'fileupload':
      return { ...plain, multiple: true };
    default:
      return plain;
  }
}

/**
 * The columns of a form's submissions: one per data-bound widget with a model, in form order
 * (through grids, tabs and reports); of widgets sharing a model, the first. A sub-table is one
 * column (its rows are counted), its own columns are not.
 */
export function submissionColumns(definition: FormDefinition): SubmissionColumn[] {
  const columns: SubmissionColumn[] = [];
  const seen = new Set<string>();
  for (const widget of dataBoundWidgets(definition)) {
    const model = widget.model?.trim();
    if (!model || model !== widget.model || seen.has(model)) continue;
    seen.add(model);
    columns.push(columnOf(widget as Widget & { model: string }));
  }
  return columns;
}

/** Whether a value shows as an empty cell: absent, null, blank text, an empty list or object. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

/** A scalar as text; lists and objects as their JSON. */
function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

/** The text of a choice value: its label when known (`1` and `'1'` are one choice). */
function choiceText(
  value: unknown,
  source: SubmissionChoiceSource | undefined,
  labels: ReadonlyMap<string, string> | undefined,
): string {
  const key = plainText(value);
  if (source?.kind === 'static') {
    const found = source.choices.find((choice) => String(choice.value) === key);
    if (found) return found.label;
  }
  return labels?.get(key) ?? key;
}

/** The labels along a cascader path through its static choices. */
function cascaderPath(path: unknown, options: readonly SubmissionChoice[] | undefined): string {
  const steps = Array.isArray(path) ? path : [path];
  let level = options;
  return steps
    .map((step) => {
      const found = level?.find((item) => String(item.value) === plainText(step));
      level = found?.children;
      return found?.label || plainText(step);
    })
    .join(' / ');
}

/** The text of one date or time value: millisecond numbers in the column's format. */
function dateText(value: unknown, date: SubmissionColumn['date']): string {
  if (typeof value === 'number' && Number.isFinite(value) && date) {
    return formatDateText(new Date(value), date.format);
  }
  return plainText(value);
}

/** Rich text without its markup: tags dropped, common entities read, spaces collapsed. */
function richText(html: string): string {
  const entities: Record<string, string> = {
    nbsp: ' ',
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    '#39': "'",
  };
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The name of an uploaded file: its own, else the last part of its key or address. */
function fileName(file: unknown): string {
  if (file === null || typeof file !== 'object') return plainText(file);
  const { name, key, url } = file as Options;
  if (text(name)) return text(name);
  const address = (text(key) || text(url)).replace(/[?#].*$/, '');
  return address.split('/').filter(Boolean).at(-1) ?? address;
}

/**
 * What a submitted value shows as in its column's cell. Choices show their labels (static
 * options; `labels` maps values of dictionary or other remote choices to their texts, as the
 * host looked them up), millisecond dates their text in the column's format, rich text its
 * words, uploads their file names, a sub-table its number of rows, ranges `from ~ to`.
 */
export function submissionCell(
  column: SubmissionColumn,
  value: unknown,
  labels?: ReadonlyMap<string, string>,
): SubmissionCell {
  if (isEmpty(value)) return { kind: 'empty' };
  const list = Array.isArray(value) ? (value as unknown[]) : undefined;
  switch (column.type) {
    case 'radio':
    case 'checkbox':
    case 'select':
      if (list)
        return { kind: 'list', items: list.map((v) => choiceText(v, column.choices, labels)) };
      return { kind: 'text', text: choiceText(value, column.choices, labels) };
    case 'cascader': {
      const options = column.choices?.kind === 'static' ? column.choices.choices : undefined;
      if (column.multiple && list?.every(Array.isArray)) {
        return { kind: 'list', items: list.map((path) => cascaderPath(path, options)) };
      }
      return { kind: 'text', text: cascaderPath(value, options) };
    }
    case 'switch':
      return typeof value === 'boolean'
        ? { kind: 'boolean', value }
        : { kind: 'text', text: plainText(value) };
    case 'date':
    case 'time':
      if (!list) return { kind: 'text', text: dateText(value, column.date) };
      if (column.date?.range === false) {
        return { kind: 'list', items: list.map((v) => dateText(v, column.date)) };
      }
      return { kind: 'text', text: list.map((v) => dateText(v, column.date)).join(' ~ ') };
    case 'slider':
      return { kind: 'text', text: list ? list.map(plainText).join(' ~ ') : plainText(value) };
    case 'editor':
      return typeof value === 'string'
        ? { kind: 'text', text: richText(value) }
        : { kind: 'text', text: plainText(value) };
    case 'imgupload':
    case 'fileupload':
      return list
        ? { kind: 'files', names: list.map(fileName).filter(Boolean) }
        : { kind: 'text', text: plainText(value) };
    case 'table':
      return list ? { kind: 'rows', count: list.length } : { kind: 'text', text: plainText(value) };
    default:
      return { kind: 'text', text: plainText(value) };
  }
}
