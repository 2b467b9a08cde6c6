/**
 * `mkblk` and `bput`: the chunks of a 4 MiB block, each checked against the context that
 * names it and stored under the block's id. Answers carry the next context, the chunk's CRC32,
 * the offset reached, the host for the next request, the block's `expired_at` and, once the
 * block is complete, its SHA-1 (`checksum`).
 */
import { STORAGE_BLOCK_SIZE } from '@org/api-contract';
import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { encodeContext, decodeContext } from './block-context';
import { Crc32, md5Matches } from './digests';
import { fail } from './protocol-error';
import { type StorageCore, ownerOfPolicy } from './storage-core';
import { type CheckedToken, base64Url, checkUploadToken } from './up-token';

export interface ChunkRequest {
  token: string | undefined;
  body: Readable;
  /** The declared body length, when the client sent one. */
  contentLength: number | undefined;
  contentMd5: string | undefined;
  /** The upload host URL to name in the answer. */
  host: string;
}

export interface BlockAnswer {
  ctx: string;
  checksum: string;
  crc32: number;
  offset: number;
  host: string;
  expired_at: number;
}

function integerOf(text: string, what: string): number {
  if (!/^\d{1,16}$/.test(text)) throw fail.badRequest(`${what} is not a whole number`);
  return Number(text);
}

async function sha1OfBlock(core: StorageCore, id: string): Promise<string> {
  const hash = createHash('sha1');
  for (const chunk of await core.backend.listChunks(id)) {
    for await (const piece of await core.backend.readChunk(id, chunk.offset))
      hash.update(piece as Buffer);
  }
  return base64Url(hash.digest());
}

/**
 * The most bytes one block may hold under a token: a block can never be part of a file larger
 * than the token's `fsizeLimit` or the server's size limit.
 */
function blockLimit(core: StorageCore, token: CheckedToken): number {
  const { fsizeLimit } = token.policy;
  const limit =
    typeof fsizeLimit === 'number' && fsizeLimit >= 0
      ? Math.min(fsizeLimit, core.settings.maxFileSize)
      : core.settings.maxFileSize;
  return Math.min(limit, STORAGE_BLOCK_SIZE);
}

function checkBlockSize(core: StorageCore, token: CheckedToken, size: number): void {
  const limit = blockLimit(core, token);
  if (size > limit) {
    throw fail.tooLarge(
      `the block of ${size} bytes is larger than the ${limit} bytes a file may have under this token`,
    );
  }
}

export async function makeBlock(
  core: StorageCore,
  sizeText: string,
  request: ChunkRequest,
): Promise<BlockAnswer> {
  const now = core.nowSeconds();
  const token = checkUploadToken(request.token, core.keys, now);
  const size = integerOf(sizeText, 'the block size');
  if (size < 1 || size > STORAGE_BLOCK_SIZE) {
    throw fail.badRequest(`the block size must be 1 to ${STORAGE_BLOCK_SIZE} bytes`);
  }
  checkBlockSize(core, token, size);
  if (request.contentLength !== undefined && request.contentLength > size) {
    throw fail.tooLarge(`the chunk is larger than its block of ${size} bytes`);
  }
  const id = randomBytes(16).toString('hex');
  const expiresAt = now + core.settings.blockTtlSeconds;
  // Reserved (and checked against the user's quotas) before a byte is written.
  await core.ledger.reserveBlock(
    id,
    ownerOfPolicy(token.policy).userId,
    size,
    core.clock.now(),
    new Date(expiresAt * 1000),
  );
  const sha1 = createHash('sha1');
  const md5 = request.contentMd5 ? createHash('md5') : undefined;
  const crc = new Crc32();
  let written: { size: number };
  try {
    const stored = await core.backend.putChunk(id, 0, request.body, size, (piece) => {
      sha1.update(piece);
      crc.update(piece);
      md5?.update(piece);
    });
    if (stored === 'exists') throw new Error('a new block id was already taken');
    written = stored;
    if (md5 && !md5Matches(request.contentMd5 as string, md5.digest())) {
      throw fail.checksum('the chunk does not match its Content-MD5');
    }
  } catch (error) {
    await core.backend.deleteBlock(id);
    await core.ledger.releaseBlocks([id]);
    throw error;
  }
  const checksum = base64Url(sha1.digest());
  const complete = written.size === size;
  return {
    ctx: encodeContext(
      { id, offset: written.size, size, expiresAt, ...(complete ? { sha1: checksum } : {}) },
      core.contextSecret,
    ),
    checksum,
    crc32: crc.digest(),
    offset: written.size,
    host: request.host,
    expired_at: expiresAt,
  };
}

export async function putChunk(
  core: StorageCore,
  ctxText: string,
  offsetText: string,
  request: ChunkRequest,
): Promise<BlockAnswer> {
  const now = core.nowSeconds();
  const token = checkUploadToken(request.token, core.keys, now);
  const context = decodeContext(ctxText, core.contextSecret, now);
  checkBlockSize(core, token, context.size);
  const offset = integerOf(offsetText, 'the offset');
  if (offset !== context.offset) throw fail.badContext('the offset does not match the ctx');
  if (context.offset >= context.size) throw fail.badContext('the block of this ctx is complete');
  const left = context.size - context.offset;
  if (request.contentLength !== undefined && request.contentLength > left) {
    throw fail.tooLarge(`the chunk is larger than the ${left} bytes left in its block`);
  }
  const chunks = await core.backend.listChunks(context.id);
  const stored = chunks.reduce((end, chunk) => (chunk.offset === end ? end + chunk.size : end), 0);
  if (stored !== context.offset) {
    throw fail.badContext(
      stored > context.offset ? 'the ctx was already used' : 'the block data is gone',
    );
  }
  const md5 = request.contentMd5 ? createHash('md5') : undefined;
  const crc = new Crc32();
  const written = await core.backend.putChunk(context.id, offset, request.body, left, (piece) => {
    crc.update(piece);
    md5?.update(piece);
  });
  if (written === 'exists') throw fail.badContext('the ctx was already used');
  if (md5 && !md5Matches(request.contentMd5 as string, md5.digest())) {
    await core.backend.deleteChunk(context.id, offset);
    throw fail.checksum('the chunk does not match its Content-MD5');
  }
  const reached = offset + written.size;
  const complete = reached === context.size;
  const checksum = complete ? await sha1OfBlock(core, context.id) : '';
  return {
    ctx: encodeContext(
      {
        id: context.id,
        offset: reached,
        size: context.size,
        expiresAt: context.expiresAt,
        ...(complete ? { sha1: checksum } : {}),
      },
      core.contextSecret,
    ),
    checksum,
    crc32: crc.digest(),
    offset: reached,
    host: request.host,
    expired_at: context.expiresAt,
  };
}
