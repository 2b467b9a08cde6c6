/**
 * Faults injected between the SDK and the real server (research §5.4): every upload either
 * completes with the right bytes stored, or fails with a typed `UploadError`.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UploadError, type UploadConfig, uploadFile } from '../src/index';
import { nodeTransport } from '../src/node/index';
import type { FaultProxy, Rule } from './fault-proxy';
import {
  BLOCK,
  MiB,
  configFor,
  content,
  fileOf,
  mintToken,
  proxyForTests,
  qetag,
  stored,
  uniqueKey,
} from './helpers';

let proxy: FaultProxy;
beforeAll(async () => {
  proxy = await proxyForTests();
});
afterAll(() => proxy.close());
beforeEach(() => proxy.reset());

/**
 * Uploads `size` random bytes with the rules in place; checks the stored bytes. Host lookups
 * are cached per API host, so rules for the lookup need a proxy the SDK has not seen yet
 * (`fresh`).
 */
async function attempt(
  size: number,
  rules: Rule[],
  extra: UploadConfig = {},
  token?: Parameters<typeof uploadFile>[1]['token'],
  fresh = false,
) {
  const target = fresh ? await proxyForTests() : proxy;
  try {
    for (const rule of rules) target.add(rule);
    const data = content(size);
    const key = uniqueKey('faults');
    const result = await uploadFile(fileOf(data), {
      token: token ?? mintToken(),
      key,
      config: configFor(target, extra),
    });
    expect(result.hash).toBe(qetag(data));
    expect((await stored(key)).equals(data)).toBe(true);
    expect(target.pendingRules).toBe(0);
    return { result, key, data };
  } finally {
    if (fresh) await target.close();
  }
}

const THREE_BLOCKS = 2 * BLOCK + MiB;

describe('dropped connections', () => {
  it.each([
    ['form', 1000],
    ['mkblk', THREE_BLOCKS],
    ['mkfile', THREE_BLOCKS],
  ] as const)(
    'mid-body before the server saw it (%s): the request is sent again',
    async (route, size) => {
      await attempt(size, [{ route, fault: { kind: 'drop-request', afterBytes: 100 }, times: 2 }]);
      expect(proxy.received[route] - proxy.forwarded[route]).toBe(2);
    },
  );

  it("through Node's HTTP client (nodeTransport): lost requests and answers are sent again", async () => {
    await attempt(
      THREE_BLOCKS,
      [
        { route: 'mkblk', fault: { kind: 'drop-request', afterBytes: 100 } },
        { route: 'mkblk', fault: { kind: 'cut', afterBytes: MiB } },
        { route: 'mkfile', fault: { kind: 'drop-response' } },
      ],
      { transport: nodeTransport() },
    );
    expect(proxy.received.mkblk).toBe(3 + 2);
  });

  it('mid-body after part of it reached the server: nothing partial is kept', async () => {
    await attempt(THREE_BLOCKS, [
      { route: 'mkblk', fault: { kind: 'cut', afterBytes: MiB }, times: 2 },
    ]);
    expect(proxy.forwarded.mkblk).toBe(3 + 2);
  });

  it('a bput cut mid-body is sent again with the same context', async () => {
    await attempt(THREE_BLOCKS, [{ route: 'bput', fault: { kind: 'cut', afterBytes: 1000 } }], {
      chunkSize: MiB,
    });
    expect(proxy.forwarded.mkblk).toBe(3);
  });

  it('the answer of a bput is lost: the context moved on (701), so the block starts again', async () => {
    await attempt(THREE_BLOCKS, [{ route: 'bput', fault: { kind: 'drop-response' } }], {
      chunkSize: MiB,
    });
    expect(proxy.forwarded.mkblk).toBe(4);
  });

  it('the answer of mkfile is lost: sending it again answers the same file', async () => {
    await attempt(THREE_BLOCKS, [{ route: 'mkfile', fault: { kind: 'drop-response' } }]);
    expect(proxy.forwarded.mkfile).toBe(2);
    expect(proxy.forwarded.mkblk).toBe(3);
  });
});

