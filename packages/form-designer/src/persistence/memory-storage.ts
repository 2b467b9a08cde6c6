import type { HistoryStorageArea } from './history-storage';

/**
 * Web Storage held in memory, for stories and tests: refuses a write that would take it past
 * `quota` characters (keys and values), as browsers refuse one past their quota.
 */
export function memoryStorage(quota = Infinity): HistoryStorageArea & {
  readonly items: Map<string, string>;
} {
  const items = new Map<string, string>();
  const used = () => [...items].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      const previous = items.get(key);
      const without = used() - (previous === undefined ? 0 : key.length + previous.length);
      if (without + key.length + value.length > quota) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
}
