/**
 * The state the storage endpoints share, made once per server: the settings (with the secret
 * resolved), the backend, the clock and the signing keys.
 */
import { join } from 'node:path';
import type { Clock } from '../clock';
import type { StorageBackend } from './backend';
import { LocalBackend } from './local-backend';
import { S3Backend } from './s3-backend';
import { type StorageSettings, ensureSecretKey } from './settings';
import type { TokenKeys } from './up-token';

export interface StorageCore {
  settings: StorageSettings;
  backend: StorageBackend;
  clock: Clock;
  keys: TokenKeys;
  /** Signs block contexts (derived from the secret key, never the key itself). */
  contextSecret: string;
  /** Where multipart uploads wait until they are checked. */
  tmpDir: string;
  nowSeconds(): number;
}

export function createStorageCore(settings: StorageSettings, clock: Clock): StorageCore {
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
    nowSeconds: () => Math.floor(clock.now().getTime() / 1000),
  };
}
