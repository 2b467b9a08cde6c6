import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTransport, type Scripted } from '../test/fake-transport';
import { retryPolicy } from './backoff';
import { UploadError } from './errors';
import { createRequestLimiter } from './limiter';
import { type Call, type SendContext, jsonObject, send } from './send';
import { TokenSource } from './token-source';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const policy = { retryCount: 3, baseDelayMs: 100, maxDelayMs: 1000, random: () => 0.5 };

function setup(script: Scripted[], extra: Partial<SendContext> = {}) {
  const transport = fakeTransport(script);
  const controller = new AbortController();
  const context: SendContext = {
    transport,
    policy: retryPolicy(policy),
    limiter: createRequestLimiter(4),
    signal: controller.signal,
    now: () => Date.now(),
    ...extra,
  };
  const call: Call<Record<string, unknown>> = {
    name: 'mkblk',
    retryBadResponse: true,
    request: (token) => ({
      method: 'POST',
      url: 'https://up.test/mkblk/4',
      headers: { Authorization: `UpToken ${token}` },
    }),
    parse: (response) => jsonObject(response, 'mkblk'),
  };
  return { transport, controller, context, call };
}

describe('send', () => {
  it('retries network losses and server faults, then answers', async () => {
    const { transport, context, call } = setup([
      'network',
      { status: 503 },
      { status: 599 },
      { status: 200, json: { ok: 1 } },
    ]);
    const pending = send(context, call);
    await vi.runAllTimersAsync();
    await expect(pending).resolves.toEqual({ ok: 1 });
    expect(transport.requests).toHaveLength(4);
  });

  it('gives up after retryCount retries with the last failure, its message and request id', async () => {
    const { transport, context, call } = setup([
      { status: 503 },
      { status: 503 },
      { status: 503 },
      { status: 503, json: { error: 'still busy' }, headers: { 'X-Reqid': 'r-4' } },
    ]);
    const pending = send(context, call).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    const failure = await pending;
    expect(failure).toBeInstanceOf(UploadError);
    expect(failure).toMatchObject({
      kind: 'request',
      code: 503,
      reqId: 'r-4',
      message: 'mkblk failed with HTTP 503: still busy',
    });
    expect(transport.requests).toHaveLength(4);
  });

  it('waits as long as Retry-After asks before sending again', async () => {
    const { transport, context, call } = setup([
      { status: 429, headers: { 'Retry-After': '2' } },
      { status: 200, json: {} },
    ]);
    const pending = send(context, call);
    await vi.advanceTimersByTimeAsync(1999);
    expect(transport.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(transport.requests).toHaveLength(2);
  });

  it('waits with exponential backoff between attempts', async () => {
    const { transport, context, call } = setup(['network', 'network', { status: 200, json: {} }]);
    const pending = send(context, call);
    await vi.advanceTimersByTimeAsync(49);
    expect(transport.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(99);
    expect(transport.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(transport.requests).toHaveLength(3);
  });

  it('asks the token provider once after a 401 and sends again with the new token', async () => {
    const given = [
      'AK:old:eyJzY29wZSI6ImIiLCJkZWFkbGluZSI6NDAwMDAwMDAwMH0=',
      'AK:new:eyJzY29wZSI6ImIiLCJkZWFkbGluZSI6NDAwMDAwMDAwMH0=',
    ];
    const provider = vi.fn(() => given[provider.mock.calls.length - 1] as string);
    const tokens = new TokenSource(provider);
    const { transport, context, call } = setup([{ status: 401 }, { status: 401 }], { tokens });
    const failure = await send(context, call).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 401 });
    expect(provider).toHaveBeenCalledTimes(2);
    expect(transport.requests.map((request) => request.headers?.Authorization)).toEqual(
      given.map((token) => `UpToken ${token}`),
    );
  });

  it('does not retry a 701, a 403 or a 401 without a provider', async () => {
    for (const status of [701, 403, 401]) {
      const { transport, context, call } = setup([{ status }]);
      await expect(send(context, call)).rejects.toMatchObject({ code: status });
      expect(transport.requests).toHaveLength(1);
    }
  });

  it('sends again after an unreadable 200 only when the call allows it', async () => {
    const retried = setup([
      { status: 200, text: '<html>' },
      { status: 200, json: { ok: true } },
    ]);
    const pending = send(retried.context, retried.call);
    await vi.runAllTimersAsync();
    await expect(pending).resolves.toEqual({ ok: true });
    const refused = setup([{ status: 200, text: '<html>' }]);
    await expect(
      send(refused.context, { ...refused.call, retryBadResponse: false }),
    ).rejects.toMatchObject({ kind: 'bad-response', code: 200 });
  });

  it('stops at once when aborted during a wait; nothing more is sent', async () => {
    const { transport, controller, context, call } = setup([
      { status: 503, headers: { 'Retry-After': '30' } },
      { status: 200, json: {} },
    ]);
    const pending = send(context, call).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
    await vi.runAllTimersAsync();
    expect(transport.requests).toHaveLength(1);
  });

  it('reports each attempt to onRetry with the failure', async () => {
    const { context, call } = setup(['network', { status: 200, json: {} }]);
    const onRetry = vi.fn();
    const pending = send(context, { ...call, onRetry });
    await vi.runAllTimersAsync();
    await pending;
    expect(onRetry).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'network', code: 0 }),
      'retry',
    );
  });
});
