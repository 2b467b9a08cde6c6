/**
 * Generated identifiers: widget keys (8 random base-36 characters) and the timestamps behind
 * generated models (`{type}_{timestamp}`), `func_{timestamp}` and `option_{timestamp}` names.
 */
export interface IdSource {
  /** A new key of 8 base-36 characters. */
  key(): string;
  /** A millisecond timestamp strictly greater than every one returned before. */
  timestamp(): number;
}

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
export const KEY_LENGTH = 8;

interface CryptoLike {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

function randomBytes(count: number): Uint8Array {
  const bytes = new Uint8Array(count);
  const crypto = (globalThis as { crypto?: CryptoLike }).crypto;
  if (crypto) return crypto.getRandomValues(bytes);
  for (let i = 0; i < count; i++) bytes[i] = Math.floor(Math.random() * 256);
  return bytes;
}

/** A random key of 8 base-36 characters. */
export function createKey(): string {
  let key = '';
  while (key.length < KEY_LENGTH) {
    for (const byte of randomBytes(KEY_LENGTH * 2)) {
      // 252 is the largest multiple of 36 below 256: rejecting above it keeps every character equally likely.
      if (byte < 252) key += ALPHABET[byte % 36];
      if (key.length === KEY_LENGTH) break;
    }
  }
  return key;
}

export interface IdSourceOptions {
  /** Clock; `Date.now` by default. */
  now?: () => number;
  /** Key generator; `createKey` by default. */
  key?: () => string;
}

/**
 * An id source whose timestamps never repeat, even for many widgets created within one
 * millisecond: a timestamp that is not ahead of the last one becomes the last one plus one.
 */
export function createIdSource(options: IdSourceOptions = {}): IdSource {
  const now = options.now ?? Date.now;
  const key = options.key ?? createKey;
  let last = 0;
  return {
    key,
    timestamp() {
      const t = now();
      last = t > last ? t : last + 1;
      return last;
    },
  };
}

/** The id source used when an operation is not given one. */
export const defaultIdSource: IdSource = createIdSource();

/** Whether a text has the shape of a generated key. */
export function isKey(value: string): boolean {
  return value.length === KEY_LENGTH && /^[0-9a-z]+$/.test(value);
}
