/**
 * Lists of widgets addressed by `ListRef`: the root list, a grid column, a report cell, a tab
 * pane or a sub-table's columns.
 */
import { childSlots, findWidget, type ListRef, type WidgetPath } from './tree';
import type { FormDefinition, Widget } from './types';

export interface ResolvedList {
  /** The container owning the list; `null` for the root list. */
  owner: Widget | null;
  /** Path of the owner (empty for the root list). */
  ownerPath: WidgetPath;
  slot: number;
  list: readonly Widget[];
}

/** Containers whose slots hold ordinary widgets (grid and report slots hold columns and cells). */
const WIDGET_LIST_OWNERS = new Set(['col', 'td', 'tabs', 'table']);

/**
 * The list a `ListRef` names, or undefined when there is no such list or it is not a list of
 * ordinary widgets (a grid's columns and a report's rows are changed with their own operations).
 */
export function resolveList(definition: FormDefinition, ref: ListRef): ResolvedList | undefined {
  if (ref.parent === null) {
    return { owner: null, ownerPath: [], slot: 0, list: definition.list };
  }
  const found = findWidget(definition, ref.parent);
  if (!found || !WIDGET_LIST_OWNERS.has(found.widget.type)) return undefined;
  const owner = found.widget;
  const slot = ref.slot ?? 0;
  const list: readonly Widget[] | undefined = childSlots(owner)[slot];
  return list ? { owner, ownerPath: found.path, slot, list } : undefined;
}

/** The list that holds the widget with the given key, and the widget's index in it. */
export function listOf(
  definition: FormDefinition,
  key: string,
): { ref: ListRef; index: number; widget: Widget; path: WidgetPath } | undefined {
  const found = findWidget(definition, key);
  if (!found) return undefined;
  const last = found.path[found.path.length - 1];
  if (!last) return undefined;
  return {
    ref: { parent: found.parent ? found.parent.key : null, slot: last.slot },
    index: last.index,
    widget: found.widget,
    path: found.path,
  };
}

/** Whether two list references name the same list. */
export function sameList(a: ListRef, b: ListRef): boolean {
  return a.parent === b.parent && (a.slot ?? 0) === (b.slot ?? 0);
}
