/**
 * Filters on the fields of a form's submissions: their shapes, which one fits which column,
 * and the checks a server runs before a filter reaches its database. Each column has one
 * operation: text columns `contains`, number columns `between`, date columns `dateBetween`
 * (days; `between` in milliseconds when values are timestamps), choice and switch columns
 * `equals` (a list value matches when it holds the value).
 */
import type { Locale } from './catalogue';
import { formatDateText, parseDay } from './date-text';
import type { SubmissionColumn } from './submission-columns';

/** The operations of field filters. */
export const SUBMISSION_FILTER_OPS = Object.freeze([
  'contains',
  'between',
  'dateBetween',
  'equals',
] as const);
export type SubmissionFilterOp = (typeof SUBMISSION_FILTER_OPS)[number];

/** Longest text a `contains` filter looks for. */
export const FILTER_TEXT_MAX = 100;

/** A filter on one field of the submitted data. Days are `YYYY-MM-DD`, both bounds included. */
export type SubmissionFieldFilter =
  | { model: string; op: 'contains'; value: string }
  | { model: string; op: 'between'; min?: number; max?: number }
  | { model: string; op: 'dateBetween'; from?: string; to?: string }
  | { model: string; op: 'equals'; value: string | number | boolean };

/** A filter as a request carries it, not yet checked. */
export interface FieldFilterInput {
  model: string;
  op: string;
  value?: unknown;
  min?: unknown;
  max?: unknown;
  from?: unknown;
  to?: unknown;
}

/** The part of a filter a check refuses. */
export type FieldFilterPart = 'model' | 'op' | 'value' | 'min' | 'max' | 'from' | 'to';

/**
 * A filter checked against the form's columns: the filter and its column, or why not (in
 * English as `message`, and in each language as `texts`).
 */
export type FieldFilterCheck =
  | { ok: true; filter: SubmissionFieldFilter; column: SubmissionColumn }
  | {
      ok: false;
      part: FieldFilterPart;
      message: string;
      texts: Readonly<Record<Locale, string>>;
    };

/** The operation that filters a column; `null` when the column is not filtered. */
export function filterOpOf(column: SubmissionColumn): SubmissionFilterOp | null {
  switch (column.filter) {
    case 'text':
      return 'contains';
    case 'number':
      return 'between';
    case 'date':
      return column.date?.timestamp ? 'between' : 'dateBetween';
    case 'choice':
    case 'boolean':
      return 'equals';
    default:
      return null;
  }
}

const refuse = (part: FieldFilterPart, en: string, zh: string) =>
  ({ ok: false, part, message: en, texts: { 'en-US': en, 'zh-CN': zh } }) as const;

/** What a range's bound must be, in each language. */
type What = readonly [en: string, zh: string];

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A value a choice may have: a text that is not empty, a number or a boolean. */
const isChoiceValue = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' ? value !== '' : isNumber(value) || typeof value === 'boolean';

/** A range's bounds: each absent or of the right kind, at least one, the lower first. */
function checkRange<T extends number | string>(
  parts: readonly [FieldFilterPart, FieldFilterPart],
  bounds: readonly [unknown, unknown],
  read: (value: unknown) => T | undefined,
  [what, whatZh]: What,
): { ok: true; low?: T; high?: T } | Extract<FieldFilterCheck, { ok: false }> {
  const [low, high] = bounds.map((bound) => (bound === undefined ? undefined : read(bound)));
  for (const [i, bound] of bounds.entries()) {
    if (bound !== undefined && (i === 0 ? low : high) === undefined) {
      return refuse(parts[i] ?? 'value', `must be ${what}`, `应为${whatZh}`);
    }
  }
  if (low === undefined && high === undefined) {
    return refuse(
      parts[0],
      `give ${parts[0]}, ${parts[1]} or both`,
      `请给出 ${parts[0]}、${parts[1]} 或两者`,
    );
  }
  if (low !== undefined && high !== undefined && high < low) {
    return refuse(parts[1], `may not be before ${parts[0]}`, `不能早于 ${parts[0]}`);
  }
  return {
    ok: true,
    ...(low === undefined ? {} : { low }),
    ...(high === undefined ? {} : { high }),
  };
}

/**
 * Checks a filter against the columns of the form: the field exists and is filtered by that
 * operation, and the values fit it. Messages name what is wrong, in each language (the server
 * answers them under `…fieldFilters[i].<part>`).
 */
