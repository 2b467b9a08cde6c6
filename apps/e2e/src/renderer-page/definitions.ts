/** The forms the renderer's layout and keyboard tests open (`?form=<name>`). */
import { createWidget, type FormDefinition, type Widget, type WidgetType } from '@org/form-schema';

let counter = 0;

function widget(
  type: WidgetType,
  model: string,
  name: string,
  options: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
): Widget {
  const made = createWidget(type);
  counter += 1;
  return {
    ...made,
    key: `k${counter}`,
    model,
    name,
    options: { ...made.options, ...options },
    ...extra,
  } as Widget;
}

const choices = [
  { value: 'a', label: 'Apple' },
  { value: 'b', label: 'Banana' },
];

function form(list: Widget[], config: Record<string, unknown> = {}): FormDefinition {
  return {
    list,
    config: { labelWidth: 100, labelPosition: 'right', size: 'small', ...config },
  } as FormDefinition;
}

/** A sub-table whose columns have no width of their own (the default, 200 px), and one narrow. */
function subTable(): Widget {
  return widget(
    'table',
    'rows',
    'Rows',
    {},
    {
      tableColumns: [
        widget('input', 'item', 'Item'),
        widget('number', 'cost', 'Cost'),
        widget('select', 'kind', 'Kind', { options: choices, showLabel: true }),
        widget('date', 'day', 'Day'),
        widget('time', 'at', 'At'),
        widget('cascader', 'place', 'Place'),
        widget('input', 'note', 'Note', { width: '120px' }),
      ],
    },
  );
}

function grid(): Widget {
  const made = widget('grid', 'grid', 'Grid', { gutter: 12, responsive: true }) as Widget & {
    columns: Array<{ key: string; options: Record<string, unknown>; list: Widget[] }>;
  };
  const [first] = made.columns;
  const column = (model: string, name: string, sm: number) => ({
    ...first,
    key: `col_${model}`,
    options: { ...first?.options, span: 8, md: 8, sm, xs: 24, lg: 8, xl: 8 },
    list: [widget('input', model, name)],
  });
  return {
    ...made,
    columns: [
      column('first', 'First', 12),
      column('last', 'Last', 12),
      column('email', 'Email', 24),
    ],
  } as Widget;
}

function report(): Widget {
  const td = (list: Widget[], options: Record<string, unknown> = {}) => ({
    type: 'td',
    list,
    options: { colspan: 1, rowspan: 1, ...options },
  });
  return widget(
    'report',
    'report',
    'Report',
    { borderWidth: 1, borderColor: '#8c8c8c', width: '100%' },
    {
      rows: [
        {
          columns: [
            td([widget('input', 'traveller', 'Traveller', { hideLabel: true })]),
            td([widget('number', 'nights', 'Nights', { hideLabel: true })]),
          ],
        },
        { columns: [td([grid()], { colspan: 2 }), td([], { invisible: true, markCol: 1 })] },
      ],
    },
  );
}

export const FORMS: Readonly<Record<string, () => FormDefinition>> = {
  /** The README's first form. */
  first: () =>
    form([
      widget('input', 'name', 'Name', { required: true }, { rules: [{ required: true }] }),
      widget('select', 'fruit', 'Fruit', { options: choices, showLabel: true }),
      widget('date', 'day', 'Day'),
      widget('textarea', 'note', 'Note'),
    ]),
  subtable: () => form([subTable()]),
  report: () => form([report()]),
  /** Every widget the keyboard test drives. */
  keyboard: () =>
    form([
      widget('date', 'day', 'Day', { format: 'yyyy-MM-dd', editable: false }),
      widget('date', 'days', 'Days', { type: 'daterange', format: 'yyyy-MM-dd', defaultValue: [] }),
      widget('time', 'at', 'At', { format: 'HH:mm:ss' }),
      widget('time', 'span', 'Span', { isRange: true, format: 'HH:mm:ss', defaultValue: null }),
      widget('cascader', 'place', 'Place', {
        remote: false,
        options: [
          { value: 'zj', label: 'Zhejiang', children: [{ value: 'hz', label: 'Hangzhou' }] },
          { value: 'js', label: 'Jiangsu', children: [{ value: 'nj', label: 'Nanjing' }] },
        ],
      }),
      widget('color', 'tint', 'Tint'),
      widget('rate', 'stars', 'Stars', { max: 5 }),
      widget('slider', 'level', 'Level', { min: 0, max: 100, step: 10 }),
      widget('fileupload', 'files', 'Files', { action: '/upload', limit: 3 }),
      widget('imgupload', 'photos', 'Photos', { action: '/upload', limit: 3 }),
      widget('editor', 'body', 'Body'),
    ]),
};
