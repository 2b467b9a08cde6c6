/**
 * A hand-driven uploader for tests: every call waits until the test reports progress and
 * answers it, so each state of an upload can be looked at.
 */
import type { UploadFileRequest, UploadFileResult } from '../contract';

export interface ManualUpload extends UploadFileRequest {
  resolve: (result: UploadFileResult) => void;
  reject: (error: Error) => void;
}

export function createManualUploader() {
  const calls: ManualUpload[] = [];
  const uploadFile = (request: UploadFileRequest) =>
    new Promise<UploadFileResult>((resolve, reject) => {
      calls.push({ ...request, resolve, reject });
    });
  return { uploadFile, calls };
}

/** A small file of a given type. */
export function fileOf(name: string, type: string): File {
  return new File(['content of ' + name], name, { type });
}
