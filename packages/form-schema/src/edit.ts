/**
 * Editing the widget tree: insert, add, delete, clone, move. Each operation takes a definition
 * and returns a new one, copying only the path to the change.
 */
import type { Locale } from './catalogue';
import { isWidgetType } from './widget-kinds';
import { TABLE_COLUMN_WIDTH } from './constants';
import { createWidget, reidentify } from './create-widget';
import { canDrop, type DropSource } from './drop-rules';
import { FormOperationError } from './errors';
import { defaultIdSource, type IdSource } from './ids';
import { listOf, resolveList, sameList } from './lists';
import { ROOT_LIST, allWidgets, updateAt, updateSlot, walkWidgets, type ListRef } from './tree';
import type { FormDefinition, Widget, WidgetType } from './types';

/** The result of an edit that also moves the designer's selection. */
export interface EditResult {
  definition: FormDefinition;
  /** Key of the widget to select afterwards; `null` for none. */
  selected: string | null;
}

export interface InsertTarget {
  list: ListRef;
  /** Position in the list; the end when absent. */
  index?: number;
}

export interface InsertOptions {
  /** Where the widget comes from; the palette by default. */
  from?: DropSource;
  ids?: IdSource;
}

function insertAt<T>(list: readonly T[], index: number, item: T): T[] {
  const copy = list.slice();
  copy.splice(Math.max(0, Math.min(index, copy.length)), 0, item);
  return copy;
}

/** Adjusts a widget entering a list: sub-table columns are marked and sized, others unmarked. */
function fitForList(widget: Widget, ownerType: string | undefined, fresh: boolean): Widget {
  const options = widget.options as { tableColumn?: boolean; width?: string; hideLabel?: boolean };
  if (ownerType === 'table') {
    if (options.tableColumn) return widget;
    return {
      ...widget,
      options: { ...options, tableColumn: true, width: TABLE_COLUMN_WIDTH },
    } as Widget;
  }
  let next = widget;
  if (options.tableColumn) {
    next = { ...next, options: { ...options, tableColumn: false, width: '' } } as Widget;
  }
  // A new field placed in a report cell hides its label: the cell layout labels it.
  if (fresh && ownerType === 'td' && options.hideLabel === false) {
    next = { ...next, options: { ...(next.options as object), hideLabel: true } } as Widget;
  }
  return next;
}

/**
 * Gives the widget (and its descendants) fresh identities when its key or its model is already
 * used in the definition, so keys and data-bound models stay unique.
 */
function withUniqueIdentity(definition: FormDefinition, widget: Widget, ids: IdSource): Widget {
  const clashes = (candidate: Widget) => {
    const keys = new Set<string>();
    const models = new Set<string>();
    for (const w of allWidgets([candidate])) {
      keys.add(w.key);
      if (w.model) models.add(w.model);
    }
    let clash = false;
    walkWidgets(definition.list, (w) => {
      clash = keys.has(w.key) || (w.model !== '' && models.has(w.model));
      return !clash;
    });
    return clash;
  };
  let result = widget;
  while (clashes(result)) result = reidentify(result, ids);
  return result;
}

/**
 * Inserts a widget into a list (at `index`, or at the end). Refused with
 * "Don't support adding this field" where `canDrop` refuses it.
 */
export function insertWidget(
  definition: FormDefinition,
  widget: Widget,
  target: InsertTarget,
  options: InsertOptions = {},
): FormDefinition {
  const from = options.from ?? 'palette';
  const check = canDrop(definition, { type: widget.type }, target.list, from);
  if (!check.allowed) {
    throw new FormOperationError(
      check.reason === 'not-found' ? 'NOT_FOUND' : 'DROP_REFUSED',
      check.message,
      widget.key,
    );
  }
  const resolved = resolveList(definition, target.list)!;
  const placed = fitForList(
    withUniqueIdentity(definition, widget, options.ids ?? defaultIdSource),
    resolved.owner?.type,
    from === 'palette',
  );
  return updateSlot(definition, resolved.ownerPath, resolved.slot, (list) =>
    insertAt(list, target.index ?? list.length, placed),
  );
}

export interface AddWidgetOptions {
  /** The selected widget: the new one goes right after it, in the same list. */
  selected?: string | null;
  /** An explicit place, which wins over `selected`. */
  target?: InsertTarget;
  ids?: IdSource;
  locale?: Locale;
}

/**
 * Adds a new widget of a type (or a copy of a template widget, e.g. a host's custom field): after
 * the selected widget when there is one (at the end of a selected grid column or report cell),
 * else at the end of the form. The new widget is selected.
 */
export function addWidget(
  definition: FormDefinition,
  typeOrTemplate: WidgetType | Widget,
  options: AddWidgetOptions = {},
): EditResult {
  const ids = options.ids ?? defaultIdSource;
  let widget: Widget;
  if (typeof typeOrTemplate === 'string') {
    if (!isWidgetType(typeOrTemplate)) {
      throw new FormOperationError('NOT_FOUND', `Unknown widget type "${typeOrTemplate}"`);
    }
    widget = createWidget(typeOrTemplate, { ids, locale: options.locale });
  } else {
    widget = reidentify(typeOrTemplate, ids);
  }
  let target = options.target;
  if (!target) {
    const selected = options.selected ? listOf(definition, options.selected) : undefined;
    if (selected && (selected.widget.type === 'col' || selected.widget.type === 'td')) {
      // A selected grid column or report cell receives the widget at its end.
      target = { list: { parent: selected.widget.key } };
    } else {
      target = selected ? { list: selected.ref, index: selected.index + 1 } : { list: ROOT_LIST };
    }
  }
  const length = resolveList(definition, target.list)?.list.length ?? 0;
  const index = Math.max(0, Math.min(target.index ?? length, length));
  const next = insertWidget(definition, widget, { list: target.list, index }, { ids });
  return { definition: next, selected: resolveList(next, target.list)?.list[index]?.key ?? null };
}

