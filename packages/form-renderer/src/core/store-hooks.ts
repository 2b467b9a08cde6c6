import { useCallback, useSyncExternalStore } from 'react';
import type { CellSnapshot, FieldMeta, FieldSnapshot, FormStore } from '../runtime/form-store';

/** Subscribes to one channel of the store; stable while store and channel stay. */
function useChannel(store: FormStore, channel: string) {
  return useCallback(
    (listener: () => void) => store.subscribeField(channel, listener),
    [store, channel],
  );
}

/** Everything one field shows (value, error, visibility, …), re-rendering on its own changes only. */
export function useFieldSnapshot(store: FormStore, model: string): FieldSnapshot {
  const subscribe = useChannel(store, model);
  const read = useCallback(() => store.getField(model), [store, model]);
  return useSyncExternalStore(subscribe, read, read);
}

/** One sub-table cell: re-renders when its own value or error changes, not its neighbours'. */
export function useCellSnapshot(
  store: FormStore,
  table: string,
  row: number,
  column: string,
): CellSnapshot {
  const subscribe = useChannel(store, table);
  const read = useCallback(() => store.getCell(table, row, column), [store, table, row, column]);
  return useSyncExternalStore(subscribe, read, read);
}

/** The row keys of a sub-table: re-renders when rows are added, removed or reordered. */
export function useRowKeys(store: FormStore, table: string): readonly string[] {
  const subscribe = useChannel(store, table);
  const read = useCallback(() => store.getRowKeys(table), [store, table]);
  return useSyncExternalStore(subscribe, read, read);
}

/** A model's state without its value: containers and sub-tables use it. */
export function useMetaSnapshot(store: FormStore, model: string): FieldMeta {
  const subscribe = useChannel(store, model);
  const read = useCallback(() => store.getMeta(model), [store, model]);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The models of the given list that are not hidden, as one text (models joined by a line
 * break) so the snapshot compares by value: re-renders only when a model is hidden or shown.
 */
export function useShownModels(store: FormStore, models: readonly string[]): string {
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = models.map((model) => store.subscribeField(model, listener));
      return () => stops.forEach((stop) => stop());
    },
    [store, models],
  );
  const read = useCallback(
    () => models.filter((model) => !store.isHidden(model)).join('\n'),
    [store, models],
  );
  return useSyncExternalStore(subscribe, read, read);
}
