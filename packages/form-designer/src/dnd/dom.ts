/**
 * Drop places read from the canvas's DOM. Every list of widgets carries `data-drop-list` (with
 * `data-list-parent`, `data-list-slot` and `data-drop-axis`), every widget of a list carries
 * `data-drop-item`, and a tab of a tabs widget carries `data-drop-pane` (its pane's list).
 */
import type { ListRef } from '@org/form-schema';

export type Axis = 'x' | 'y';

export const LIST_SELECTOR = '[data-drop-list]';
const ITEM_SELECTOR = '[data-drop-item]';

/** The `data-*` attributes of a list of widgets. */
export function listAttributes(parent: string | null, slot: number, axis: Axis = 'y') {
  return {
    'data-drop-list': `${parent ?? 'root'}:${slot}`,
    'data-list-parent': parent ?? '',
    'data-list-slot': String(slot),
    'data-drop-axis': axis,
  } as const;
}

/** A CSS attribute value in double quotes. */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

export function listRefOf(list: Element): ListRef {
  const parent = list.getAttribute('data-list-parent') || null;
  const slot = Number(list.getAttribute('data-list-slot') ?? 0);
  return parent === null ? { parent: null } : { parent, slot };
}

export function axisOf(list: Element): Axis {
  return list.getAttribute('data-drop-axis') === 'x' ? 'x' : 'y';
}

export function listElement(root: ParentNode, ref: ListRef): HTMLElement | null {
  const id = `${ref.parent ?? 'root'}:${ref.slot ?? 0}`;
  return root.querySelector<HTMLElement>(`[data-drop-list=${quoted(id)}]`);
}

/**
 * Lists' items found during the current drag: the canvas does not change while a widget is
 * dragged, and the pointer asks for the same lists on every frame.
 */
let cache = new WeakMap<Element, { dragged: Element | null; items: HTMLElement[] }>();

/** Forgets the items found so far (at the start and the end of each drag). */
export function forgetItems(): void {
  cache = new WeakMap();
}

/** The widgets of a list (not those of lists nested in them), without the dragged one. */
export function itemsOf(list: Element, dragged: Element | null): HTMLElement[] {
  const known = cache.get(list);
  if (known && known.dragged === dragged) return known.items;
  const items: HTMLElement[] = [];
  for (const item of list.querySelectorAll<HTMLElement>(ITEM_SELECTOR)) {
    if (item === dragged) continue;
    if (item.parentElement?.closest(LIST_SELECTOR) === list) items.push(item);
  }
  cache.set(list, { dragged, items });
  return items;
}

/** Whether the list lies inside the dragged widget (a widget cannot go into itself). */
function insideDragged(list: Element, dragged: Element | null): boolean {
  return dragged !== null && dragged.contains(list);
}

export interface DropPlace {
  list: HTMLElement;
  index: number;
}

/**
 * Every drop place of the canvas in reading order: before each widget of a list, inside the
 * lists nested in that widget, and at the end of the list. Keyboard dragging steps through it.
 */
export function dropSequence(root: ParentNode, dragged: Element | null): DropPlace[] {
  const places: DropPlace[] = [];
  const lists = [...root.querySelectorAll<HTMLElement>(LIST_SELECTOR)];
  const nestedIn = new Map<Element | null, HTMLElement[]>();
  for (const list of lists) {
    if (insideDragged(list, dragged)) continue;
    const owner = list.parentElement?.closest(LIST_SELECTOR) ?? null;
    const siblings = nestedIn.get(owner) ?? [];
    siblings.push(list);
    nestedIn.set(owner, siblings);
  }
  const visit = (list: HTMLElement) => {
    const items = itemsOf(list, dragged);
    // The lists nested in each item: the widget closest around a nested list is the item of
    // this list holding it (container parts carry no `data-drop-item`). One look-up per list
    // rather than a search of every nested list per item, which is quadratic on a large form.
    const heldBy = new Map<Element, HTMLElement[]>();
    for (const inner of nestedIn.get(list) ?? []) {
      const owner = inner.parentElement?.closest(ITEM_SELECTOR);
      if (!owner) continue;
      const held = heldBy.get(owner) ?? [];
      held.push(inner);
      heldBy.set(owner, held);
    }
    items.forEach((item, index) => {
      places.push({ list, index });
      for (const inner of heldBy.get(item) ?? []) visit(inner);
    });
    places.push({ list, index: items.length });
  };
  for (const top of nestedIn.get(null) ?? []) visit(top);
  return places;
}

/** The index in `list` at which a point falls, by the middle of each widget. */
export function indexAt(list: Element, dragged: Element | null, x: number, y: number): number {
  const axis = axisOf(list);
  const items = itemsOf(list, dragged);
  const point = axis === 'x' ? x : y;
  // Items follow one another along the axis: search for the first whose middle lies past the point.
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const rect = (items[mid] as HTMLElement).getBoundingClientRect();
    const middle = axis === 'x' ? rect.left + rect.width / 2 : rect.top + rect.height / 2;
    if (point < middle) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * The drop place under a point: the innermost list there (never one inside the dragged
 * widget), or the pane of a tab header.
 */
export function placeAt(
  root: Element,
  dragged: Element | null,
  x: number,
  y: number,
): { list: HTMLElement; index: number } | null {
  const doc = root.ownerDocument;
  if (typeof doc.elementsFromPoint !== 'function') return null;
  for (const hit of doc.elementsFromPoint(x, y)) {
    if (!root.contains(hit)) continue;
    const from = dragged && dragged.contains(hit) ? dragged : hit;
    const pane = from.closest<HTMLElement>('[data-drop-pane]');
    if (pane) {
      const list = root.querySelector<HTMLElement>(
        `[data-drop-list=${quoted(pane.getAttribute('data-drop-pane') ?? '')}]`,
      );
      if (list) return { list, index: itemsOf(list, dragged).length };
    }
    const list = from.closest<HTMLElement>(LIST_SELECTOR);
    if (list && root.contains(list)) return { list, index: indexAt(list, dragged, x, y) };
    // Elsewhere on the canvas (its margins, below the form): the form's own list.
    if (from.closest('[data-canvas-scroll]')) {
      const form = listElement(root, { parent: null });
      if (form) return { list: form, index: indexAt(form, dragged, x, y) };
    }
  }
  return null;
}

/** Where the drop line of a place is drawn, in viewport coordinates. */
export function lineOf(
  list: HTMLElement,
  index: number,
  dragged: Element | null,
): { left: number; top: number; width: number; height: number } {
  const axis = axisOf(list);
  const items = itemsOf(list, dragged);
  const box = list.getBoundingClientRect();
  const before = items[index]?.getBoundingClientRect();
  const after = items[index - 1]?.getBoundingClientRect();
  if (axis === 'x') {
    const x = before ? before.left : after ? after.right : box.left + 4;
    return { left: x - 2, top: box.top, width: 4, height: Math.max(box.height, 24) };
  }
  const y = before ? before.top : after ? after.bottom : box.top + 4;
  return { left: box.left, top: y - 2, width: Math.max(box.width, 24), height: 4 };
}
