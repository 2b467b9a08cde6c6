/**
 * The package as Node loads it (its `node` export condition): the same API with Node's own
 * transport and hasher as defaults, against the real server.
 */
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fileFromPath } from '../src/node/index';
import { uploadFile } from '../src/node/root';
import type { FaultProxy } from './fault-proxy';
import {
  BLOCK,
  configFor,
  content,
  mintToken,
  proxyForTests,
  qetag,
  stored,
  uniqueKey,
} from './helpers';

let proxy: FaultProxy;
let dir = '';
beforeAll(async () => {
  proxy = await proxyForTests();
  dir = await mkdtemp(join(tmpdir(), 'upload-sdk-node-entry-'));
});
afterAll(async () => {
  await proxy.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => proxy.reset());

describe('the Node entry', () => {
  it('uploads a file from disk with its defaults, byte for byte, with progress as bytes leave', async () => {
    const data = content(2 * BLOCK + 12_345);
    const path = join(dir, 'defaults.bin');
    await writeFile(path, data);
    const key = uniqueKey('node-entry');
    let partial = false;
    const result = await uploadFile(await fileFromPath(path), {
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
    const failure = await uploadFile(source, {
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
