import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sysMeta } from '../db/schema/index';
import type { Db } from '../db/types';

/** `sys_meta` key of the key generated when the variable is not set. */
const GENERATED_KEY = 'secret.key';
const VERSION = 'v1';

/** Stored text that cannot be decrypted (another key, or damaged). */
export class SecretFormatError extends Error {
  override readonly name = 'SecretFormatError';
}

/**
 * Encrypts secrets stored in the database (configuration values, access tokens) with
 * AES-256-GCM. The key comes from `PLATFORM_SECRET_KEY` (read by `config.ts`), or, when that
 * is not set, from a random key generated once and kept in `sys_meta` (shared by every
 * instance). Each text names its key (`v1.env.…` or `v1.db.…`), so values written under
 * either stay readable while the other is in use.
 */
export class SecretBox {
  constructor(
    private readonly keys: ReadonlyMap<string, Buffer>,
    private readonly current: string,
  ) {}

  encrypt(plain: string): string {
    const key = this.keys.get(this.current);
    if (!key) throw new SecretFormatError('No key to encrypt with.');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
    return [VERSION, this.current, ...parts].join('.');
  }

  decrypt(stored: string): string {
    const [version, keyId, iv, tag, data, ...rest] = stored.split('.');
    const key = keyId === undefined ? undefined : this.keys.get(keyId);
    if (version !== VERSION || !key || !iv || !tag || data === undefined || rest.length > 0) {
      throw new SecretFormatError('The stored secret cannot be read with the current keys.');
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretFormatError('The stored secret cannot be read with the current keys.');
    }
  }
}

/** The generated key of this database, created on first use. */
async function databaseKey(db: Db, now: Date): Promise<Buffer> {
  await db
    .insert(sysMeta)
    .values({ key: GENERATED_KEY, value: randomBytes(32).toString('base64'), updatedAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(sysMeta).where(eq(sysMeta.key, GENERATED_KEY));
  if (!row) throw new Error('The generated secret key is missing.');
  return Buffer.from(row.value, 'base64');
}

/** Builds the box for a database, with the environment's key when one is set. */
export async function openSecretBox(
  db: Db,
  now: Date,
  envKey: string | undefined,
): Promise<SecretBox> {
  const keys = new Map<string, Buffer>([['db', await databaseKey(db, now)]]);
  if (envKey !== undefined && envKey.trim() !== '') {
    keys.set('env', createHash('sha256').update(envKey.trim()).digest());
    return new SecretBox(keys, 'env');
  }
  return new SecretBox(keys, 'db');
}

const boxes = new WeakMap<AppContext, Promise<SecretBox>>();

/** The secret box of a server (one per `AppContext`, opened on first use). */
export function secretBoxOf(ctx: AppContext): Promise<SecretBox> {
  let box = boxes.get(ctx);
  if (!box) {
    box = openSecretBox(ctx.db, ctx.clock.now(), ctx.settings.secretKey);
    box.catch(() => boxes.delete(ctx));
    boxes.set(ctx, box);
  }
  return box;
}

/** The last characters of a secret, shown to tell secrets apart. */
export function hintOf(secret: string): string {
  return secret.length <= 8 ? '' : secret.slice(-4);
}
