import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@org/api-contract';

/** Why a chosen file cannot be an avatar: its type, its size, or nothing in it. */
export type AvatarFileProblem = 'type' | 'size' | 'empty';

/** What the file input offers (the same types the server accepts). */
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');

/**
 * Checks a chosen file before it is uploaded, with the server's own limits (the server checks
 * the stored bytes again): a PNG, JPEG, GIF or WebP image, not empty, at most 2 MiB.
 */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): AvatarFileProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}
