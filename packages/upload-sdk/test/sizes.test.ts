import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type UploadProgress, uploadFile } from '../src/index';
import type { FaultProxy } from './fault-proxy';
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

const SIZES: [string, number][] = [
  ['0 B', 0],
  ['1 B', 1],
  ['4 MiB − 1', BLOCK - 1],
  ['4 MiB', BLOCK],
  ['4 MiB + 1', BLOCK + 1],
  ['50 MiB', 50 * MiB],
];

describe('uploads of every size to the real server', () => {
  it.each(SIZES)('%s: stored byte for byte, hash = qetag of the content', async (_name, size) => {
    const data = content(size);
    const key = uniqueKey('sizes');
    const phases: UploadProgress['phase'][] = [];
    let last = -1;
    const result = await uploadFile(fileOf(data), {
      token: mintToken(),
      key,
      domain: 'https://files.example.com/',
      config: configFor(proxy),
      onProgress: (progress) => {
        expect(progress.total.loaded).toBeGreaterThanOrEqual(last);
        last = progress.total.loaded;
        if (phases.at(-1) !== progress.phase) phases.push(progress.phase);
      },
    });
    expect(result.key).toBe(key);
    expect(result.hash).toBe(qetag(data));
    expect(result.url).toBe(`https://files.example.com/${key}`);
    expect((await stored(key)).equals(data)).toBe(true);
    expect(phases.at(-1)).toBe('done');
    expect(last).toBe(size);
    const resumable = size > BLOCK;
    expect(proxy.forwarded.form).toBe(resumable ? 0 : 1);
    expect(proxy.forwarded.mkblk).toBe(resumable ? Math.ceil(size / BLOCK) : 0);
    expect(proxy.forwarded.mkfile).toBe(resumable ? 1 : 0);
  });

  it('sends a block in several requests (mkblk, then bput) with a smaller chunk size', async () => {
    const data = content(2 * BLOCK + 3 * MiB + 17);
    const key = uniqueKey('chunks');
    const result = await uploadFile(fileOf(data), {
      token: mintToken(),
      key,
      config: configFor(proxy, { chunkSize: MiB, verify: 'qetag' }),
    });
    expect(result.hash).toBe(qetag(data));
    expect((await stored(key)).equals(data)).toBe(true);
    expect(proxy.forwarded.mkblk).toBe(3);
    // 4 + 4 + 4 chunks of 1 MiB (the last block: 3 MiB and 17 bytes).
    expect(proxy.forwarded.bput).toBe(3 + 3 + 3);
  });
});
