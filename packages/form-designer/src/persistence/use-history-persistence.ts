/**
 * Keeps a designer's undo history in the browser's storage while it changes, and reads it back
 * when the designer starts on the same form for the same user.
 *
 * Writes wait until the history has been still for `WRITE_DELAY_MS` (writing a large form
 * takes tens of milliseconds, which must not land on a keystroke), and happen at once when the
 * page is hidden or unloaded (a reload, a closed window). Only recorded changes, undo and redo
 * write; a selection alone does not. Unmounting the designer writes nothing more: a host drops
 * its designer when the user is done with it (and may clear the record then).
 */
import { currentEntry } from '@org/form-schema';
import { useEffect, useRef } from 'react';
import { checkDefinition } from '../designer/designer-handle';
import type { DesignerStore } from '../store/designer-store';
import {
  clearStoredHistory,
  readStoredHistory,
  writeStoredHistory,
  type StoredHistory,
  type StoredHistoryScope,
} from './history-storage';

export const WRITE_DELAY_MS = 300;

/**
 * The stored history to start from: one with at least one change whose current form is valid.
 * A record that fails validation is removed.
 */
export function storedHistoryToRestore(scope: StoredHistoryScope): StoredHistory | null {
  const stored = readStoredHistory(scope);
  if (!stored) return null;
  try {
    checkDefinition(currentEntry(stored.history).data);
  } catch {
    clearStoredHistory(scope);
    return null;
  }
  return stored.history.entries.length > 1 ? stored : null;
}

/** What names one state of a history: its recorded changes and its cursor. */
const stateOf = (store: DesignerStore) => {
  const { history } = store.getState().designer;
  return `${history.nextId}:${history.index}`;
};

/** Writes the store's history under `scope` while the designer is mounted (none without scope). */
export function useHistoryPersistence(
  store: DesignerStore,
  scope: StoredHistoryScope | undefined,
): void {
  const current = useRef(scope);
  useEffect(() => {
    current.current = scope;
  });
  const enabled = scope !== undefined;
  const formId = scope?.formId;
  const userId = scope?.userId;
  const revision = scope?.revision;
  const written = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // What the storage holds now: the history as the designer started (restored or not).
    written.current = stateOf(store);
    const write = () => {
      clearTimeout(timer);
      timer = undefined;
      const given = current.current;
      const state = stateOf(store);
      if (!given || state === written.current) return;
      written.current = state;
      const { history } = store.getState().designer;
      if (history.entries.length > 1) writeStoredHistory(given, history);
      else clearStoredHistory(given);
    };
    const unsubscribe = store.subscribe(() => {
      if (stateOf(store) === written.current) return;
      clearTimeout(timer);
      timer = setTimeout(write, WRITE_DELAY_MS);
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') write();
    };
    window.addEventListener('pagehide', write);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('pagehide', write);
      document.removeEventListener('visibilitychange', onHidden);
    };
    // A save (a new revision) or another form or user starts over: nothing is kept until the
    // next change.
  }, [store, enabled, formId, userId, revision]);

  const startedOn = useRef(revision);
  useEffect(() => {
    if (startedOn.current === revision) return;
    startedOn.current = revision;
    // The revision changed: the form was saved, so what was kept is no longer unsaved work.
    const given = current.current;
    if (given) clearStoredHistory(given);
  }, [revision]);
}
