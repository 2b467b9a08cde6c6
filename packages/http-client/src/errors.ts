import type { Envelope } from './envelope';

/**
 * What went wrong with a call:
 * - `'envelope'`: the server answered with an envelope whose code is not the success code;
 * - `'http'`: the server answered with an HTTP error status and no envelope;
 * - `'network'`: no answer at all (refused connection, DNS failure, connection reset, CORS);
 * - `'timeout'`: no answer within the timeout;
 * - `'aborted'`: the caller aborted the request through its `AbortSignal`;
 * - `'parse'`: a successful HTTP answer whose body is not JSON or not an envelope.
 */
export type HttpClientErrorKind = 'envelope' | 'http' | 'network' | 'timeout' | 'aborted' | 'parse';

export interface HttpClientErrorInit {
  kind: HttpClientErrorKind;
  message: string;
  /** Envelope code for kind `'envelope'`, otherwise the HTTP status when there was an answer. */
  code?: number;
  /** HTTP status of the answer, when there was one. */
  status?: number;
  /** Envelope `data` for kind `'envelope'`, otherwise the response body when there was one. */
  data?: unknown;
  /** The whole envelope for kind `'envelope'`. */
  envelope?: Envelope;
  method: string;
  url: string;
  cause?: unknown;
}

const BRAND = Symbol.for('@org/http-client/HttpClientError');

/**
 * The one error type a call rejects with. Switch on `kind`; `code` and `message` are what a
 * user-facing notice shows.
 */
export class HttpClientError extends Error {
  override readonly name = 'HttpClientError';
  readonly kind: HttpClientErrorKind;
  /** Envelope code (kind `'envelope'`) or HTTP status (`'http'`, `'parse'`); else undefined. */
  readonly code: number | undefined;
  /** HTTP status of the answer, or undefined when none arrived. */
  readonly status: number | undefined;
  /** Envelope `data`, or the raw response body for `'http'` and `'parse'`. */
  readonly data: unknown;
  /** The envelope as received, for kind `'envelope'`. */
  readonly envelope: Envelope | undefined;
  /** Upper-case HTTP method of the request. */
  readonly method: string;
  /** Request URL including the base URL, without the query string (it may carry secrets). */
  readonly url: string;

  constructor(init: HttpClientErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.data = init.data;
    this.envelope = init.envelope;
    this.method = init.method;
    this.url = init.url;
    Object.defineProperty(this, BRAND, { value: true });
  }
}

/**
 * True for an {@link HttpClientError}, also one created by another copy of this package
 * (an ES module and a CommonJS copy loaded side by side fail `instanceof`).
 */
export function isHttpClientError(value: unknown): value is HttpClientError {
  return (
    value instanceof HttpClientError ||
    (typeof value === 'object' && value !== null && BRAND in value)
  );
}
