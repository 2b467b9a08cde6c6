/**
 * The upload SDK on a bare page, for browser tests of what only a browser has: hashing in a
 * worker, resume points in localStorage across a reload, image compression on a canvas, and
 * uploads from inside a Web Worker.
 */
import * as sdk from '@org/upload-sdk';
import type { WorkerJob, WorkerReport } from './upload-worker';

/** Deterministic bytes: the same seed gives the same file on every page load. */
function generated(size: number, seed: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < size; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

/** A file that is the same, by content and by every property, on each page load. */
function sameFile(size: number, seed: number, name = 'resume.bin'): File {
  return new File([generated(size, seed)], name, {
    type: 'application/octet-stream',
    lastModified: 1_700_000_000_000,
  });
}

/** Uploads in a dedicated worker of its own; answers everything the worker reported. */
function uploadInWorker(job: WorkerJob): Promise<WorkerReport[]> {
  const worker = new Worker(new URL('./upload-worker.ts', import.meta.url), { type: 'module' });
  const reports: WorkerReport[] = [];
  return new Promise<WorkerReport[]>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerReport>) => {
      reports.push(event.data);
      if (event.data.type !== 'progress') resolve(reports);
    };
    worker.onerror = (event) => reject(new Error(`the upload worker failed: ${event.message}`));
    worker.postMessage(job);
  }).finally(() => worker.terminate());
}

Object.assign(window, { sdk, sameFile, uploadInWorker, uploadSdkReady: true });