export function checkFieldFilter(
  columns: readonly SubmissionColumn[],
  input: FieldFilterInput,
): FieldFilterCheck {
  const column = columns.find((each) => each.model === input.model);
  if (!column) {
    return refuse(
      'model',
      `the form has no field "${input.model}"`,
      `表单没有字段“${input.model}”`,
    );
  }
  const op = filterOpOf(column);
  if (op === null) {
    return refuse(
      'model',
      `field "${column.model}" (${column.type}) cannot be filtered`,
      `字段“${column.model}”（${column.type}）不能用于筛选`,
    );
  }
  if (input.op !== op) {
    return refuse(
      'op',
      `field "${column.model}" is filtered with "${op}", not "${input.op}"`,
      `字段“${column.model}”的筛选方式是“${op}”，不是“${input.op}”`,
    );
  }
  const model = column.model;
  switch (op) {
    case 'contains': {
      const value = typeof input.value === 'string' ? input.value.trim() : '';
      if (value === '') return refuse('value', 'must be a text to look for', '应为要查找的文本');
      if ([...value].length > FILTER_TEXT_MAX) {
        return refuse(
          'value',
          `may have at most ${FILTER_TEXT_MAX} characters`,
          `最多 ${FILTER_TEXT_MAX} 个字符`,
        );
      }
      return { ok: true, column, filter: { model, op, value } };
    }
    case 'between': {
      const what: What =
        column.filter === 'date'
          ? ['a time in milliseconds', '以毫秒计的时间']
          : ['a number', '数字'];
      const range = checkRange(
        ['min', 'max'],
        [input.min, input.max],
        (v) => (isNumber(v) ? v : undefined),
        what,
      );
      if (!range.ok) return range;
      const filter: SubmissionFieldFilter = { model, op };
      if (range.low !== undefined) filter.min = range.low;
      if (range.high !== undefined) filter.max = range.high;
      return { ok: true, column, filter };
    }
    case 'dateBetween': {
      const day = (v: unknown) => (typeof v === 'string' && parseDay(v) ? v : undefined);
      const range = checkRange(['from', 'to'], [input.from, input.to], day, [
        'a day (YYYY-MM-DD)',
        '日期（YYYY-MM-DD）',
      ]);
      if (!range.ok) return range;
      const filter: SubmissionFieldFilter = { model, op };
      if (range.low !== undefined) filter.from = range.low;
      if (range.high !== undefined) filter.to = range.high;
      return { ok: true, column, filter };
    }
    default: {
      const { value } = input;
      if (column.filter === 'boolean') {
        if (typeof value !== 'boolean') {
          return refuse('value', 'must be true or false', '应为 true 或 false');
        }
        return { ok: true, column, filter: { model, op, value } };
      }
      if (!isChoiceValue(value)) {
        return refuse(
          'value',
          'must be a choice’s value (text, number or true/false)',
          '应为选项的值（文本、数字或 true/false）',
        );
      }
      return { ok: true, column, filter: { model, op, value } };
    }
  }
}

/**
 * The filter of a date column for days from `from` to `to` (`YYYY-MM-DD`, both included,
 * either may be absent): `dateBetween`, or `between` from the start of `from` to the end of
 * `to` in local time when the column holds timestamps. `null` when neither day is given.
 */
export function dateRangeFilter(
  column: SubmissionColumn,
  from: string | undefined,
  to: string | undefined,
): SubmissionFieldFilter | null {
  const start = from ? parseDay(from) : undefined;
  const end = to ? parseDay(to) : undefined;
  if (!start && !end) return null;
  if (!column.date?.timestamp) {
    return {
      model: column.model,
      op: 'dateBetween',
      ...(start ? { from } : {}),
      ...(end ? { to } : {}),
    };
  }
  const filter: SubmissionFieldFilter = { model: column.model, op: 'between' };
  if (start) filter.min = start.getTime();
  if (end)
    filter.max = new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1).getTime() - 1;
  return filter;
}

/**
 * The texts a date column's values are compared with for a `dateBetween` filter: the start of
 * `from` and the end of `to`, written in the column's format (which sorts as text). A value
 * matches when it lies between them, both included; a value with a coarser format (a month)
 * matches when its period meets the days.
 */
export function dateFilterBounds(
  column: SubmissionColumn,
  filter: { from?: string; to?: string },
): { from?: string; to?: string } {
  const format = column.date?.format ?? 'yyyy-MM-dd';
  const start = filter.from ? parseDay(filter.from) : undefined;
  const end = filter.to ? parseDay(filter.to) : undefined;
  if (end) end.setHours(23, 59, 59, 999);
  return {
    ...(start ? { from: formatDateText(start, format) } : {}),
    ...(end ? { to: formatDateText(end, format) } : {}),
  };
}
