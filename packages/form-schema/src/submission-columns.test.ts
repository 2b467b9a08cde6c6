import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM_CONFIG } from './constants';
import { createWidget } from './create-widget';
import { submissionCell, submissionColumns } from './submission-columns';
import type { FormDefinition, Widget, WidgetType } from './types';

function widget(
  type: WidgetType,
  model: string,
  options: Record<string, unknown> = {},
  name = model,
) {
  const made = createWidget(type, { name });
  return { ...made, model, options: { ...made.options, ...options } } as Widget;
}

const form = (...list: Widget[]): FormDefinition => ({ list, config: { ...DEFAULT_FORM_CONFIG } });

const columnOf = (w: Widget) => {
  const [column] = submissionColumns(form(w));
  if (!column) throw new Error(`no column for ${w.type}`);
  return column;
};

describe('submissionColumns: which widgets make columns', () => {
  it('makes one column per data-bound widget with a model, first of each model, in form order', () => {
    const grid = createWidget('grid');
    const inGrid = {
      ...grid,
      columns: [{ ...grid.columns[0]!, list: [widget('number', 'days', {}, '天数')] }],
    } as Widget;
    const columns = submissionColumns(
      form(
        widget('input', 'name', {}, '客户名称'),
        widget('text', 'hint'),
        inGrid,
        widget('input', 'name', {}, '重复'),
        widget('input', ''),
        widget('input', 'off', { dataBind: false }),
        widget('divider', 'line'),
      ),
    );
    expect(columns.map((c) => [c.model, c.label])).toEqual([
      ['name', '客户名称'],
      ['days', '天数'],
    ]);
  });

  it('labels a column by its model when the widget has no name', () => {
    expect(columnOf(widget('input', 'code', {}, '  ')).label).toBe('code');
  });

  it.each([
    ['input', {}, 'text', true, false],
    ['textarea', {}, 'text', true, false],
    ['number', {}, 'number', true, false],
    ['rate', {}, 'number', true, false],
    ['slider', {}, 'number', true, false],
    ['slider', { range: true }, null, false, true],
    ['switch', {}, 'boolean', true, false],
    ['radio', {}, 'choice', true, false],
    ['checkbox', {}, 'choice', false, true],
    ['select', {}, 'choice', true, false],
    ['select', { multiple: true }, 'choice', false, true],
    ['date', {}, 'date', true, false],
    ['date', { type: 'month', format: 'yyyy-MM' }, 'date', true, false],
    ['date', { format: 'yyyy年MM月dd日' }, 'date', true, false],
    ['date', { format: 'dd/MM/yyyy' }, null, false, false],
    ['date', { format: 'dd/MM/yyyy', timestamp: true }, 'date', true, false],
    ['date', { type: 'daterange', isRange: true }, null, false, true],
    ['date', { type: 'dates' }, null, false, true],
    ['time', {}, null, true, false],
    ['time', { format: 'h:mm A' }, null, false, false],
    ['cascader', {}, null, false, false],
    ['editor', {}, null, false, false],
    ['color', {}, null, false, false],
    ['imgupload', {}, null, false, true],
    ['fileupload', {}, null, false, true],
    ['blank', {}, null, false, false],
  ] as const)(
    '%s %o: filtered by %s, sortable %s, multiple %s',
    (type, options, filter, sortable, multiple) => {
      const column = columnOf(widget(type, 'f', options));
      expect({
        filter: column.filter,
        sortable: column.sortable,
        multiple: column.multiple,
      }).toEqual({
        filter,
        sortable,
        multiple,
      });
    },
  );

  it('makes a sub-table one column, not one per column of it', () => {
    const table = {
      ...widget('table', 'lines'),
      tableColumns: [widget('input', 'item')],
    } as Widget;
    expect(submissionColumns(form(table)).map((c) => [c.model, c.type])).toEqual([
      ['lines', 'table'],
    ]);
  });

  it('takes the choices from static options, a dictionary or elsewhere', () => {
    const options = [
      { value: 'a', label: '甲' },
      { value: 2, label: '乙' },
    ];
    expect(columnOf(widget('radio', 'r', { options, showLabel: true })).choices).toEqual({
      kind: 'static',
      choices: [
        { value: 'a', label: '甲' },
        { value: 2, label: '乙' },
      ],
    });
    // Without showLabel the renderer shows the values, and so does the table.
    expect(columnOf(widget('radio', 'r', { options, showLabel: false })).choices).toEqual({
      kind: 'static',
      choices: [
        { value: 'a', label: 'a' },
        { value: 2, label: '2' },
      ],
    });
    const dict = {
      remote: true,
      remoteType: 'dict',
      remoteDict: 'leave_type',
      props: { value: 'itemValue', label: 'itemText' },
    };
    expect(columnOf(widget('select', 's', dict)).choices).toEqual({
      kind: 'dict',
      dictCode: 'leave_type',
      valueKey: 'itemValue',
      labelKey: 'itemText',
    });
    expect(columnOf(widget('select', 's', { remote: true, remoteType: 'func' })).choices).toEqual({
      kind: 'remote',
    });
  });

  it('keeps the format of date columns, and the type’s default without one', () => {
    expect(columnOf(widget('date', 'd', { type: 'datetime', format: '' })).date).toEqual({
      format: 'yyyy-MM-dd HH:mm:ss',
      timestamp: false,
      range: false,
    });
  });
});

