import type { InvalidationBus } from './invalidation-bus';

export interface TtlCacheOptions {
  /** Entries older than this are read again from the database (a safety net behind NOTIFY). */
  ttlMs: number;
  /** At most this many entries; the oldest go first. */
  maxEntries: number;
  /** While the bus is unhealthy the cache neither serves nor stores. */
  bus: InvalidationBus;
}

interface Entry<V> {
  value: V;
  storedAt: number;
}

/**
 * A small in-memory cache of values read from the database. It only serves while the
 * invalidation bus is healthy, drops everything when the bus reports a reset, and forgets
 * entries after `ttlMs` (monotonic time) in any case.
 *
 * Filling is race-free: take `generation` before reading the database and pass it to `set`;
 * if anything was invalidated meanwhile, the possibly stale value is not stored.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private currentGeneration = 0;

  constructor(private readonly options: TtlCacheOptions) {
    options.bus.onReset(() => this.clear());
  }

  get(key: string): V | undefined {
    if (!this.options.bus.healthy) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (performance.now() - entry.storedAt > this.options.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Changes whenever something is deleted or cleared. */
  get generation(): number {
    return this.currentGeneration;
  }

  /** Stores `value` unless an invalidation happened since `generation` was read. */
  set(key: string, value: V, generation: number): void {
    if (!this.options.bus.healthy || generation !== this.currentGeneration) return;
    if (this.entries.size >= this.options.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: performance.now() });
  }

  delete(key: string): void {
    this.currentGeneration++;
    this.entries.delete(key);
  }

  clear(): void {
    this.currentGeneration++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
