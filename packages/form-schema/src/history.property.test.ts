import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM_CONFIG } from './constants';
import {
  canRedo,
  canUndo,
  createHistory,
  currentEntry,
  recordHistory,
  redo,
  replaceSelection,
  undo,
  type History,
} from './history';
import type { FormDefinition } from './types';

type Op =
  | { kind: 'record'; selected: string | null; mark: string | undefined }
  | { kind: 'recordCurrent'; selected: string | null }
  | { kind: 'select'; selected: string | null }
  | { kind: 'undo' }
  | { kind: 'redo' };

const selectedArb = fc.constantFrom<string | null>(null, 'a', 'b', 'c');
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('record' as const),
    selected: selectedArb,
    mark: fc.constantFrom<string | undefined>(undefined, 'typing', 'drag'),
  }),
  fc.record({ kind: fc.constant('recordCurrent' as const), selected: selectedArb }),
  fc.record({ kind: fc.constant('select' as const), selected: selectedArb }),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'redo' as const }),
);

/** Sequences long enough to overflow every limit tried and to undo across squash runs. */
const opsArb = fc.array(opArb, { maxLength: 60, size: 'max' });

interface RefEntry {
  data: FormDefinition;
  selected: string | null;
}

/** The reference: an array of states, a cursor and the mark that may still squash. */
interface Reference {
  entries: RefEntry[];
  cursor: number;
  mark: string | null;
}

function fresh(): FormDefinition {
  return { list: [], config: { ...DEFAULT_FORM_CONFIG } };
}

function refSelect(ref: Reference, selected: string | null): void {
  const current = ref.entries[ref.cursor] as RefEntry;
  if (current.selected === selected) return;
  ref.entries[ref.cursor] = { ...current, selected };
  ref.mark = null;
}

function refMove(ref: Reference, by: -1 | 1): void {
  const cursor = ref.cursor + by;
  if (cursor < 0 || cursor >= ref.entries.length) return;
  ref.cursor = cursor;
  ref.mark = null;
}

function refRecord(
  ref: Reference,
  data: FormDefinition,
  selected: string | null,
  mark: string | undefined,
  limit: number,
): void {
  const squash = mark !== undefined && mark === ref.mark;
  ref.entries.splice(squash ? ref.cursor : ref.cursor + 1);
  ref.entries.push({ data, selected });
  while (ref.entries.length > limit) ref.entries.shift();
  ref.cursor = ref.entries.length - 1;
  ref.mark = mark ?? null;
}

/** Applies one operation to both the history and the reference. */
function step(history: History, ref: Reference, op: Op, limit: number): History {
  switch (op.kind) {
    case 'record': {
      const data = fresh();
      refRecord(ref, data, op.selected, op.mark, limit);
      return recordHistory(history, data, op.selected, { mark: op.mark });
    }
    case 'recordCurrent':
      // Recording the current definition object only remembers the selection.
      refSelect(ref, op.selected);
      return recordHistory(history, currentEntry(history).data, op.selected);
    case 'select':
      refSelect(ref, op.selected);
      return replaceSelection(history, op.selected);
    case 'undo':
      refMove(ref, -1);
      return undo(history);
    case 'redo':
      refMove(ref, 1);
      return redo(history);
  }
}

/** The first way the history disagrees with the reference, or null when they agree. */
function disagreement(history: History, ref: Reference, limit: number): string | null {
  if (history.entries.length > limit)
    return `${history.entries.length} entries over limit ${limit}`;
  if (history.entries.length !== ref.entries.length) {
    return `${history.entries.length} entries, reference has ${ref.entries.length}`;
  }
  for (let i = 0; i < history.entries.length; i++) {
    const entry = history.entries[i]!;
    const expected = ref.entries[i]!;
    if (entry.data !== expected.data) return `entry ${i} holds another definition`;
    if (entry.selected !== expected.selected) return `entry ${i} selects ${entry.selected}`;
    if (i > 0 && entry.id <= history.entries[i - 1]!.id) return `entry ${i} id does not grow`;
  }
  if (history.index !== ref.cursor) return `cursor ${history.index}, reference ${ref.cursor}`;
  if (canUndo(history) !== ref.cursor > 0) return 'canUndo disagrees';
  if (canRedo(history) !== ref.cursor < ref.entries.length - 1) return 'canRedo disagrees';
  return null;
}

describe('history against a reference array with a cursor', () => {
  it('random record, undo, redo and selection sequences agree with the reference and stay within the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), opsArb, (limit, ops) => {
        const initial = fresh();
        let history = createHistory(initial, null, { limit });
        const ref: Reference = {
          entries: [{ data: initial, selected: null }],
          cursor: 0,
          mark: null,
        };
        for (const op of ops) {
          history = step(history, ref, op, limit);
          const problem = disagreement(history, ref, limit);
          if (problem) expect.fail(`after ${JSON.stringify(op)}: ${problem}`);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('undo all the way returns the oldest kept entry, and redo all the way the newest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), opsArb, (limit, ops) => {
        const initial = fresh();
        let history = createHistory(initial, null, { limit });
        const ref: Reference = {
          entries: [{ data: initial, selected: null }],
          cursor: 0,
          mark: null,
        };
        for (const op of ops) history = step(history, ref, op, limit);
        let back = history;
        for (let i = 0; i < limit + 1; i++) back = undo(back);
        expect(currentEntry(back)).toBe(back.entries[0]);
        expect(currentEntry(back).data).toBe(ref.entries[0]?.data);
        expect(undo(back)).toBe(back);
        let forward = back;
        for (let i = 0; i < limit + 1; i++) forward = redo(forward);
        expect(currentEntry(forward).data).toBe(ref.entries[ref.entries.length - 1]?.data);
        expect(redo(forward)).toBe(forward);
      }),
    );
  });

  it('undo all the way after fewer changes than the limit returns the initial definition', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), (changes) => {
        const initial = fresh();
        let history = createHistory(initial, null, { limit: changes + 1 });
        for (let i = 0; i < changes; i++) history = recordHistory(history, fresh(), null);
        while (canUndo(history)) history = undo(history);
        expect(currentEntry(history).data).toBe(initial);
      }),
    );
  });
});
