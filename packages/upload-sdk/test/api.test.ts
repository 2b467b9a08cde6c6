/**
 * The SDK's surface against the real server: checks made before any request, what is stored
 * with a file, the usage log, direct upload, integrity checks, the request limits and the
 * package as Node loads it (its `node` export condition, with Node's own defaults).
 */
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type Transport,
  UploadError,
  computeQetag,
  createUploader,
  defaultTransport,
  directUpload,
  threadHasher,
  uploadFile,
} from '../src/index';
import { fileFromPath } from '../src/node/index';
import { uploadFile as uploadWithNodeDefaults } from '../src/node/root';
import type { FaultProxy } from './fault-proxy';
import {
  BLOCK,
  MiB,
  configFor,
  content,
  fileOf,
  mintToken,
  platform,
  proxyForTests,
  qetag,
  stored,
  uniqueKey,
} from './helpers';
import { signIn } from './platform-session';

let proxy: FaultProxy;
beforeAll(async () => {
  proxy = await proxyForTests();
});
afterAll(() => proxy.close());
beforeEach(() => proxy.reset());

/** The usage log is posted after the upload has answered: its requests are waited for. */
const eventually = { timeout: 30_000, interval: 10 };

describe('checks before any request', () => {
  it('refuses a file whose type is not in the allowed MIME list', async () => {
    const failure = await uploadFile(fileOf(content(10), 'a.exe', 'application/x-msdownload'), {
      token: mintToken(),
      putExtra: { mimeType: ['image/png', 'image/jpeg'] },
      config: configFor(proxy),
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadError);
    expect(failure).toMatchObject({ kind: 'invalid-file', code: 0 });
    expect(proxy.seen).toEqual([]);
  });

  it('refuses a malformed token', async () => {
    await expect(
      uploadFile(fileOf(content(10)), { token: 'not-a-token', config: configFor(proxy) }),
    ).rejects.toMatchObject({ kind: 'invalid-token' });
    expect(proxy.seen).toEqual([]);
  });
});

describe('what is stored with a file', () => {
  const returnBody =
    '{"key":"$(key)","hash":"$(etag)","fname":"$(fname)","mime":"$(mimeType)","who":"$(x:who)","size":$(fsize)}';

  it.each([
    ['form upload', 1000],
    ['blocks', BLOCK + 10],
  ])('%s: key, file name, type and custom variables reach the server', async (_name, size) => {
    const key = uniqueKey('extra');
    const result = await uploadFile(fileOf(content(size), '报告 "final".pdf', 'application/pdf'), {
      token: mintToken({ returnBody }),
      key,
      putExtra: { customVars: { 'x:who': 'ada', ignored: 'dropped' } },
      config: configFor(proxy),
    });
    expect(result.response).toEqual({
      key,
      hash: result.hash,
      fname: '报告 "final".pdf',
      mime: 'application/pdf',
      who: 'ada',
      size,
    });
  });

  it('without a key: the key of a bucket:key token, else the content hash', async () => {
    const fixed = uniqueKey('scoped');
    const scoped = await uploadFile(fileOf(content(100)), {
      token: mintToken({ scope: `${platform().bucket}:${fixed}` }),
      config: configFor(proxy),
    });
    expect(scoped.key).toBe(fixed);
    const data = content(100);
    const named = await uploadFile(fileOf(data), { token: mintToken(), config: configFor(proxy) });
    expect(named.key).toBe(qetag(data));
    expect((await stored(named.key)).equals(data)).toBe(true);
  });

  it('a key taken by other content is refused with 614 unless the token names that key', async () => {
    const key = uniqueKey('taken');
    await uploadFile(fileOf(content(100)), { token: mintToken(), key, config: configFor(proxy) });
    await expect(
      uploadFile(fileOf(content(100)), { token: mintToken(), key, config: configFor(proxy) }),
    ).rejects.toMatchObject({ code: 614 });
    const replacement = content(100);
    await uploadFile(fileOf(replacement), {
      token: mintToken({ scope: `${platform().bucket}:${key}` }),
      key,
      config: configFor(proxy),
    });
    expect((await stored(key)).equals(replacement)).toBe(true);
  });
});

describe('integrity', () => {
  it('checkByMD5: a chunk damaged in transit is refused (406) and sent again', async () => {
    proxy.add({
      route: 'mkblk',
      when: (seen) => seen.headers['content-length'] === String(BLOCK),
      fault: { kind: 'corrupt', at: 1234 },
    });
    const data = content(2 * BLOCK + 5);
    const key = uniqueKey('md5');
    await uploadFile(fileOf(data), {
      token: mintToken(),
      key,
      config: configFor(proxy, { checkByMD5: true }),
    });
    expect(proxy.forwarded.mkblk).toBe(4);
    expect(
      proxy.seen
        .filter((seen) => seen.route === 'mkblk')
        .every((seen) => /^[0-9a-f]{32}$/.test(String(seen.headers['content-md5']))),
    ).toBe(true);
    expect((await stored(key)).equals(data)).toBe(true);
  });

  it("verify 'qetag': a block stored damaged is caught by its checksum and sent again", async () => {
    proxy.add({
      route: 'mkblk',
      when: (seen) => seen.headers['content-length'] === String(BLOCK),
      fault: { kind: 'corrupt', at: 99 },
    });
    const data = content(2 * BLOCK + 5);
    const key = uniqueKey('qetag');
    const result = await uploadFile(fileOf(data), {
      token: mintToken(),
      key,
      config: configFor(proxy, { verify: 'qetag' }),
    });
    expect(proxy.forwarded.mkblk).toBe(4);
    expect(result.hash).toBe(qetag(data));
    expect((await stored(key)).equals(data)).toBe(true);
  });

  it("verify 'qetag': a form upload stored damaged fails with an integrity error", async () => {
    // Inside the file part: just before the closing boundary.
    proxy.add({ route: 'form', fault: { kind: 'corrupt', at: -100 } });
    await expect(
      uploadFile(fileOf(content(2000)), {
        token: mintToken(),
        config: configFor(proxy, { verify: 'qetag' }),
      }),
    ).rejects.toMatchObject({ name: 'UploadError', kind: 'integrity' });
  });

  it('computeQetag gives the hash the server answers', async () => {
    for (const size of [0, 1, BLOCK, BLOCK + 1, 3 * BLOCK + 7]) {
      const data = content(size);
      expect(await computeQetag(fileOf(data), { hasher: threadHasher() })).toBe(qetag(data));
    }
  });
});

describe('the usage log', () => {
  it('is posted after each upload with the outcome, size and request id', async () => {
    await uploadFile(fileOf(content(777)), { token: mintToken(), config: configFor(proxy) });
    await vi.waitFor(() => expect(proxy.logLines).toHaveLength(1), eventually);
    const [code, reqId, host, , port, , , sent, type, size] = (proxy.logLines[0] as string).split(
      ',',
    );
    expect({ code, host, port: Number(port) > 0, sent, type, size }).toEqual({
      code: '200',
      host: '127.0.0.1',
      port: true,
      sent: '777',
      type: 'jssdk-h5',
      size: '777',
    });
    expect(reqId).not.toBe('');
  });

  it('is retried up to three times and never breaks the upload', async () => {
    proxy.add({ route: 'log', fault: { kind: 'status', status: 500 }, times: 10 });
    // The log requests the SDK starts, and the answers it has been given. A retry is started
    // in the same turn as the answer before it (no backoff, no timer), so when a check of
    // vi.waitFor (run from a timer) sees the fourth answer, a fifth attempt would have begun.
    const logs = { started: 0, answered: 0 };
    const transport: Transport = async (request) => {
      const isLog = request.url.endsWith('/log/3');
      if (isLog) logs.started += 1;
      try {
        return await defaultTransport(request);
      } finally {
        if (isLog) logs.answered += 1;
      }
    };
    const key = uniqueKey('log');
    const result = await uploadFile(fileOf(content(10)), {
      token: mintToken(),
      key,
      config: configFor(proxy, { transport }),
    });
    expect(result.key).toBe(key);
    await vi.waitFor(() => expect(logs.answered).toBeGreaterThanOrEqual(4), eventually);
    expect(logs.started).toBe(4);
    expect(proxy.received.log).toBe(4);
  });
});

describe('request limits', () => {
  it('one file sends at most concurrentRequestLimit blocks at once', async () => {
    proxy.add({ route: 'mkblk', fault: { kind: 'delay', ms: 150 }, times: 100 });
    await uploadFile(fileOf(content(8 * BLOCK)), {
      token: mintToken(),
      config: configFor(proxy, { concurrentRequestLimit: 3, limiter: createUploader().limiter }),
    });
    expect(proxy.maxActive.mkblk).toBe(3);
  });

  it('files of one uploader share its request limit', async () => {
    proxy.add({ route: 'mkblk', fault: { kind: 'delay', ms: 100 }, times: 100 });
    const uploader = createUploader({ ...configFor(proxy), maxConcurrentRequests: 2 });
    const files = [0, 1, 2].map(() => fileOf(content(3 * BLOCK)));
    const results = await Promise.all(
      files.map((file) => uploader.upload(file, { token: mintToken() })),
    );
    expect(results).toHaveLength(3);
    expect(proxy.maxActive.mkblk).toBe(2);
    expect(proxy.forwarded.mkblk).toBe(9);
  });
});

describe('direct upload', () => {
  it("posts file, fname and key to the server's direct-upload route and answers its url", async () => {
    const session = await signIn(platform().url);
    const data = content(3 * MiB);
    const key = uniqueKey('direct');
    proxy.add({ route: 'other', fault: { kind: 'drop-request', afterBytes: 1000 } });
    const result = await directUpload(fileOf(data, 'notes.txt', 'text/plain'), {
      action: `${proxy.url}/ibsp-bg-auth/storage/v1/upload`,
      key,
      headers: { 'X-Token': session },
      retryBaseDelayMs: 5,
    });
    expect(proxy.received.other).toBe(2);
    expect(result.key).toBe(key);
    expect(result.url).toBe(`${proxy.url}/storage/file/${key}`);
    expect((await stored(key)).equals(data)).toBe(true);
  });

  it('an answer without a url is an error', async () => {
    await expect(
      directUpload(fileOf(content(10)), {
        action: `${proxy.url}/ibsp-bg-auth/storage/v1/upload`,
        retryBaseDelayMs: 5,
      }),
    ).rejects.toMatchObject({ name: 'UploadError', kind: 'bad-response' });
  });
});

describe('the Node entry', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'upload-sdk-node-entry-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('uploads a file from disk with its defaults, byte for byte, with progress as bytes leave', async () => {
    const data = content(2 * BLOCK + 12_345);
    const path = join(dir, 'defaults.bin');
    await writeFile(path, data);
    const key = uniqueKey('node-entry');
    let partial = false;
    const result = await uploadWithNodeDefaults(await fileFromPath(path), {
      token: mintToken(),
      key,
      config: configFor(proxy),
      onProgress: (progress) => {
        partial ||= progress.chunks.some((chunk) => chunk.loaded > 0 && chunk.loaded < chunk.size);
      },
    });
    expect(result.hash).toBe(qetag(data));
    expect((await stored(key)).equals(data)).toBe(true);
    expect(proxy.forwarded.mkblk).toBe(3);
    // Progress within blocks: fetch would report each block only when its answer came.
    expect(partial).toBe(true);
  });

  it('fails at once, without retries, when the file changes on disk after it was opened', async () => {
    const path = join(dir, 'changing.bin');
    await writeFile(path, content(3 * BLOCK));
    const source = await fileFromPath(path);
    await utimes(path, 1_600_000_000, 1_600_000_000);
    const failure = await uploadWithNodeDefaults(source, {
      token: mintToken(),
      key: uniqueKey('node-entry'),
      config: configFor(proxy),
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'file-changed', code: 0 });
    expect((failure as Error).message).toContain('changed after it was opened for upload');
    // One attempt per block at most (three at once): nothing was retried.
    expect(proxy.received.mkblk).toBeLessThanOrEqual(3);
    expect(proxy.received.mkfile).toBe(0);
  });
});
