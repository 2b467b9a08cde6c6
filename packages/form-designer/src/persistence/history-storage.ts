/**
 * The undo history of one form and one user, kept in the browser's storage so that reloading
 * the designer brings back the canvas and its undo steps.
 *
 * Keys (spec: the designer's undo is persisted locally, beside the shell's items):
 * - `schemaTreeData:<user>:<form>`: one record per user and form (ids URI-encoded);
 * - `schemaTreeData`: the index, when each record was written, so the oldest go first when
 *   room runs out.
 *
 * A record is bounded by a number of entries and a size in characters; when the storage
 * refuses a write (quota), other forms' records are dropped oldest first, then this history's
 * oldest entries, and in the end nothing is written. Nothing here throws at the designer:
 * storage that is missing, disabled or full only means nothing is kept.
 */
import { HISTORY_LIMIT, type History } from '@org/form-schema';
import { HistoryTextError, decodeHistory, encodeHistory } from './history-codec';

/** The index key, and the prefix of every record's key. */
export const HISTORY_STORAGE_KEY = 'schemaTreeData';

/** The part of Web Storage used (`localStorage` by default). */
export type HistoryStorageArea = Pick<
  Storage,
  'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'
>;

/** Whose history of which form, and how much of it is kept. */
export interface StoredHistoryScope {
  formId: string | number;
  userId: string | number;
  /**
   * The saved version the canvas started from. A record written on another revision is not
   * restored (the form changed since).
   */
  revision: string | number;
  /** Where records are kept; `localStorage` by default. */
  storage?: HistoryStorageArea;
  /** Entries kept at most (default: the history's own limit, 50). */
  maxEntries?: number;
  /** Characters one record may take (default 1 500 000, about 3 MB). */
  maxChars?: number;
}

/** A record read back: the history and when it was written (ms since the epoch). */
export interface StoredHistory {
  history: History;
  savedAt: number;
}

export const DEFAULT_MAX_CHARS = 1_500_000;

interface RecordText {
  user: string;
  form: string;
  revision: string;
  savedAt: number;
  history: string;
}

/** The browser's `localStorage`, or null where reading it throws or it does not exist. */
export function browserStorage(): HistoryStorageArea | null {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage ?? null;
  } catch {
    return null;
  }
}

const areaOf = (scope: Pick<StoredHistoryScope, 'storage'>) => scope.storage ?? browserStorage();

/** The record key of one user's history of one form. */
export function historyRecordKey(scope: Pick<StoredHistoryScope, 'formId' | 'userId'>): string {
  const user = encodeURIComponent(String(scope.userId));
  const form = encodeURIComponent(String(scope.formId));
  return `${HISTORY_STORAGE_KEY}:${user}:${form}`;
}

function readIndex(area: HistoryStorageArea): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(area.getItem(HISTORY_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (pair): pair is [string, number] => typeof pair[1] === 'number',
      ),
    );
  } catch {
    return {};
  }
}

function writeIndex(area: HistoryStorageArea, index: Record<string, number>): void {
  try {
    if (Object.keys(index).length === 0) area.removeItem(HISTORY_STORAGE_KEY);
    else area.setItem(HISTORY_STORAGE_KEY, JSON.stringify(index));
  } catch {
    // The index only orders eviction; records without it are still read.
  }
}

function forget(area: HistoryStorageArea, key: string): void {
  try {
    area.removeItem(key);
  } catch {
    // Storage that cannot remove cannot hold anything either.
  }
  const index = readIndex(area);
  if (key in index) {
    delete index[key];
    writeIndex(area, index);
  }
}

/** Record keys other than `except`, the least recently written first. */
function otherRecords(area: HistoryStorageArea, except: string): string[] {
  const index = readIndex(area);
  const keys: string[] = [];
  for (let i = 0; i < area.length; i++) {
    const key = area.key(i);
    if (key !== null && key !== except && key.startsWith(`${HISTORY_STORAGE_KEY}:`)) keys.push(key);
  }
  return keys.sort((a, b) => (index[a] ?? 0) - (index[b] ?? 0));
}

/**
 * The stored history of this user and form on this revision, or null. A record that cannot be
 * read (broken, another layout, another user, another revision) is removed.
 */
export function readStoredHistory(scope: StoredHistoryScope): StoredHistory | null {
  const area = areaOf(scope);
  if (!area) return null;
  const key = historyRecordKey(scope);
  let text: string | null;
  try {
    text = area.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const record = JSON.parse(text) as Partial<RecordText>;
    if (
      record.user !== String(scope.userId) ||
      record.form !== String(scope.formId) ||
      record.revision !== String(scope.revision) ||
      typeof record.history !== 'string' ||
      typeof record.savedAt !== 'number'
    ) {
      forget(area, key);
      return null;
    }
    return { history: decodeHistory(record.history), savedAt: record.savedAt };
  } catch (error) {
    if (!(error instanceof SyntaxError) && !(error instanceof HistoryTextError)) throw error;
    forget(area, key);
    return null;
  }
}

/** The `count` entries kept, the cursor among them: the oldest go first, then the furthest redo. */
function keptRange(history: History, count: number): [number, number] {
  const last = history.entries.length - 1;
  const from = Math.min(history.index, Math.max(0, last - count + 1));
  return [from, Math.min(last, from + count - 1)];
}

/**
 * Writes this user's history of this form, bounded by `maxEntries` and `maxChars`. Returns
 * the number of entries written (0 when nothing could be kept).
 */
export function writeStoredHistory(
  scope: StoredHistoryScope,
  history: History,
  now = Date.now(),
): number {
  const area = areaOf(scope);
  if (!area) return 0;
  const key = historyRecordKey(scope);
  const maxChars = scope.maxChars ?? DEFAULT_MAX_CHARS;
  let count = Math.min(history.entries.length, scope.maxEntries ?? HISTORY_LIMIT);
  let evictable = otherRecords(area, key);
  while (count > 0) {
    const [from, to] = keptRange(history, count);
    const record: RecordText = {
      user: String(scope.userId),
      form: String(scope.formId),
      revision: String(scope.revision),
      savedAt: now,
      history: encodeHistory(history, from, to),
    };
    const text = JSON.stringify(record);
    if (text.length > maxChars) {
      count = to - from + 1 > 1 ? Math.max(1, Math.floor((to - from + 1) * 0.75)) : 0;
      continue;
    }
    try {
      area.setItem(key, text);
      writeIndex(area, { ...readIndex(area), [key]: now });
      return to - from + 1;
    } catch {
      // Full: make room from other forms first, then keep fewer entries of this one.
      const oldest = evictable[0];
      if (oldest !== undefined) {
        forget(area, oldest);
        evictable = evictable.slice(1);
      } else {
        count = to - from + 1 > 1 ? Math.max(1, Math.floor((to - from + 1) / 2)) : 0;
      }
    }
  }
  forget(area, key);
  return 0;
}

/** Removes this user's stored history of this form (after a save, or when it is discarded). */
export function clearStoredHistory(
  scope: Pick<StoredHistoryScope, 'formId' | 'userId' | 'storage'>,
): void {
  const area = areaOf(scope);
  if (area) forget(area, historyRecordKey(scope));
}
