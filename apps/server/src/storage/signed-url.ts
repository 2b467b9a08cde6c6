/**
 * Short-lived download addresses of private files: `?e=<unix seconds>&sign=<mac>`, where the
 * MAC covers the key and the deadline with a key derived from the storage secret. Whoever
 * holds the address reads that one file until the deadline, without a session (a link in a
 * new tab, a download manager), and the session token never appears in a URL.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StorageCore } from './storage-core';

/** How long a signed address works. */
export const SIGNED_URL_TTL_SECONDS = 10 * 60;

function macOf(core: StorageCore, key: string, deadline: number): string {
  return createHmac('sha256', `download:${core.keys.secretKey}`)
    .update(`${key}\n${deadline}`)
    .digest('base64url');
}

/** The query that lets its holder read `key` until `deadline` (unix seconds). */
export function signedQuery(core: StorageCore, key: string, deadline: number): string {
  return `e=${deadline}&sign=${macOf(core, key, deadline)}`;
}

/** Whether the request's `e` and `sign` let it read `key` now. */
export function hasValidSignature(core: StorageCore, key: string, query: unknown): boolean {
  const { e, sign } = (query ?? {}) as { e?: unknown; sign?: unknown };
  if (typeof e !== 'string' || typeof sign !== 'string' || !/^\d{1,12}$/.test(e)) return false;
  const deadline = Number(e);
  if (deadline < core.nowSeconds()) return false;
  const expected = Buffer.from(macOf(core, key, deadline));
  const given = Buffer.from(sign);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
