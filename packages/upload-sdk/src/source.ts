/**
 * What can be uploaded: a `File` or `Blob`, or anything shaped like one that can cut a slice
 * of itself (a file on disk in Node through `@org/upload-sdk/node`, or generated data). Slices
 * are cut only when a request is about to be sent and dropped when it is answered, so an
 * upload holds at most `concurrency × chunkSize` bytes of the file at once.
 */

export interface UploadSource {
  readonly size: number;
  /** The file name, sent as `fname` (a `File`'s name). */
  readonly name?: string;
  /** The MIME type (a `Blob`'s type; may be empty). */
  readonly type?: string;
  /** Milliseconds since the epoch (a `File`'s lastModified); part of the resume fingerprint. */
  readonly lastModified?: number;
  /** Bytes `start` to `end` (exclusive) as a Blob. */
  slice(start: number, end: number): Blob;
}

export interface SourceFacts {
  size: number;
  name: string;
  type: string;
  lastModified: number | undefined;
}

export function factsOf(source: UploadSource): SourceFacts {
  if (!Number.isSafeInteger(source.size) || source.size < 0) {
    throw new RangeError(`An upload source needs a size in bytes, got ${String(source.size)}`);
  }
  return {
    size: source.size,
    name: typeof source.name === 'string' ? source.name : '',
    type: typeof source.type === 'string' ? source.type : '',
    lastModified: typeof source.lastModified === 'number' ? source.lastModified : undefined,
  };
}

/** The whole source as one Blob (form uploads; a Blob is returned as it is). */
export function wholeBlob(source: UploadSource): Blob {
  if (typeof Blob !== 'undefined' && source instanceof Blob) return source;
  return source.slice(0, source.size);
}

/** One 4 MiB block of the file and the requests it is sent in. */
export interface BlockPlan {
  index: number;
  /** Offset of the block in the file. */
  start: number;
  size: number;
  /** Offsets inside the block where each request's chunk starts. */
  chunkStarts: number[];
}

export function planBlocks(size: number, blockSize: number, chunkSize: number): BlockPlan[] {
  const blocks: BlockPlan[] = [];
  for (let start = 0, index = 0; start < size; start += blockSize, index += 1) {
    const length = Math.min(blockSize, size - start);
    const chunkStarts: number[] = [];
    for (let offset = 0; offset < length; offset += chunkSize) chunkStarts.push(offset);
    blocks.push({ index, start, size: length, chunkStarts });
  }
  return blocks;
}
