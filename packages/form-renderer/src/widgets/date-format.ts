/**
 * Dates and times written with the format tokens of the form model (element-ui style:
 * `yyyy-MM-dd HH:mm:ss`): formatting, strict parsing, and reading values stored in the form
 * data (text in the widget's format, or a millisecond timestamp). Everything is local time.
 *
 * Tokens: `yyyy` `yy` year; `MM` `M` month; `dd` `d` day; `HH` `H` hour (0–23); `hh` `h` hour
 * (1–12) with `A` (AM/PM) or `a` (am/pm); `mm` `m` minute; `ss` `s` second. dayjs spellings
 * (`YYYY`, `DD`) are read the same. Text in square brackets is literal.
 */

import { formatDateText } from '@org/form-schema';

const TOKEN = /\[([^\]]*)\]|yyyy|YYYY|yy|YY|MM|M|dd|DD|d|D|HH|H|hh|h|mm|m|ss|s|A|a/g;

type Unit =
  'year' | 'shortYear' | 'month' | 'day' | 'hour' | 'hour12' | 'minute' | 'second' | 'meridiem';

const UNITS: Readonly<Record<string, Unit>> = {
  yyyy: 'year',
  YYYY: 'year',
  yy: 'shortYear',
  YY: 'shortYear',
  MM: 'month',
  M: 'month',
  dd: 'day',
  DD: 'day',
  d: 'day',
  D: 'day',
  HH: 'hour',
  H: 'hour',
  hh: 'hour12',
  h: 'hour12',
  mm: 'minute',
  m: 'minute',
  ss: 'second',
  s: 'second',
  A: 'meridiem',
  a: 'meridiem',
};

/** The date written in the format (the form model's rule: `formatDateText`). */
export const formatDate: (date: Date, format: string) => string = formatDateText;

/** Which parts of a date a format shows. */
export interface FormatParts {
  date: boolean;
  hours: boolean;
  minutes: boolean;
  seconds: boolean;
  twelveHour: boolean;
}

export function formatParts(format: string): FormatParts {
  const units = new Set<Unit>();
  for (const match of format.matchAll(TOKEN)) {
    const unit = UNITS[match[0]];
    if (match[1] === undefined && unit) units.add(unit);
  }
  return {
    date: units.has('year') || units.has('shortYear') || units.has('month') || units.has('day'),
    hours: units.has('hour') || units.has('hour12'),
    minutes: units.has('minute'),
    seconds: units.has('second'),
    twelveHour: units.has('hour12'),
  };
}

function daysIn(year: number, month: number): number {
  return new Date(year, month, 0).getDate();
}

/**
 * The date a text means in the format, or null when it does not match exactly or names an
 * impossible date (31 February). Parts the format lacks come from `base` (the date part of a
 * time, for instance), or are the start of their unit.
 */
export function parseDate(text: string, format: string, base?: Date): Date | null {
  const units: Unit[] = [];
  let pattern = '';
  let last = 0;
  for (const match of format.matchAll(TOKEN)) {
    pattern += escapeRegExp(format.slice(last, match.index));
    last = (match.index ?? 0) + match[0].length;
    if (match[1] !== undefined) {
      pattern += escapeRegExp(match[1]);
      continue;
    }
    const unit = UNITS[match[0]] as Unit;
    units.push(unit);
    pattern +=
      unit === 'year'
        ? '(\\d{4})'
        : unit === 'shortYear'
          ? '(\\d{2})'
          : unit === 'meridiem'
            ? '(am|pm|AM|PM)'
            : '(\\d{1,2})';
  }
  pattern += escapeRegExp(format.slice(last));
  const match = new RegExp(`^\\s*${pattern}\\s*$`).exec(text);
  if (!match || units.length === 0) return null;

  const parts = {
    year: base?.getFullYear() ?? 1970,
    month: base ? base.getMonth() + 1 : 1,
    day: base?.getDate() ?? 1,
    hour: 0,
    minute: 0,
    second: 0,
  };
  let hour12: number | undefined;
  let pm: boolean | undefined;
  units.forEach((unit, index) => {
    const raw = match[index + 1] ?? '';
    const number = Number(raw);
    if (unit === 'year') parts.year = number;
    else if (unit === 'shortYear') parts.year = 2000 + number;
    else if (unit === 'month') parts.month = number;
    else if (unit === 'day') parts.day = number;
    else if (unit === 'hour') parts.hour = number;
    else if (unit === 'hour12') hour12 = number;
    else if (unit === 'minute') parts.minute = number;
    else if (unit === 'second') parts.second = number;
    else pm = raw.toLowerCase() === 'pm';
  });
  if (hour12 !== undefined) {
    if (hour12 < 1 || hour12 > 12) return null;
    parts.hour = (hour12 % 12) + (pm ? 12 : 0);
  }
  const { year, month, day, hour, minute, second } = parts;
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(year, month - 1, day, hour, minute, second);
  date.setFullYear(year);
  return date;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Formats tried, after the widget's own, for values written some other common way. */
const FALLBACK_FORMATS = [
  'yyyy-MM-dd HH:mm:ss',
  'yyyy-MM-dd[T]HH:mm:ss',
  'yyyy-MM-dd HH:mm',
  'yyyy-MM-dd',
  'yyyy/MM/dd HH:mm:ss',
  'yyyy/MM/dd',
  'yyyy-MM',
  'yyyy',
  'HH:mm:ss',
  'HH:mm',
];

/**
 * A value of the form data as a date: a millisecond timestamp (number or digits), text in
 * the widget's format, or text in a common format. Null when empty or unreadable.
 */
export function readDate(value: unknown, format: string, base?: Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const own = parseDate(value, format, base);
  if (own) return own;
  for (const fallback of FALLBACK_FORMATS) {
    const date = parseDate(value, fallback, base);
    if (date) return date;
  }
  if (/^\d{10,}$/.test(value.trim())) return new Date(Number(value));
  return null;
}

/** A date as the form stores it: a millisecond timestamp, or text in the format. */
export function writeDate(date: Date, format: string, timestamp: boolean): string | number {
  return timestamp ? date.getTime() : formatDate(date, format);
}

/** The same day at the time of `time` (or midnight). */
export function withTime(day: Date, time: Date | null): Date {
  return new Date(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    time?.getHours() ?? 0,
    time?.getMinutes() ?? 0,
    time?.getSeconds() ?? 0,
  );
}

export function sameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** The first day of the month `offset` months from the month of `date`. */
export function addMonths(date: Date, offset: number): Date {
  return new Date(date.getFullYear(), date.getMonth() + offset, 1);
}

export function addDays(date: Date, offset: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + offset);
}

/** The start of the day. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}
