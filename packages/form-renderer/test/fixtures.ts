/**
 * Definitions shared by stories and tests: a kitchen-sink form with every widget type and
 * every container, and small forms per container.
 */
import type {
  FormDefinition,
  GridWidget,
  ReportWidget,
  TableWidget,
  TabsWidget,
  TdWidget,
  Widget,
} from '@org/form-schema';
import { form, widget } from './helpers';

const choices = [
  { value: 'red', label: 'Red' },
  { value: 'green', label: 'Green' },
  { value: 'blue', label: 'Blue' },
];

/** One field of every field type, labelled by its type. */
export function everyField(): Widget[] {
  return [
    widget(
      'input',
      'input',
      'Input',
      { placeholder: 'Your name', required: true },
      { rules: [{ required: true, message: 'Input is required' }] },
    ),
    widget('input', 'password', 'Password', { showPassword: true }),
    widget('textarea', 'textarea', 'Textarea'),
    widget('number', 'number', 'Number', { min: 0, max: 9, step: 1, defaultValue: 3 }),
    widget('radio', 'radio', 'Radio', {
      options: choices,
      showLabel: true,
      inline: true,
      defaultValue: 'red',
    }),
    widget('checkbox', 'checkbox', 'Checkbox', {
      options: choices,
      showLabel: true,
      inline: true,
      defaultValue: ['green'],
    }),
    widget('time', 'time', 'Time'),
    widget('date', 'date', 'Date'),
    widget('rate', 'rate', 'Rate', { max: 5, allowHalf: true, showScore: true }),
    widget('color', 'color', 'Color', { showAlpha: true, defaultValue: '#409EFF' }),
    widget('select', 'select', 'Select', { options: choices, showLabel: true, clearable: true }),
    widget('switch', 'switch', 'Switch', { defaultValue: true }),
    widget('slider', 'slider', 'Slider', {
      min: 0,
      max: 100,
      step: 5,
      defaultValue: 40,
      showInput: true,
    }),
    widget('imgupload', 'imgupload', 'Image upload', { action: '/upload', limit: 3 }),
    widget('fileupload', 'fileupload', 'File upload', {
      action: '/upload',
      limit: 9,
      tip: 'PDF or images',
    }),
    widget('editor', 'editor', 'Editor', { defaultValue: '<p>Rich <b>text</b></p>', height: 160 }),
    widget('cascader', 'cascader', 'Cascader', {
      options: [
        {
          value: 'asia',
          label: 'Asia',
          children: [
            { value: 'cn', label: 'China' },
            { value: 'jp', label: 'Japan' },
          ],
        },
        { value: 'europe', label: 'Europe', children: [{ value: 'fr', label: 'France' }] },
      ],
    }),
    widget('text', 'text', 'Text', { defaultValue: 'A line of plain text' }),
    widget('html', 'html', 'Html', {
      defaultValue:
        '<p>Some <em>formatted</em> HTML <img src="x" onerror="globalThis.__htmlRan = true" alt=""></p>',
    }),
    widget('blank', 'blank', 'Blank'),
    widget('component', 'component', 'Component', {
      template: '<div class="notice"><strong>Note:</strong> keep receipts.</div>',
    }),
    widget('custom', 'custom', 'Custom', {}, { el: 'star-picker' }),
  ];
}

let cells = 0;
/** A report cell. */
export function td(list: Widget[], options: Partial<TdWidget['options']> = {}): TdWidget {
  cells += 1;
  return {
    type: 'td',
    key: `cell${String(cells).padStart(4, '0')}`,
    model: '',
    name: '',
    options: {
      customClass: '',
      colspan: 1,
      rowspan: 1,
      align: 'left',
      valign: 'top',
      width: '',
      height: '',
      invisible: false,
      markCol: 0,
      markRow: 0,
      ...options,
    },
    list,
  };
}

/** A grid of three columns: 8/8/8 on pc, 12/12/24 on pad, stacked on mobile. */
export function gridWidget(prefix = ''): GridWidget {
  const made = widget('grid', `${prefix}grid`, 'Grid', { gutter: 12, responsive: true });
  const [first] = made.columns;
  const column = (model: string, name: string, sm: number) => ({
    ...first!,
    key: `col_${prefix}${model}`,
    options: { ...first!.options, span: 8, md: 8, sm, xs: 24, lg: 8, xl: 8 },
    list: [widget('input', `${prefix}${model}`, name)],
  });
  return {
    ...made,
    columns: [
      column('first', 'First name', 12),
      column('last', 'Last name', 12),
      column('email', 'Email', 24),
    ],
  };
}

export function tabsWidget(options: Record<string, unknown> = {}): TabsWidget {
  return widget('tabs', 'tabs', 'Tabs', options, {
    tabs: [
      {
        label: 'Applicant',
        name: 'applicant',
        list: [widget('input', 'applicant', 'Applicant'), widget('date', 'day', 'Day')],
      },
      {
        label: 'Reason',
        name: 'reason',
        list: [
          widget(
            'textarea',
            'reason',
            'Reason',
            {},
            { rules: [{ required: true, message: 'Give a reason' }] },
          ),
        ],
      },
      {
        label: 'Amount',
        name: 'amount',
        list: [widget('number', 'amount', 'Amount', { min: 0, max: 99999 })],
      },
    ],
  });
}

/** A report with a title row merged across, a cell merged down and a nested grid. */
export function reportWidget(): ReportWidget {
  return widget(
    'report',
    'report',
    'Report',
    { borderWidth: 1, borderColor: '#8c8c8c', width: '100%' },
    {
      rows: [
        {
          columns: [
            td(
              [
                widget('text', '', 'Title', {
                  defaultValue: 'Travel expense claim',
                  hideLabel: true,
                }),
              ],
              { colspan: 3, align: 'center' },
            ),
            td([], { invisible: true, markCol: 1 }),
            td([], { invisible: true, markCol: 2 }),
          ],
        },
        {
          columns: [
            td([widget('input', 'traveller', 'Traveller', { hideLabel: true })], {
              rowspan: 2,
              valign: 'middle',
              width: '30%',
            }),
            td([widget('date', 'departure', 'Departure', { hideLabel: true })]),
            td([widget('number', 'nights', 'Nights', { hideLabel: true, max: 99 })]),
          ],
        },
        {
          columns: [
            td([], { invisible: true, markRow: 1 }),
            td([gridWidget('trip_')], { colspan: 2 }),
            td([], { invisible: true, markCol: 1 }),
          ],
        },
      ],
    },
  );
}

export function tableWidget(options: Record<string, unknown> = {}): TableWidget {
  return widget('table', 'expenses', 'Expenses', options, {
    tableColumns: [
      widget(
        'input',
        'item',
        'Item',
        { width: '220px' },
        { rules: [{ required: true, message: 'Name the item' }] },
      ),
      widget('number', 'cost', 'Cost', { width: '160px', min: 0, max: 99999 }),
      widget('select', 'kind', 'Kind', { options: choices, showLabel: true, width: '180px' }),
    ],
  });
}

/** Every widget type of the spec: each field, each container, a divider. */
export function kitchenSink(): FormDefinition {
  return form(
    [
      widget('divider', 'fields_divider', 'Fields', { contentPosition: 'left' }),
      ...everyField(),
      widget('divider', 'layout_divider', 'Containers', { contentPosition: 'center' }),
      gridWidget(),
      tabsWidget(),
      reportWidget(),
      tableWidget(),
    ],
    { labelWidth: 120 },
  );
}
