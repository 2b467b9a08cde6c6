export type UploadErrorKind =
  /** The upload token is missing or cannot be read. */
  | 'invalid-token'
  /** The file was refused before any request (its type is not in the allowed MIME list). */
  | 'invalid-file'
  /** The image compressor was given a type other than PNG, JPEG, WEBP or BMP. */
  | 'unsupported-file-type'
  /** The runtime lacks something the operation needs (a canvas for compression). */
  | 'unsupported-environment'
  /** The server answered with an error status. */
  | 'request'
  /** The server answered 200 with a body that is not the expected JSON. */
  | 'bad-response'
  /** No answer: connection refused or dropped (status 0 without abort). */
  | 'network'
  /** The stored content does not hash to what was sent (qetag or block checksum mismatch). */
  | 'integrity'
  /** The file on disk changed (size or modification time) after it was opened for upload. */
  | 'file-changed';

export interface UploadErrorDetails {
  /** HTTP status; 0 when there was no answer. */
  code?: number;
  reqId?: string;
  data?: unknown;
  cause?: unknown;
}

/**
 * An upload failure: a code (the HTTP status, 0 for network failures), a message and the
 * request id (`X-Reqid`) of the failed request. The same fields as the `{ code, message,
 * reqId }` objects that qiniu-js 2.x rejects with, plus a `kind` for programs.
 */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  readonly kind: UploadErrorKind;
  readonly code: number;
  /** The `X-Reqid` of the failed request; empty when there was no answer. */
  readonly reqId: string;
  /** The parsed error body, when the server sent one. */
  readonly data: unknown;

  constructor(kind: UploadErrorKind, message: string, details: UploadErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.code = details.code ?? 0;
    this.reqId = details.reqId ?? '';
    this.data = details.data;
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
}

function isNotReadable(error: unknown): boolean {
  const named = (value: unknown) =>
    (value as { name?: unknown } | null)?.name === 'NotReadableError';
  return named(error) || named((error as { cause?: unknown } | null)?.cause);
}

/**
 * The error of a request to `url` that got no answer because of `error`: kind 'file-changed'
 * when the body could not be read because its file changed on disk after it was opened (a
 * `NotReadableError`, also as the cause of fetch's failure), which no retry can mend;
 * otherwise 'network', which is retried.
 */
export function noAnswerError(url: string, error: unknown): UploadError {
  if (isNotReadable(error)) {
    return new UploadError(
      'file-changed',
      `The file changed after it was opened for upload, so it was not sent to ${url} (${describe(error)})`,
      { code: 0, cause: error },
    );
  }
  return new UploadError('network', `No answer from ${url} (${describe(error)})`, {
    code: 0,
    cause: error,
  });
}

/** True for an `UploadError` (also one from another copy of this package). */
export function isUploadError(error: unknown): error is UploadError {
  return (
    error instanceof UploadError ||
    (error instanceof Error && error.name === 'UploadError' && 'kind' in error)
  );
}

/** True for the reason of an aborted signal (a DOMException or Error named AbortError). */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

/** The value an aborted operation rejects with: the signal's reason, or a fresh AbortError. */
export function abortReason(signal: AbortSignal | undefined): unknown {
  if (signal?.reason !== undefined) return signal.reason;
  const error = new Error('The upload was aborted.');
  error.name = 'AbortError';
  return error;
}

/** Throws the abort reason when `signal` has fired. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortReason(signal);
}
