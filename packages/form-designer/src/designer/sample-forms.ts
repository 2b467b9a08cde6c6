/**
 * Forms for the designer's stories and benchmark: an empty form, a realistic one with every
 * kind of container, and a large one of a chosen number of widgets.
 */
import {
  DEFAULT_FORM_CONFIG,
  createWidget,
  type FieldWidget,
  type FormDefinition,
  type GridWidget,
  type ReportWidget,
  type TableWidget,
  type TabsWidget,
  type Widget,
  type WidgetType,
} from '@org/form-schema';

const config = () => ({ ...DEFAULT_FORM_CONFIG });

function named<W extends Widget>(widget: W, name: string): W {
  return { ...widget, name };
}

export function emptyForm(): FormDefinition {
  return { list: [], config: config() };
}

/** A leave request: fields in a grid, tabs, a report table and a sub-table. */
export function realisticForm(): FormDefinition {
  const grid = createWidget('grid') as GridWidget;
  const [left, right] = grid.columns;
  const applicant = named(createWidget('input'), 'Applicant');
  const department = named(createWidget('select'), 'Department');
  const layout: GridWidget = {
    ...grid,
    columns: [
      { ...left!, options: { ...left!.options, span: 12, md: 12 }, list: [applicant] },
      { ...right!, options: { ...right!.options, span: 12, md: 12 }, list: [department] },
    ],
  };
  const tabs = createWidget('tabs') as TabsWidget;
  const sections: TabsWidget = {
    ...tabs,
    tabs: [
      {
        ...tabs.tabs[0]!,
        label: 'Leave',
        list: [named(createWidget('date'), 'From'), named(createWidget('date'), 'To')],
      },
      { ...tabs.tabs[1]!, label: 'Contact', list: [named(createWidget('input'), 'Phone')] },
    ],
  };
  const report = createWidget('report') as ReportWidget;
  const summary: ReportWidget = {
    ...report,
    rows: report.rows.map((row, r) => ({
      ...row,
      columns: row.columns.map((cell, c) => ({
        ...cell,
        list:
          r === 0 && c === 0
            ? [named(createWidget('text'), 'Days')]
            : r === 0 && c === 1
              ? [named(createWidget('number'), 'Count')]
              : [],
      })),
    })),
  };
  const table = createWidget('table') as TableWidget;
  const items: TableWidget = {
    ...table,
    name: 'Expenses',
    tableColumns: [
      named(createWidget('input'), 'Item') as FieldWidget,
      named(createWidget('number'), 'Amount') as FieldWidget,
    ],
  };
  return {
    list: [
      layout,
      named(createWidget('radio'), 'Leave type'),
      sections,
      summary,
      items,
      named(createWidget('textarea'), 'Reason'),
      createWidget('divider'),
      named(createWidget('switch'), 'Urgent'),
    ],
    config: config(),
  };
}

const FIELD_TYPES: WidgetType[] = [
  'input',
  'textarea',
  'number',
  'radio',
  'checkbox',
  'select',
  'date',
  'time',
  'switch',
  'rate',
];

/**
 * A form of exactly `count` widgets (columns included): mostly top-level fields of ten types,
 * with a two-column grid of two fields (7 widgets) after every 20 fields.
 */
export function largeForm(count = 2000): FormDefinition {
  const list: Widget[] = [];
  let total = 0;
  let fields = 0;
  while (total < count) {
    if (fields > 0 && fields % 20 === 0 && count - total >= 7) {
      const grid = createWidget('grid') as GridWidget;
      list.push({
        ...grid,
        columns: grid.columns.slice(0, 2).map((col) => ({
          ...col,
          list: [createWidget('input'), createWidget('select')],
        })),
      });
      total += 7;
    }
    if (total >= count) break;
    const type = FIELD_TYPES[fields % FIELD_TYPES.length]!;
    list.push(named(createWidget(type), `Field ${fields + 1}`));
    fields += 1;
    total += 1;
  }
  return { list, config: config() };
}
