import {
  DEFAULT_FORM_CONFIG,
  FormOperationError,
  addWidget,
  canRedo,
  canUndo,
  cloneWidget,
  createHistory,
  currentEntry,
  deleteWidget,
  findWidget,
  moveWidget,
  recordClear,
  recordHistory,
  recordImport,
  redo,
  replaceSelection,
  undo,
  type EditResult,
  type FormDefinition,
  type History,
  type InsertTarget,
  type ListRef,
  type Platform,
  type Widget,
  type WidgetType,
} from '@org/form-schema';
import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { handleContainerEdits } from './container-edits';
import { handlePropertyEdits } from './property-edits';
import { handleScriptEdits } from './script-edits';

/** A refused edit, kept in the state so the UI can show its message. */
export interface DesignerNotice {
  code: string;
  message: string;
}

export interface DesignerState {
  definition: FormDefinition;
  selected: string | null;
  history: History;
  /** Canvas width preset: pc, pad or mobile. */
  platform: Platform;
  notice: DesignerNotice | null;
}

export function createDesignerState(
  definition: FormDefinition = { list: [], config: { ...DEFAULT_FORM_CONFIG } },
): DesignerState {
  return {
    definition,
    selected: null,
    history: createHistory(definition, null),
    platform: definition.config.platform ?? 'pc',
    notice: null,
  };
}

const action = <P = void>(name: string) => createAction<P>(`designer/${name}`);

/** Everything a designer can do to its state. */
export const designerActions = {
  widgetAdded: action<{ type: WidgetType | Widget; target?: InsertTarget }>('widgetAdded'),
  widgetDeleted: action<string>('widgetDeleted'),
  widgetCloned: action<string>('widgetCloned'),
  widgetMoved: action<{ key: string; to: ListRef; index: number }>('widgetMoved'),
  widgetSelected: action<string | null>('widgetSelected'),
  definitionImported: action<FormDefinition>('definitionImported'),
  /** Replaces the form and starts a new history (a host loading another form). */
  definitionReset: action<FormDefinition>('definitionReset'),
  formCleared: action('formCleared'),
  /** Puts back a history kept from an earlier visit (the browser's storage); shows its current entry. */
  historyRestored: action<History>('historyRestored'),
  undone: action('undone'),
  redone: action('redone'),
  platformChanged: action<Platform>('platformChanged'),
  noticeDismissed: action('noticeDismissed'),
};

/**
 * Applies a form-schema operation and records its result in the history. A refusal becomes a
 * notice and leaves the definition as it was. Every concern's handler edits through this.
 */
export function edit(
  state: DesignerState,
  run: (definition: FormDefinition) => EditResult,
): DesignerState {
  try {
    const { definition, selected } = run(state.definition);
    return {
      ...state,
      definition,
      selected,
      history: recordHistory(state.history, definition, selected),
      notice: null,
    };
  } catch (error) {
    if (!(error instanceof FormOperationError)) throw error;
    return { ...state, notice: { code: error.code, message: error.message } };
  }
}

function restore(state: DesignerState, history: History): DesignerState {
  const entry = currentEntry(history);
  return { ...state, history, definition: entry.data, selected: entry.selected };
}

/**
 * A concern's share of the reducer: the new state when it handles the action, else `undefined`.
 * Each concern (structure, containers, properties, data sources and scripts) keeps its actions
 * and its handler in a file of its own; `designerReducer` asks each in turn.
 */
export type DesignerHandler = (
  state: DesignerState,
  event: UnknownAction,
) => DesignerState | undefined;

/** The structural edits: add, delete, clone, move, select, import, clear, undo, redo. */
function handleStructure(state: DesignerState, event: UnknownAction): DesignerState | undefined {
  const a = designerActions;
  if (a.widgetAdded.match(event)) {
    const { type, target } = event.payload;
    return edit(state, (d) => addWidget(d, type, { selected: state.selected, target }));
  }
  if (a.widgetDeleted.match(event)) return edit(state, (d) => deleteWidget(d, event.payload));
  if (a.widgetCloned.match(event)) return edit(state, (d) => cloneWidget(d, event.payload));
  if (a.widgetMoved.match(event)) {
    const { key, to, index } = event.payload;
    return edit(state, (d) => ({ definition: moveWidget(d, key, to, index), selected: key }));
  }
  if (a.widgetSelected.match(event)) {
    if (event.payload === state.selected) return state;
    return {
      ...state,
      selected: event.payload,
      history: replaceSelection(state.history, event.payload),
    };
  }
  if (a.definitionImported.match(event)) {
    return restore(state, recordImport(state.history, event.payload));
  }
  if (a.definitionReset.match(event)) {
    const next = createDesignerState(event.payload);
    const keep = state.selected !== null && findWidget(event.payload, state.selected);
    if (!keep) return { ...next, platform: state.platform };
    const selected = state.selected;
    return {
      ...next,
      selected,
      history: replaceSelection(next.history, selected),
      platform: state.platform,
    };
  }
  if (a.historyRestored.match(event)) return restore(state, event.payload);
  if (a.formCleared.match(event))
    return restore(state, recordClear(state.history, state.definition));
  if (a.undone.match(event))
    return canUndo(state.history) ? restore(state, undo(state.history)) : state;
  if (a.redone.match(event))
    return canRedo(state.history) ? restore(state, redo(state.history)) : state;
  if (a.platformChanged.match(event)) return { ...state, platform: event.payload };
  if (a.noticeDismissed.match(event)) return state.notice ? { ...state, notice: null } : state;
  return undefined;
}

const HANDLERS: readonly DesignerHandler[] = [
  handleStructure,
  handleScriptEdits,
  handleContainerEdits,
  handlePropertyEdits,
];

/**
 * The designer reducer. It is written without Immer on purpose: form-schema operations are
 * already immutable with structural sharing, so drafts would only add cost (and freeze every
 * history entry).
 */
export function designerReducer(
  state: DesignerState = createDesignerState(),
  event: UnknownAction,
): DesignerState {
  for (const handle of HANDLERS) {
    const next = handle(state, event);
    if (next !== undefined) return next;
  }
  return state;
}
