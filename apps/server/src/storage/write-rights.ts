/**
 * Where a signed-in user may write, for the upload token and the direct upload. A holder of
 * the storage-management code writes any key and may overwrite any file. Everyone else writes
 * inside a namespace the server chooses, `u/<userId>/`: a key asked for elsewhere is placed
 * there (`report.pdf` becomes `u/7/report.pdf`), and a key-scoped token (which may overwrite)
 * is issued only for a key whose file the user owns, or a new key of their namespace.
 */
import { PERMISSIONS, ResultCode } from '@org/api-contract';
import { ApiError, invalidField, notFound } from '../http/api-error';
import { text } from '../i18n/text';
import { keyProblem } from './keys';
import type { StorageCore } from './storage-core';

/** The namespace of an ordinary user's keys. */
export function namespaceOf(userId: number): string {
  return `u/${userId}/`;
}

export interface Writer {
  manager: boolean;
  /**
   * The key the user writes for `asked` (placed in their namespace unless they manage the
   * storage): 40022 naming `field` when it cannot be stored. With `overwrite`, 40003 unless
   * the user may replace whatever is stored under it.
   */
  keyFor(asked: string, field: string, overwrite: boolean): Promise<string>;
}

function notOwner(key: string): ApiError {
  return new ApiError(
    ResultCode.FORBIDDEN,
    text('file.notOwner', { key, permission: PERMISSIONS.storageManage }),
    { permission: PERMISSIONS.storageManage },
  );
}

export async function writerOf(core: StorageCore, userId: number): Promise<Writer> {
  const manager = await core.mayManage(userId);
  const prefix = namespaceOf(userId);
  return {
    manager,
    async keyFor(asked, field, overwrite) {
      const key = manager || asked.startsWith(prefix) ? asked : `${prefix}${asked}`;
      const problem = keyProblem(key);
      if (problem) throw invalidField(field, problem);
      if (!overwrite || manager) return key;
      const record = await core.ledger.file(key);
      if (record ? record.ownerId !== userId : (await core.backend.head(key)) !== null) {
        throw notOwner(key);
      }
      return key;
    },
  };
}

/** The id of a live application by its code (null when none is named), or 40004. */
export async function applicationId(
  core: StorageCore,
  appCode: string | undefined,
  field: string,
): Promise<number | null> {
  if (appCode === undefined) return null;
  if (appCode.length > 64) throw invalidField(field, text('field.maxLength', { limit: 64 }));
  const id = await core.ledger.applicationId(appCode);
  if (id === undefined) throw notFound(text('form.appNoun'), appCode);
  return id;
}
