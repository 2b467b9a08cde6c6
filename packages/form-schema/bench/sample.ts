/**
 * A realistic large definition for benchmarks: fields at the root, grids of fields, tab panes,
 * reports with fields in their cells and sub-tables, until the tree holds `size` widgets
 * (containers, columns and cells included).
 */
import {
  DEFAULT_FORM_CONFIG,
  allWidgets,
  createWidget,
  type FormDefinition,
  type GridWidget,
  type IdSource,
  type ReportWidget,
  type TableWidget,
  type TabsWidget,
  type Widget,
  type WidgetType,
} from '../src/index';

const FIELDS: WidgetType[] = [
  'input',
  'textarea',
  'number',
  'radio',
  'checkbox',
  'time',
  'date',
  'select',
  'switch',
  'slider',
  'rate',
  'cascader',
];

export function buildDefinition(size: number, ids: IdSource): FormDefinition {
  const list: Widget[] = [];
  let count = 0;
  let n = 0;
  const field = () => {
    count++;
    return createWidget(FIELDS[n++ % FIELDS.length]!, { ids });
  };
  while (count < size) {
    switch (list.length % 5) {
      case 0:
      case 1:
        list.push(field());
        break;
      case 2: {
        const grid = createWidget('grid', { ids }) as GridWidget;
        count += 3;
        list.push({
          ...grid,
          columns: grid.columns.map((col) => ({ ...col, list: [field(), field(), field()] })),
        });
        break;
      }
      case 3: {
        const tabs = createWidget('tabs', { ids }) as TabsWidget;
        count += 1;
        list.push({
          ...tabs,
          tabs: tabs.tabs.map((pane) => ({ ...pane, list: [field(), field()] })),
        });
        break;
      }
      default: {
        if (list.length % 10 === 4) {
          const report = createWidget('report', { ids }) as ReportWidget;
          count += 5;
          list.push({
            ...report,
            rows: report.rows.map((row) => ({
              columns: row.columns.map((cell) => ({ ...cell, list: [field()] })),
            })),
          });
        } else {
          const table = createWidget('table', { ids }) as TableWidget;
          count += 1;
          list.push({
            ...table,
            tableColumns: [field(), field(), field()].map((w) => ({
              ...w,
              options: { ...w.options, tableColumn: true, width: '200px' },
            })) as TableWidget['tableColumns'],
          });
        }
      }
    }
  }
  return { list, config: { ...DEFAULT_FORM_CONFIG } };
}

/** Keys of the data fields of a definition, in form order. */
export function fieldKeys(definition: FormDefinition): string[] {
  return allWidgets(definition.list)
    .filter((w) => FIELDS.includes(w.type))
    .map((w) => w.key);
}
