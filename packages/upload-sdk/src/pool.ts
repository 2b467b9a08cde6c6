/**
 * Runs tasks with at most `concurrency` at once, in order. The first failure stops the rest:
 * the tasks still running see their signal fire (their requests are aborted) and the failure
 * is what the pool rejects with. Unlike qiniu-js's pool, a failure never leaves queued tasks
 * waiting forever.
 */
import { abortReason, throwIfAborted } from './errors';

export async function runPool<T>(
  items: readonly T[],
  concurrency: number,
  signal: AbortSignal,
  task: (item: T, signal: AbortSignal) => Promise<void>,
): Promise<void> {
  throwIfAborted(signal);
  const inner = new AbortController();
  const forward = () => inner.abort(abortReason(signal));
  signal.addEventListener('abort', forward, { once: true });
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && !inner.signal.aborted && next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        await task(item, inner.signal);
      } catch (error) {
        if (!failure) {
          failure = { error };
          inner.abort(error);
        }
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, () => worker()));
  } finally {
    signal.removeEventListener('abort', forward);
  }
  if (signal.aborted) throw abortReason(signal);
  if (failure) throw failure.error;
}
