/**
 * The qetag of content, the hash a Qiniu-protocol server answers as `hash`: SHA-1 per 4 MiB
 * block, combined (see `qetagFromBlockDigests`). Blocks are read one at a time, so hashing a
 * large file holds one block in memory.
 */
import { BLOCK_SIZE } from './constants';
import { throwIfAborted } from './errors';
import { type Hasher, qetagFromBlockDigests } from './hasher';
import type { UploadSource } from './source';
import { defaultHasher } from './worker-hasher';

export async function computeQetag(
  source: UploadSource,
  options: { hasher?: Hasher; signal?: AbortSignal } = {},
): Promise<string> {
  const hasher = options.hasher ?? defaultHasher();
  const digests: Uint8Array[] = [];
  for (let start = 0; start < source.size; start += BLOCK_SIZE) {
    throwIfAborted(options.signal);
    const end = Math.min(source.size, start + BLOCK_SIZE);
    digests.push(await hasher.digest('sha1', source.slice(start, end), options.signal));
  }
  return qetagFromBlockDigests(digests, hasher);
}
