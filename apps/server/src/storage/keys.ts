/**
 * Storage keys and the parameters that name them. A key is at most 750 bytes of UTF-8 and
 * may contain `/`, but never in a way that could leave the storage area on any backend: no
 * leading `/`, no `.` or `..` segment, no empty segment, no backslash, no control character.
 * (The local backend also never uses the key as a path: files are named by a hash of it.)
 */
import { type Text, render, text } from '../i18n/text';
import { fail } from './protocol-error';
import { fromBase64Url } from './up-token';

export const MAX_KEY_BYTES = 750;

/** Why `key` is refused, or undefined when it may be stored. */
export function keyProblem(key: string): Text | undefined {
  if (key === '') return text('storage.keyEmpty');
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES)
    return text('storage.keyTooLong', { limit: MAX_KEY_BYTES });
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(key)) return text('storage.keyControl');
  if (key.includes('\\')) return text('storage.keyBackslash');
  if (key.startsWith('/')) return text('storage.keyAbsolute');
  if (/^[A-Za-z]:/.test(key)) return text('storage.keyAbsolute');
  for (const segment of key.split('/')) {
    if (segment === '') return text('storage.keyEmptySegment');
    if (segment === '.' || segment === '..') return text('storage.keyDotSegment');
  }
  return undefined;
}

/** Throws 400 for a key that cannot be stored (in the protocol's English). */
export function checkKey(key: string): string {
  const problem = keyProblem(key);
  if (problem) throw fail.badRequest(`invalid key: ${render(problem, 'en-US')}`);
  return key;
}

/** Decodes a URL-safe Base64 UTF-8 path value; 400 when it is not one. */
export function decodeSegment(name: string, value: string): string {
  if (!/^[A-Za-z0-9_=-]*$/.test(value)) throw fail.badRequest(`${name} is not URL-safe Base64`);
  const text = fromBase64Url(value).toString('utf8');
  if (text.includes('\uFFFD')) throw fail.badRequest(`${name} is not UTF-8`);
  return text;
}

export interface MkfileParams {
  /** Undefined when the path names no key. */
  key: string | undefined;
  fname: string;
  mimeType: string;
  /** `x:` variables. */
  vars: Record<string, string>;
}

/**
 * The name/value pairs after `/mkfile/<size>`: `key`, `fname`, `mimeType` and `x:<name>`
 * variables, in any order; values URL-safe Base64. Unknown names are ignored, as Qiniu does
 * with parameters it does not know.
 */
export function parseMkfilePairs(rest: string): MkfileParams {
  const segments = rest === '' ? [] : rest.split('/');
  if (segments.length % 2 !== 0)
    throw fail.badRequest('mkfile parameters come in name/value pairs');
  const params: MkfileParams = { key: undefined, fname: '', mimeType: '', vars: {} };
  for (let i = 0; i < segments.length; i += 2) {
    let name: string;
    try {
      name = decodeURIComponent(segments[i] as string);
    } catch {
      throw fail.badRequest('mkfile parameter name is not valid percent-encoding');
    }
    const value = segments[i + 1] as string;
    if (name === 'key') params.key = decodeSegment('key', value);
    else if (name === 'fname') params.fname = decodeSegment('fname', value);
    else if (name === 'mimeType') params.mimeType = decodeSegment('mimeType', value);
    else if (name.startsWith('x:') && name.length > 2)
      params.vars[name] = decodeSegment(name, value);
  }
  return params;
}

/** The extension of a file name with its dot (`.pdf`), or empty. */
export function extensionOf(name: string): string {
  const match = /\.[^./\\]{1,16}$/.exec(name);
  return match ? match[0] : '';
}

/**
 * Fills the magic variables of a `saveKey`: `$(etag)`/`$(hash)`, `$(fname)`, `$(ext)`,
 * `$(fsize)`, `$(x:name)`, and the date parts `$(year)`, `$(mon)`, `$(day)`, `$(hour)`,
 * `$(min)`, `$(sec)` (UTC).
 */
export function expandSaveKey(
  template: string,
  values: { hash: string; fname: string; fsize: number; vars: Record<string, string>; now: Date },
): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const { now } = values;
  const known: Record<string, string> = {
    etag: values.hash,
    hash: values.hash,
    fname: values.fname,
    ext: extensionOf(values.fname),
    fsize: String(values.fsize),
    year: String(now.getUTCFullYear()),
    mon: pad(now.getUTCMonth() + 1),
    day: pad(now.getUTCDate()),
    hour: pad(now.getUTCHours()),
    min: pad(now.getUTCMinutes()),
    sec: pad(now.getUTCSeconds()),
  };
  return template.replace(/\$\(([^)]+)\)/g, (all, name: string) =>
    name.startsWith('x:') ? (values.vars[name] ?? '') : (known[name] ?? all),
  );
}

/** Whether a MIME type passes a put policy's `mimeLimit` (`a/b;c/*` allows, `!a/b` forbids). */
export function mimeAllowed(mimeType: string, limit: string | undefined): boolean {
  if (!limit) return true;
  const matches = (pattern: string) =>
    pattern === mimeType || (pattern.endsWith('/*') && mimeType.startsWith(pattern.slice(0, -1)));
  const rules = limit
    .split(';')
    .map((rule) => rule.trim())
    .filter(Boolean);
  const denied = rules.filter((rule) => rule.startsWith('!')).map((rule) => rule.slice(1));
  if (denied.length > 0) return !denied.some(matches);
  return rules.some(matches);
}
