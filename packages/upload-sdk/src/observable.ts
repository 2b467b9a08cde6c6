/**
 * The qiniu-js calling style: `upload(file, key, token, putExtra, config)` answers an
 * observable; `subscribe` starts the upload and answers a subscription whose `unsubscribe`
 * aborts it. After `unsubscribe` no callback fires (no error for the abort either).
 */
import {
  type CloudUploadOptions,
  type PutExtra,
  type UploadResult,
  uploadFile,
} from './cloud-upload';
import type { UploadConfig } from './config';
import type { UploadProgress } from './progress';
import type { UploadSource } from './source';
import type { TokenProvider } from './token-source';

export interface UploadObserver {
  next?: (progress: UploadProgress) => void;
  error?: (error: unknown) => void;
  complete?: (result: UploadResult) => void;
}

export interface UploadSubscription {
  unsubscribe(): void;
  readonly closed: boolean;
}

export interface UploadObservable {
  subscribe(observer: UploadObserver): UploadSubscription;
  subscribe(
    next?: UploadObserver['next'],
    error?: UploadObserver['error'],
    complete?: UploadObserver['complete'],
  ): UploadSubscription;
}

/** An observable over `uploadFile`; each subscription is one upload. */
export function observeUpload(
  source: UploadSource,
  options: Omit<CloudUploadOptions, 'signal' | 'onProgress'>,
): UploadObservable {
  return {
    subscribe(
      first?: UploadObserver | UploadObserver['next'],
      error?: UploadObserver['error'],
      complete?: UploadObserver['complete'],
    ): UploadSubscription {
      const observer: UploadObserver =
        typeof first === 'object' && first !== null ? first : { next: first, error, complete };
      const controller = new AbortController();
      let closed = false;
      const subscription: UploadSubscription = {
        unsubscribe() {
          if (closed) return;
          closed = true;
          controller.abort();
        },
        get closed() {
          return closed;
        },
      };
      uploadFile(source, {
        ...options,
        signal: controller.signal,
        onProgress: (progress) => {
          if (!closed) observer.next?.(progress);
        },
      }).then(
        (result) => {
          if (closed) return;
          closed = true;
          observer.complete?.(result);
        },
        (failure: unknown) => {
          if (closed) return;
          closed = true;
          observer.error?.(failure);
        },
      );
      return subscription;
    },
  };
}

/** qiniu-js's `upload(file, key, token, putExtra, config)`. */
export function upload(
  file: UploadSource,
  key: string | null | undefined,
  token: string | TokenProvider,
  putExtra?: PutExtra,
  config?: UploadConfig,
): UploadObservable {
  return observeUpload(file, { key, token, putExtra, config });
}
