/**
 * Block contexts (`ctx`): what `mkblk` and `bput` answer and the next `bput` and `mkfile`
 * present. A context is signed state, so any server instance sharing the secret can check it
 * without a shared table: the block's id and size, the offset its data reaches, the expiry,
 * and (once the block is complete) the SHA-1 of its bytes. A context is spent when the chunk
 * after it is stored: the chunk store refuses a second chunk at the same offset, which makes a
 * stale context answer 701.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { fail } from './protocol-error';
import { base64Url, fromBase64Url } from './up-token';

export interface BlockContext {
  /** Block id (hex). */
  id: string;
  /** Bytes of the block stored so far (the next chunk's offset). */
  offset: number;
  /** Declared size of the block (`mkblk/<size>`). */
  size: number;
  /** Unix seconds after which the block is dropped. */
  expiresAt: number;
  /** URL-safe Base64 SHA-1 of the block, once `offset === size`. */
  sha1?: string;
}

const ID_BYTES = 16;
const SHA1_BYTES = 20;

function mac(secret: string, payload: Buffer): string {
  return base64Url(createHmac('sha256', `ctx:${secret}`).update(payload).digest().subarray(0, 12));
}

/**
 * `<payload>.<mac>`, both URL-safe Base64 without padding: the payload packs the id (16 bytes),
 * offset, size and expiry (4 bytes each) and, for a complete block, its SHA-1 (20 bytes). At
 * most 81 characters: short enough for a path segment of `bput/<ctx>/<offset>`.
 */
export function encodeContext(context: BlockContext, secret: string): string {
  const sha1 = context.sha1 ? fromBase64Url(context.sha1) : Buffer.alloc(0);
  const payload = Buffer.alloc(ID_BYTES + 12 + sha1.length);
  payload.write(context.id, 0, 'hex');
  payload.writeUInt32BE(context.offset, ID_BYTES);
  payload.writeUInt32BE(context.size, ID_BYTES + 4);
  payload.writeUInt32BE(context.expiresAt, ID_BYTES + 8);
  sha1.copy(payload, ID_BYTES + 12);
  return `${base64Url(payload).replace(/=+$/, '')}.${mac(secret, payload).replace(/=+$/, '')}`;
}

/** A context this server signed and that has not expired; otherwise 701. */
export function decodeContext(text: string, secret: string, nowSeconds: number): BlockContext {
  const [encoded, signature, extra] = text.split('.');
  if (!encoded || !signature || extra !== undefined || !/^[A-Za-z0-9_-]+$/.test(encoded)) {
    throw fail.badContext('invalid ctx');
  }
  const payload = fromBase64Url(encoded);
  if (payload.length !== ID_BYTES + 12 && payload.length !== ID_BYTES + 12 + SHA1_BYTES) {
    throw fail.badContext('invalid ctx');
  }
  const expected = Buffer.from(mac(secret, payload).replace(/=+$/, ''));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw fail.badContext('invalid ctx');
  }
  const expiresAt = payload.readUInt32BE(ID_BYTES + 8);
  if (expiresAt < nowSeconds) throw fail.badContext('ctx expired');
  const sha1 = payload.subarray(ID_BYTES + 12);
  return {
    id: payload.subarray(0, ID_BYTES).toString('hex'),
    offset: payload.readUInt32BE(ID_BYTES),
    size: payload.readUInt32BE(ID_BYTES + 4),
    expiresAt,
    ...(sha1.length > 0 ? { sha1: base64Url(sha1) } : {}),
  };
}
