/** Definitions used by the panels' tests and stories: one widget of each type, with known keys. */
import {
  DEFAULT_FORM_CONFIG,
  createIdSource,
  createWidget,
  type FormDefinition,
  type GridWidget,
  type ReportWidget,
  type TableWidget,
  type Widget,
  type WidgetType,
} from '@org/form-schema';

const FIELD_TYPES: WidgetType[] = [
  'input',
  'textarea',
  'number',
  'radio',
  'checkbox',
  'time',
  'date',
  'rate',
  'color',
  'select',
  'switch',
  'slider',
  'imgupload',
  'fileupload',
  'editor',
  'cascader',
  'text',
  'html',
  'blank',
  'component',
  'custom',
  'divider',
  'tabs',
];

/** A widget of the type whose key is the type itself and model `{type}_1`. */
export function widgetOf(type: WidgetType): Widget {
  let n = 0;
  const ids = createIdSource({ now: () => 1_700_000_000_000 + n, key: () => `${type}${++n}` });
  const widget = createWidget(type, { ids });
  return { ...widget, key: type, model: `${type}_1` } as Widget;
}

/**
 * A form with one widget of every field type, a grid (first column key `col`), a report
 * (first cell key `td`) and a sub-table (key `table`) with an input column (key `column`).
 */
export function everyWidgetForm(): FormDefinition {
  const grid = widgetOf('grid') as GridWidget;
  const [first, ...rest] = grid.columns;
  const report = widgetOf('report') as ReportWidget;
  const [row, ...rows] = report.rows;
  const [cell, ...cells] = row!.columns;
  const table = widgetOf('table') as TableWidget;
  const column = {
    ...widgetOf('input'),
    key: 'column',
    model: 'column_1',
  } as TableWidget['tableColumns'][number];
  return {
    list: [
      ...FIELD_TYPES.map(widgetOf),
      { ...grid, columns: [{ ...first!, key: 'col' }, ...rest] },
      { ...report, rows: [{ columns: [{ ...cell!, key: 'td' }, ...cells] }, ...rows] },
      {
        ...table,
        tableColumns: [
          { ...column, options: { ...column.options, tableColumn: true, width: '200px' } } as never,
        ],
      },
    ],
    config: {
      ...DEFAULT_FORM_CONFIG,
      dataSource: [
        {
          key: 'ds000001',
          name: 'getToken',
          url: '/token',
          method: 'GET',
          auto: false,
          headers: {},
          params: {},
          requestFunc: 'return config;',
          responseFunc: 'return res;',
          errorFunc: '',
        },
      ],
      eventScript: [{ key: 'sc000001', name: 'onNameChange', func: 'this.hide(["age"]);' }],
    },
  };
}
