import { useCallback, useSyncExternalStore } from 'react';
import type { FormStore } from './form-store';

/**
 * The current value of one field, re-rendering the calling component only when that field
 * changes.
 */
export function useFieldValue(store: FormStore, model: string): unknown {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeField(model, listener),
    [store, model],
  );
  const read = useCallback(() => store.getValue(model), [store, model]);
  return useSyncExternalStore(subscribe, read, read);
}
