/** Files up to this size go in one form upload; larger ones in blocks of this size (4 MiB). */
export const BLOCK_SIZE = 4 * 1024 * 1024;

/** Defaults of the upload configuration (form-designer spec §9). */
export const UPLOAD_DEFAULTS = Object.freeze({
  /** Retries of one request (so up to four attempts) before the upload fails. */
  retryCount: 3,
  /** Blocks of one file in flight at once. */
  concurrentRequestLimit: 3,
  /** Prefer the accelerated upload hosts of a region. */
  useCdnDomain: true,
  /** Send a Content-MD5 with each chunk for the server to check. */
  checkByMD5: false,
  /** How long a saved resume point stays valid (never beyond the server's `expired_at`). */
  resumeTtlMs: 24 * 60 * 60 * 1000,
  /** Attempts to send the usage log; it never breaks an upload. */
  logRetryCount: 3,
  /** Quality of compressed images. */
  compressQuality: 0.92,
});

/** Image types the compressor accepts; any other type is an "unsupported file type" error. */
export const COMPRESSIBLE_IMAGE_TYPES: readonly string[] = Object.freeze([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/bmp',
]);

/** Where the upload hosts of a bucket are looked up unless `apiHost` says otherwise. */
export const DEFAULT_API_HOST = 'https://api.qiniu.com';

/** Where usage logs go when the hosts are Qiniu's own. */
export const DEFAULT_LOG_URL = 'https://uplog.qbox.me/log/3';

/** Requests in flight across all files that share the default limiter. */
export const DEFAULT_GLOBAL_CONCURRENCY = 6;

/** Backoff between retries: the first retry waits up to this long (full jitter)… */
export const RETRY_BASE_DELAY_MS = 500;
/** …and no retry waits longer than this, unless the server asks with Retry-After. */
export const RETRY_MAX_DELAY_MS = 20_000;
/** The longest Retry-After that is honoured; a longer one is cut to this. */
export const RETRY_AFTER_LIMIT_MS = 60_000;

/** A saved block is not reused when less than this is left before the server drops it. */
export const RESUME_EXPIRY_MARGIN_MS = 120_000;

/** The upload hosts of each region: the source host and the accelerated (CDN) one. */
export const REGIONS = Object.freeze({
  z0: { src: 'up.qiniup.com', cdn: 'upload.qiniup.com' },
  z1: { src: 'up-z1.qiniup.com', cdn: 'upload-z1.qiniup.com' },
  z2: { src: 'up-z2.qiniup.com', cdn: 'upload-z2.qiniup.com' },
  na0: { src: 'up-na0.qiniup.com', cdn: 'upload-na0.qiniup.com' },
  as0: { src: 'up-as0.qiniup.com', cdn: 'upload-as0.qiniup.com' },
  'cn-east-2': { src: 'up-cn-east-2.qiniup.com', cdn: 'upload-cn-east-2.qiniup.com' },
});

export type RegionId = keyof typeof REGIONS;
