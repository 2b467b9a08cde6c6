/**
 * Bounded undo/redo for the designer: a list of snapshots of the definition, each with the
 * key of the widget selected at that moment, and a cursor on the current one.
 *
 * A history is an immutable value. A designer store keeps one and replaces it with the result
 * of each function here. Snapshots are the definitions themselves, never copies: since every
 * operation of this package shares the untouched parts of the tree, an entry costs only what
 * its operation changed.
 *
 * Marks group changes: recording under the same mark as the current entry replaces that entry
 * instead of adding one, so typing into a property field, or every step of one drag, becomes a
 * single undo step. Selection changes are not entries of their own (see `replaceSelection`).
 */
import { HISTORY_LIMIT } from './constants';
import type { FormDefinition } from './types';

/** One snapshot: the definition and the key of the selected widget (`null` for none). */
export interface HistoryEntry {
  /** Grows with every recorded change, squashed ones included, so an id names one state. */
  readonly id: number;
  readonly data: FormDefinition;
  readonly selected: string | null;
}

/** Undo history: entries oldest first and a cursor on the current one. */
export interface History {
  /** Never empty; at most `limit` long. */
  readonly entries: readonly HistoryEntry[];
  /** Index of the current entry in `entries`. */
  readonly index: number;
  /** Entries kept at most; the oldest are dropped first. */
  readonly limit: number;
  /** Id that the next recorded entry receives. */
  readonly nextId: number;
  /**
   * Mark under which the current entry was recorded, while a further change under the same
   * mark may still squash into it; `null` otherwise.
   */
  readonly mark: string | null;
}

/** Options of `createHistory`. */
export interface CreateHistoryOptions {
  /** Entries kept at most, a positive integer; `HISTORY_LIMIT` (50) by default. */
  limit?: number;
}

/** Options of `recordHistory`. */
export interface RecordHistoryOptions {
  /**
   * Groups changes into one entry: when it equals the mark of the current entry, that entry
   * is replaced instead of a new one being added.
   */
  mark?: string;
}

/**
 * A history holding only the initial state (the history is cleared at start).
 * Throws a `RangeError` when `limit` is not a positive integer.
 */
export function createHistory(
  data: FormDefinition,
  selected: string | null = null,
  options: CreateHistoryOptions = {},
): History {
  const limit = options.limit ?? HISTORY_LIMIT;
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`History limit must be a positive integer, got ${String(limit)}`);
  }
  return { entries: [{ id: 1, data, selected }], index: 0, limit, nextId: 2, mark: null };
}

/** The entry at the cursor: the state the designer shows. */
export function currentEntry(history: History): HistoryEntry {
  return history.entries[history.index] as HistoryEntry;
}

/**
 * Records a changed definition with the selection that follows the change. Every add,
 * delete, clone, move, merge, split or insert is recorded this way.
 *
 * - The entry goes right after the current one; redo entries are discarded (a change after
 *   undo discards later snapshots).
 * - With a `mark` equal to the current entry's mark, the current entry is replaced instead.
 * - Recording the definition object of the current entry adds nothing; only a different
 *   selection is remembered, as `replaceSelection` does.
 * - Beyond the limit the oldest entries are dropped.
 *
 * A delete is recorded at once with the result of the delete and the selection it moved to:
 * `recordHistory(history, result.definition, result.selected)` with the result of
 * `deleteWidget`. FormMaking waits `HISTORY_DELETE_DELAY_MS` for the selection to move before
 * recording; here the delete returns that selection, so no delay is needed.
 */
export function recordHistory(
  history: History,
  data: FormDefinition,
  selected: string | null,
  options: RecordHistoryOptions = {},
): History {
  if (data === currentEntry(history).data) return replaceSelection(history, selected);
  const mark = options.mark ?? null;
  const squash = mark !== null && mark === history.mark;
  const entry: HistoryEntry = { id: history.nextId, data, selected };
  const kept = history.entries.slice(0, squash ? history.index : history.index + 1);
  kept.push(entry);
  const dropped = Math.max(0, kept.length - history.limit);
  const entries = dropped > 0 ? kept.slice(dropped) : kept;
  return {
    entries,
    index: entries.length - 1,
    limit: history.limit,
    nextId: history.nextId + 1,
    mark,
  };
}

/** Whether there is an earlier entry to go back to. */
export function canUndo(history: History): boolean {
  return history.index > 0;
}

/** Whether there is a later entry to go forward to (only after an undo). */
export function canRedo(history: History): boolean {
  return history.index < history.entries.length - 1;
}

/**
 * Moves the cursor one entry back; the same history when there is nothing to undo.
 * Ends any squash run: the next marked change adds an entry.
 */
export function undo(history: History): History {
  if (!canUndo(history)) return history;
  return { ...history, index: history.index - 1, mark: null };
}

/**
 * Moves the cursor one entry forward; the same history when there is nothing to redo.
 * Ends any squash run: the next marked change adds an entry.
 */
export function redo(history: History): History {
  if (!canRedo(history)) return history;
  return { ...history, index: history.index + 1, mark: null };
}

/**
 * Remembers a new selection on the current entry without recording a change, so that undo
 * and redo come back to the widget that was selected when the designer left this state.
 * The entry keeps its id and definition; nothing is undoable about a selection.
 *
 * A different selection ends any squash run, so typing in one widget's field, selecting
 * another widget and typing again gives two entries even under one mark. Returns the same
 * history when the selection is unchanged.
 */
export function replaceSelection(history: History, selected: string | null): History {
  const current = currentEntry(history);
  if (current.selected === selected) return history;
  const entries = history.entries.slice();
  entries[history.index] = { id: current.id, data: current.data, selected };
  return { ...history, entries, mark: null };
}

/**
 * Ends the current squash run without recording anything: the next change, even under the
 * same mark, adds an entry of its own. A designer calls it when the user leaves a property
 * field, so typing, leaving and typing again in one field gives two undo steps. Returns the
 * same history when no run is open.
 */
export function endSquash(history: History): History {
  return history.mark === null ? history : { ...history, mark: null };
}

/** Records an imported definition: import replaces the form and selects its first widget. */
export function recordImport(history: History, definition: FormDefinition): History {
  return recordHistory(history, definition, definition.list[0]?.key ?? null);
}

/**
 * Records the cleared form: the definition with an empty widget list (its settings kept) and
 * no selection. A definition whose list is already empty is recorded as it is, so clearing
 * the current form when it is already empty records nothing.
 */
export function recordClear(history: History, definition: FormDefinition): History {
  const cleared = definition.list.length === 0 ? definition : { ...definition, list: [] };
  return recordHistory(history, cleared, null);
}