describe('server faults', () => {
  it.each([502, 503, 504, 599])(
    'a burst of %i on every route is retried request by request',
    async (status) => {
      const burst = (route: Rule['route']): Rule => ({
        route,
        fault: { kind: 'status', status },
        times: 3,
      });
      await attempt(
        THREE_BLOCKS,
        [burst('query'), burst('mkblk'), burst('mkfile')],
        {},
        undefined,
        true,
      );
      await attempt(THREE_BLOCKS, [burst('mkblk'), burst('mkfile')]);
      expect(proxy.forwarded.mkblk).toBe(3);
      await attempt(1000, [burst('form')]);
    },
  );

  it('a burst longer than the retry budget fails with the status, message and request id', async () => {
    proxy.add({
      route: 'mkblk',
      fault: {
        kind: 'status',
        status: 503,
        headers: { 'x-reqid': 'injected-503' },
        body: '{"error":"busy"}',
      },
      times: 100,
    });
    const failure = await uploadFile(fileOf(content(THREE_BLOCKS)), {
      token: mintToken(),
      key: uniqueKey('faults'),
      config: configFor(proxy, { retryCount: 2, concurrentRequestLimit: 1 }),
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadError);
    expect(failure).toMatchObject({ kind: 'request', code: 503, reqId: 'injected-503' });
    expect((failure as UploadError).message).toContain('busy');
    // One block, three attempts: the first failure stops the file.
    expect(proxy.received.mkblk).toBe(3);
    expect(proxy.forwarded.mkfile).toBe(0);
  });

  it('429 with Retry-After: the request waits and goes again', async () => {
    await attempt(THREE_BLOCKS, [
      { route: 'mkblk', fault: { kind: 'status', status: 429, headers: { 'retry-after': '1' } } },
    ]);
    expect(proxy.received.mkblk).toBe(4);
  });

  it('slow answers only slow the upload down', async () => {
    await attempt(THREE_BLOCKS, [
      { route: 'mkblk', fault: { kind: 'delay', ms: 300 }, times: 3 },
      { route: 'mkfile', fault: { kind: 'delay', ms: 300 } },
    ]);
  });
});

describe('dead contexts (701)', () => {
  it('701 on a bput: the block is uploaded again from mkblk', async () => {
    await attempt(THREE_BLOCKS, [{ route: 'bput', fault: { kind: 'status', status: 701 } }], {
      chunkSize: MiB,
    });
    expect(proxy.forwarded.mkblk).toBe(4);
  });

  it('701 on mkfile: the saved blocks are dropped and the file is sent again once', async () => {
    await attempt(THREE_BLOCKS, [{ route: 'mkfile', fault: { kind: 'status', status: 701 } }]);
    expect(proxy.forwarded.mkblk).toBe(6);
    expect(proxy.received.mkfile).toBe(2);
  });

  it('701 that keeps coming fails with code 701', async () => {
    proxy.add({ route: 'mkblk', fault: { kind: 'status', status: 701 }, times: 100 });
    await expect(
      uploadFile(fileOf(content(THREE_BLOCKS)), {
        token: mintToken(),
        config: configFor(proxy, { concurrentRequestLimit: 1 }),
      }),
    ).rejects.toMatchObject({ name: 'UploadError', code: 701 });
  });
});

describe('tokens', () => {
  it('401 with a token provider: one fresh token, and the upload goes on', async () => {
    const refused = mintToken({ deadline: Math.floor(Date.now() / 1000) + 3600 }).replace(
      /:[^:]+:/,
      ':AAAA:',
    );
    const good = mintToken();
    const given: string[] = [];
    const provider = () => {
      const token = given.length === 0 ? refused : good;
      given.push(token);
      return token;
    };
    await attempt(THREE_BLOCKS, [], {}, provider);
    expect(given).toEqual([refused, good]);
    const sentWith = proxy.seen
      .filter((seen) => seen.route === 'mkblk')
      .map((seen) => seen.headers.authorization);
    expect(sentWith.filter((header) => header === `UpToken ${good}`).length).toBe(3);
  });

  it('401 without a provider fails with code 401 and the server message', async () => {
    const refused = mintToken().replace(/:[^:]+:/, ':AAAA:');
    await expect(
      uploadFile(fileOf(content(1000)), { token: refused, config: configFor(proxy) }),
    ).rejects.toMatchObject({
      name: 'UploadError',
      kind: 'request',
      code: 401,
      message: expect.stringContaining('bad token'),
    });
  });
});

describe('answers that are not JSON (200)', () => {
  it.each([
    ['form', 'malformed', 1000],
    ['form', 'garble', 1000],
    ['mkblk', 'malformed', THREE_BLOCKS],
    ['mkblk', 'garble', THREE_BLOCKS],
    ['mkfile', 'malformed', THREE_BLOCKS],
    ['mkfile', 'garble', THREE_BLOCKS],
    ['query', 'malformed', 1000],
  ] as const)('%s answered with a %s body: sent again', async (route, kind, size) => {
    await attempt(size, [{ route, fault: { kind } }], {}, undefined, route === 'query');
  });

  it('a bput answered with a garbled body: its context is unknown, so the block starts again', async () => {
    await attempt(THREE_BLOCKS, [{ route: 'bput', fault: { kind: 'garble' } }], { chunkSize: MiB });
    expect(proxy.forwarded.mkblk).toBe(4);
  });
});

describe('many faults at once', () => {
  it('random faults on every route: each upload completes intact or fails typed', async () => {
    let seed = 20260511;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const faults: Rule['fault'][] = [
      { kind: 'status', status: 503 },
      { kind: 'status', status: 502 },
      { kind: 'drop-request', afterBytes: 10 },
      { kind: 'cut', afterBytes: 5000 },
      { kind: 'drop-response' },
      { kind: 'garble' },
      { kind: 'malformed' },
      { kind: 'delay', ms: 50 },
      { kind: 'status', status: 701 },
    ];
    let outcomes = { completed: 0, failed: 0 };
    for (let round = 0; round < 8; round += 1) {
      proxy.reset();
      for (let i = 0; i < 40; i += 1) {
        const pick = faults[Math.floor(random() * faults.length)] as Rule['fault'];
        proxy.add({
          when: (seen) => seen.route !== 'file' && seen.route !== 'log' && random() < 0.2,
          fault: pick,
        });
      }
      const data = content(Math.floor(random() * 3 * BLOCK));
      const key = uniqueKey('chaos');
      try {
        const result = await uploadFile(fileOf(data), {
          token: mintToken(),
          key,
          config: configFor(proxy, { chunkSize: random() < 0.5 ? MiB : BLOCK }),
        });
        expect(result.hash).toBe(qetag(data));
        expect((await stored(key)).equals(data)).toBe(true);
        outcomes = { ...outcomes, completed: outcomes.completed + 1 };
      } catch (error) {
        expect(error).toBeInstanceOf(UploadError);
        outcomes = { ...outcomes, failed: outcomes.failed + 1 };
      }
    }
    expect(outcomes.completed + outcomes.failed).toBe(8);
  });
});
