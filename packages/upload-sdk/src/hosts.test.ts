import { describe, expect, it } from 'vitest';
import { fakeTransport } from '../test/fake-transport';
import { retryPolicy } from './backoff';
import { HostPool, hostUrl, resolveUpHosts } from './hosts';
import { createRequestLimiter } from './limiter';
import type { SendContext } from './send';

const options = { useCdnDomain: true, upprotocol: 'https' as const, apiHost: 'https://api.test' };

function context(transport: ReturnType<typeof fakeTransport>, now = () => 0): SendContext {
  return {
    transport,
    policy: retryPolicy({ retryCount: 0 }),
    limiter: createRequestLimiter(1),
    signal: new AbortController().signal,
    now,
  };
}

describe('upload hosts', () => {
  it('are URLs: bare host names get the protocol', () => {
    expect(hostUrl('up.test', 'https')).toBe('https://up.test');
    expect(hostUrl('127.0.0.1:3000/storage/', 'http')).toBe('http://127.0.0.1:3000/storage');
    expect(hostUrl('http://up.test/', 'https')).toBe('http://up.test');
  });

  it('come from uphost first, then the region (accelerated or source), then a lookup', async () => {
    const none = fakeTransport([]);
    expect(
      await resolveUpHosts(
        { ...options, uphost: ['a.test', 'b.test'], region: 'z1' },
        'ak',
        'b',
        context(none),
      ),
    ).toEqual(['https://a.test', 'https://b.test']);
    expect(await resolveUpHosts({ ...options, region: 'z2' }, 'ak', 'b', context(none))).toEqual([
      'https://upload-z2.qiniup.com',
    ]);
    expect(
      await resolveUpHosts(
        { ...options, region: 'z2', useCdnDomain: false },
        'ak',
        'b',
        context(none),
      ),
    ).toEqual(['https://up-z2.qiniup.com']);
    expect(none.requests).toEqual([]);
  });

  it('are looked up by access key and bucket, accelerated first, and cached for the ttl', async () => {
    const answer = {
      ttl: 10,
      up: {
        acc: { main: ['acc.test'], backup: ['acc2.test'] },
        src: { main: ['src.test'], backup: [] },
      },
    };
    const transport = fakeTransport([
      { status: 200, json: answer },
      { status: 200, json: answer },
    ]);
    let now = 0;
    const found = await resolveUpHosts(
      { ...options, apiHost: 'https://api.lookup' },
      'my ak',
      'bkt',
      context(transport, () => now),
    );
    expect(found).toEqual(['https://acc.test', 'https://acc2.test', 'https://src.test']);
    expect(transport.requests[0]?.url).toBe('https://api.lookup/v2/query?ak=my%20ak&bucket=bkt');
    now = 9_999;
    await resolveUpHosts(
      { ...options, apiHost: 'https://api.lookup' },
      'my ak',
      'bkt',
      context(transport, () => now),
    );
    expect(transport.requests).toHaveLength(1);
    now = 10_001;
    await resolveUpHosts(
      { ...options, apiHost: 'https://api.lookup' },
      'my ak',
      'bkt',
      context(transport, () => now),
    );
    expect(transport.requests).toHaveLength(2);
  });

  it('a lookup without hosts is a bad response', async () => {
    const transport = fakeTransport([{ status: 200, json: { up: {} } }]);
    await expect(
      resolveUpHosts({ ...options, apiHost: 'https://api.empty' }, 'ak', 'b', context(transport)),
    ).rejects.toMatchObject({ kind: 'bad-response' });
  });
});

describe('host pool', () => {
  it('freezes a host that failed with a network or gateway fault for 20 s', () => {
    let now = 0;
    const pool = new HostPool(['https://one.pool', 'https://two.pool'], () => now);
    expect(pool.pick()).toBe('https://one.pool');
    pool.reportFailure('https://one.pool', 403);
    expect(pool.pick()).toBe('https://one.pool');
    pool.reportFailure('https://one.pool', 503);
    expect(pool.pick()).toBe('https://two.pool');
    pool.reportFailure('https://two.pool', 0);
    now = 1;
    // Both frozen: the one that thaws first.
    expect(pool.pick()).toBe('https://one.pool');
    now = 20_001;
    expect(pool.pick()).toBe('https://one.pool');
    pool.reportSuccess('https://two.pool');
    expect(() => new HostPool([], () => 0)).toThrow(RangeError);
  });
});