function located(definition: FormDefinition, key: string) {
  const found = listOf(definition, key);
  if (!found) throw new FormOperationError('NOT_FOUND', `No widget with key "${key}"`, key);
  return found;
}

/** Whether a widget may be deleted with `deleteWidget` (report cells may not; a grid's last column may not). */
export function canDeleteWidget(definition: FormDefinition, key: string): boolean {
  const found = listOf(definition, key);
  if (!found || found.widget.type === 'td') return false;
  if (found.widget.type === 'col') {
    const grid = found.ref.parent ? listOf(definition, found.ref.parent)?.widget : undefined;
    return grid?.type === 'grid' && grid.columns.length > 1;
  }
  return true;
}

/**
 * Deletes a widget with everything inside it. The selection moves to the next widget of the same
 * list, or the previous one, or to none when the list becomes empty.
 */
export function deleteWidget(definition: FormDefinition, key: string): EditResult {
  const found = located(definition, key);
  if (!canDeleteWidget(definition, key)) {
    throw new FormOperationError(
      'NOT_ALLOWED',
      found.widget.type === 'td'
        ? 'Report cells are removed with their row or column'
        : 'A grid keeps at least one column',
      key,
    );
  }
  const path = found.path;
  let selected: string | null = null;
  const next = updateSlot(definition, path.slice(0, -1), found.ref.slot ?? 0, (list) => {
    const neighbour = list[found.index + 1] ?? list[found.index - 1];
    selected = neighbour?.key ?? null;
    return list.filter((_, i) => i !== found.index);
  });
  return { definition: next, selected };
}

/**
 * Inserts a copy right after the widget and selects it. The copy and every nested descendant get
 * fresh keys and models; report cells are copied with their row or column instead.
 */
export function cloneWidget(
  definition: FormDefinition,
  key: string,
  options: { ids?: IdSource } = {},
): EditResult {
  const found = located(definition, key);
  if (found.widget.type === 'td') {
    throw new FormOperationError('NOT_ALLOWED', 'Report cells cannot be cloned one by one', key);
  }
  const copy = reidentify(found.widget, options.ids ?? defaultIdSource);
  const next = updateSlot(definition, found.path.slice(0, -1), found.ref.slot ?? 0, (list) =>
    insertAt(list, found.index + 1, copy),
  );
  return { definition: next, selected: copy.key };
}

/**
 * Moves a widget to `index` of the list `to` (the index it will have once moved, as drag and
 * drop reports it). Refused where `canDrop` refuses it.
 */
export function moveWidget(
  definition: FormDefinition,
  key: string,
  to: ListRef,
  index: number,
): FormDefinition {
  const found = located(definition, key);
  if (found.widget.type === 'col' || found.widget.type === 'td') {
    if (sameList(found.ref, to)) return reorderInPlace(definition, found, index);
    throw new FormOperationError('DROP_REFUSED', 'Columns and cells stay in their container', key);
  }
  const check = canDrop(definition, { type: found.widget.type, key }, to, found.ref);
  if (!check.allowed) {
    throw new FormOperationError(
      check.reason === 'not-found' ? 'NOT_FOUND' : 'DROP_REFUSED',
      check.message,
      key,
    );
  }
  if (sameList(found.ref, to)) return reorderInPlace(definition, found, index);
  const removed = updateSlot(definition, found.path.slice(0, -1), found.ref.slot ?? 0, (list) =>
    list.filter((_, i) => i !== found.index),
  );
  const target = resolveList(removed, to)!;
  const placed = fitForList(found.widget, target.owner?.type, false);
  return updateSlot(removed, target.ownerPath, target.slot, (list) =>
    insertAt(list, index, placed),
  );
}

function reorderInPlace(
  definition: FormDefinition,
  found: ReturnType<typeof located>,
  index: number,
): FormDefinition {
  if (index === found.index) return definition;
  return updateSlot(definition, found.path.slice(0, -1), found.ref.slot ?? 0, (list) => {
    const copy = list.slice();
    const [item] = copy.splice(found.index, 1);
    copy.splice(Math.max(0, Math.min(index, copy.length)), 0, item as Widget);
    return copy;
  });
}

/** Replaces a widget with the result of `update` (which must keep its type and key). */
export function updateWidget(
  definition: FormDefinition,
  key: string,
  update: (widget: Widget) => Widget,
): FormDefinition {
  const found = located(definition, key);
  return updateAt(definition, found.path, (widget) => {
    const next = update(widget);
    if (next.type !== widget.type || next.key !== widget.key) {
      throw new FormOperationError('NOT_ALLOWED', 'An update cannot change type or key', key);
    }
    return next;
  });
}

/** Empties the form's widget list; the form settings stay. */
export function clearWidgets(definition: FormDefinition): FormDefinition {
  return definition.list.length === 0 ? definition : { ...definition, list: [] };
}
