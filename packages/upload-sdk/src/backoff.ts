/**
 * What to do after a failed request, and how long to wait first. Each request spends its own
 * retry budget (`retryCount` retries after the first attempt); waits grow exponentially with
 * full jitter, and a server's Retry-After is honoured.
 */
import { RETRY_AFTER_LIMIT_MS, RETRY_BASE_DELAY_MS, RETRY_MAX_DELAY_MS } from './constants';
import { abortReason } from './errors';

export interface RetryPolicy {
  /** Retries after the first attempt of one request. */
  retryCount: number;
  /** Upper bound of the first retry's wait; doubles with each retry. */
  baseDelayMs: number;
  /** Upper bound of any wait that is not a Retry-After. */
  maxDelayMs: number;
  /** A number in [0, 1): `Math.random` unless a test fixes it. */
  random: () => number;
}

export function retryPolicy(overrides: Partial<RetryPolicy> = {}): RetryPolicy {
  return {
    retryCount: overrides.retryCount ?? 3,
    baseDelayMs: overrides.baseDelayMs ?? RETRY_BASE_DELAY_MS,
    maxDelayMs: overrides.maxDelayMs ?? RETRY_MAX_DELAY_MS,
    random: overrides.random ?? Math.random,
  };
}

/**
 * How to react to an answer's status:
 * - `retry`: the same request again after a wait (network loss, rate limits, gateway and
 *   server faults, a checksum mismatch);
 * - `refresh-token`: ask the token provider for a new token, then send again;
 * - `redo-block`: the block's contexts are dead (701); upload the block again from `mkblk`;
 * - `fail`: nothing a retry can fix.
 */
export type Verdict = 'retry' | 'refresh-token' | 'redo-block' | 'fail';

const RETRY_STATUSES: ReadonlySet<number> = new Set([
  0, 406, 408, 425, 429, 500, 502, 503, 504, 520, 522, 524, 573, 599,
]);

export function classifyStatus(status: number): Verdict {
  if (RETRY_STATUSES.has(status)) return 'retry';
  if (status === 401) return 'refresh-token';
  if (status === 701) return 'redo-block';
  return 'fail';
}

/**
 * The wait before retry number `retry` (1 for the first retry): a random time up to
 * `base × 2^(retry−1)`, capped at `maxDelayMs` ("full jitter", which spreads clients that
 * failed together).
 */
export function backoffDelay(retry: number, policy: RetryPolicy): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
  return Math.floor(policy.random() * ceiling);
}

/**
 * Milliseconds a Retry-After header asks for (seconds or an HTTP date), capped; undefined
 * when the header is absent or unreadable.
 */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(text)) ms = Number(text) * 1000;
  else {
    const date = Date.parse(text);
    if (Number.isNaN(date)) return undefined;
    ms = date - now;
  }
  return Math.min(RETRY_AFTER_LIMIT_MS, Math.max(0, Math.round(ms)));
}

/** Waits `ms`, or rejects with the signal's reason as soon as it fires. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
