/**
 * The state the storage endpoints share, made once per server: the settings (with the secret
 * resolved), the backend, the clock and the signing keys.
 */
import { PERMISSIONS } from '@org/api-contract';
import { join } from 'node:path';
import type { GrantService } from '../auth/grants';
import type { Clock } from '../clock';
import type { Db } from '../db/types';
import type { StorageBackend } from './backend';
import { type FileOwner, StorageLedger } from './ledger';
import { LocalBackend } from './local-backend';
import { S3Backend } from './s3-backend';
import { type StorageSettings, ensureSecretKey } from './settings';
import type { PutPolicy, TokenKeys } from './up-token';

export interface StorageCore {
  settings: StorageSettings;
  backend: StorageBackend;
  clock: Clock;
  keys: TokenKeys;
  /** Signs block contexts (derived from the secret key, never the key itself). */
  contextSecret: string;
  /** Where multipart uploads wait until they are checked. */
  tmpDir: string;
  /** Owners of stored files and unfinished blocks, with the quotas. */
  ledger: StorageLedger;
  /** Whether a user holds the storage-management code. */
  mayManage(userId: number): Promise<boolean>;
  nowSeconds(): number;
}

/** What the storage needs of the rest of the server. */
export interface StorageDeps {
  db: Db;
  grants: Pick<GrantService, 'has'>;
}

/** The owner a checked token writes for (its user and application, and the visibility). */
export function ownerOfPolicy(policy: PutPolicy): FileOwner {
  const id = (value: unknown) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
  return {
    userId: id(policy.ownerUserId),
    appId: id(policy.ownerAppId),
    visibility: policy.private === 1 ? 'PRIVATE' : 'PUBLIC',
  };
}

export function createStorageCore(
  settings: StorageSettings,
  clock: Clock,
  deps: StorageDeps,
): StorageCore {
  const secretKey = ensureSecretKey(settings);
  const backend: StorageBackend =
    settings.backend.kind === 's3'
      ? new S3Backend(settings.backend)
      : new LocalBackend(settings.dir);
  return {
    settings: { ...settings, secretKey },
    backend,
    clock,
    keys: { accessKey: settings.accessKey, secretKey, bucket: settings.bucket },
    contextSecret: secretKey,
    tmpDir: join(settings.dir, 'tmp'),
    ledger: new StorageLedger(deps.db, settings),
    mayManage: (userId) => deps.grants.has(userId, PERMISSIONS.storageManage),
    nowSeconds: () => Math.floor(clock.now().getTime() / 1000),
  };
}
