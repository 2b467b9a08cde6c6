/**
 * A limit on requests in flight, shared by every upload that uses the same limiter: with
 * several files going at once, the browser's few connections per host are not flooded and
 * each file still moves. Waiting tasks start in the order they asked; an aborted waiter
 * leaves the queue at once.
 */
import { DEFAULT_GLOBAL_CONCURRENCY } from './constants';
import { abortReason } from './errors';

export interface RequestLimiter {
  /** Runs `task` when a slot is free; the slot is released when it settles. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
  /** Slots. */
  readonly limit: number;
}

interface Waiter {
  start: () => void;
}

export function createRequestLimiter(limit: number): RequestLimiter {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`A request limit must be a positive integer, got ${limit}`);
  }
  let active = 0;
  const queue: Waiter[] = [];

  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next) next.start();
  };

  const acquire = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      if (active < limit) {
        active += 1;
        resolve();
        return;
      }
      const onAbort = () => {
        const index = queue.indexOf(waiter);
        if (index >= 0) queue.splice(index, 1);
        reject(abortReason(signal));
      };
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          active += 1;
          resolve();
        },
      };
      queue.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });

  return {
    async run(task, signal) {
      await acquire(signal);
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    limit,
  };
}

let shared: RequestLimiter | undefined;

/**
 * The limiter uploads share unless their configuration names another one (created on first
 * use, with room for six requests: what browsers allow per host over HTTP/1.1).
 */
export function sharedRequestLimiter(): RequestLimiter {
  shared ??= createRequestLimiter(DEFAULT_GLOBAL_CONCURRENCY);
  return shared;
}
