/**
 * Edits of the dialogs: saving the form's data sources and event scripts, binding a widget
 * event to a script, and a sub-table's default rows. Each is one undo step.
 */
import {
  updateFormConfig,
  updateWidget,
  updateWidgetOptions,
  type DataSource,
  type EventScript,
  type TableRow,
} from '@org/form-schema';
import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { edit, type DesignerState } from './designer-slice';

const action = <P>(name: string) => createAction<P>(`designer/${name}`);

export const scriptActions = {
  /** The data source manager saved its list (the whole `config.dataSource`). */
  dataSourcesSaved: action<DataSource[]>('dataSourcesSaved'),
  /** The event script manager saved its list (the whole `config.eventScript`). */
  eventScriptsSaved: action<EventScript[]>('eventScriptsSaved'),
  /** A widget event runs this script (by name); an empty script unbinds it. */
  widgetEventBound: action<{ widgetKey: string; eventName: string; script: string }>(
    'widgetEventBound',
  ),
  /** A sub-table's default rows. */
  tableDefaultValueSaved: action<{ widgetKey: string; rows: TableRow[] }>('tableDefaultValueSaved'),
};

export function handleScriptEdits(
  state: DesignerState,
  event: UnknownAction,
): DesignerState | undefined {
  const a = scriptActions;
  const keep = state.selected;
  if (a.dataSourcesSaved.match(event)) {
    return edit(state, (d) => ({
      definition: updateFormConfig(d, { dataSource: event.payload }),
      selected: keep,
    }));
  }
  if (a.eventScriptsSaved.match(event)) {
    return edit(state, (d) => ({
      definition: updateFormConfig(d, { eventScript: event.payload }),
      selected: keep,
    }));
  }
  if (a.widgetEventBound.match(event)) {
    const { widgetKey, eventName, script } = event.payload;
    return edit(state, (d) => ({
      definition: updateWidget(d, widgetKey, (widget) => {
        const events = { ...widget.events };
        if (script) events[eventName] = script;
        else delete events[eventName];
        return { ...widget, events };
      }),
      selected: keep,
    }));
  }
  if (a.tableDefaultValueSaved.match(event)) {
    const { widgetKey, rows } = event.payload;
    return edit(state, (d) => ({
      definition: updateWidgetOptions(d, widgetKey, { defaultValue: rows }),
      selected: keep,
    }));
  }
  return undefined;
}
