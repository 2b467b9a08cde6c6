import { useCallback, useState } from 'react';
import { canRedo, canUndo, recordStep, redoStep, startHistory, undoStep } from './edit-history';

/** What an editor does with its history. */
export interface HistoryControls<T> {
  /** Takes a change: tells the owner and records it (merged with the step before by `mergeKey`). */
  commit: (next: T, mergeKey?: string) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * The undo history of a controlled editor's `value`. Changes made through `commit`, `undo` and
 * `redo` go to `onChange`; a value the owner sets itself (an import, a reload) is recorded as
 * one more step, so that it can be undone too.
 */
export function useEditHistory<T>(value: T, onChange: (value: T) => void): HistoryControls<T> {
  const [history, setHistory] = useState(() => startHistory(value));
  let current = history;
  if (value !== history.present) {
    current = recordStep(history, value);
    setHistory(current);
  }
  const commit = useCallback(
    (next: T, mergeKey?: string) => {
      setHistory((before) => recordStep(before, next, mergeKey));
      if (next !== value) onChange(next);
    },
    [value, onChange],
  );
  const move = (step: typeof undoStep) => {
    const next = step(current);
    if (next === current) return;
    setHistory(next);
    onChange(next.present);
  };
  return {
    commit,
    undo: () => move(undoStep),
    redo: () => move(redoStep),
    canUndo: canUndo(current),
    canRedo: canRedo(current),
  };
}
