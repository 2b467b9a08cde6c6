/**
 * An uploader: one configuration and one request limit for many files. Every file started
 * through it shares `maxConcurrentRequests` slots (each file still sends up to
 * `concurrentRequestLimit` blocks at once within them), so twenty files picked together do
 * not open sixty connections.
 */
import { type CloudUploadOptions, type UploadResult, uploadFile } from './cloud-upload';
import type { UploadConfig } from './config';
import { DEFAULT_GLOBAL_CONCURRENCY } from './constants';
import { type DirectUploadOptions, type DirectUploadResult, directUpload } from './direct-upload';
import { type RequestLimiter, createRequestLimiter } from './limiter';
import { type UploadObservable, observeUpload } from './observable';
import type { UploadSource } from './source';

export interface UploaderOptions extends UploadConfig {
  /** Requests in flight across all files of this uploader. Default 6. */
  maxConcurrentRequests?: number;
}

export interface Uploader {
  /** A cloud upload with this uploader's configuration (options may override parts of it). */
  upload(source: UploadSource, options: CloudUploadOptions): Promise<UploadResult>;
  /** The same as an observable (qiniu-js style). */
  observe(
    source: UploadSource,
    options: Omit<CloudUploadOptions, 'signal' | 'onProgress'>,
  ): UploadObservable;
  /** A direct upload sharing this uploader's request limit. */
  direct(source: UploadSource, options: DirectUploadOptions): Promise<DirectUploadResult>;
  readonly limiter: RequestLimiter;
}

export function createUploader(options: UploaderOptions = {}): Uploader {
  const { maxConcurrentRequests, ...config } = options;
  const limiter =
    config.limiter ?? createRequestLimiter(maxConcurrentRequests ?? DEFAULT_GLOBAL_CONCURRENCY);
  const merged = (extra: UploadConfig | undefined): UploadConfig => ({
    ...config,
    ...extra,
    limiter,
  });
  return {
    upload: (source, uploadOptions) =>
      uploadFile(source, { ...uploadOptions, config: merged(uploadOptions.config) }),
    observe: (source, uploadOptions) =>
      observeUpload(source, { ...uploadOptions, config: merged(uploadOptions.config) }),
    direct: (source, directOptions) =>
      directUpload(source, {
        transport: config.transport,
        retryBaseDelayMs: config.retryBaseDelayMs,
        ...directOptions,
        limiter,
      }),
    limiter,
  };
}
