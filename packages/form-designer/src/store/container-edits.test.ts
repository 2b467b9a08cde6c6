import {
  createWidget,
  type FormDefinition,
  type GridWidget,
  type ReportWidget,
  type TabsWidget,
} from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import { containerActions as c } from './container-edits';
import { designerActions } from './designer-slice';
import { createDesignerStore } from './designer-store';

function storeWith(...list: FormDefinition['list']) {
  const store = createDesignerStore({
    list,
    config: createDesignerStore().getState().designer.definition.config,
  });
  return { store, list: () => store.getState().designer.definition.list };
}

describe('container edits', () => {
  it('adds grid columns and tab panes, each as one undo step', () => {
    const grid = createWidget('grid');
    const tabs = createWidget('tabs');
    const { store, list } = storeWith(grid, tabs);
    store.dispatch(c.gridColumnAdded(grid.key));
    expect((list()[0] as GridWidget).columns).toHaveLength(3);
    store.dispatch(c.tabPaneAdded(tabs.key));
    store.dispatch(c.tabPaneRenamed({ tabsKey: tabs.key, index: 2, label: 'Extra' }));
    store.dispatch(c.tabPaneMoved({ tabsKey: tabs.key, from: 2, to: 0 }));
    expect((list()[1] as TabsWidget).tabs.map((p) => p.label)).toEqual(['Extra', 'Tab 1', 'Tab 2']);
    store.dispatch(designerActions.undone());
    expect((list()[1] as TabsWidget).tabs.map((p) => p.label)).toEqual(['Tab 1', 'Tab 2', 'Extra']);
    store.dispatch(designerActions.undone());
    store.dispatch(designerActions.undone());
    expect((list()[1] as TabsWidget).tabs).toHaveLength(2);
    store.dispatch(designerActions.undone());
    expect((list()[0] as GridWidget).columns).toHaveLength(2);
  });

  it('refuses to remove the last pane with a notice and keeps the definition', () => {
    const tabs = createWidget('tabs');
    const { store, list } = storeWith(tabs);
    store.dispatch(c.tabPaneRemoved({ tabsKey: tabs.key, index: 0 }));
    const before = list();
    store.dispatch(c.tabPaneRemoved({ tabsKey: tabs.key, index: 0 }));
    expect(list()).toBe(before);
    expect(store.getState().designer.notice).toEqual({
      code: 'NOT_ALLOWED',
      message: 'A tabs widget keeps at least one pane',
    });
  });

  it('merges, splits and removes report lines; a removed selected cell selects the report', () => {
    const report = createWidget('report');
    const { store, list } = storeWith(report);
    const cell = report.rows[0]!.columns[0]!;
    store.dispatch(c.cellMergedRight(cell.key));
    const merged = list()[0] as ReportWidget;
    expect(merged.rows[0]!.columns[0]!.options.colspan).toBe(2);
    expect(merged.rows[0]!.columns[1]!.options.invisible).toBe(true);
    store.dispatch(c.cellSplitColumns(cell.key));
    expect((list()[0] as ReportWidget).rows[0]!.columns[1]!.options.invisible).toBe(false);
    store.dispatch(c.reportRowAdded({ reportKey: report.key }));
    store.dispatch(c.reportColumnAdded({ reportKey: report.key }));
    expect((list()[0] as ReportWidget).rows).toHaveLength(3);
    expect((list()[0] as ReportWidget).rows[0]!.columns).toHaveLength(3);
    store.dispatch(designerActions.widgetSelected(cell.key));
    store.dispatch(c.reportRowRemoved({ reportKey: report.key, index: 0 }));
    expect(store.getState().designer.selected).toBe(report.key);
    store.dispatch(c.reportColumnRemoved({ reportKey: report.key, index: 0 }));
    expect((list()[0] as ReportWidget).rows[0]!.columns).toHaveLength(2);
  });
});
