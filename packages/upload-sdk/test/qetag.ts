/**
 * The qetag, computed with Node's SHA-1 independently of the SDK: SHA-1 per 4 MiB block,
 * combined. Blocks are fed one at a time, so content of any size can be hashed as it is made.
 */
import { createHash } from 'node:crypto';

export const QETAG_BLOCK = 4 * 1024 * 1024;

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_');

const sha1 = (part: Uint8Array) => createHash('sha1').update(part).digest();

/** The qetag of content given as its 4 MiB blocks in order (the last one may be shorter). */
export function qetagOfBlocks(blocks: Iterable<Uint8Array>): string {
  const digests: Buffer[] = [];
  for (const block of blocks) digests.push(sha1(block));
  return qetagOfDigests(digests);
}

/** The qetag of content whose 4 MiB blocks have these SHA-1 digests, in order. */
export function qetagOfDigests(digests: readonly Buffer[]): string {
  if (digests.length <= 1)
    return b64(Buffer.concat([Buffer.of(0x16), digests[0] ?? sha1(Buffer.alloc(0))]));
  return b64(Buffer.concat([Buffer.of(0x96), sha1(Buffer.concat(digests))]));
}

/** The qetag of content held in memory. */
export function qetag(data: Buffer): string {
  function* blocks() {
    for (let at = 0; at < data.length; at += QETAG_BLOCK) yield data.subarray(at, at + QETAG_BLOCK);
  }
  return qetagOfBlocks(blocks());
}
