import {
  DEFAULT_FORM_CONFIG,
  addWidget,
  createHistory,
  recordHistory,
  undo,
  type FormDefinition,
  type History,
} from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import {
  HISTORY_STORAGE_KEY,
  clearStoredHistory,
  historyRecordKey,
  readStoredHistory,
  writeStoredHistory,
  type HistoryStorageArea,
  type StoredHistoryScope,
} from './history-storage';
import { memoryStorage } from './memory-storage';

function historyOf(widgets: number): History {
  let definition: FormDefinition = { list: [], config: { ...DEFAULT_FORM_CONFIG } };
  let history = createHistory(definition);
  for (let i = 0; i < widgets; i++) {
    const result = addWidget(definition, 'input', { selected: null });
    definition = result.definition;
    history = recordHistory(history, definition, result.selected);
  }
  return history;
}

const scope = (storage: HistoryStorageArea, more: Partial<StoredHistoryScope> = {}) => ({
  formId: 7,
  userId: 'u1',
  revision: 3,
  storage,
  ...more,
});

describe('the undo history in the browser’s storage', () => {
  it('is kept per user and form under the spec’s key, with an index of when each was written', () => {
    const storage = memoryStorage();
    expect(writeStoredHistory(scope(storage), historyOf(3), 1000)).toBe(4);
    const key = historyRecordKey({ formId: 7, userId: 'u1' });
    expect(key).toBe('schemaTreeData:u1:7');
    expect(JSON.parse(storage.getItem(HISTORY_STORAGE_KEY)!)).toEqual({ [key]: 1000 });
    const read = readStoredHistory(scope(storage));
    expect(read?.savedAt).toBe(1000);
    expect(read?.history.entries).toHaveLength(4);
  });

  it('is never read for another user, and a record of another revision is dropped', () => {
    const storage = memoryStorage();
    writeStoredHistory(scope(storage), historyOf(2));
    expect(readStoredHistory(scope(storage, { userId: 'u2' }))).toBeNull();
    expect(readStoredHistory(scope(storage, { formId: 8 }))).toBeNull();
    expect(readStoredHistory(scope(storage))).not.toBeNull();
    // A user id that looks like a key part cannot reach another user's record.
    expect(readStoredHistory(scope(storage, { userId: 'u1:7' }))).toBeNull();
    expect(readStoredHistory(scope(storage, { revision: 4 }))).toBeNull();
    expect(storage.getItem('schemaTreeData:u1:7')).toBeNull();
  });

  it('keeps at most maxEntries, dropping the oldest and keeping the cursor', () => {
    const storage = memoryStorage();
    const history = undo(historyOf(10));
    expect(writeStoredHistory(scope(storage, { maxEntries: 4 }), history)).toBe(4);
    const read = readStoredHistory(scope(storage))!.history;
    expect(read.entries.map((entry) => entry.id)).toEqual(
      history.entries.slice(-4).map((entry) => entry.id),
    );
    expect(read.entries[read.index]!.id).toBe(history.entries[history.index]!.id);
  });

  it('keeps fewer entries when the record would exceed maxChars, and none when one does not fit', () => {
    const storage = memoryStorage();
    const history = historyOf(30);
    writeStoredHistory(scope(storage, { maxEntries: 1 }), history);
    const one = storage.getItem('schemaTreeData:u1:7')!.length;
    const all = writeStoredHistory(scope(storage), history);
    const full = storage.getItem('schemaTreeData:u1:7')!.length;
    const budget = Math.floor((one + full) / 2);
    const fewer = writeStoredHistory(scope(storage, { maxChars: budget }), history);
    expect(fewer).toBeGreaterThan(1);
    expect(fewer).toBeLessThan(all);
    expect(storage.getItem('schemaTreeData:u1:7')!.length).toBeLessThanOrEqual(budget);
    expect(writeStoredHistory(scope(storage, { maxChars: 50 }), history)).toBe(0);
    expect(storage.getItem('schemaTreeData:u1:7')).toBeNull();
  });

  it('makes room by dropping other forms’ records, oldest first, when the storage is full', () => {
    const probe = memoryStorage();
    writeStoredHistory(scope(probe), historyOf(20));
    const size = probe.getItem('schemaTreeData:u1:7')!.length;
    const storage = memoryStorage(size * 2.5);
    writeStoredHistory(scope(storage, { formId: 1 }), historyOf(20), 1);
    writeStoredHistory(scope(storage, { formId: 2 }), historyOf(20), 2);
    expect(writeStoredHistory(scope(storage), historyOf(20), 3)).toBe(21);
    expect(storage.getItem('schemaTreeData:u1:1')).toBeNull();
    expect(storage.getItem('schemaTreeData:u1:2')).not.toBeNull();
    expect(Object.keys(JSON.parse(storage.getItem(HISTORY_STORAGE_KEY)!) as object).sort()).toEqual(
      ['schemaTreeData:u1:2', 'schemaTreeData:u1:7'],
    );
  });

  it('never throws: full, refusing or broken storage only keeps less', () => {
    const refusing = memoryStorage(0);
    expect(writeStoredHistory(scope(refusing), historyOf(5))).toBe(0);
    const broken = memoryStorage();
    broken.setItem('schemaTreeData:u1:7', '{"user":"u1"');
    expect(readStoredHistory(scope(broken))).toBeNull();
    expect(broken.getItem('schemaTreeData:u1:7')).toBeNull();
    broken.setItem(HISTORY_STORAGE_KEY, 'not json');
    expect(writeStoredHistory(scope(broken), historyOf(1))).toBe(2);
  });

  it('is removed by clearStoredHistory, index entry included', () => {
    const storage = memoryStorage();
    writeStoredHistory(scope(storage), historyOf(2));
    clearStoredHistory(scope(storage));
    expect(storage.items.size).toBe(0);
  });
});
