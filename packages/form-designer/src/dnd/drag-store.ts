/**
 * The state of the drag in progress, kept outside React: what is dragged and where it would go.
 * Only the few components that show it subscribe (the drop line, a tabs widget that opens the
 * pane under the pointer), so a drag never re-renders the canvas items.
 */
import type { ListRef, Widget, WidgetType } from '@org/form-schema';

/** What is being dragged: a new widget from the palette, or a widget of the form. */
export type DragSource =
  | { kind: 'palette'; type: WidgetType; name: string; create: () => Widget }
  | { kind: 'widget'; key: string; type: WidgetType; name: string };

/** Where the dragged widget would be dropped. */
export interface DropTarget {
  list: ListRef;
  /** Position in the list, counted without the dragged widget itself. */
  index: number;
  /** Whether form-schema's `canDrop` allows the drop. */
  allowed: boolean;
}

export interface DragState {
  source: DragSource | null;
  target: DropTarget | null;
  /** Whether the drag is driven by the keyboard (containers then open at once). */
  keyboard: boolean;
}

export interface DragStore {
  get(): DragState;
  set(next: Partial<DragState>): void;
  subscribe(listener: () => void): () => void;
}

export function sameTarget(a: DropTarget | null, b: DropTarget | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.list.parent === b.list.parent &&
    (a.list.slot ?? 0) === (b.list.slot ?? 0) &&
    a.index === b.index &&
    a.allowed === b.allowed
  );
}

export function createDragStore(): DragStore {
  let state: DragState = { source: null, target: null, keyboard: false };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      const merged = { ...state, ...next };
      if (
        merged.source === state.source &&
        merged.keyboard === state.keyboard &&
        sameTarget(merged.target, state.target)
      ) {
        return;
      }
      state = merged;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
