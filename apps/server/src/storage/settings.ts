/**
 * Settings of the storage endpoints, read from `STORAGE_*` environment variables by
 * `config.ts`. Uploaded files go to a local directory by default, or to an S3-compatible
 * object store (several server instances need the same store and the same secret key).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface S3Settings {
  /** `https://s3.example.com` or `http://127.0.0.1:9000` (MinIO). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket (`platform/`), empty for none. */
  prefix: string;
  /** Bucket in the path (MinIO, most compatible stores) rather than in the host name. */
  pathStyle: boolean;
}

export type StorageBackendSettings = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

export interface StorageSettings {
  /** Local working directory: temporary uploads, blocks and (local backend) the files. */
  dir: string;
  backend: StorageBackendSettings;
  /** Access key named in upload tokens. */
  accessKey: string;
  /** Secret that signs upload tokens and block contexts; empty: one is made and kept in `dir`. */
  secretKey: string;
  /** The one bucket the server serves. */
  bucket: string;
  /** Public address prefix of stored files; default `<request origin>/storage/file`. */
  publicUrl: string | undefined;
  /** Largest file in bytes (form, direct and resumable uploads). */
  maxFileSize: number;
  /** Largest form or direct upload in bytes (the protocol's form limit is 1 GiB). */
  formLimit: number;
  /** Lifetime of issued upload tokens in seconds. */
  tokenTtlSeconds: number;
  /** How long an unfinished block is kept (its `expired_at`), in seconds. */
  blockTtlSeconds: number;
  /** `Access-Control-Allow-Origin` of the storage endpoints. */
  corsOrigin: string;
  /** Bytes of stored files one user may own. */
  userQuota: number;
  /** Bytes of unfinished blocks one user may hold at once (resumable uploads in progress). */
  userPendingQuota: number;
  /** Remove the working directory when the server closes (temporary test storage). */
  temporary?: boolean;
}

export const GIB = 1024 * 1024 * 1024;

/**
 * Defaults: 4 GiB files, 1 GiB form uploads, 1-hour tokens, blocks kept 7 days, 10 GiB of
 * files per user, and unfinished blocks per user up to the largest file (one upload of the
 * largest file at a time, or several smaller ones).
 */
export const STORAGE_DEFAULTS = Object.freeze({
  accessKey: 'platform',
  bucket: 'platform',
  maxFileSize: 4 * GIB,
  formLimit: GIB,
  tokenTtlSeconds: 3600,
  blockTtlSeconds: 7 * 24 * 3600,
  corsOrigin: '*',
  userQuota: 10 * GIB,
});

/** Settings for a throw-away directory (tests and `buildApp` without storage settings). */
export function temporaryStorageSettings(
  overrides: Partial<StorageSettings> = {},
): StorageSettings {
  return {
    dir: mkdtempSync(join(tmpdir(), 'platform-storage-')),
    backend: { kind: 'local' },
    accessKey: STORAGE_DEFAULTS.accessKey,
    secretKey: randomBytes(24).toString('base64url'),
    bucket: STORAGE_DEFAULTS.bucket,
    publicUrl: undefined,
    maxFileSize: STORAGE_DEFAULTS.maxFileSize,
    formLimit: STORAGE_DEFAULTS.formLimit,
    tokenTtlSeconds: STORAGE_DEFAULTS.tokenTtlSeconds,
    blockTtlSeconds: STORAGE_DEFAULTS.blockTtlSeconds,
    corsOrigin: STORAGE_DEFAULTS.corsOrigin,
    userQuota: STORAGE_DEFAULTS.userQuota,
    userPendingQuota: overrides.maxFileSize ?? STORAGE_DEFAULTS.maxFileSize,
    temporary: true,
    ...overrides,
  };
}

/**
 * The secret of a local installation when none is configured: made once and kept in the
 * storage directory (readable by the owner only), so tokens survive restarts.
 */
export function ensureSecretKey(settings: StorageSettings): string {
  if (settings.secretKey) return settings.secretKey;
  mkdirSync(settings.dir, { recursive: true });
  const file = join(settings.dir, 'secret-key');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch {
    // No key yet: make one below.
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
