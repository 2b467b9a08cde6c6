/**
 * `GET /storage/file/<key>`: a stored file with its type, length, qetag as ETag, and single
 * byte ranges (`Range: bytes=a-b`, `a-`, `-n`). Public files are served by key, as from a
 * public bucket; private ones only to a signed-in user (`X-Token`, or `?token=` for links)
 * who owns them or holds the storage-management code, or through a signed address
 * (`signed-url.ts`) one of them was given.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readToken } from '../auth/guards';
import type { ByteRange, ObjectMeta } from './backend';
import { keyProblem } from './keys';
import { fail } from './protocol-error';
import { hasValidSignature } from './signed-url';
import type { StorageCore } from './storage-core';

/** The single range of a Range header; undefined for none, 'unsatisfiable' past the end. */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | undefined | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(size - 1, Number(match[2]));
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

function describe(reply: FastifyReply, meta: ObjectMeta, isPrivate: boolean): void {
  reply
    .header('content-type', meta.mimeType || 'application/octet-stream')
    .header('x-content-type-options', 'nosniff')
    .header('etag', `"${meta.hash}"`)
    .header('accept-ranges', 'bytes')
    .header('last-modified', new Date(meta.putTime).toUTCString())
    .header('cache-control', isPrivate ? 'private, no-cache' : 'public, max-age=3600');
  if (meta.fname) {
    reply.header(
      'content-disposition',
      `inline; filename*=UTF-8''${encodeURIComponent(meta.fname)}`,
    );
  }
}

function headersOf(reply: FastifyReply): Record<string, string | number | string[]> {
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

function keyOf(request: FastifyRequest): string {
  const key = (request.params as { '*'?: string })['*'] ?? '';
  if (keyProblem(key)) throw fail.notFound();
  return key;
}

/** Lets the request read a private file (its owner's), or refuses it with 401 or 403. */
async function checkReader(
  core: StorageCore,
  request: FastifyRequest,
  ownerId: number | null,
): Promise<void> {
  const token = readToken(request, true);
  if (token === undefined || token.length > 256) {
    throw fail.badToken('this file is private: sign in (X-Token) to read it');
  }
  let userId: number;
  try {
    userId = (await request.server.platform.sessions.check(token)).userId;
  } catch {
    throw fail.badToken('this file is private and the session is not valid: sign in again');
  }
  if (userId !== ownerId && !(await core.mayManage(userId))) {
    throw fail.forbidden('this file is private: only its owner may read it');
  }
}

export async function download(core: StorageCore, request: FastifyRequest, reply: FastifyReply) {
  const key = keyOf(request);
  const record = await core.ledger.file(key);
  const isPrivate = record?.visibility === 'PRIVATE';
  if (isPrivate && !hasValidSignature(core, key, request.query)) {
    await checkReader(core, request, record.ownerId);
  }
  const meta = await core.backend.head(key);
  if (!meta) throw fail.notFound();
  describe(reply, meta, isPrivate);
  if (request.headers['if-none-match'] === `"${meta.hash}"`) return reply.status(304).send();
  if (request.method === 'HEAD') {
    // Written by hand: an empty reply would go out with `content-length: 0`.
    reply.hijack();
    reply.raw.writeHead(200, { ...headersOf(reply), 'content-length': meta.fsize });
    reply.raw.end();
    return reply;
  }
  const range = parseRange(request.headers.range, meta.fsize);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${meta.fsize}`).send();
  }
  const found = await core.backend.read(key, range);
  if (!found) throw fail.notFound();
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${meta.fsize}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', meta.fsize);
  }
  return reply.send(found.body);
}
