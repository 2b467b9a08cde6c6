import {
  DEFAULT_FORM_CONFIG,
  ROOT_LIST,
  addWidget,
  createHistory,
  deleteWidget,
  moveWidget,
  recordHistory,
  undo,
  updateWidgetOptions,
  type FormDefinition,
  type History,
} from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import { HistoryTextError, decodeHistory, encodeHistory } from './history-codec';

/** A history of `widgets` inputs added one by one, then `edits` label edits of the first. */
function historyOf(widgets: number, edits = 0): History {
  let definition: FormDefinition = { list: [], config: { ...DEFAULT_FORM_CONFIG } };
  let history = createHistory(definition, null, { limit: widgets + edits + 1 });
  for (let i = 0; i < widgets; i++) {
    const result = addWidget(definition, 'input', { selected: null });
    definition = result.definition;
    history = recordHistory(history, definition, result.selected);
  }
  for (let i = 0; i < edits; i++) {
    const key = definition.list[0]!.key;
    definition = updateWidgetOptions(definition, key, { placeholder: `edit ${i}` });
    history = recordHistory(history, definition, key);
  }
  return history;
}

describe('history as text', () => {
  it('reads back every entry, the cursor, the limit and the next id', () => {
    const history = undo(historyOf(3, 2));
    const decoded = decodeHistory(encodeHistory(history));
    expect(decoded.entries.map((entry) => entry.data)).toEqual(
      history.entries.map((entry) => entry.data),
    );
    expect(decoded.entries.map((entry) => [entry.id, entry.selected])).toEqual(
      history.entries.map((entry) => [entry.id, entry.selected]),
    );
    expect([decoded.index, decoded.limit, decoded.nextId]).toEqual([
      history.index,
      history.limit,
      history.nextId,
    ]);
  });

  it('writes a widget every entry shares once, and reading gives the entries that object again', () => {
    const history = historyOf(40, 30);
    const text = encodeHistory(history);
    const oneForm = JSON.stringify(history.entries.at(-1)!.data).length;
    // 71 entries of up to 40 widgets, yet hardly more text than the last form alone.
    expect(text.length).toBeLessThan(oneForm * 3);
    const decoded = decodeHistory(text);
    const last = decoded.entries.at(-1)!.data;
    const before = decoded.entries.at(-2)!.data;
    expect(before.list[1]).toBe(last.list[1]);
    expect(before.list[0]).not.toBe(last.list[0]);
  });

  it('writes each list as a change of the one before, and reads back deletes and moves', () => {
    let history = historyOf(30, 20);
    let definition = history.entries.at(-1)!.data;
    const deleted = deleteWidget(definition, definition.list[3]!.key);
    history = recordHistory(history, deleted.definition, deleted.selected);
    definition = moveWidget(deleted.definition, definition.list[20]!.key, ROOT_LIST, 1);
    history = recordHistory(history, definition, null);
    const text = encodeHistory(history);
    const written = JSON.parse(text) as { entries: { list?: [number, number, unknown[]] }[] };
    // Past the first entry, each list is one splice: of one widget for an add, an edit or a
    // delete, of the widgets between both places for a move.
    const splices = written.entries.slice(1).map((entry) => entry.list?.[2].length);
    expect(splices.slice(0, -1).every((length) => length !== undefined && length <= 1)).toBe(true);
    expect(splices.at(-1)).toBe(19);
    const decoded = decodeHistory(text);
    expect(decoded.entries.map((entry) => entry.data)).toEqual(
      history.entries.map((entry) => entry.data),
    );
    written.entries.at(-1)!.list = [99, 5, []];
    expect(() => decodeHistory(JSON.stringify(written))).toThrow(/does not fit/);
  });

  it('keeps only the asked range, with the cursor on the same entry', () => {
    const history = undo(historyOf(5));
    const decoded = decodeHistory(encodeHistory(history, 2, 5));
    expect(decoded.entries.map((entry) => entry.id)).toEqual(
      history.entries.slice(2).map((entry) => entry.id),
    );
    expect(decoded.entries[decoded.index]!.data).toEqual(history.entries[history.index]!.data);
    expect(() => encodeHistory(history, 5, 5)).toThrow(RangeError);
  });

  it('keeps texts of the form that begin with the reference mark', () => {
    const odd = '\uE0003 is a label';
    const definition: FormDefinition = {
      list: [],
      config: { ...DEFAULT_FORM_CONFIG, customClass: odd },
    };
    const decoded = decodeHistory(encodeHistory(createHistory(definition)));
    expect(decoded.entries[0]!.data.config.customClass).toBe(odd);
  });

  it('refuses text that is not a history, naming what is wrong', () => {
    expect(() => decodeHistory('{')).toThrow(HistoryTextError);
    expect(() => decodeHistory('{"v":2}')).toThrow(/another layout version/);
    const good = JSON.parse(encodeHistory(historyOf(1))) as { entries: { data: unknown }[] };
    good.entries[1]!.data = '\uE00099';
    expect(() => decodeHistory(JSON.stringify(good))).toThrow(/Reference 99/);
    good.entries[1]!.data = { list: 'no' };
    expect(() => decodeHistory(JSON.stringify(good))).toThrow(/entry 1 is not a form/);
  });
});
