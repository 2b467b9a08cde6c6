/** The columns of the time panel (hours, minutes, seconds, AM/PM) that a format asks for. */
import type { Translate } from '../contract';
import { formatParts } from './date-format';

export interface TimeColumn {
  key: 'hours' | 'minutes' | 'seconds' | 'meridiem';
  label: string;
  /** Values of the column and their texts. */
  values: number[];
  text: (value: number) => string;
  selected: number;
  apply: (base: Date, value: number) => Date;
}

const two = (value: number) => String(value).padStart(2, '0');
const range = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => index + from);

export function columnsFor(value: Date | null, format: string, t: Translate): TimeColumn[] {
  const parts = formatParts(format);
  const anyTime = parts.hours || parts.minutes || parts.seconds;
  const base = value ?? new Date(1970, 0, 1);
  const hours = base.getHours();
  const columns: TimeColumn[] = [];
  if (parts.hours || !anyTime) {
    columns.push(
      parts.twelveHour
        ? {
            key: 'hours',
            label: t('widget.time.hours'),
            values: range(12, 1),
            text: two,
            selected: hours % 12 || 12,
            apply: (date, v) => at(date, (v % 12) + (date.getHours() >= 12 ? 12 : 0), 'h'),
          }
        : {
            key: 'hours',
            label: t('widget.time.hours'),
            values: range(24),
            text: two,
            selected: hours,
            apply: (date, v) => at(date, v, 'h'),
          },
    );
  }
  if (parts.minutes || !anyTime) {
    columns.push({
      key: 'minutes',
      label: t('widget.time.minutes'),
      values: range(60),
      text: two,
      selected: base.getMinutes(),
      apply: (date, v) => at(date, v, 'm'),
    });
  }
  if (parts.seconds || !anyTime) {
    columns.push({
      key: 'seconds',
      label: t('widget.time.seconds'),
      values: range(60),
      text: two,
      selected: base.getSeconds(),
      apply: (date, v) => at(date, v, 's'),
    });
  }
  if (parts.twelveHour) {
    columns.push({
      key: 'meridiem',
      label: t('widget.time.meridiem'),
      values: [0, 1],
      text: (v) => (v === 0 ? 'AM' : 'PM'),
      selected: hours < 12 ? 0 : 1,
      apply: (date, v) => at(date, (date.getHours() % 12) + v * 12, 'h'),
    });
  }
  return columns;
}

function at(date: Date, value: number, unit: 'h' | 'm' | 's'): Date {
  const next = new Date(date.getTime());
  if (unit === 'h') next.setHours(value);
  else if (unit === 'm') next.setMinutes(value);
  else next.setSeconds(value);
  return next;
}

/** The time one value up (-1) or down (1) in a column, wrapping around. */
export function stepColumn(column: TimeColumn, base: Date, direction: 1 | -1): Date {
  const index = column.values.indexOf(column.selected);
  const count = column.values.length;
  const next = column.values[(index + direction + count) % count] ?? column.selected;
  return column.apply(base, next);
}
