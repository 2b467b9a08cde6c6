import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fileResumeStore } from './node/file-store';
import { indexedDbResumeStore } from './indexeddb-store';
import {
  type KeyValueStorage,
  defaultResumeStore,
  localStorageResumeStore,
  memoryResumeStore,
} from './resume-store';

async function roundTrip(store: ReturnType<typeof memoryResumeStore>) {
  expect(await store.get('k')).toBeNull();
  await store.set('k', 'v1');
  await store.set('k', 'v2');
  expect(await store.get('k')).toBe('v2');
  await store.remove('k');
  expect(await store.get('k')).toBeNull();
}

describe('resume stores', () => {
  it('memory, localStorage, IndexedDB and files keep, replace and remove points', async () => {
    const values = new Map<string, string>();
    const storage: KeyValueStorage = {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    };
    const dir = await mkdtemp(join(tmpdir(), 'resume-store-'));
    try {
      for (const store of [
        memoryResumeStore(),
        localStorageResumeStore(storage),
        indexedDbResumeStore({ name: 'roundtrip' }),
        fileResumeStore(join(dir, 'points')),
      ]) {
        await roundTrip(store);
      }
      await fileResumeStore(dir).set('upload-sdk:resume:0123', '{}');
      expect(await readdir(dir)).toContain('upload-sdk_resume_0123.json');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('localStorage that refuses (quota, private mode) falls back to memory', async () => {
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = localStorageResumeStore(refusing);
    await store.set('k', 'v');
    expect(await store.get('k')).toBe('v');
    await store.remove('k');
    expect(await store.get('k')).toBeNull();
  });

  it('IndexedDB that is missing falls back to memory', async () => {
    const store = indexedDbResumeStore({ indexedDB: undefined, name: 'x' });
    const missing = indexedDbResumeStore({
      name: 'y',
      indexedDB: {
        open: () => {
          throw new Error('blocked');
        },
      } as unknown as IDBFactory,
    });
    for (const each of [store, missing]) {
      await each.set('k', 'v');
      expect(await each.get('k')).toBe('v');
    }
  });

  it('without localStorage (Node, workers) the default is one memory store', () => {
    expect(defaultResumeStore()).toBe(defaultResumeStore());
  });
});
