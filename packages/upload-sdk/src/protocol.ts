/**
 * The Qiniu v1 resumable protocol on the wire: the paths of `mkblk`, `bput` and `mkfile`, the
 * `UpToken` header, and reading a block answer.
 */
import { urlSafeBase64Encode } from './base64';
import { UploadError } from './errors';
import { jsonObject } from './send';
import type { HttpResponse } from './transport';

export function authHeader(token: string): Record<string, string> {
  return { Authorization: `UpToken ${token}` };
}

export function mkblkUrl(host: string, blockSize: number): string {
  return `${host}/mkblk/${blockSize}`;
}

export function bputUrl(host: string, ctx: string, offset: number): string {
  return `${host}/bput/${ctx}/${offset}`;
}

export interface MkfileFields {
  /** Absent (undefined or null): the server names the file (saveKey or the hash). */
  key: string | null | undefined;
  fname: string;
  mimeType: string;
  vars: Readonly<Record<string, string>>;
}

/**
 * `/mkfile/<size>/key/<b64>/fname/<b64>/mimeType/<b64>/x:<name>/<b64>`: key first as qiniu-js
 * sends it (the server accepts the pairs in any order).
 */
export function mkfileUrl(host: string, fileSize: number, fields: MkfileFields): string {
  let url = `${host}/mkfile/${fileSize}`;
  if (fields.key !== undefined && fields.key !== null) {
    url += `/key/${urlSafeBase64Encode(fields.key)}`;
  }
  if (fields.mimeType) url += `/mimeType/${urlSafeBase64Encode(fields.mimeType)}`;
  url += `/fname/${urlSafeBase64Encode(fields.fname)}`;
  for (const [name, value] of Object.entries(fields.vars)) {
    url += `/${encodeURIComponent(name)}/${urlSafeBase64Encode(value)}`;
  }
  return url;
}

/** What `mkblk` and `bput` answer. */
export interface BlockAnswer {
  ctx: string;
  /** URL-safe Base64 SHA-1 of the block so far (may be empty when a server leaves it out). */
  checksum: string;
  /** Offset in the block after this chunk. */
  offset: number;
  /** Where the next chunks of this block go. */
  host: string | undefined;
  /** Unix seconds after which the block is dropped. */
  expiredAt: number | undefined;
}

export function readBlockAnswer(response: HttpResponse, what: string): BlockAnswer {
  const answer = jsonObject(response, what);
  const { ctx, checksum, offset, host } = answer;
  const expiredAt = answer.expired_at;
  if (typeof ctx !== 'string' || ctx === '' || typeof offset !== 'number') {
    throw new UploadError('bad-response', `${what} answered without ctx and offset`, {
      code: response.status,
      reqId: response.header('x-reqid') ?? '',
      data: answer,
    });
  }
  return {
    ctx,
    checksum: typeof checksum === 'string' ? checksum : '',
    offset,
    host: typeof host === 'string' && host !== '' ? host.replace(/\/+$/, '') : undefined,
    expiredAt: typeof expiredAt === 'number' ? expiredAt : undefined,
  };
}

/** Only custom variables named `x:…` are sent (qiniu-js drops the others the same way). */
export function customVars(
  ...maps: (Readonly<Record<string, string>> | undefined)[]
): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const map of maps) {
    for (const [name, value] of Object.entries(map ?? {})) {
      if (name.startsWith('x:') && name.length > 2 && typeof value === 'string') vars[name] = value;
    }
  }
  return vars;
}
