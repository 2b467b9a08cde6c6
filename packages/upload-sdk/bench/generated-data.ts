/**
 * Deterministic pseudo-random bytes made on demand: the keystream of AES-128-CTR under a key
 * derived from a seed. Byte `n` depends only on the seed and `n` (its counter is `n / 16`), so
 * any range is made on its own, a piece at a time, and a gigabyte is never held in memory.
 */
import { createCipheriv, createHash } from 'node:crypto';
import { Readable } from 'node:stream';

export const MiB = 1024 * 1024;
const AES_BLOCK = 16;
/** Most bytes made by one cipher call. */
const MAX_PIECE = MiB;
const zeros = new Uint8Array(MAX_PIECE);

function counterBlock(index: number): Buffer {
  const block = Buffer.alloc(AES_BLOCK);
  block.writeBigUInt64BE(BigInt(index), 8);
  return block;
}

export class GeneratedBytes {
  private readonly key: Buffer;

  constructor(readonly seed: string) {
    this.key = createHash('sha256').update(seed).digest().subarray(0, 16);
  }

  /** Bytes `start` to `end` (exclusive), in fresh pieces of at most `pieceSize` bytes. */
  *pieces(start: number, end: number, pieceSize = MAX_PIECE): Generator<Buffer> {
    const size = Math.min(pieceSize, MAX_PIECE);
    const first = Math.floor(start / AES_BLOCK);
    const cipher = createCipheriv('aes-128-ctr', this.key, counterBlock(first));
    let skip = start - first * AES_BLOCK;
    for (let at = first * AES_BLOCK; at < end;) {
      const take = Math.min(size, end - at);
      const piece = cipher.update(zeros.subarray(0, take));
      at += take;
      yield skip > 0 ? piece.subarray(skip) : piece;
      skip = 0;
    }
  }

  /** Bytes `start` to `end` (exclusive) in one Buffer (samples and checks, not whole files). */
  range(start: number, end: number): Buffer {
    return Buffer.concat([...this.pieces(start, end)]);
  }

  /** The first `size` bytes as a byte stream of `pieceSize` pieces, made as they are read. */
  stream(size: number, pieceSize = 64 * 1024): Readable {
    return Readable.from(this.pieces(0, size, pieceSize), {
      objectMode: false,
      highWaterMark: pieceSize,
    });
  }
}
