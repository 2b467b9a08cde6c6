import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM_CONFIG } from './constants';
import { createWidget } from './create-widget';
import { isSortableDateFormat, isSortableTimeFormat } from './date-text';
import { submissionColumns } from './submission-columns';
import {
  FILTER_TEXT_MAX,
  checkFieldFilter,
  dateFilterBounds,
  dateRangeFilter,
  filterOpOf,
} from './submission-filters';
import type { Widget, WidgetType } from './types';

function widget(type: WidgetType, model: string, options: Record<string, unknown> = {}) {
  const made = createWidget(type, { name: model });
  return { ...made, model, options: { ...made.options, ...options } } as Widget;
}

const columns = submissionColumns({
  list: [
    widget('input', 'name'),
    widget('number', 'days'),
    widget('date', 'start'),
    widget('date', 'month', { type: 'month', format: 'yyyy-MM' }),
    widget('date', 'stamp', { timestamp: true }),
    widget('select', 'kind'),
    widget('switch', 'urgent'),
    widget('fileupload', 'files'),
  ],
  config: { ...DEFAULT_FORM_CONFIG },
});
const column = (model: string) => columns.find((c) => c.model === model)!;

describe('filterOpOf: one operation per column', () => {
  it.each([
    ['name', 'contains'],
    ['days', 'between'],
    ['start', 'dateBetween'],
    ['stamp', 'between'],
    ['kind', 'equals'],
    ['urgent', 'equals'],
    ['files', null],
  ])('%s: %s', (model, op) => expect(filterOpOf(column(model))).toBe(op));
});

describe('checkFieldFilter: what reaches the database', () => {
  it('accepts each column’s own operation, trimming a text', () => {
    expect(checkFieldFilter(columns, { model: 'name', op: 'contains', value: ' 王 ' })).toEqual({
      ok: true,
      column: column('name'),
      filter: { model: 'name', op: 'contains', value: '王' },
    });
    expect(checkFieldFilter(columns, { model: 'days', op: 'between', min: 2 })).toMatchObject({
      ok: true,
      filter: { model: 'days', op: 'between', min: 2 },
    });
    expect(
      checkFieldFilter(columns, {
        model: 'start',
        op: 'dateBetween',
        from: '2026-05-01',
        to: '2026-05-01',
      }),
    ).toMatchObject({ ok: true, filter: { from: '2026-05-01', to: '2026-05-01' } });
    expect(checkFieldFilter(columns, { model: 'kind', op: 'equals', value: 2 })).toMatchObject({
      ok: true,
    });
    expect(checkFieldFilter(columns, { model: 'urgent', op: 'equals', value: true })).toMatchObject(
      {
        ok: true,
      },
    );
  });

  it.each([
    [{ model: 'nope', op: 'contains', value: 'x' }, 'model', 'the form has no field "nope"'],
    [
      { model: 'files', op: 'equals', value: 'x' },
      'model',
      'field "files" (fileupload) cannot be filtered',
    ],
    [
      { model: 'days', op: 'contains', value: '3' },
      'op',
      'field "days" is filtered with "between", not "contains"',
    ],
    [{ model: 'name', op: 'contains', value: '  ' }, 'value', 'must be a text to look for'],
    [{ model: 'name', op: 'contains', value: 3 }, 'value', 'must be a text to look for'],
    [
      { model: 'name', op: 'contains', value: 'x'.repeat(FILTER_TEXT_MAX + 1) },
      'value',
      `may have at most ${FILTER_TEXT_MAX} characters`,
    ],
    [{ model: 'days', op: 'between' }, 'min', 'give min, max or both'],
    [{ model: 'days', op: 'between', min: '1' }, 'min', 'must be a number'],
    [{ model: 'days', op: 'between', min: 5, max: 2 }, 'max', 'may not be before min'],
    [
      { model: 'start', op: 'dateBetween', from: '2026-02-30' },
      'from',
      'must be a day (YYYY-MM-DD)',
    ],
    [{ model: 'start', op: 'dateBetween', to: '1 May' }, 'to', 'must be a day (YYYY-MM-DD)'],
    [
      { model: 'start', op: 'dateBetween', from: '2026-05-02', to: '2026-05-01' },
      'to',
      'may not be before from',
    ],
    [
      { model: 'stamp', op: 'dateBetween', from: '2026-05-02' },
      'op',
      'field "stamp" is filtered with "between", not "dateBetween"',
    ],
    [{ model: 'urgent', op: 'equals', value: 'true' }, 'value', 'must be true or false'],
    [
      { model: 'kind', op: 'equals', value: '' },
      'value',
      'must be a choice’s value (text, number or true/false)',
    ],
    [
      { model: 'kind', op: 'equals', value: { a: 1 } },
      'value',
      'must be a choice’s value (text, number or true/false)',
    ],
  ])('refuses %o at %s', (input, part, message) => {
    const check = checkFieldFilter(columns, input);
    expect(check).toMatchObject({ ok: false, part, message });
    // said in Chinese too, quoting the same values
    expect(check.ok ? '' : check.texts['zh-CN']).toMatch(/\p{Script=Han}/u);
    expect(check.ok ? '' : check.texts['en-US']).toBe(message);
  });
});

describe('date filters', () => {
  it('asks days of text dates, and milliseconds of the local days of timestamps', () => {
    expect(dateRangeFilter(column('start'), '2026-05-01', undefined)).toEqual({
      model: 'start',
      op: 'dateBetween',
      from: '2026-05-01',
    });
    expect(dateRangeFilter(column('stamp'), '2026-05-01', '2026-05-02')).toEqual({
      model: 'stamp',
      op: 'between',
      min: new Date(2026, 4, 1).getTime(),
      max: new Date(2026, 4, 3).getTime() - 1,
    });
    expect(dateRangeFilter(column('start'), undefined, '')).toBeNull();
  });

  it('compares text dates with the start of the first day and the end of the last, in their format', () => {
    expect(dateFilterBounds(column('start'), { from: '2026-05-01', to: '2026-05-31' })).toEqual({
      from: '2026-05-01',
      to: '2026-05-31',
    });
    // A month matches when it meets the days.
    expect(dateFilterBounds(column('month'), { from: '2026-05-10', to: '2026-06-02' })).toEqual({
      from: '2026-05',
      to: '2026-06',
    });
    const datetime = submissionColumns({
      list: [widget('date', 'at', { type: 'datetime', format: 'yyyy-MM-dd HH:mm:ss' })],
      config: { ...DEFAULT_FORM_CONFIG },
    })[0]!;
    expect(dateFilterBounds(datetime, { to: '2026-05-31' })).toEqual({ to: '2026-05-31 23:59:59' });
  });

  it.each([
    ['yyyy-MM-dd', true],
    ['yyyy', true],
    ['YYYY-MM-DD HH:mm', true],
    ['yyyy年MM月dd日', true],
    ['[Day] yyyy.MM.dd', true],
    ['dd/MM/yyyy', false],
    ['yyyy-M-d', false],
    ['yyyy-dd', false],
    ['MM-dd', false],
    ['yyyy-MM-dd hh:mm A', false],
    ['yyyy[2]MM', false],
  ])('date format %s sorts as text: %s', (format, sorts) => {
    expect(isSortableDateFormat(format)).toBe(sorts);
  });

  it('tells time formats that sort as text', () => {
    expect(isSortableTimeFormat('HH:mm:ss')).toBe(true);
    expect(isSortableTimeFormat('HH:mm')).toBe(true);
    expect(isSortableTimeFormat('h:mm A')).toBe(false);
    expect(isSortableTimeFormat('yyyy-MM-dd')).toBe(false);
  });
});
