import type { DATE_BUCKETS, StatisticMeasure } from '@org/api-contract';
import type { StatisticResult } from '../api/statistics-api';

/** A value of a statistic's answer: a group's value or a measure's number. */
export type Cell = StatisticResult['rows'][number][string];
/** A column of a statistic's answer (`d`, `s`, `m0`…) with its label and type. */
export type ResultColumn = StatisticResult['measures'][number];
export type Bucket = (typeof DATE_BUCKETS)[number];

/** How the dimension (`d`) and the series (`s`) were grouped: a date bucket, or by value. */
export interface Buckets {
  d?: Bucket | undefined;
  s?: Bucket | undefined;
}

/** The words values are written with: an empty group, yes and no, a week, a quarter. */
export interface ValueWords {
  empty: string;
  yes: string;
  no: string;
  week: (year: number, week: number) => string;
  quarter: (year: number, quarter: number) => string;
}

/** A number of a cell: numbers, and numeric text (as some drivers give decimals); else null. */
export function numberOf(value: Cell | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

/** The calendar day a date value starts with (`2026-01-08`, `2026-01-08T00:00:00Z`), local. */
function dayOf(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/**
 * Writes the values of a statistic's columns in `language`: numbers with its separators (two
 * decimals at most), dates and times in its style, and a bucket's group as the language says
 * it (`2026-Q1` → 2026 年第 1 季度, Q1 2026; `2026-01` → 2026年1月, Jan 2026). The server writes
 * buckets as sortable text, which is what the CSV keeps. A value the server answered a label
 * for (a dictionary's or a form's choice, `column.labels`) is written as its label.
 */
export function valueWriter(
  language: string,
  words: ValueWords,
  buckets: Buckets = {},
): (column: ResultColumn, value: Cell | undefined) => string {
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const days = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const times = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const months = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short' });
  const bucketed = (bucket: Bucket, text: string): string | null => {
    if (bucket === 'day') {
      const day = dayOf(text);
      return day && days.format(day);
    }
    if (bucket === 'week') {
      const match = /^(\d{4})-W(\d{2})$/.exec(text);
      return match && words.week(Number(match[1]), Number(match[2]));
    }
    if (bucket === 'month') {
      const match = /^(\d{4})-(\d{2})$/.exec(text);
      return match && months.format(new Date(Number(match[1]), Number(match[2]) - 1, 1));
    }
    if (bucket === 'quarter') {
      const match = /^(\d{4})-Q([1-4])$/.exec(text);
      return match && words.quarter(Number(match[1]), Number(match[2]));
    }
    return text;
  };
  return (column, value) => {
    if (value === null || value === undefined || value === '') return words.empty;
    const label = column.labels?.[String(value)];
    if (label !== undefined) return label;
    if (typeof value === 'boolean') return value ? words.yes : words.no;
    if (typeof value === 'number') return numbers.format(value);
    const bucket = column.key === 'd' ? buckets.d : column.key === 's' ? buckets.s : undefined;
    if (bucket) return bucketed(bucket, value) ?? value;
    if (column.type === 'number') {
      const number = numberOf(value);
      return number === null ? value : numbers.format(number);
    }
    if (column.type === 'date') {
      const day = dayOf(value);
      return day ? days.format(day) : value;
    }
    if (column.type === 'datetime') {
      const time = new Date(value);
      return Number.isNaN(time.getTime()) ? value : times.format(time);
    }
    return value;
  };
}

/** A key telling group values apart (null from the text `null`, 1 from `1`). */
const keyOf = (value: Cell | undefined) => JSON.stringify(value ?? null);

/**
 * The answer of a statistic with a series laid out as a table of one measure: the dimension's
 * values down (in the server's order), the series' values across (in order of first
 * appearance), and the measure's value where they meet (undefined where no row was answered).
 */
export interface Pivot {
  rows: Cell[];
  columns: Cell[];
  value: (row: number, column: number) => Cell | undefined;
}

export function pivotOf(result: StatisticResult, measureKey = 'm0'): Pivot {
  const rows = new Map<string, Cell>();
  const columns = new Map<string, Cell>();
  const cells = new Map<string, Cell>();
  for (const row of result.rows) {
    const d = row.d ?? null;
    const s = row.s ?? null;
    if (!rows.has(keyOf(d))) rows.set(keyOf(d), d);
    if (!columns.has(keyOf(s))) columns.set(keyOf(s), s);
    cells.set(`${keyOf(d)}|${keyOf(s)}`, row[measureKey] ?? null);
  }
  const rowValues = [...rows.values()];
  const columnValues = [...columns.values()];
  return {
    rows: rowValues,
    columns: columnValues,
    value: (row, column) =>
      cells.get(`${keyOf(rowValues[row])}|${keyOf(columnValues[column])}`) ?? undefined,
  };
}

/**
 * How the cells of a measure add up across groups: counts and sums by adding, minimums and
 * maximums by the smallest or largest; null for averages and distinct counts, which cannot be
 * made from the cells.
 */
export function foldOf(
  aggregate: StatisticMeasure['aggregate'],
): ((values: readonly number[]) => number) | null {
  switch (aggregate) {
    case 'COUNT':
    case 'SUM':
      return (values) => values.reduce((sum, value) => sum + value, 0);
    case 'MIN':
      return (values) => Math.min(...values);
    case 'MAX':
      return (values) => Math.max(...values);
    default:
      return null;
  }
}

/** A pivot table as shown: the series' values across, a row per dimension value, totals. */
export interface PivotTable {
  /** The series' values, written. */
  columns: string[];
  rows: { label: string; cells: string[]; total: string | null }[];
  /** The totals row (a total per column and the grand total), when the measure adds up. */
  totals: { cells: string[]; total: string } | null;
}

/**
 * The first measure of a statistic with a series as a pivot table, each value written; with
 * totals across and down when the measure is a number that adds up (`foldOf(aggregate)`).
 */
export function pivotTableOf(
  result: StatisticResult,
  aggregate: StatisticMeasure['aggregate'] | undefined,
  write: (column: ResultColumn, value: Cell | undefined) => string,
): PivotTable {
  const pivot = pivotOf(result);
  const dimension = result.dimension ?? { key: 'd', label: '', type: 'string' };
  const series = result.series ?? { key: 's', label: '', type: 'string' };
  const measure = result.measures[0] ?? { key: 'm0', label: '', type: 'number' };
  const fold = measure.type === 'number' && aggregate ? foldOf(aggregate) : null;
  const total = (values: readonly (Cell | undefined)[]) => {
    const numbers = values.map(numberOf).filter((value): value is number => value !== null);
    return fold && numbers.length > 0 ? write(measure, fold(numbers)) : '';
  };
  const across = pivot.columns.map((_, column) => column);
  const down = pivot.rows.map((_, row) => row);
  return {
    columns: pivot.columns.map((value) => write(series, value)),
    rows: pivot.rows.map((value, row) => {
      const values = across.map((column) => pivot.value(row, column));
      return {
        label: write(dimension, value),
        cells: values.map((cell) => (cell === undefined ? '' : write(measure, cell))),
        total: fold ? total(values) : null,
      };
    }),
    totals: fold
      ? {
          cells: across.map((column) => total(down.map((row) => pivot.value(row, column)))),
          total: total(result.rows.map((row) => row[measure.key])),
        }
      : null,
  };
}

/**
 * A CSV cell: numbers as they are; text quoted when it holds a comma, quote or line break, and
 * a leading `=`, `+`, `-` or `@` neutralised so a spreadsheet does not run it as a formula.
 * (The list kit's `toCsv` neutralises a negative number too; a statistic's sums can be one.)
 */
function csvCell(value: Cell | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The label of a value of a labelled column, else the value as the server gave it. */
function labelled(column: ResultColumn, value: Cell | undefined): Cell | undefined {
  if (value === null || value === undefined) return value;
  return column.labels?.[String(value)] ?? value;
}

/**
 * The numbers of a statistic as CSV, with the answer's columns (dimension, series, measures)
 * under their labels and its values as the server gave them; UTF-8 with a byte order mark, so
 * that spreadsheet programs read the Chinese labels. A column with value labels gives its
 * labels, followed by its values under `valueHeader(label)` (地区（值）).
 */
export function csvOf(result: StatisticResult, valueHeader: (label: string) => string): string {
  const columns = [result.dimension, result.series, ...result.measures].filter(
    (column): column is ResultColumn => column !== null,
  );
  const cells: { header: string; of: (row: StatisticResult['rows'][number]) => string }[] = [];
  for (const column of columns) {
    if (column.labels) {
      cells.push({ header: column.label, of: (row) => csvCell(labelled(column, row[column.key])) });
      cells.push({ header: valueHeader(column.label), of: (row) => csvCell(row[column.key]) });
    } else {
      cells.push({ header: column.label, of: (row) => csvCell(row[column.key]) });
    }
  }
  const lines = [cells.map((cell) => csvCell(cell.header)).join(',')];
  for (const row of result.rows) lines.push(cells.map((cell) => cell.of(row)).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A file name after a statistic's name: characters no file system takes become `_`. */
export function fileNameOf(name: string, extension: string): string {
  const base = name.replace(/[\\/:*?"<>|\s]+/g, '_').replace(/^_+|_+$/g, '');
  return `${base || 'statistic'}.${extension}`;
}
