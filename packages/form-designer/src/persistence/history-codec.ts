/**
 * An undo history as text, small enough for the browser's storage. The entries of a history
 * share every part of the form their change did not touch (form-schema's operations copy only
 * the path to a change), so fifty entries of a 2000-widget form hold about one form's worth of
 * objects. The text keeps that sharing: an object met a second time is written as a reference
 * to its first appearance (`"\uE000<n>"`, n counting objects and arrays in the order they are
 * first written), and reading it back gives entries that share those objects again.
 *
 * A string of the form that starts with the reference mark is written with the mark doubled.
 *
 * The form's own list is new in every entry (a change anywhere gives a new list), and on a large
 * form even its references add up; so an entry's list is written as one splice of the previous
 * entry's list: where they start to differ, how many widgets go, and the widgets that come.
 */
import type { FormDefinition, History, HistoryEntry } from '@org/form-schema';

const MARK = '\uE000';

/** The text's layout version; text of another version is refused. */
export const HISTORY_TEXT_VERSION = 1;

/** `[start, removed, added]`: the previous entry's list with `removed` widgets at `start` replaced. */
type ListSplice = [number, number, unknown];

interface EncodedEntry {
  id: number;
  selected: string | null;
  data: unknown;
  /** When present, `data` holds the definition without its list, and this rebuilds it. */
  list?: ListSplice;
}

interface EncodedHistory {
  v: number;
  index: number;
  limit: number;
  nextId: number;
  entries: EncodedEntry[];
}

/** The one splice that turns `before` into `after`, comparing widgets by identity. */
function spliceBetween<T>(before: readonly T[], after: readonly T[]): [number, number, T[]] {
  let start = 0;
  const shortest = Math.min(before.length, after.length);
  while (start < shortest && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < shortest - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end++;
  }
  return [start, before.length - start - end, after.slice(start, after.length - end)];
}

/** A copy of `value` in which objects already in `seen` are references to their number. */
function share(value: unknown, seen: Map<object, number>): unknown {
  if (typeof value === 'string') return value.startsWith(MARK) ? MARK + value : value;
  if (value === null || typeof value !== 'object') return value;
  const known = seen.get(value);
  if (known !== undefined) return MARK + String(known);
  seen.set(value, seen.size);
  if (Array.isArray(value)) return value.map((item: unknown) => share(item ?? null, seen));
  const copy: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(value)) {
    if (member !== undefined && typeof member !== 'function') copy[name] = share(member, seen);
  }
  return copy;
}

/**
 * The entries `from` to `to` (inclusive) of a history as text, the cursor kept on the same
 * entry. The cursor must lie in that range.
 */
export function encodeHistory(history: History, from = 0, to = history.entries.length - 1): string {
  if (history.index < from || history.index > to) {
    throw new RangeError(`The kept entries ${from}–${to} must include the current one`);
  }
  const seen = new Map<object, number>();
  const kept = history.entries.slice(from, to + 1);
  const entries = kept.map((entry, position): EncodedEntry => {
    const previous = position > 0 ? kept[position - 1]!.data.list : undefined;
    const { list, ...rest } = entry.data;
    if (previous === undefined || previous === list || seen.has(list)) {
      return { id: entry.id, selected: entry.selected, data: share(entry.data, seen) };
    }
    const [start, removed, added] = spliceBetween(previous, list);
    const data = share(rest, seen);
    return {
      id: entry.id,
      selected: entry.selected,
      data,
      list: [start, removed, share(added, seen)],
    };
  });
  const encoded: EncodedHistory = {
    v: HISTORY_TEXT_VERSION,
    index: history.index - from,
    limit: history.limit,
    nextId: history.nextId,
    entries,
  };
  return JSON.stringify(encoded);
}

/** Text that is not a history written by `encodeHistory`. */
export class HistoryTextError extends Error {
  override readonly name = 'HistoryTextError';
}

/** Rebuilds the shared objects of parsed text, in the order `share` numbered them. */
function unshare(value: unknown, table: unknown[]): unknown {
  if (typeof value === 'string') {
    if (!value.startsWith(MARK)) return value;
    if (value.startsWith(MARK, 1)) return value.slice(1);
    const index = Number(value.slice(1));
    if (!Number.isInteger(index) || index < 0 || index >= table.length) {
      throw new HistoryTextError(`Reference ${value.slice(1)} names no earlier object`);
    }
    return table[index];
  }
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    table.push(copy);
    for (const item of value) copy.push(unshare(item, table));
    return copy;
  }
  const copy: Record<string, unknown> = {};
  table.push(copy);
  for (const [name, member] of Object.entries(value)) copy[name] = unshare(member, table);
  return copy;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function looksLikeDefinition(value: unknown): value is FormDefinition {
  return isRecord(value) && Array.isArray(value.list) && isRecord(value.config);
}

/** A definition without its list, given the list the splice makes of the previous one. */
function spliced(
  rest: unknown,
  splice: unknown,
  previous: unknown[] | undefined,
  table: unknown[],
): unknown {
  if (!isRecord(rest) || !Array.isArray(splice) || splice.length !== 3 || !previous) {
    throw new HistoryTextError('A stored list change has no list before it');
  }
  const [start, removed, added] = splice as [unknown, unknown, unknown];
  const items = unshare(added, table);
  if (
    !Number.isInteger(start) ||
    !Number.isInteger(removed) ||
    (start as number) < 0 ||
    (removed as number) < 0 ||
    (start as number) + (removed as number) > previous.length ||
    !Array.isArray(items)
  ) {
    throw new HistoryTextError('A stored list change does not fit the list before it');
  }
  const list = previous.slice();
  list.splice(start as number, removed as number, ...(items as unknown[]));
  return { list, ...rest };
}

/**
 * The history written by `encodeHistory`. Throws `HistoryTextError` when the text is not one
 * (another layout version, a broken reference, an entry that is not a form). The forms
 * themselves are not validated here.
 */
export function decodeHistory(text: string): History {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new HistoryTextError(`The stored history is not JSON: ${(error as Error).message}`);
  }
  if (!isRecord(parsed) || parsed.v !== HISTORY_TEXT_VERSION) {
    throw new HistoryTextError('The stored history has another layout version');
  }
  const { index, limit, nextId, entries } = parsed;
  if (
    !Array.isArray(entries) ||
    entries.length === 0 ||
    !Number.isInteger(index) ||
    (index as number) < 0 ||
    (index as number) >= entries.length ||
    !Number.isInteger(limit) ||
    (limit as number) < entries.length ||
    !Number.isInteger(nextId)
  ) {
    throw new HistoryTextError('The stored history has no valid cursor, limit or entries');
  }
  const table: unknown[] = [];
  const decodedLists: unknown[][] = [];
  const decoded = entries.map((entry: unknown, position): HistoryEntry => {
    if (!isRecord(entry) || !Number.isInteger(entry.id)) {
      throw new HistoryTextError(`Stored entry ${position} has no id`);
    }
    const selected = entry.selected;
    if (selected !== null && typeof selected !== 'string') {
      throw new HistoryTextError(`Stored entry ${position} has an invalid selection`);
    }
    let data = unshare(entry.data, table);
    if (entry.list !== undefined) data = spliced(data, entry.list, decodedLists.at(-1), table);
    if (!looksLikeDefinition(data)) {
      throw new HistoryTextError(`Stored entry ${position} is not a form definition`);
    }
    decodedLists.push(data.list as unknown[]);
    return { id: entry.id as number, data, selected };
  });
  return {
    entries: decoded,
    index: index as number,
    limit: limit as number,
    nextId: nextId as number,
    mark: null,
  };
}