describe('submissionCell: what a value shows as', () => {
  it('shows empty values as empty cells', () => {
    const column = columnOf(widget('input', 'f'));
    for (const value of [undefined, null, '', '  ', [], {}]) {
      expect(submissionCell(column, value)).toEqual({ kind: 'empty' });
    }
  });

  it('shows text, numbers and other values as text', () => {
    expect(submissionCell(columnOf(widget('input', 'f')), '王五')).toEqual({
      kind: 'text',
      text: '王五',
    });
    expect(submissionCell(columnOf(widget('number', 'f')), 12.5)).toEqual({
      kind: 'text',
      text: '12.5',
    });
    expect(submissionCell(columnOf(widget('blank', 'f')), { a: 1 })).toEqual({
      kind: 'text',
      text: '{"a":1}',
    });
  });

  it('shows choices by their labels, a value and its text alike, lists as lists', () => {
    const options = [
      { value: 1, label: '年假' },
      { value: 'sick', label: '病假' },
    ];
    const radio = columnOf(widget('radio', 'f', { options, showLabel: true }));
    expect(submissionCell(radio, '1')).toEqual({ kind: 'text', text: '年假' });
    expect(submissionCell(radio, 'other')).toEqual({ kind: 'text', text: 'other' });
    const checkbox = columnOf(widget('checkbox', 'f', { options, showLabel: true }));
    expect(submissionCell(checkbox, [1, 'sick'])).toEqual({
      kind: 'list',
      items: ['年假', '病假'],
    });
  });

  it('shows dictionary choices by the labels the host looked up', () => {
    const select = columnOf(
      widget('select', 'f', { remote: true, remoteType: 'dict', remoteDict: 'leave_type' }),
    );
    const labels = new Map([['annual', '年假']]);
    expect(submissionCell(select, 'annual', labels)).toEqual({ kind: 'text', text: '年假' });
    expect(submissionCell(select, 'annual')).toEqual({ kind: 'text', text: 'annual' });
  });

  it('shows a cascader path by its labels', () => {
    const options = [{ value: 'zj', label: '浙江', children: [{ value: 'hz', label: '杭州' }] }];
    const cascader = columnOf(widget('cascader', 'f', { options }));
    expect(submissionCell(cascader, ['zj', 'hz'])).toEqual({ kind: 'text', text: '浙江 / 杭州' });
    const many = columnOf(widget('cascader', 'f', { options, multiple: true }));
    expect(submissionCell(many, [['zj', 'hz'], ['zj']])).toEqual({
      kind: 'list',
      items: ['浙江 / 杭州', '浙江'],
    });
  });

  it('shows switches as booleans', () => {
    const column = columnOf(widget('switch', 'f'));
    expect(submissionCell(column, false)).toEqual({ kind: 'boolean', value: false });
    expect(submissionCell(column, 'yes')).toEqual({ kind: 'text', text: 'yes' });
  });

  it('shows dates as stored, timestamps in the column’s format, ranges from ~ to', () => {
    expect(submissionCell(columnOf(widget('date', 'f')), '2026-05-04')).toEqual({
      kind: 'text',
      text: '2026-05-04',
    });
    const stamp = new Date(2026, 4, 4, 9, 30).getTime();
    const timestamps = columnOf(
      widget('date', 'f', { timestamp: true, format: 'yyyy/MM/dd HH:mm' }),
    );
    expect(submissionCell(timestamps, stamp)).toEqual({ kind: 'text', text: '2026/05/04 09:30' });
    const range = columnOf(widget('date', 'f', { type: 'daterange', isRange: true }));
    expect(submissionCell(range, ['2026-05-01', '2026-05-03'])).toEqual({
      kind: 'text',
      text: '2026-05-01 ~ 2026-05-03',
    });
    const dates = columnOf(widget('date', 'f', { type: 'dates' }));
    expect(submissionCell(dates, ['2026-05-01', '2026-05-03'])).toEqual({
      kind: 'list',
      items: ['2026-05-01', '2026-05-03'],
    });
  });

  it('shows rich text as its words', () => {
    const column = columnOf(widget('editor', 'f'));
    expect(submissionCell(column, '<p>Hello&nbsp;<b>world</b></p><p>a &amp; b</p>')).toEqual({
      kind: 'text',
      text: 'Hello world a & b',
    });
  });

  it('shows uploads by their file names, a sub-table by its rows', () => {
    const files = columnOf(widget('fileupload', 'f'));
    expect(
      submissionCell(files, [
        { key: 'u/1/report.pdf', url: '/storage/u/1/report.pdf' },
        { name: '合同.docx', url: '/x?e=1' },
        { url: '/storage/a/photo.png?e=1&sign=x' },
      ]),
    ).toEqual({ kind: 'files', names: ['report.pdf', '合同.docx', 'photo.png'] });
    const table = columnOf({ ...widget('table', 'lines'), tableColumns: [] } as Widget);
    expect(submissionCell(table, [{ a: 1 }, { a: 2 }])).toEqual({ kind: 'rows', count: 2 });
  });
});
