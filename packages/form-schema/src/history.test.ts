import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM_CONFIG, HISTORY_LIMIT } from './constants';
import { createWidget } from './create-widget';
import {
  canRedo,
  canUndo,
  createHistory,
  currentEntry,
  recordClear,
  recordHistory,
  recordImport,
  redo,
  replaceSelection,
  undo,
  type History,
} from './history';
import { createIdSource } from './ids';
import { findWidget, updateAt } from './tree';
import type { FormDefinition, Widget, WidgetType } from './types';

let counter = 0;
const ids = createIdSource({
  now: () => 1_700_000_000_000,
  key: () => `k${String(++counter).padStart(7, '0')}`,
});

function form(...types: WidgetType[]): FormDefinition {
  return {
    list: types.map((type) => createWidget(type, { ids })),
    config: { ...DEFAULT_FORM_CONFIG },
  };
}

/** A definition that differs from the given one (a widget appended). */
function withWidget(definition: FormDefinition, type: WidgetType = 'input'): FormDefinition {
  return { ...definition, list: [...definition.list, createWidget(type, { ids })] };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function keyAt(definition: FormDefinition, index: number): string {
  const widget = definition.list[index];
  if (!widget) throw new Error(`no widget at ${index}`);
  return widget.key;
}

describe('createHistory: the history is cleared at start', () => {
  it('holds one entry with the initial definition and selection', () => {
    const data = form('input');
    const history = createHistory(data, keyAt(data, 0));
    expect(history.entries).toHaveLength(1);
    expect(currentEntry(history).data).toBe(data);
    expect(currentEntry(history).selected).toBe(keyAt(data, 0));
    expect(typeof currentEntry(history).id).toBe('number');
  });

  it('selects nothing when no selection is given', () => {
    expect(currentEntry(createHistory(form())).selected).toBeNull();
  });

  it('has nothing to undo or redo', () => {
    const history = createHistory(form());
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
  });

  it('keeps HISTORY_LIMIT entries by default', () => {
    expect(createHistory(form()).limit).toBe(HISTORY_LIMIT);
    expect(HISTORY_LIMIT).toBe(50);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => createHistory(form(), null, { limit: 0 })).toThrow(RangeError);
    expect(() => createHistory(form(), null, { limit: 2.5 })).toThrow(RangeError);
    expect(() => createHistory(form(), null, { limit: Number.NaN })).toThrow(RangeError);
  });
});

