/**
 * Aborting: after `abort()` (or `unsubscribe()`), no further request reaches the server, no
 * error callback fires and the promise rejects with the signal's AbortError.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_AFTER_LIMIT_MS } from '../src/constants';
import {
  type Transport,
  type UploadConfig,
  createRequestLimiter,
  defaultTransport,
  upload,
  uploadFile,
} from '../src/index';
import type { FaultProxy } from './fault-proxy';
import { BLOCK, configFor, content, fileOf, mintToken, proxyForTests, uniqueKey } from './helpers';

let proxy: FaultProxy;
beforeAll(async () => {
  proxy = await proxyForTests();
});
afterAll(() => proxy.close());
beforeEach(() => {
  proxy.reset();
  // The SDK waits (backoff, Retry-After) on setTimeout: fake, so that a test can run out every
  // wait it could still be in. The network, the proxy and the server keep their own clocks.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const SIZE = 6 * BLOCK;

/** Polls with real timers (vi.waitFor's own), advancing the fake clock a little each time. */
const eventually = { timeout: 30_000, interval: 10 };

/** The requests the SDK starts and those still in flight, seen from its side. */
function counted(extra: UploadConfig = {}) {
  const requests = { started: 0, inFlight: 0 };
  const transport: Transport = async (request) => {
    requests.started += 1;
    requests.inFlight += 1;
    try {
      return await defaultTransport(request);
    } finally {
      requests.inFlight -= 1;
    }
  };
  return { requests, config: configFor(proxy, { ...extra, transport }) };
}

/**
 * Waits until the SDK has nothing left to do: no request of its own in flight, and every wait
 * it could still be in (a backoff, at most a Retry-After's limit) run out on the fake clock. A
 * request started after that (or by a timer that fires then) is counted in `requests.started`.
 */
async function idle(requests: { inFlight: number }): Promise<void> {
  await vi.waitFor(() => expect(requests.inFlight).toBe(0), eventually);
  await vi.advanceTimersByTimeAsync(RETRY_AFTER_LIMIT_MS + 1000);
  await vi.waitFor(() => expect(requests.inFlight).toBe(0), eventually);
}

describe('abort', () => {
  it('mid-upload: the promise rejects with AbortError and nothing more is sent', async () => {
    proxy.add({ route: 'mkblk', when: (seen) => seen.n > 1, fault: { kind: 'hang' }, times: 100 });
    const controller = new AbortController();
    const { requests, config } = counted();
    const pending = uploadFile(fileOf(content(SIZE)), {
      token: mintToken(),
      key: uniqueKey('abort'),
      signal: controller.signal,
      config,
    });
    pending.catch(() => undefined);
    await vi.waitFor(() => expect(proxy.received.mkblk).toBe(4), eventually);
    controller.abort();
    const started = requests.started;
    const received = proxy.seen.length;
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await idle(requests);
    expect(requests.started).toBe(started);
    expect(proxy.seen.length).toBe(received);
    expect(proxy.received.log).toBe(0);
    expect(proxy.received.mkfile).toBe(0);
  });

  it('while waiting to retry (Retry-After): the retry never goes out', async () => {
    proxy.add({
      route: 'mkblk',
      fault: { kind: 'status', status: 503, headers: { 'retry-after': '30' } },
      times: 100,
    });
    const controller = new AbortController();
    const { requests, config } = counted();
    const pending = uploadFile(fileOf(content(SIZE)), {
      token: mintToken(),
      signal: controller.signal,
      config,
    });
    pending.catch(() => undefined);
    // Three blocks at once, each answered 503 "retry after 30 s": the SDK is now waiting.
    await vi.waitFor(() => {
      expect(proxy.received.mkblk).toBe(3);
      expect(requests.inFlight).toBe(0);
    }, eventually);
    controller.abort();
    const started = requests.started;
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    // Past the 30 s asked for: a retry that outlived the abort would go out here.
    await idle(requests);
    expect(requests.started).toBe(started);
    expect(proxy.received.mkblk).toBe(3);
  });

  it('while waiting for a free request slot: the request never goes out', async () => {
    proxy.add({ route: 'form', fault: { kind: 'hang' }, times: 100 });
    const limiter = createRequestLimiter(1);
    const first = new AbortController();
    const second = new AbortController();
    const { requests, config } = counted({ limiter });
    const start = (signal: AbortSignal) =>
      uploadFile(fileOf(content(1000)), { token: mintToken(), signal, config });
    const a = start(first.signal);
    const b = start(second.signal);
    a.catch(() => undefined);
    b.catch(() => undefined);
    await vi.waitFor(() => {
      expect(proxy.received.form).toBe(1);
      expect(limiter.waiting).toBe(1);
    }, eventually);
    second.abort();
    await expect(b).rejects.toMatchObject({ name: 'AbortError' });
    expect(limiter.waiting).toBe(0);
    first.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    await idle(requests);
    expect(requests.started).toBe(1);
    expect(proxy.received.form).toBe(1);
  });

  it('unsubscribe: neither error nor complete fires, and nothing more is sent', async () => {
    proxy.add({ route: 'mkblk', when: (seen) => seen.n > 2, fault: { kind: 'hang' }, times: 100 });
    const events: string[] = [];
    const { requests, config } = counted();
    const subscription = upload(
      fileOf(content(SIZE)),
      uniqueKey('abort'),
      mintToken(),
      undefined,
      config,
    ).subscribe({
      next: () => events.push('next'),
      error: () => events.push('error'),
      complete: () => events.push('complete'),
    });
    await vi.waitFor(() => expect(proxy.received.mkblk).toBe(5), eventually);
    subscription.unsubscribe();
    expect(subscription.closed).toBe(true);
    const started = requests.started;
    const received = proxy.seen.length;
    const heard = events.length;
    // The aborted requests fail and the upload behind the subscription settles in the same turns.
    await idle(requests);
    expect(requests.started).toBe(started);
    expect(proxy.seen.length).toBe(received);
    expect(events.length).toBe(heard);
    expect(events).not.toContain('error');
    expect(events).not.toContain('complete');
    expect(events).toContain('next');
  });
});
