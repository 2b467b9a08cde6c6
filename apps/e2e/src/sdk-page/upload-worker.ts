/**
 * The upload SDK inside a dedicated worker, with its defaults: uploads the file the page posts
 * and posts back every progress report, then the result or the error.
 */
import { isUploadError, uploadFile } from '@org/upload-sdk';

export interface WorkerJob {
  file: File;
  token: string;
  key: string;
  apiHost: string;
}

export type WorkerReport =
  | { type: 'progress'; phase: string; loaded: number; size: number }
  | { type: 'done'; hash: string; key: string }
  | { type: 'error'; kind: string; message: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerJob>) => void) | null;
  postMessage(report: WorkerReport): void;
};

scope.onmessage = (event) => {
  const { file, token, key, apiHost } = event.data;
  uploadFile(file, {
    token,
    key,
    config: { apiHost },
    onProgress: (progress) =>
      scope.postMessage({
        type: 'progress',
        phase: progress.phase,
        loaded: progress.total.loaded,
        size: progress.total.size,
      }),
  }).then(
    (result) => scope.postMessage({ type: 'done', hash: result.hash, key: result.key }),
    (error: unknown) =>
      scope.postMessage({
        type: 'error',
        kind: isUploadError(error) ? error.kind : 'unknown',
        message: error instanceof Error ? error.message : String(error),
      }),
  );
};
