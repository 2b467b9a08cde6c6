/**
 * Edits of the property panels: a widget's options (through form-schema's option-change
 * rules), its label and model, and the form settings (layout and label position kept
 * consistent). Typing in one field of one widget squashes into one undo step: every edit of a
 * field carries a mark (`{key}:{field}`), and leaving the field ends the run.
 */
import {
  FormOperationError,
  changeWidgetModel,
  endSquash,
  recordHistory,
  updateFormConfig,
  updateWidget,
  updateWidgetOptions,
  type ConfigPatch,
  type FormDefinition,
} from '@org/form-schema';
import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { DesignerState } from './designer-slice';

const action = <P = void>(name: string) => createAction<P>(`designer/${name}`);

/** `field` names the panel field edited; edits of one field squash into one undo step. */
export interface FieldEdit {
  field?: string;
}

export const propertyActions = {
  /** Options of a widget changed (the §4 option-change rules apply). */
  optionsChanged: action<FieldEdit & { key: string; patch: Record<string, unknown> }>(
    'optionsChanged',
  ),
  /** A widget's label (`name`). */
  labelChanged: action<FieldEdit & { key: string; name: string }>('labelChanged'),
  /** A widget's model; a duplicate or malformed model is refused with a notice. */
  modelChanged: action<FieldEdit & { key: string; model: string }>('modelChanged'),
  /** Whether a widget is left out of validation. */
  novalidChanged: action<{ key: string; novalid: boolean }>('novalidChanged'),
  /** Form settings changed (layout, label position and labelCol kept consistent). */
  configChanged: action<FieldEdit & { patch: ConfigPatch }>('configChanged'),
  /** The user left a property field: the next edit starts a new undo step. */
  fieldLeft: action('fieldLeft'),
};

/** Applies an edit that keeps the selection, recorded under the field's mark. */
function editField(
  state: DesignerState,
  mark: string | undefined,
  run: (definition: FormDefinition) => FormDefinition,
): DesignerState {
  try {
    const definition = run(state.definition);
    if (definition === state.definition) return state.notice ? { ...state, notice: null } : state;
    const history = recordHistory(state.history, definition, state.selected, mark ? { mark } : {});
    return { ...state, definition, history, notice: null };
  } catch (error) {
    if (!(error instanceof FormOperationError)) throw error;
    return { ...state, notice: { code: error.code, message: error.message } };
  }
}

const markOf = (owner: string, field: string | undefined) =>
  field === undefined ? undefined : `${owner}:${field}`;

export function handlePropertyEdits(
  state: DesignerState,
  event: UnknownAction,
): DesignerState | undefined {
  const a = propertyActions;
  if (a.optionsChanged.match(event)) {
    const { key, patch, field } = event.payload;
    return editField(state, markOf(key, field), (d) => updateWidgetOptions(d, key, patch));
  }
  if (a.labelChanged.match(event)) {
    const { key, name, field } = event.payload;
    return editField(state, markOf(key, field ?? 'name'), (d) =>
      updateWidget(d, key, (w) => (w.name === name ? w : { ...w, name })),
    );
  }
  if (a.modelChanged.match(event)) {
    const { key, model, field } = event.payload;
    return editField(state, markOf(key, field ?? 'model'), (d) => changeWidgetModel(d, key, model));
  }
  if (a.novalidChanged.match(event)) {
    const { key, novalid } = event.payload;
    return editField(state, undefined, (d) =>
      updateWidget(d, key, (w) => (Boolean(w.novalid) === novalid ? w : { ...w, novalid })),
    );
  }
  if (a.configChanged.match(event)) {
    const { patch, field } = event.payload;
    return editField(state, markOf('config', field), (d) => updateFormConfig(d, patch));
  }
  if (a.fieldLeft.match(event)) {
    const history = endSquash(state.history);
    return history === state.history ? state : { ...state, history };
  }
  return undefined;
}
