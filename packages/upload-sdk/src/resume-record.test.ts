import { describe, expect, it } from 'vitest';
import { RESUME_EXPIRY_MARGIN_MS } from './constants';
import {
  type ResumeRecord,
  fingerprintOf,
  identityOf,
  parseRecord,
  safeStore,
  usableBlock,
} from './resume-record';

const upload = {
  bucket: 'b',
  accessKey: 'ak',
  key: 'k',
  name: 'a.bin',
  size: 10,
  type: '',
  lastModified: 1,
  chunkSize: 4,
};

describe('resume fingerprints', () => {
  it('differ for anything that identifies an upload', () => {
    const base = identityOf(upload);
    for (const change of [
      { bucket: 'c' },
      { accessKey: 'x' },
      { key: 'other' },
      { key: null },
      { name: 'b.bin' },
      { size: 11 },
      { type: 'text/plain' },
      { lastModified: 2 },
      { chunkSize: 8 },
    ]) {
      expect(identityOf({ ...upload, ...change })).not.toBe(base);
      expect(fingerprintOf(identityOf({ ...upload, ...change }))).not.toBe(fingerprintOf(base));
    }
    expect(fingerprintOf(base)).toMatch(/^upload-sdk:resume:[0-9a-f]{16}$/);
  });

  it('a stored record of another identity (a hash collision) is not read', () => {
    const record: ResumeRecord = { v: 1, identity: identityOf(upload), createdAt: 0, blocks: [] };
    const text = JSON.stringify(record);
    expect(parseRecord(text, identityOf(upload))).toEqual(record);
    expect(parseRecord(text, identityOf({ ...upload, size: 11 }))).toBeNull();
    expect(parseRecord('{not json', identityOf(upload))).toBeNull();
    expect(parseRecord(JSON.stringify({ ...record, v: 2 }), identityOf(upload))).toBeNull();
    expect(parseRecord(null, identityOf(upload))).toBeNull();
  });

  it('drops malformed blocks', () => {
    const text = JSON.stringify({ v: 1, identity: 'i', createdAt: 0, blocks: [{ ctx: 1 }, null] });
    expect(parseRecord(text, 'i')?.blocks).toEqual([null, null]);
  });
});

describe('reusing a saved block', () => {
  const block = { ctx: 'c', size: 4, checksum: 's', expiredAt: 1000, host: 'h' };
  const record: ResumeRecord = { v: 1, identity: 'i', createdAt: 0, blocks: [block] };
  const ttl = 24 * 3600 * 1000;

  it('needs the right size, the resume lifetime and the server expiry (minus a margin)', () => {
    expect(usableBlock(record, 0, 4, 0, ttl)).toBe(block);
    expect(usableBlock(record, 0, 5, 0, ttl)).toBeNull();
    expect(usableBlock(record, 1, 4, 0, ttl)).toBeNull();
    expect(usableBlock({ ...record, createdAt: -ttl }, 0, 4, 0, ttl)).toBeNull();
    expect(usableBlock(record, 0, 4, 1000 * 1000 - RESUME_EXPIRY_MARGIN_MS - 1, 100 * ttl)).toBe(
      block,
    );
    expect(usableBlock(record, 0, 4, 1000 * 1000 - RESUME_EXPIRY_MARGIN_MS, 100 * ttl)).toBeNull();
  });
});

describe('stores that fail', () => {
  it('never fail an upload', async () => {
    const broken = {
      get: () => {
        throw new Error('denied');
      },
      set: async () => {
        throw new Error('quota');
      },
      remove: () => {
        throw new Error('denied');
      },
    };
    await expect(safeStore.read(broken, 'k')).resolves.toBeNull();
    await expect(safeStore.write(broken, 'k', 'v')).resolves.toBeUndefined();
    await expect(safeStore.remove(broken, 'k')).resolves.toBeUndefined();
  });
});
