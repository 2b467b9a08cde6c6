/** How many steps back an editor can undo. */
export const HISTORY_LIMIT = 100;

/**
 * An editor's undo history: the states before the present one (oldest first), the present,
 * and the states undone (the next redo first).
 */
export interface EditHistory<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /**
   * What the last step changed when it may be merged with the next one (typing into one
   * field is one step, not one per key).
   */
  readonly mergeKey?: string;
}

/** A history with nothing to undo or redo. */
export function startHistory<T>(present: T): EditHistory<T> {
  return { past: [], present, future: [] };
}

/**
 * The history after a change to `next`: the present becomes the last past state (the oldest
 * are dropped beyond `limit`) and nothing is left to redo. A change with the same `mergeKey`
 * as the step before replaces that step's result instead. The same state changes nothing.
 */
export function recordStep<T>(
  history: EditHistory<T>,
  next: T,
  mergeKey?: string,
  limit = HISTORY_LIMIT,
): EditHistory<T> {
  if (next === history.present) return history;
  const merged = mergeKey !== undefined && mergeKey === history.mergeKey;
  const past = merged ? history.past : [...history.past, history.present].slice(-limit);
  return mergeKey === undefined
    ? { past, present: next, future: [] }
    : { past, present: next, future: [], mergeKey };
}

/** The history one step back; unchanged when there is nothing to undo. */
export function undoStep<T>(history: EditHistory<T>): EditHistory<T> {
  const previous = history.past[history.past.length - 1];
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous as T,
    future: [history.present, ...history.future],
  };
}

/** The history one step forward again; unchanged when there is nothing to redo. */
export function redoStep<T>(history: EditHistory<T>): EditHistory<T> {
  if (history.future.length === 0) return history;
  const [next, ...future] = history.future;
  return { past: [...history.past, history.present], present: next as T, future };
}

/** Whether there is a step to undo. */
export const canUndo = (history: EditHistory<unknown>) => history.past.length > 0;

/** Whether there is a step to redo. */
export const canRedo = (history: EditHistory<unknown>) => history.future.length > 0;
