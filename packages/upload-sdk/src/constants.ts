/** Files up to this size go in one form upload; larger ones in blocks of this size (4 MiB). */
export const BLOCK_SIZE = 4 * 1024 * 1024;

/** Defaults of the upload configuration (form-designer spec §9). */
export const UPLOAD_DEFAULTS = Object.freeze({
  /** Retries of one request before the upload fails. */
  retryCount: 3,
  /** Requests of one upload in flight at once. */
  concurrentRequestLimit: 3,
  /** Prefer the accelerated upload hosts. */
  useCdnDomain: true,
  /** Send a Content-MD5 with each block. */
  checkByMD5: false,
  /** How long a saved resume point stays valid. */
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
