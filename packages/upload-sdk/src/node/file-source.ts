/**
 * A file on disk as an upload source. `fs.openAsBlob` gives a Blob backed by the file: slices
 * are read from disk only when a request sends them, so a file of any size uploads in memory
 * bounded by the concurrency. The modification time goes into the resume fingerprint.
 *
 * Each slice also remembers which bytes of which file it holds (`fileRangeOf`), so that
 * `nodeTransport` can read them itself into buffers it reuses instead of streaming the Blob,
 * which makes a fresh buffer for every piece it reads.
 */
import { openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { UploadSource } from '../source';

/** The bytes `start` to `end` (exclusive) of the file at `path`, as it was when opened. */
export interface FileRange {
  path: string;
  start: number;
  end: number;
  /** The file's size and modification time when it was opened, to notice a change. */
  size: number;
  mtimeMs: number;
}

const ranges = new WeakMap<Blob, FileRange>();

/** Where a slice made by `fileFromPath` comes from; undefined for any other body. */
export function fileRangeOf(body: unknown): FileRange | undefined {
  return body instanceof Blob ? ranges.get(body) : undefined;
}

function clamp(value: number, size: number): number {
  return Math.max(0, Math.min(size, value < 0 ? size + value : value));
}

export interface FileSourceOptions {
  /** MIME type to send. Default: none (the server detects or stores it as binary). */
  type?: string;
  /** Name to send as `fname`. Default: the file's base name. */
  name?: string;
}

export async function fileFromPath(
  path: string,
  options: FileSourceOptions = {},
): Promise<UploadSource> {
  const [blob, info] = await Promise.all([
    openAsBlob(path, { type: options.type ?? '' }),
    stat(path),
  ]);
  const file = { path: resolve(path), size: blob.size, mtimeMs: info.mtimeMs };
  return {
    size: blob.size,
    name: options.name ?? basename(path),
    type: blob.type,
    lastModified: Math.floor(info.mtimeMs),
    slice: (start, end) => {
      const part = blob.slice(start, end, blob.type);
      const from = clamp(start, file.size);
      ranges.set(part, { ...file, start: from, end: Math.max(from, clamp(end, file.size)) });
      return part;
    },
  };
}
