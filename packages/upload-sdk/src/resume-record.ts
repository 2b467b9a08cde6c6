/**
 * Resume points of resumable uploads: for each finished block its last context, size,
 * checksum (the server's SHA-1), host and the server's `expired_at`.
 *
 * The point of a file is found by a fingerprint of everything that identifies the upload:
 * bucket, access key, target key, the file's name, size, type and modification time, and the
 * chunk size. The stored record repeats the full identity, so two uploads whose fingerprints
 * share a hash never read each other's points; and before a saved block is reused its bytes
 * are hashed and compared with the checksum the server gave, so a different file that happens
 * to look the same (same name, size and time) never reuses a block it does not contain.
 */
import { RESUME_EXPIRY_MARGIN_MS } from './constants';
import type { ResumeStore } from './resume-store';

export interface SavedBlock {
  ctx: string;
  size: number;
  /** URL-safe Base64 SHA-1 of the block, as the server answered it. */
  checksum: string;
  /** Unix seconds after which the server drops the block. */
  expiredAt: number;
  /** The host that holds the block's context. */
  host: string;
}

export interface ResumeRecord {
  v: 1;
  identity: string;
  /** When the point was written first (ms). */
  createdAt: number;
  blocks: (SavedBlock | null)[];
}

export interface UploadIdentity {
  bucket: string;
  accessKey: string;
  key: string | null | undefined;
  name: string;
  size: number;
  type: string;
  lastModified: number | undefined;
  chunkSize: number;
}

export function identityOf(upload: UploadIdentity): string {
  return JSON.stringify([
    'qiniu-v1',
    upload.bucket,
    upload.accessKey,
    upload.key ?? null,
    upload.name,
    upload.size,
    upload.type,
    upload.lastModified ?? null,
    upload.chunkSize,
  ]);
}

/** 64-bit FNV-1a of the identity, as 16 hex digits: a short storage key. */
export function fingerprintOf(identity: string): string {
  let hash = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  for (const byte of new TextEncoder().encode(identity)) {
    hash ^= BigInt(byte);
    hash = (hash * prime) & 0xffffffffffffffffn;
  }
  return `upload-sdk:resume:${hash.toString(16).padStart(16, '0')}`;
}

function isSavedBlock(value: unknown): value is SavedBlock {
  const block = value as Partial<SavedBlock> | null;
  return (
    typeof block === 'object' &&
    block !== null &&
    typeof block.ctx === 'string' &&
    typeof block.size === 'number' &&
    typeof block.checksum === 'string' &&
    typeof block.expiredAt === 'number' &&
    typeof block.host === 'string'
  );
}

/** Reads a stored record; anything malformed or of another identity counts as absent. */
export function parseRecord(
  text: string | null | undefined,
  identity: string,
): ResumeRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ResumeRecord>;
    if (value.v !== 1 || value.identity !== identity || !Array.isArray(value.blocks)) return null;
    if (typeof value.createdAt !== 'number') return null;
    return {
      v: 1,
      identity,
      createdAt: value.createdAt,
      blocks: value.blocks.map((block) => (isSavedBlock(block) ? block : null)),
    };
  } catch {
    return null;
  }
}

/**
 * The saved block that may be reused for block `index` of `size` bytes: present, the right
 * size, within the resume lifetime (24 h by default) and more than two minutes before the
 * server's `expired_at`.
 */
export function usableBlock(
  record: ResumeRecord,
  index: number,
  size: number,
  now: number,
  ttlMs: number,
): SavedBlock | null {
  const block = record.blocks[index];
  if (!block || block.size !== size) return null;
  if (now >= record.createdAt + ttlMs) return null;
  if (now >= block.expiredAt * 1000 - RESUME_EXPIRY_MARGIN_MS) return null;
  return block;
}

/** Store operations that never throw: a failing store only costs the ability to resume. */
export const safeStore = {
  async read(store: ResumeStore, key: string): Promise<string | null> {
    try {
      return (await store.get(key)) ?? null;
    } catch {
      return null;
    }
  },
  async write(store: ResumeStore, key: string, value: string): Promise<void> {
    try {
      await store.set(key, value);
    } catch {
      // The upload goes on; it just cannot be resumed from this point.
    }
  },
  async remove(store: ResumeStore, key: string): Promise<void> {
    try {
      await store.remove(key);
    } catch {
      // A stale point is harmless: its blocks are verified before reuse.
    }
  },
};