describe('recordHistory: each change records a snapshot with the selected widget', () => {
  it('appends an entry after the current one and makes it current', () => {
    const first = form();
    const second = withWidget(first);
    const history = recordHistory(createHistory(first), second, keyAt(second, 0));
    expect(history.entries.map((entry) => entry.data)).toEqual([first, second]);
    expect(currentEntry(history).data).toBe(second);
    expect(currentEntry(history).selected).toBe(keyAt(second, 0));
    expect(canUndo(history)).toBe(true);
  });

  it('gives every recorded entry a new, larger id', () => {
    let history = createHistory(form());
    const seen = [currentEntry(history).id];
    for (let i = 0; i < 3; i++) {
      history = recordHistory(history, withWidget(currentEntry(history).data), null);
      seen.push(currentEntry(history).id);
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('discards the redo entries when a change follows an undo', () => {
    const a = form();
    const b = withWidget(a);
    const c = withWidget(b);
    const d = withWidget(b, 'textarea');
    let history = recordHistory(recordHistory(createHistory(a), b, null), c, null);
    history = undo(history);
    history = recordHistory(history, d, null);
    expect(history.entries.map((entry) => entry.data)).toEqual([a, b, d]);
    expect(canRedo(history)).toBe(false);
    expect(redo(history)).toBe(history);
  });

  it('adds nothing when the definition is the current entry object', () => {
    const data = form('input');
    const history = recordHistory(createHistory(data), withWidget(data), null);
    const same = recordHistory(history, currentEntry(history).data, null);
    expect(same).toBe(history);
  });

  it('remembers only a different selection when the definition is the current entry object', () => {
    const data = form('input', 'textarea');
    const history = createHistory(data, keyAt(data, 0));
    const next = recordHistory(history, data, keyAt(data, 1));
    expect(next.entries).toHaveLength(1);
    expect(currentEntry(next).selected).toBe(keyAt(data, 1));
    expect(currentEntry(next).id).toBe(currentEntry(history).id);
  });

  it('does not discard redo entries when recording the current definition object', () => {
    const a = form();
    const b = withWidget(a);
    const history = undo(recordHistory(createHistory(a), b, null));
    const same = recordHistory(history, a, null);
    expect(same).toBe(history);
    expect(canRedo(same)).toBe(true);
  });

  it('never changes the history it is given', () => {
    const a = form('input');
    const history = deepFreeze(createHistory(a));
    const next = deepFreeze(recordHistory(history, withWidget(a), null, { mark: 'm' }));
    const squashed = recordHistory(next, withWidget(a), null, { mark: 'm' });
    expect(history.entries).toHaveLength(1);
    expect(next.entries).toHaveLength(2);
    expect(squashed.entries).toHaveLength(2);
    expect(squashed.entries[1]).not.toBe(next.entries[1]);
  });
});

describe('marks: changes under one mark squash into one entry', () => {
  it('replaces the current entry when the mark equals the current entry mark', () => {
    const a = form('input');
    let history = createHistory(a);
    const edits: FormDefinition[] = [];
    for (const label of ['N', 'Na', 'Nam', 'Name']) {
      const next = updateAt(a, [{ slot: 0, index: 0 }], (widget) => ({ ...widget, name: label }));
      edits.push(next);
      history = recordHistory(history, next, keyAt(a, 0), { mark: 'label' });
    }
    expect(history.entries).toHaveLength(2);
    expect(currentEntry(history).data).toBe(edits[3]);
    expect(currentEntry(undo(history)).data).toBe(a);
  });

  it('gives a squashed entry a new id', () => {
    const a = form();
    const once = recordHistory(createHistory(a), withWidget(a), null, { mark: 'm' });
    const twice = recordHistory(once, withWidget(a), null, { mark: 'm' });
    expect(currentEntry(twice).id).toBeGreaterThan(currentEntry(once).id);
  });

  it('adds an entry when the mark differs from the current entry mark', () => {
    const a = form();
    let history = recordHistory(createHistory(a), withWidget(a), null, { mark: 'one' });
    history = recordHistory(history, withWidget(a), null, { mark: 'two' });
    expect(history.entries).toHaveLength(3);
  });

  it('adds an entry for every change recorded without a mark', () => {
    const a = form();
    let history = recordHistory(createHistory(a), withWidget(a), null, { mark: 'm' });
    history = recordHistory(history, withWidget(a), null);
    history = recordHistory(history, withWidget(a), null);
    expect(history.entries).toHaveLength(4);
  });

  it('does not squash into an entry recorded without a mark', () => {
    const a = form();
    let history = recordHistory(createHistory(a), withWidget(a), null);
    history = recordHistory(history, withWidget(a), null, { mark: 'm' });
    expect(history.entries).toHaveLength(3);
  });

  it('never squashes into the initial entry', () => {
    const a = form();
    const history = recordHistory(createHistory(a), withWidget(a), null, { mark: 'm' });
    expect(history.entries).toHaveLength(2);
    expect(history.entries[0]?.data).toBe(a);
  });

  it('ends the squash run on undo, so the next marked change is a new entry', () => {
    const a = form();
    const b = withWidget(a);
    let history = recordHistory(createHistory(a), b, null, { mark: 'm' });
    history = recordHistory(history, withWidget(b), null, { mark: 'm' });
    history = undo(history);
    history = recordHistory(history, withWidget(a), null, { mark: 'm' });
    expect(history.entries).toHaveLength(2);
    expect(history.entries[0]?.data).toBe(a);
    expect(canUndo(history)).toBe(true);
  });

  it('ends the squash run on redo', () => {
    const a = form();
    let history = recordHistory(createHistory(a), withWidget(a), null, { mark: 'm' });
    history = redo(undo(history));
    const before = currentEntry(history);
    history = recordHistory(history, withWidget(a), null, { mark: 'm' });
    expect(history.entries).toHaveLength(3);
    expect(history.entries[1]).toBe(before);
  });

  it('ends the squash run when the selection changes', () => {
    const a = form('input', 'textarea');
    let history = recordHistory(createHistory(a), withWidget(a), keyAt(a, 0), { mark: 'm' });
    history = replaceSelection(history, keyAt(a, 1));
    history = recordHistory(history, withWidget(a), keyAt(a, 1), { mark: 'm' });
    expect(history.entries).toHaveLength(3);
  });
});

describe('undo and redo move the cursor', () => {
  it('undo makes the previous entry current and redo comes back', () => {
    const a = form();
    const b = withWidget(a);
    const history = recordHistory(createHistory(a), b, null);
    const undone = undo(history);
    expect(currentEntry(undone).data).toBe(a);
    expect(canRedo(undone)).toBe(true);
    const redone = redo(undone);
    expect(currentEntry(redone).data).toBe(b);
    expect(canRedo(redone)).toBe(false);
  });

  it('undo returns the same object when there is nothing to undo', () => {
    const history = createHistory(form());
    expect(undo(history)).toBe(history);
  });

  it('redo returns the same object when there is nothing to redo', () => {
    const a = form();
    const history = recordHistory(createHistory(a), withWidget(a), null);
    expect(redo(history)).toBe(history);
  });

  it('undo back to the start restores the exact first definition object', () => {
    const first = form('input', 'grid');
    let history = createHistory(first, keyAt(first, 0));
    let data = first;
    for (let i = 0; i < 5; i++) {
      data = withWidget(data);
      history = recordHistory(history, data, keyAt(data, i + 2));
    }
    while (canUndo(history)) history = undo(history);
    expect(currentEntry(history).data).toBe(first);
    expect(currentEntry(history).selected).toBe(keyAt(first, 0));
  });

  it('does not change the history it is given', () => {
    const a = form();
    const history = deepFreeze(recordHistory(createHistory(a), withWidget(a), null));
    expect(() => redo(undo(history))).not.toThrow();
    expect(history.index).toBe(1);
  });
});

describe('the limit counts entries kept, oldest dropped first', () => {
  it('drops the oldest entries beyond the limit', () => {
    const definitions = [form()];
    for (let i = 0; i < 5; i++) definitions.push(withWidget(definitions[i] as FormDefinition));
    let history = createHistory(definitions[0] as FormDefinition, null, { limit: 3 });
    for (const data of definitions.slice(1)) history = recordHistory(history, data, null);
    expect(history.entries.map((entry) => entry.data)).toEqual(definitions.slice(3));
    expect(history.index).toBe(2);
  });

  it('undo stops at the oldest kept entry', () => {
    const a = form();
    let history = createHistory(a, null, { limit: 2 });
    const b = withWidget(a);
    const c = withWidget(b);
    history = recordHistory(recordHistory(history, b, null), c, null);
    history = undo(history);
    expect(currentEntry(history).data).toBe(b);
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
  });

  it('with a limit of one keeps only the current state', () => {
    const a = form();
    const b = withWidget(a);
    const history = recordHistory(createHistory(a, null, { limit: 1 }), b, null);
    expect(history.entries).toHaveLength(1);
    expect(currentEntry(history).data).toBe(b);
    expect(canUndo(history)).toBe(false);
  });

  it('uses HISTORY_LIMIT entries at most by default', () => {
    let history = createHistory(form());
    for (let i = 0; i < HISTORY_LIMIT + 10; i++) {
      history = recordHistory(history, withWidget(form()), null);
    }
    expect(history.entries).toHaveLength(HISTORY_LIMIT);
  });
});

describe('replaceSelection: selection changes are not entries', () => {
  it('adds no entry and keeps the entry id and definition', () => {
    const a = form('input', 'textarea');
    const history = createHistory(a, keyAt(a, 0));
    const next = replaceSelection(history, keyAt(a, 1));
    expect(next.entries).toHaveLength(1);
    expect(currentEntry(next).data).toBe(a);
    expect(currentEntry(next).id).toBe(currentEntry(history).id);
    expect(canUndo(next)).toBe(false);
  });

  it('undo and redo come back to the latest selection of each entry', () => {
    const a = form('input', 'textarea');
    const b = withWidget(a);
    let history = createHistory(a, keyAt(a, 0));
    history = replaceSelection(history, keyAt(a, 1));
    history = recordHistory(history, b, keyAt(b, 2));
    history = replaceSelection(history, keyAt(b, 0));
    history = undo(history);
    expect(currentEntry(history).selected).toBe(keyAt(a, 1));
    history = redo(history);
    expect(currentEntry(history).selected).toBe(keyAt(b, 0));
  });

  it('may clear the selection', () => {
    const a = form('input');
    const history = replaceSelection(createHistory(a, keyAt(a, 0)), null);
    expect(currentEntry(history).selected).toBeNull();
  });

  it('returns the same history when the selection is unchanged', () => {
    const a = form('input');
    const history = createHistory(a, keyAt(a, 0));
    expect(replaceSelection(history, keyAt(a, 0))).toBe(history);
  });

  it('does not change the entry of the history it is given', () => {
    const a = form('input');
    const history = deepFreeze(createHistory(a, keyAt(a, 0)));
    replaceSelection(history, null);
    expect(currentEntry(history).selected).toBe(keyAt(a, 0));
  });
});

describe('recordImport: import replaces the form and selects the first widget', () => {
  it('records the imported definition with its first widget selected', () => {
    const imported = form('select', 'input');
    const history = recordImport(createHistory(form('textarea')), imported);
    expect(currentEntry(history).data).toBe(imported);
    expect(currentEntry(history).selected).toBe(keyAt(imported, 0));
    expect(canUndo(history)).toBe(true);
  });

  it('selects nothing when the imported form is empty', () => {
    const history = recordImport(createHistory(form('input')), form());
    expect(currentEntry(history).selected).toBeNull();
  });

  it('selects the first widget even when it is a container', () => {
    const imported = form('grid', 'input');
    const history = recordImport(createHistory(form()), imported);
    expect(currentEntry(history).selected).toBe(keyAt(imported, 0));
  });
});

describe('recordClear: clear empties the list', () => {
  it('records the definition with an empty list, its settings kept, and no selection', () => {
    const data: FormDefinition = {
      ...form('input', 'grid'),
      config: { ...DEFAULT_FORM_CONFIG, labelWidth: 120, ui: 'antd' },
    };
    const history = recordClear(createHistory(data, keyAt(data, 0)), data);
    const cleared = currentEntry(history);
    expect(cleared.data.list).toEqual([]);
    expect(cleared.data.config).toBe(data.config);
    expect(cleared.selected).toBeNull();
    expect(data.list).toHaveLength(2);
    expect(currentEntry(undo(history)).data).toBe(data);
  });

  it('keeps keys of the definition other than the list', () => {
    const data = { ...form('input'), schemaVersion: 1, extra: 'kept' } as FormDefinition;
    const cleared = currentEntry(recordClear(createHistory(data), data)).data;
    expect(cleared).toEqual({ ...data, list: [] });
  });

  it('records nothing when the current form is already empty', () => {
    const empty = form();
    const history = createHistory(empty);
    expect(recordClear(history, empty)).toBe(history);
  });
});

describe('entries share structure', () => {
  it('stores the definitions it is given, without copying them', () => {
    const a = form('input', 'grid', 'tabs');
    const b = updateAt(a, [{ slot: 0, index: 0 }], (widget) => ({ ...widget, name: 'Changed' }));
    const history = recordHistory(createHistory(a), b, null);
    const [first, second] = history.entries;
    expect(first?.data).toBe(a);
    expect(second?.data).toBe(b);
    expect(second?.data.list[1]).toBe(a.list[1]);
    expect(second?.data.list[2]).toBe(a.list[2]);
    expect(second?.data.config).toBe(a.config);
  });
});

/**
 * A tiny designer store: it applies edits to the current definition and records them, the way
 * a designer keeps its history. Edits here are small stand-ins for the package's operations.
 */
function createStore(initial: FormDefinition) {
  let history: History = createHistory(initial);
  let dragCount = 0;
  const definition = () => currentEntry(history).data;
  return {
    get history() {
      return history;
    },
    get definition() {
      return definition();
    },
    get selected() {
      return currentEntry(history).selected;
    },
    add(type: WidgetType): string {
      const widget = createWidget(type, { ids });
      const list = definition().list;
      const at =
        this.selected === null ? list.length : list.findIndex((w) => w.key === this.selected) + 1;
      const next = { ...definition(), list: [...list.slice(0, at), widget, ...list.slice(at)] };
      history = recordHistory(history, next, widget.key);
      return widget.key;
    },
    select(key: string | null) {
      history = replaceSelection(history, key);
    },
    typeLabel(key: string, text: string) {
      for (let i = 1; i <= text.length; i++) {
        const found = findWidget(definition(), key);
        if (!found) throw new Error('missing');
        const next = updateAt(definition(), found.path, (w): Widget => ({
          ...w,
          name: text.slice(0, i),
        }));
        history = recordHistory(history, next, key, { mark: `label:${key}` });
      }
    },
    drag(key: string, steps: number[]) {
      const mark = `drag:${++dragCount}`;
      for (const to of steps) {
        const list = definition().list.filter((w) => w.key !== key);
        const moving = definition().list.find((w) => w.key === key) as Widget;
        const next = { ...definition(), list: [...list.slice(0, to), moving, ...list.slice(to)] };
        history = recordHistory(history, next, key, { mark });
      }
    },
    remove(key: string) {
      const list = definition().list;
      const at = list.findIndex((w) => w.key === key);
      const rest = list.filter((w) => w.key !== key);
      const neighbour = rest[at] ?? rest[at - 1] ?? null;
      history = recordHistory(history, { ...definition(), list: rest }, neighbour?.key ?? null);
    },
    undo() {
      history = undo(history);
    },
    redo() {
      history = redo(history);
    },
  };
}

describe('a tiny fake store records edits, then undoes, redoes and branches', () => {
  it('records each add with the added widget selected', () => {
    const start = form();
    const store = createStore(start);
    const input = store.add('input');
    const textarea = store.add('textarea');
    expect(store.definition.list.map((w) => w.key)).toEqual([input, textarea]);
    expect(store.selected).toBe(textarea);
    store.undo();
    expect(store.definition.list.map((w) => w.key)).toEqual([input]);
    expect(store.selected).toBe(input);
    store.undo();
    expect(store.definition).toBe(start);
    expect(store.selected).toBeNull();
  });

  it('typing a label is one undo step', () => {
    const store = createStore(form());
    const input = store.add('input');
    const before = store.definition;
    store.typeLabel(input, 'Full name');
    expect(store.history.entries).toHaveLength(3);
    expect(findWidget(store.definition, input)?.widget.name).toBe('Full name');
    store.undo();
    expect(store.definition).toBe(before);
  });

  it('a whole drag is one undo step', () => {
    const store = createStore(form());
    const a = store.add('input');
    store.select(null);
    store.add('textarea');
    store.select(null);
    store.add('select');
    const before = store.definition;
    store.drag(a, [1, 2]);
    expect(store.definition.list[2]?.key).toBe(a);
    expect(store.history.entries).toHaveLength(5);
    store.undo();
    expect(store.definition).toBe(before);
  });

  it('two drags in a row are two undo steps', () => {
    const store = createStore(form());
    const a = store.add('input');
    store.select(null);
    store.add('textarea');
    store.drag(a, [1]);
    store.drag(a, [0]);
    expect(store.history.entries).toHaveLength(5);
  });

  it('records a delete at once with the selection moved to the next neighbour', () => {
    const store = createStore(form());
    const a = store.add('input');
    const b = store.add('textarea');
    store.select(a);
    store.remove(a);
    expect(store.selected).toBe(b);
    store.undo();
    expect(store.selected).toBe(a);
    expect(store.definition.list.map((w) => w.key)).toEqual([a, b]);
    store.redo();
    expect(store.selected).toBe(b);
  });

  it('a change after undo discards the undone edits', () => {
    const store = createStore(form());
    const a = store.add('input');
    const b = store.add('textarea');
    store.undo();
    expect(store.selected).toBe(a);
    const c = store.add('select');
    expect(store.definition.list.map((w) => w.key)).toEqual([a, c]);
    store.redo();
    expect(store.definition.list.map((w) => w.key)).toEqual([a, c]);
    expect(findWidget(store.definition, b)).toBeUndefined();
  });
});
