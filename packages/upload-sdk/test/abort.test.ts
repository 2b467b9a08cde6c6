/**
 * Aborting: after `abort()` (or `unsubscribe()`), no further request reaches the server, no
 * error callback fires and the promise rejects with the signal's AbortError.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRequestLimiter, upload, uploadFile } from '../src/index';
import type { FaultProxy } from './fault-proxy';
import { BLOCK, configFor, content, fileOf, mintToken, proxyForTests, uniqueKey } from './helpers';

let proxy: FaultProxy;
beforeAll(async () => {
  proxy = await proxyForTests();
});
afterAll(() => proxy.close());
beforeEach(() => proxy.reset());

const SIZE = 6 * BLOCK;

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Long enough for any retry, backoff or stray request to show up at the proxy. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('abort', () => {
  it('mid-upload: the promise rejects with AbortError and nothing more is sent', async () => {
    proxy.add({ route: 'mkblk', when: (seen) => seen.n > 1, fault: { kind: 'hang' }, times: 100 });
    const controller = new AbortController();
    const pending = uploadFile(fileOf(content(SIZE)), {
      token: mintToken(),
      key: uniqueKey('abort'),
      signal: controller.signal,
      config: configFor(proxy),
    });
    pending.catch(() => undefined);
    await until(() => proxy.received.mkblk === 4);
    controller.abort();
    const received = proxy.seen.length;
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await settle();
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
    const pending = uploadFile(fileOf(content(SIZE)), {
      token: mintToken(),
      signal: controller.signal,
      config: configFor(proxy),
    });
    pending.catch(() => undefined);
    await until(() => proxy.received.mkblk === 3);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await settle();
    expect(proxy.received.mkblk).toBe(3);
  });

  it('while waiting for a free request slot: the request never goes out', async () => {
    proxy.add({ route: 'form', fault: { kind: 'hang' }, times: 100 });
    const limiter = createRequestLimiter(1);
    const first = new AbortController();
    const second = new AbortController();
    const start = (signal: AbortSignal) =>
      uploadFile(fileOf(content(1000)), {
        token: mintToken(),
        signal,
        config: configFor(proxy, { limiter }),
      });
    const a = start(first.signal);
    const b = start(second.signal);
    a.catch(() => undefined);
    b.catch(() => undefined);
    await until(() => proxy.received.form === 1 && limiter.waiting === 1);
    second.abort();
    await expect(b).rejects.toMatchObject({ name: 'AbortError' });
    expect(limiter.waiting).toBe(0);
    first.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    await settle();
    expect(proxy.received.form).toBe(1);
  });

  it('unsubscribe: neither error nor complete fires, and nothing more is sent', async () => {
    proxy.add({ route: 'mkblk', when: (seen) => seen.n > 2, fault: { kind: 'hang' }, times: 100 });
    const events: string[] = [];
    const subscription = upload(
      fileOf(content(SIZE)),
      uniqueKey('abort'),
      mintToken(),
      undefined,
      configFor(proxy),
    ).subscribe({
      next: () => events.push('next'),
      error: () => events.push('error'),
      complete: () => events.push('complete'),
    });
    await until(() => proxy.received.mkblk === 5);
    subscription.unsubscribe();
    expect(subscription.closed).toBe(true);
    const received = proxy.seen.length;
    const heard = events.length;
    await settle();
    expect(proxy.seen.length).toBe(received);
    expect(events.length).toBe(heard);
    expect(events).not.toContain('error');
    expect(events).not.toContain('complete');
    expect(events).toContain('next');
  });
});
