import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BLOCK_SIZE } from './constants';
import { qetagFromBlockDigests, threadHasher } from './hasher';
import { Md5 } from './md5';
import { Sha1 } from './sha1';
import { defaultHasher, workerHasher } from './worker-hasher';

const SIZES = [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000, 65_536 + 7];

describe('MD5 and SHA-1 in script', () => {
  it.each(SIZES)('match Node for %i bytes, fed whole or in odd pieces', (size) => {
    const data = randomBytes(size);
    for (const [Hash, name] of [
      [Md5, 'md5'],
      [Sha1, 'sha1'],
    ] as const) {
      const expected = createHash(name).update(data).digest('hex');
      expect(Buffer.from(new Hash().update(data).digest()).toString('hex')).toBe(expected);
      const pieces = new Hash();
      for (let at = 0; at < size; at += 37) pieces.update(data.subarray(at, at + 37));
      expect(Buffer.from(pieces.digest()).toString('hex')).toBe(expected);
    }
  });
});

describe('hashers', () => {
  it('hash blobs on the calling thread where no worker can start (Node)', async () => {
    expect(workerHasher()).toBeUndefined();
    expect(defaultHasher().where).toBe('thread');
    const data = randomBytes(3 * 1024 * 1024 + 5);
    const hasher = threadHasher();
    const blob = new Blob([data]);
    expect(Buffer.from(await hasher.digest('md5', blob)).toString('hex')).toBe(
      createHash('md5').update(data).digest('hex'),
    );
    expect(Buffer.from(await hasher.digest('sha1', blob)).toString('hex')).toBe(
      createHash('sha1').update(data).digest('hex'),
    );
  });

  it('stop when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      threadHasher().digest('md5', new Blob([randomBytes(10)]), controller.signal),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('combine block digests into the qetag', async () => {
    const sha1 = (data: Buffer) => new Uint8Array(createHash('sha1').update(data).digest());
    expect(await qetagFromBlockDigests([], threadHasher())).toBe('Fto5o-5ea0sNMlW_75VgGJCv2AcJ');
    const a = randomBytes(BLOCK_SIZE);
    const b = randomBytes(7);
    const single = Buffer.concat([Buffer.of(0x16), Buffer.from(sha1(b))]).toString('base64url');
    expect((await qetagFromBlockDigests([sha1(b)], threadHasher())).replace(/=+$/, '')).toBe(
      single,
    );
    const outer = createHash('sha1')
      .update(Buffer.concat([sha1(a), sha1(b)]))
      .digest();
    const double = Buffer.concat([Buffer.of(0x96), outer])
      .toString('base64')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(await qetagFromBlockDigests([sha1(a), sha1(b)], threadHasher())).toBe(double);
  });
});
