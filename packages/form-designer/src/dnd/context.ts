import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DragStore } from './drag-store';

export const DragStoreContext = createContext<DragStore | null>(null);

/** The drag store of the surrounding `DesignerDndProvider`. */
export function useDragStore(): DragStore {
  const store = useContext(DragStoreContext);
  if (!store) throw new Error('Designer drag and drop needs a <DesignerDndProvider> around it');
  return store;
}

/**
 * The pane of the tabs widget `tabsKey` that the drag is over (null otherwise), so that the
 * widget can open it. Only tabs widgets subscribe.
 */
export function useDragOverPane(tabsKey: string): { pane: number | null; keyboard: boolean } {
  const store = useContext(DragStoreContext);
  const subscribe = store ? store.subscribe : noSubscribe;
  const pane = useSyncExternalStore(
    subscribe,
    () => {
      const target = store?.get().target;
      return target && target.list.parent === tabsKey ? (target.list.slot ?? 0) : null;
    },
    () => null,
  );
  const keyboard = useSyncExternalStore(
    subscribe,
    () => store?.get().keyboard ?? false,
    () => false,
  );
  return { pane, keyboard };
}

/** Whether a drag is under way (used to keep click handlers from firing at its end). */
export function isDragging(store: DragStore | null): boolean {
  return store?.get().source != null;
}

const noSubscribe = () => () => undefined;
