import { useCallback, useState } from 'react';

/**
 * Text being typed for a stored value, which follows the store: when `value` changes (another
 * widget shown in the same inputs, an undo), the draft becomes `follow(draft, value)` in that
 * same render, so an input never shows the previous widget's text for a frame and no second
 * render is needed.
 */
export function useSyncedDraft<V, D>(
  value: V,
  initial: () => D,
  follow: (draft: D, value: V) => D,
): [D, (draft: D) => void] {
  const [state, setState] = useState(() => ({ value, draft: initial() }));
  let current = state;
  if (!Object.is(state.value, value)) {
    current = { value, draft: follow(state.draft, value) };
    setState(current);
  }
  const setDraft = useCallback(
    (draft: D) => setState((previous) => ({ value: previous.value, draft })),
    [],
  );
  return [current.draft, setDraft];
}
