/**
 * Edits of containers on the canvas: grid columns, tab panes, report rows, columns and cells.
 * Each one is a form-schema operation recorded as one undo step (a refusal becomes the notice).
 * Drags use the structural `widgetAdded` (with a target) and `widgetMoved` actions, so one drag
 * is one step too.
 */
import {
  addGridColumn,
  addReportColumn,
  addReportRow,
  addTabPane,
  mergeCellDown,
  mergeCellRight,
  moveTabPane,
  removeReportColumn,
  removeReportRow,
  removeTabPane,
  renameTabPane,
  splitCellColumns,
  splitCellRows,
  findWidget,
  type FormDefinition,
} from '@org/form-schema';
import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { edit, type DesignerHandler, type DesignerState } from './designer-slice';

const action = <P>(name: string) => createAction<P>(`designer/containers/${name}`);

export const containerActions = {
  gridColumnAdded: action<string>('gridColumnAdded'),
  tabPaneAdded: action<string>('tabPaneAdded'),
  tabPaneRenamed: action<{ tabsKey: string; index: number; label: string }>('tabPaneRenamed'),
  tabPaneRemoved: action<{ tabsKey: string; index: number }>('tabPaneRemoved'),
  tabPaneMoved: action<{ tabsKey: string; from: number; to: number }>('tabPaneMoved'),
  reportRowAdded: action<{ reportKey: string; index?: number }>('reportRowAdded'),
  reportColumnAdded: action<{ reportKey: string; index?: number }>('reportColumnAdded'),
  reportRowRemoved: action<{ reportKey: string; index: number }>('reportRowRemoved'),
  reportColumnRemoved: action<{ reportKey: string; index: number }>('reportColumnRemoved'),
  cellMergedRight: action<string>('cellMergedRight'),
  cellMergedDown: action<string>('cellMergedDown'),
  cellSplitColumns: action<string>('cellSplitColumns'),
  cellSplitRows: action<string>('cellSplitRows'),
};

/**
 * An edit that keeps the current selection, or selects `fallback` (the container) when the
 * selected widget is gone afterwards (a removed row, column or pane).
 */
function keeping(
  state: DesignerState,
  change: (definition: FormDefinition) => FormDefinition,
  fallback: string | null = null,
) {
  return edit(state, (definition) => {
    const next = change(definition);
    const { selected } = state;
    const kept = selected !== null && findWidget(next, selected) !== undefined;
    return { definition: next, selected: kept ? selected : fallback };
  });
}

/**
 * The containers' share of the reducer. A function declaration, so that it is defined even while
 * this module and the slice are still loading each other.
 */
export function handleContainerEdits(
  state: DesignerState,
  event: UnknownAction,
): ReturnType<DesignerHandler> {
  const a = containerActions;
  if (a.gridColumnAdded.match(event)) return keeping(state, (d) => addGridColumn(d, event.payload));
  if (a.tabPaneAdded.match(event)) return keeping(state, (d) => addTabPane(d, event.payload));
  if (a.tabPaneRenamed.match(event)) {
    const { tabsKey, index, label } = event.payload;
    return keeping(state, (d) => renameTabPane(d, tabsKey, index, label));
  }
  if (a.tabPaneRemoved.match(event)) {
    const { tabsKey, index } = event.payload;
    return keeping(state, (d) => removeTabPane(d, tabsKey, index), tabsKey);
  }
  if (a.tabPaneMoved.match(event)) {
    const { tabsKey, from, to } = event.payload;
    return keeping(state, (d) => moveTabPane(d, tabsKey, from, to));
  }
  if (a.reportRowAdded.match(event)) {
    const { reportKey, index } = event.payload;
    return keeping(state, (d) => addReportRow(d, reportKey, index));
  }
  if (a.reportColumnAdded.match(event)) {
    const { reportKey, index } = event.payload;
    return keeping(state, (d) => addReportColumn(d, reportKey, index));
  }
  if (a.reportRowRemoved.match(event)) {
    const { reportKey, index } = event.payload;
    return keeping(state, (d) => removeReportRow(d, reportKey, index), reportKey);
  }
  if (a.reportColumnRemoved.match(event)) {
    const { reportKey, index } = event.payload;
    return keeping(state, (d) => removeReportColumn(d, reportKey, index), reportKey);
  }
  if (a.cellMergedRight.match(event))
    return keeping(state, (d) => mergeCellRight(d, event.payload));
  if (a.cellMergedDown.match(event)) return keeping(state, (d) => mergeCellDown(d, event.payload));
  if (a.cellSplitColumns.match(event)) {
    return keeping(state, (d) => splitCellColumns(d, event.payload));
  }
  if (a.cellSplitRows.match(event)) return keeping(state, (d) => splitCellRows(d, event.payload));
  return undefined;
}
