/**
 * Hashes computed while bytes stream through: the qetag (SHA-1 per 4 MiB block, combined), the
 * SHA-1 of a block (its `checksum`), CRC32 and MD5 (to check what a client declared).
 */
import { STORAGE_BLOCK_SIZE } from '@org/api-contract';
import { type Hash, createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { base64Url } from './up-token';

/** qetag from the SHA-1 digests of the blocks. */
export function qetagOfDigests(digests: readonly Buffer[]): string {
  if (digests.length === 0) return qetagOfDigests([createHash('sha1').digest()]);
  if (digests.length === 1)
    return base64Url(Buffer.concat([Buffer.of(0x16), digests[0] as Buffer]));
  const outer = createHash('sha1');
  for (const digest of digests) outer.update(digest);
  return base64Url(Buffer.concat([Buffer.of(0x96), outer.digest()]));
}

/** qetag of a stream of bytes, fed piece by piece. */
export class QetagHasher {
  private readonly digests: Buffer[] = [];
  private block: Hash = createHash('sha1');
  private inBlock = 0;

  update(data: Buffer): void {
    let offset = 0;
    while (offset < data.length) {
      const take = Math.min(STORAGE_BLOCK_SIZE - this.inBlock, data.length - offset);
      this.block.update(data.subarray(offset, offset + take));
      this.inBlock += take;
      offset += take;
      if (this.inBlock === STORAGE_BLOCK_SIZE) {
        this.digests.push(this.block.digest());
        this.block = createHash('sha1');
        this.inBlock = 0;
      }
    }
  }

  digest(): string {
    if (this.inBlock > 0 || this.digests.length === 0) this.digests.push(this.block.digest());
    this.inBlock = 0;
    return qetagOfDigests(this.digests);
  }
}

/** CRC32 (IEEE) fed piece by piece. */
export class Crc32 {
  private value = 0;
  update(data: Buffer): void {
    this.value = crc32(data, this.value);
  }
  digest(): number {
    return this.value >>> 0;
  }
}

/** Whether a `Content-MD5` value (hex, as qiniu-js sends it, or Base64) names `digest`. */
export function md5Matches(header: string, digest: Buffer): boolean {
  const value = header.trim();
  if (/^[0-9a-f]{32}$/i.test(value)) return value.toLowerCase() === digest.toString('hex');
  return value === digest.toString('base64');
}
