/**
 * Where bytes are kept. Two kinds of data: the chunks of unfinished blocks (written by
 * `mkblk`/`bput`, one record per chunk, never overwritten) and finished files with their
 * metadata. `local-backend.ts` keeps both in a directory; `s3-backend.ts` in an S3-compatible
 * bucket, so that several server instances share them.
 */
import type { Readable } from 'node:stream';

/** What is kept about a stored file. */
export interface ObjectMeta {
  key: string;
  fsize: number;
  /** qetag of the content. */
  hash: string;
  mimeType: string;
  fname: string;
  /** Milliseconds since the epoch. */
  putTime: number;
  /**
   * Identifies the upload that made the file (a hash of its blocks' ids): a repeated
   * `mkfile` of the same blocks answers the same result instead of failing.
   */
  uploadId: string;
}

export interface ChunkInfo {
  offset: number;
  size: number;
}

export interface BlockParts {
  id: string;
  chunks: readonly ChunkInfo[];
}

/** A byte range, both ends included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StorageBackend {
  /**
   * Stores chunk `offset` of block `id` from `body`, at most `maxBytes` (413 beyond), passing
   * every piece to `observe`. Answers 'exists' when that chunk is already stored (the context
   * that named it is spent). A body that breaks off leaves nothing behind.
   */
  putChunk(
    id: string,
    offset: number,
    body: Readable,
    maxBytes: number,
    observe: (data: Buffer) => void,
  ): Promise<{ size: number } | 'exists'>;
  /** The chunks of a block in offset order (none when the block is unknown or was removed). */
  listChunks(id: string): Promise<ChunkInfo[]>;
  readChunk(id: string, offset: number): Promise<Readable>;
  /** Removes one chunk (refused by a checksum); the context before it is usable again. */
  deleteChunk(id: string, offset: number): Promise<void>;
  deleteBlock(id: string): Promise<void>;
  /** Makes the file `meta.key` of the blocks' chunks in order, replacing an older one. */
  commitBlocks(meta: ObjectMeta, blocks: readonly BlockParts[]): Promise<void>;
  /** Makes the file `meta.key` of a complete local file (form and direct uploads). */
  commitFile(meta: ObjectMeta, path: string): Promise<void>;
  head(key: string): Promise<ObjectMeta | null>;
  read(key: string, range?: ByteRange): Promise<{ meta: ObjectMeta; body: Readable } | null>;
  /** Removes a stored file (nothing happens when there is none); reads already begun finish. */
  remove(key: string): Promise<void>;
  /** Removes abandoned blocks older than `maxAgeMs` and other leftovers. */
  sweep(nowMs: number, maxAgeMs: number): Promise<void>;
}

/** A transform step that counts bytes, refuses more than `maxBytes` and shows each piece. */
export function limitBytes(
  maxBytes: number,
  observe: (data: Buffer) => void,
  tooLarge: () => Error,
) {
  let size = 0;
  return {
    get size() {
      return size;
    },
    async *pass(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
      for await (const piece of source) {
        size += piece.length;
        if (size > maxBytes) throw tooLarge();
        observe(piece);
        yield piece;
      }
    },
  };
}
