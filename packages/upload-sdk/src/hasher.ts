/**
 * Hashing of file parts, only when something asks for it: MD5 for `checkByMD5`, SHA-1 for the
 * qetag check and for proving that a saved block still matches the file. Data is read in
 * slices (never the whole file); SHA-1 of a block uses WebCrypto where it exists.
 */
import { urlSafeBase64FromBytes } from './base64';
import { throwIfAborted } from './errors';
import { Md5 } from './md5';
import { Sha1 } from './sha1';

export type HashAlgorithm = 'md5' | 'sha1';

export interface Hasher {
  /** Where the work runs: `'worker'` (off the main thread) or `'thread'` (the caller's). */
  readonly where: 'worker' | 'thread';
  /** The digest of `data`; rejects with the signal's reason after an abort. */
  digest(algorithm: HashAlgorithm, data: Blob, signal?: AbortSignal): Promise<Uint8Array>;
}

/** Bytes read at a time when hashing incrementally. */
export const HASH_SLICE = 1024 * 1024;

function subtleCrypto(): SubtleCrypto | undefined {
  return (globalThis as { crypto?: Crypto }).crypto?.subtle;
}

/** Hashes on the calling thread (Node, and browsers that cannot start a worker). */
export function threadHasher(): Hasher {
  return {
    where: 'thread',
    async digest(algorithm, data, signal) {
      throwIfAborted(signal);
      const subtle = subtleCrypto();
      if (algorithm === 'sha1' && subtle) {
        const digest = await subtle.digest('SHA-1', await data.arrayBuffer());
        throwIfAborted(signal);
        return new Uint8Array(digest);
      }
      const hash = algorithm === 'md5' ? new Md5() : new Sha1();
      for (let offset = 0; offset < data.size; offset += HASH_SLICE) {
        const slice = await data.slice(offset, offset + HASH_SLICE).arrayBuffer();
        throwIfAborted(signal);
        hash.update(new Uint8Array(slice));
      }
      return hash.digest();
    },
  };
}

/**
 * The qetag of content from the SHA-1s of its 4 MiB blocks: URL-safe Base64 of `0x16 ‖ SHA-1`
 * for one block, of `0x96 ‖ SHA-1(SHA-1₁ ‖ SHA-1₂ ‖ …)` for more.
 */
export async function qetagFromBlockDigests(
  digests: readonly Uint8Array[],
  hasher: Hasher,
): Promise<string> {
  if (digests.length <= 1) {
    const single = digests[0] ?? (await hasher.digest('sha1', new Blob([])));
    return urlSafeBase64FromBytes(Uint8Array.of(0x16, ...single));
  }
  const joined = new Uint8Array(digests.length * 20);
  digests.forEach((digest, index) => joined.set(digest, index * 20));
  const outer = await hasher.digest('sha1', new Blob([joined]));
  return urlSafeBase64FromBytes(Uint8Array.of(0x96, ...outer));
}
