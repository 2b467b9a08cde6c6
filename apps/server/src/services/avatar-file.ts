import { AVATAR_MAX_BYTES, AVATAR_TYPES, STORAGE_BASE, STORAGE_PATHS } from '@org/api-contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { storedFiles } from '../db/schema/index';
import { invalidField } from '../http/api-error';
import { text } from '../i18n/text';
import type { StorageBackend } from '../storage/backend';
import { LocalBackend } from '../storage/local-backend';
import { S3Backend } from '../storage/s3-backend';
import type { StorageSettings } from '../storage/settings';

const FIELD = 'body.key';

/** The first bytes of each avatar type (WebP: `RIFF`, four bytes of size, `WEBP`). */
const SIGNATURES: Readonly<Record<(typeof AVATAR_TYPES)[number], (head: Buffer) => boolean>> = {
  'image/png': (head) => head.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  'image/jpeg': (head) => head.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex')),
  'image/gif': (head) => ['GIF87a', 'GIF89a'].includes(head.subarray(0, 6).toString('latin1')),
  'image/webp': (head) =>
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** The storage backend the settings name (reads only: the avatar's first bytes). */
function backendOf(settings: StorageSettings): StorageBackend {
  return settings.backend.kind === 's3'
    ? new S3Backend(settings.backend)
    : new LocalBackend(settings.dir);
}

async function firstBytes(backend: StorageBackend, key: string): Promise<Buffer | null> {
  const read = await backend.read(key, { start: 0, end: 15 });
  if (!read) return null;
  const pieces: Buffer[] = [];
  for await (const piece of read.body) pieces.push(Buffer.from(piece as Uint8Array));
  return Buffer.concat(pieces);
}

/** The public address of a stored file: `STORAGE_PUBLIC_URL`, else this server's file route. */
function addressOf(settings: StorageSettings, key: string): string {
  const base = settings.publicUrl ?? `${STORAGE_BASE}${STORAGE_PATHS.file}`;
  return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The address to show as `userId`'s avatar for the stored file `key`, or 40022 naming
 * `body.key` with the reason: the file must be the user's own upload, public, an image of an
 * avatar type by its recorded type and its first bytes, and at most `AVATAR_MAX_BYTES`.
 */
export async function avatarAddress(ctx: AppContext, userId: number, key: string): Promise<string> {
  const [file] = await ctx.db
    .select({ ownerId: storedFiles.ownerId, visibility: storedFiles.visibility })
    .from(storedFiles)
    .where(eq(storedFiles.fileKey, key));
  if (!file || file.ownerId !== userId) {
    throw invalidField(FIELD, text('profile.avatarNotYours'));
  }
  if (file.visibility !== 'PUBLIC') {
    throw invalidField(FIELD, text('profile.avatarPrivate'));
  }
  const settings = ctx.settings.storage;
  const backend = backendOf(settings);
  const meta = await backend.head(key);
  if (!meta) throw invalidField(FIELD, text('profile.avatarNotYours'));
  if (meta.fsize > AVATAR_MAX_BYTES) {
    throw invalidField(
      FIELD,
      text('profile.avatarTooLarge', { size: meta.fsize, limit: AVATAR_MAX_BYTES }),
    );
  }
  const type = AVATAR_TYPES.find((candidate) => candidate === meta.mimeType);
  const head = type === undefined ? null : await firstBytes(backend, key);
  if (type === undefined || head === null || !SIGNATURES[type](head)) {
    throw invalidField(FIELD, text('profile.avatarType'));
  }
  return addressOf(settings, key);
}
