import { type Mock, vi } from 'vitest';
import { type HttpClient, type HttpClientOptions, createHttpClient } from '../src/index';
import type { Notifier, ReloginHandler } from '../src/notice';

export interface ClientUnderTest {
  client: HttpClient;
  notify: Mock<Notifier>;
  onRelogin: Mock<ReloginHandler>;
}

/** A client with spy hooks; pass `onRelogin: undefined` to build one without a re-login hook. */
export function clientFor(
  baseURL: string,
  options: Partial<HttpClientOptions> = {},
): ClientUnderTest {
  const notify = vi.fn<Notifier>();
  const onRelogin = vi.fn<ReloginHandler>();
  const client = createHttpClient({ baseURL, notify, onRelogin, ...options });
  return { client, notify, onRelogin };
}

/** Settles a promise that is expected to reject and returns what it rejected with. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject, but it resolved');
}

/** Waits until the condition holds (checked by `vi.waitFor`); fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  await vi.waitFor(
    () => {
      if (!condition()) throw new Error('condition not met in time');
    },
    { timeout: timeoutMs, interval: 5 },
  );
}
