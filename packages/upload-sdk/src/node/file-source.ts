/**
 * A file on disk as an upload source. `fs.openAsBlob` gives a Blob backed by the file: slices
 * are read from disk only when a request sends them, so a file of any size uploads in memory
 * bounded by the concurrency. The modification time goes into the resume fingerprint.
 */
import { openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { UploadSource } from '../source';

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
  return {
    size: blob.size,
    name: options.name ?? basename(path),
    type: blob.type,
    lastModified: Math.floor(info.mtimeMs),
    slice: (start, end) => blob.slice(start, end, blob.type),
  };
}
