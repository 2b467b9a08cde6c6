/**
 * Model names (the field names of the form data): a data-bound widget's model must be
 * non-empty, free of spaces and dots (a sub-table column's rules live under
 * `tableModel.columnModel`), and unique among the data-bound widgets of the definition.
 */
import { isDataBound } from './widget-kinds';
import { FormOperationError } from './errors';
import { findWidget, updateAt, walkWidgets } from './tree';
import type { FormDefinition } from './types';

export type ModelIssueCode = 'EMPTY' | 'INVALID' | 'DUPLICATE';

export interface ModelIssue {
  code: ModelIssueCode;
  message: string;
  /** For a duplicate, the key of the widget that already has the model. */
  other?: string;
}

const INVALID = /[\s.]/;

/**
 * Why `model` cannot be the model of the widget with `key`, or `null` when it can. Widgets that
 * are not data-bound take no part: their models are neither checked nor compared against.
 */
export function checkModelName(
  definition: FormDefinition,
  key: string,
  model: string,
): ModelIssue | null {
  if (model === '') return { code: 'EMPTY', message: 'The field name cannot be empty' };
  if (INVALID.test(model)) {
    return {
      code: 'INVALID',
      message: `The field name "${model}" cannot contain spaces or dots`,
    };
  }
  let other: string | undefined;
  walkWidgets(definition.list, (widget) => {
    if (widget.key !== key && widget.model === model && isDataBound(widget)) other = widget.key;
    return other === undefined;
  });
  if (other === undefined) return null;
  return {
    code: 'DUPLICATE',
    message: `The field name "${model}" is already used by another field`,
    other,
  };
}

/**
 * The definition with the widget's model changed. Throws `FormOperationError` NOT_FOUND for
 * an unknown key and NOT_ALLOWED with the message of `checkModelName` for a refused model;
 * returns the same definition when the model is unchanged.
 */
export function changeWidgetModel(
  definition: FormDefinition,
  key: string,
  model: string,
): FormDefinition {
  const found = findWidget(definition, key);
  if (!found) throw new FormOperationError('NOT_FOUND', `No widget with key "${key}"`, key);
  if (found.widget.model === model) return definition;
  if (isDataBound(found.widget)) {
    const issue = checkModelName(definition, key, model);
    if (issue) throw new FormOperationError('NOT_ALLOWED', issue.message, key);
  }
  return updateAt(definition, found.path, (widget) => ({ ...widget, model }));
}
