/** Forms for the canvas's stories: each container with something inside, and a larger mix. */
import {
  DEFAULT_FORM_CONFIG,
  createWidget,
  type FormDefinition,
  type GridWidget,
  type ReportWidget,
  type TableWidget,
  type TabsWidget,
  type Widget,
} from '@org/form-schema';

export const formOf = (...list: Widget[]): FormDefinition => ({
  list,
  config: { ...DEFAULT_FORM_CONFIG },
});

export function gridForm(): FormDefinition {
  const grid = createWidget('grid', { name: 'Two columns' });
  return formOf({
    ...grid,
    columns: [
      { ...grid.columns[0]!, list: [createWidget('input', { name: 'First name' })] },
      { ...grid.columns[1]!, list: [createWidget('input', { name: 'Last name' })] },
    ],
  } as GridWidget);
}

export function tabsForm(): FormDefinition {
  const tabs = createWidget('tabs', { name: 'Steps' });
  return formOf({
    ...tabs,
    tabs: [
      { ...tabs.tabs[0]!, label: 'Contact', list: [createWidget('input', { name: 'Email' })] },
      { ...tabs.tabs[1]!, label: 'Address', list: [createWidget('textarea', { name: 'Street' })] },
    ],
  } as TabsWidget);
}

export function reportForm(): FormDefinition {
  const report = createWidget('report', { name: 'Sheet' });
  const [first, second] = report.rows as [ReportWidget['rows'][0], ReportWidget['rows'][0]];
  return formOf({
    ...report,
    rows: [
      {
        columns: [
          { ...first.columns[0]!, list: [createWidget('text', { name: 'Title' })] },
          { ...first.columns[1]!, list: [createWidget('date', { name: 'Date' })] },
        ],
      },
      second,
    ],
  } as ReportWidget);
}

export function tableForm(columns = true): FormDefinition {
  const table = createWidget('table', { name: 'Expenses' });
  const column = (type: 'input' | 'number', name: string) => {
    const widget = createWidget(type, { name });
    return { ...widget, options: { ...widget.options, tableColumn: true, width: '200px' } };
  };
  return formOf({
    ...table,
    tableColumns: columns ? [column('input', 'Item'), column('number', 'Cost')] : [],
  } as TableWidget);
}

/** One of every palette widget, then each container. */
export function everyWidgetForm(): FormDefinition {
  const fields = (
    [
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
      'text',
      'html',
      'imgupload',
      'fileupload',
      'editor',
      'cascader',
      'blank',
      'component',
      'custom',
      'divider',
    ] as const
  ).map((type) => createWidget(type) as Widget);
  return formOf(
    ...fields,
    ...gridForm().list,
    ...tabsForm().list,
    ...reportForm().list,
    ...tableForm().list,
  );
}
