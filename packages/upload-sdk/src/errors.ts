export type UploadErrorKind =
  /** The upload token is missing or cannot be read. */
  | 'invalid-token'
  /** The file was refused before any request (type not allowed, unsupported image). */
  | 'invalid-file'
  /** The server answered with an error status. */
  | 'request'
  /** No answer: connection refused or dropped (status 0 without abort). */
  | 'network';

/** An upload failure: a code (HTTP status, 0 for network failures), a message and the request id. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  readonly kind: UploadErrorKind;
  readonly code: number;
  /** The `X-Reqid` of the failed request; empty when there was no answer. */
  readonly reqId: string;
  /** The parsed error body, when the server sent one. */
  readonly data: unknown;

  constructor(
    kind: UploadErrorKind,
    message: string,
    details: { code?: number; reqId?: string; data?: unknown } = {},
  ) {
    super(message);
    this.kind = kind;
    this.code = details.code ?? 0;
    this.reqId = details.reqId ?? '';
    this.data = details.data;
  }
}
