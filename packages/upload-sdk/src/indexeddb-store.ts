/**
 * Resume points in IndexedDB: available in pages and in workers (where localStorage is not),
 * with far more room than localStorage. One object store of text values by key.
 */
import { type ResumeStore, memoryResumeStore } from './resume-store';

export interface IndexedDbStoreOptions {
  /** Database name; one object store named `resume` lives in it. */
  name?: string;
  /** The IndexedDB factory; `globalThis.indexedDB` by default. */
  indexedDB?: IDBFactory;
}

const STORE = 'resume';

function request<T>(call: () => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = call();
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

export function indexedDbResumeStore(options: IndexedDbStoreOptions = {}): ResumeStore {
  const name = options.name ?? 'upload-sdk';
  const fallback = memoryResumeStore();
  let opening: Promise<IDBDatabase | undefined> | undefined;

  const open = () => {
    opening ??= new Promise<IDBDatabase | undefined>((resolve) => {
      const factory =
        options.indexedDB ?? (globalThis as { indexedDB?: IDBFactory }).indexedDB ?? undefined;
      if (!factory) {
        resolve(undefined);
        return;
      }
      try {
        const req = factory.open(name, 1);
        req.onupgradeneeded = () => {
          if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE);
        };
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => resolve(undefined);
        req.onblocked = () => resolve(undefined);
      } catch {
        resolve(undefined);
      }
    });
    return opening;
  };

  const withStore = async <T>(
    mode: IDBTransactionMode,
    use: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<{ ok: true; value: T } | { ok: false }> => {
    const db = await open();
    if (!db) return { ok: false };
    try {
      const value = await request(() => use(db.transaction(STORE, mode).objectStore(STORE)));
      return { ok: true, value };
    } catch {
      return { ok: false };
    }
  };

  return {
    async get(key) {
      const found = await withStore('readonly', (store) => store.get(key) as IDBRequest<unknown>);
      if (found.ok && typeof found.value === 'string') return found.value;
      return fallback.get(key);
    },
    async set(key, value) {
      const done = await withStore('readwrite', (store) => store.put(value, key));
      if (!done.ok) await fallback.set(key, value);
    },
    async remove(key) {
      await withStore('readwrite', (store) => store.delete(key));
      await fallback.remove(key);
    },
  };
}
