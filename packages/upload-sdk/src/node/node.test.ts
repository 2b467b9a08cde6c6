import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileFromPath, nodeHasher } from './index';

describe('Node helpers', () => {
  it('read a file from disk lazily, with its name, type and modification time', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'upload-sdk-node-'));
    try {
      const path = join(dir, 'report.csv');
      const data = randomBytes(100_000);
      await writeFile(path, data);
      await utimes(path, 1_700_000_000, 1_700_000_000);
      const source = await fileFromPath(path, { type: 'text/csv' });
      expect(source).toMatchObject({
        size: 100_000,
        name: 'report.csv',
        type: 'text/csv',
        lastModified: 1_700_000_000_000,
      });
      const slice = Buffer.from(await source.slice(10, 20).arrayBuffer());
      expect(slice.equals(data.subarray(10, 20))).toBe(true);
      const hasher = nodeHasher();
      for (const algorithm of ['md5', 'sha1'] as const) {
        const digest = Buffer.from(
          await hasher.digest(algorithm, source.slice(0, source.size)),
        ).toString('hex');
        expect(digest).toBe(createHash(algorithm).update(data).digest('hex'));
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
