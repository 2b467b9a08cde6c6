/**
 * Addressing and rebuilding the widget tree with structural sharing.
 *
 * Every container exposes its children as numbered slots (lists of widgets):
 * grid → [columns], col/td → [list], tabs → one slot per pane, report → one slot per row
 * (the row's cells), table → [tableColumns]. The definition itself has one slot, `list`.
 * A widget's path is the sequence of (slot, index) steps from the root; rebuilding along a
 * path copies only the objects on that path and shares everything else.
 */
import type { ColWidget, FieldWidget, FormDefinition, TdWidget, Widget } from './types';

export interface PathStep {
  slot: number;
  index: number;
}
export type WidgetPath = readonly PathStep[];

/** Where a list of widgets lives: the root list (`parent: null`) or a slot of a container. */
export interface ListRef {
  /** Key of the owning container: col, td, table, or tabs (with `slot` = pane index). `null` is the root list. */
  parent: string | null;
  /** Slot of the container; 0 unless the container is a tabs widget (pane index). */
  slot?: number;
}

export const ROOT_LIST: ListRef = Object.freeze({ parent: null });

/** The child slots of a widget (empty for non-containers). */
export function childSlots(widget: Widget): readonly (readonly Widget[])[] {
  switch (widget.type) {
    case 'grid':
      return [widget.columns];
    case 'col':
    case 'td':
      return [widget.list];
    case 'tabs':
      return widget.tabs.map((pane) => pane.list);
    case 'report':
      return widget.rows.map((row) => row.columns);
    case 'table':
      return [widget.tableColumns];
    default:
      return [];
  }
}

/** A copy of the widget whose slot holds the given list. */
export function withChildSlot(widget: Widget, slot: number, list: readonly Widget[]): Widget {
  switch (widget.type) {
    case 'grid':
      return { ...widget, columns: list as ColWidget[] };
    case 'col':
    case 'td':
      return { ...widget, list: list as Widget[] };
    case 'tabs':
      return {
        ...widget,
        tabs: widget.tabs.map((pane, i) =>
          i === slot ? { ...pane, list: list as Widget[] } : pane,
        ),
      };
    case 'report':
      return {
        ...widget,
        rows: widget.rows.map((row, i) =>
          i === slot ? { ...row, columns: list as TdWidget[] } : row,
        ),
      };
    case 'table':
      return { ...widget, tableColumns: list as FieldWidget[] };
    default:
      throw new Error(`A ${widget.type} widget has no child slots`);
  }
}

export interface VisitContext {
  /** The container holding the widget; `null` at the root. */
  parent: Widget | null;
  slot: number;
  index: number;
  depth: number;
  /**
   * The widget's path. It is reused while the walk goes on: copy it (`[...path]`) to keep it
   * after the visitor returns.
   */
  path: WidgetPath;
}

/**
 * Visits every widget depth-first, parents before children. Return `false` from the visitor
 * to stop the walk, or `'skip'` to leave the widget's children out.
 */
export function walkWidgets(
  list: readonly Widget[],
  visit: (widget: Widget, context: VisitContext) => void | boolean | 'skip',
): void {
  const path: PathStep[] = [];
  const walk = (items: readonly Widget[], parent: Widget | null, slot: number): boolean => {
    const depth = path.length;
    for (let index = 0; index < items.length; index++) {
      const widget = items[index] as Widget;
      path[depth] = { slot, index };
      path.length = depth + 1;
      const result = visit(widget, { parent, slot, index, depth, path });
      if (result === false) return false;
      if (result === 'skip') continue;
      const slots = childSlots(widget);
      for (let s = 0; s < slots.length; s++) {
        if (!walk(slots[s] as Widget[], widget, s)) return false;
      }
    }
    path.length = depth;
    return true;
  };
  walk(list, null, 0);
}

/** Every widget of the tree, depth-first. */
export function allWidgets(list: readonly Widget[]): Widget[] {
  const out: Widget[] = [];
  walkWidgets(list, (widget) => {
    out.push(widget);
  });
  return out;
}

export interface FoundWidget<W extends Widget = Widget> {
  widget: W;
  path: WidgetPath;
  parent: Widget | null;
}

/** Finds a widget by key anywhere in the tree. */
export function findWidget(definition: FormDefinition, key: string): FoundWidget | undefined {
  let found: FoundWidget | undefined;
  walkWidgets(definition.list, (widget, context) => {
    if (widget.key !== key) return true;
    found = { widget, path: [...context.path], parent: context.parent };
    return false;
  });
  return found;
}

/** The widget at a path, or undefined when the path leads nowhere. */
export function widgetAt(definition: FormDefinition, path: WidgetPath): Widget | undefined {
  let widget: Widget | undefined;
  for (let i = 0; i < path.length; i++) {
    const step = path[i] as PathStep;
    const list: readonly Widget[] | undefined =
      i === 0 ? definition.list : childSlots(widget as Widget)[step.slot];
    widget = list?.[step.index];
    if (!widget) return undefined;
  }
  return widget;
}

function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  const copy = list.slice();
  copy[index] = item;
  return copy;
}

/**
 * Rebuilds the list that the path's last step points into. `container` is the path of the
 * owning widget (empty for the root list).
 */
export function updateSlot(
  definition: FormDefinition,
  container: WidgetPath,
  slot: number,
  update: (list: readonly Widget[]) => readonly Widget[],
): FormDefinition {
  if (container.length === 0) {
    const list = update(definition.list);
    return list === definition.list ? definition : { ...definition, list: list as Widget[] };
  }
  // Returns the same list when nothing below changed, so unchanged edits keep every identity.
  const rebuild = (list: readonly Widget[], depth: number): readonly Widget[] => {
    const step = container[depth] as PathStep;
    const widget = list[step.index];
    if (!widget) throw new Error('Path does not lead to a widget');
    const slots = childSlots(widget);
    const target = depth === container.length - 1 ? slot : (container[depth + 1] as PathStep).slot;
    const current = slots[target];
    if (!current) throw new Error(`A ${widget.type} widget has no slot ${target}`);
    const changed = depth === container.length - 1 ? update(current) : rebuild(current, depth + 1);
    if (changed === current) return list;
    return replaceAt(list, step.index, withChildSlot(widget, target, changed));
  };
  const list = rebuild(definition.list, 0);
  return list === definition.list ? definition : { ...definition, list: list as Widget[] };
}

/** Replaces the widget at a path with the result of `update`. */
export function updateAt(
  definition: FormDefinition,
  path: WidgetPath,
  update: (widget: Widget) => Widget,
): FormDefinition {
  const last = path[path.length - 1];
  if (!last) throw new Error('Empty widget path');
  return updateSlot(definition, path.slice(0, -1), last.slot, (list) => {
    const widget = list[last.index];
    if (!widget) throw new Error('Path does not lead to a widget');
    const next = update(widget);
    return next === widget ? list : replaceAt(list, last.index, next);
  });
}

/** Whether `path` lies inside (or is) `ancestor`. */
export function isWithin(path: WidgetPath, ancestor: WidgetPath): boolean {
  if (path.length < ancestor.length) return false;
  return ancestor.every((step, i) => path[i]?.slot === step.slot && path[i]?.index === step.index);
}
