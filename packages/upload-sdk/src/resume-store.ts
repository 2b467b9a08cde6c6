/**
 * Where resume points are kept between attempts, page loads and process restarts. A store is
 * three functions over text values; they may be synchronous or answer promises. Failures of
 * a store (quota, private browsing, a sandboxed frame) never fail an upload: the uploader
 * carries on without resuming.
 */

export interface ResumeStore {
  get(key: string): string | null | undefined | Promise<string | null | undefined>;
  set(key: string, value: string): void | Promise<void>;
  remove(key: string): void | Promise<void>;
}

/** Keeps resume points in this page or process only (the default outside browsers). */
export function memoryResumeStore(): ResumeStore {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
    },
    remove: (key) => {
      values.delete(key);
    },
  };
}

/** The part of the Web Storage API a store needs. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function globalLocalStorage(): KeyValueStorage | undefined {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    return storage && typeof storage.getItem === 'function' ? storage : undefined;
  } catch {
    // Reading localStorage throws in sandboxed frames and with storage disabled.
    return undefined;
  }
}

/**
 * Keeps resume points in `localStorage` (or the given Web Storage), so they survive page
 * reloads. When the storage refuses (quota, private mode) the points of this page are kept in
 * memory instead.
 */
export function localStorageResumeStore(storage?: KeyValueStorage): ResumeStore {
  const fallback = memoryResumeStore();
  const target = () => storage ?? globalLocalStorage();
  return {
    get(key) {
      try {
        const value = target()?.getItem(key);
        if (value !== null && value !== undefined) return value;
      } catch {
        // Unreadable storage: fall through to the copy in memory.
      }
      return fallback.get(key);
    },
    set(key, value) {
      try {
        const store = target();
        if (store) {
          store.setItem(key, value);
          return;
        }
      } catch {
        // Quota exceeded or storage disabled: keep the point for this page only.
      }
      return fallback.set(key, value);
    },
    remove(key) {
      try {
        target()?.removeItem(key);
      } catch {
        // Nothing to do: the fallback copy goes below.
      }
      return fallback.remove(key);
    },
  };
}

let processStore: ResumeStore | undefined;

/**
 * The store used when none is configured, chosen at the first upload: `localStorage` where
 * the runtime has it (pages), otherwise one memory store for the whole process or worker.
 */
export function defaultResumeStore(): ResumeStore {
  processStore ??= globalLocalStorage() ? localStorageResumeStore() : memoryResumeStore();
  return processStore;
}
