import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** Cost settings of scrypt. The stored hash records them, so they can change over time. */
export interface ScryptCost {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** About 40 ms and 16 MiB per hash on a current server core: slow on purpose. */
export const PRODUCTION_COST: ScryptCost = Object.freeze({ N: 16_384, r: 8, p: 1 });
/** For tests only: the same format, a few milliseconds per hash. */
export const TEST_COST: ScryptCost = Object.freeze({ N: 1024, r: 8, p: 1 });

const KEY_LENGTH = 64;
const PREFIX = 'scrypt';

/** A stored hash that is not in the `scrypt$N$r$p$salt$key` format. */
export class PasswordHashFormatError extends Error {
  override readonly name = 'PasswordHashFormatError';
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches `stored`; never throws for a wrong password. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the time of one verification, for unknown accounts (no timing difference). */
  burn(password: string): Promise<void>;
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

function parse(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } {
  const parts = stored.split('$');
  const [prefix, n, r, p, salt, key] = parts;
  if (parts.length !== 6 || prefix !== PREFIX || !salt || !key) {
    throw new PasswordHashFormatError('Unknown password hash format.');
  }
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isInteger(value) && value > 0)) {
    throw new PasswordHashFormatError('Bad scrypt parameters in a password hash.');
  }
  return { cost, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** Password hashing with scrypt from `node:crypto` (runs on libuv's thread pool). */
export function createPasswordHasher(cost: ScryptCost = PRODUCTION_COST): PasswordHasher {
  let dummy: Promise<string> | undefined;
  const hasher: PasswordHasher = {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, cost);
      return [PREFIX, cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
        '$',
      );
    },
    async verify(password, stored) {
      const parsed = parse(stored);
      const key = await derive(password, parsed.salt, parsed.cost);
      return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
    },
    async burn(password) {
      dummy ??= hasher.hash('not a real password');
      await hasher.verify(password, await dummy);
    },
  };
  return hasher;
}
