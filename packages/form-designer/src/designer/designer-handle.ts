/**
 * The imperative API of `<FormDesigner ref>`: read and replace the definition, clear, undo,
 * redo, select. Every change goes through the store, so it is recorded in the history and
 * reported to `onChange` like a change made by hand.
 */
import {
  formatIssue,
  validateDefinition,
  type DefinitionIssue,
  type FormDefinition,
  type Widget,
} from '@org/form-schema';
import { designerActions } from '../store/designer-slice';
import type { DesignerStore } from '../store/designer-store';
import {
  selectCanRedo,
  selectCanUndo,
  selectSelectedWidget,
  selectWidgetExists,
} from '../store/selectors';

export interface FormDesignerHandle {
  /** The definition on the canvas. */
  getDefinition(): FormDefinition;
  /**
   * Replaces the form (one undo step) and selects its first widget. A definition that fails
   * form-schema's `validateDefinition` is refused with a `DefinitionRejectedError` listing
   * every problem with its path; the form is then unchanged.
   */
  setDefinition(definition: unknown): void;
  /** Removes every widget (one undo step); the form settings stay. */
  clear(): void;
  undo(): void;
  redo(): void;
  /** Whether there is a change to undo. */
  readonly canUndo: boolean;
  /** Whether there is an undone change to redo. */
  readonly canRedo: boolean;
  /** Selects the widget with this key (and scrolls it into view), or unselects with null. */
  select(key: string | null): void;
  /** The selected widget, or null. */
  getSelected(): Widget | null;
}

/** A definition refused by `setDefinition`: `issues` holds each problem with its path. */
export class DefinitionRejectedError extends Error {
  override readonly name = 'DefinitionRejectedError';
  readonly issues: readonly DefinitionIssue[];
  constructor(issues: readonly DefinitionIssue[]) {
    const shown = issues.slice(0, 5).map(formatIssue);
    const more = issues.length > shown.length ? `; and ${issues.length - shown.length} more` : '';
    super(`The form definition is invalid: ${shown.join('; ')}${more}`);
    this.issues = issues;
  }
}

/** A widget key given to `select` that is not in the form. */
export class UnknownWidgetError extends Error {
  override readonly name = 'UnknownWidgetError';
  readonly key: string;
  constructor(key: string) {
    super(`No widget with key "${key}" is in the form`);
    this.key = key;
  }
}

/** Returns the definition when it is valid; throws `DefinitionRejectedError` otherwise. */
export function checkDefinition(definition: unknown): FormDefinition {
  const verdict = validateDefinition(definition);
  if (!verdict.valid) throw new DefinitionRejectedError(verdict.errors);
  return definition as FormDefinition;
}

export function createDesignerHandle(
  store: DesignerStore,
  reveal: (key: string) => void,
): FormDesignerHandle {
  const state = () => store.getState();
  return {
    getDefinition: () => state().designer.definition,
    setDefinition(definition) {
      store.dispatch(designerActions.definitionImported(checkDefinition(definition)));
    },
    clear: () => void store.dispatch(designerActions.formCleared()),
    undo: () => void store.dispatch(designerActions.undone()),
    redo: () => void store.dispatch(designerActions.redone()),
    get canUndo() {
      return selectCanUndo(state());
    },
    get canRedo() {
      return selectCanRedo(state());
    },
    select(key) {
      if (key !== null && !selectWidgetExists(key)(state())) throw new UnknownWidgetError(key);
      store.dispatch(designerActions.widgetSelected(key));
      if (key !== null) reveal(key);
    },
    getSelected: () => selectSelectedWidget(state()) ?? null,
  };
}
