/** A failed upload: the HTTP status (0 without an answer) and the answer text. */
export class UploadError extends Error {
  readonly code: 'upload-failed' | 'no-url' | 'no-action' | 'no-cloud' | 'no-token' | 'aborted';
  readonly status: number;
  constructor(code: UploadError['code'], message: string, status = 0) {
    super(message);
    this.name = 'UploadError';
    this.code = code;
    this.status = status;
  }
}
