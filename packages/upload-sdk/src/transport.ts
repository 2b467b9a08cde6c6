/**
 * The one thing the uploader needs from the platform: send a request, answer status, headers
 * and text. Browsers and workers get XMLHttpRequest (the only way to see upload progress);
 * Node gets its own HTTP client (`nodeTransport`, when the package is loaded through its
 * `node` export condition, as Node itself does) and other runtimes `fetch`. Nothing is looked
 * up before the first request.
 */
import { fetchTransport } from './fetch-transport';
import { xhrTransport } from './xhr-transport';

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Readonly<Record<string, string>>;
  body?: Blob | FormData | string | null;
  signal?: AbortSignal;
  /** Bytes of the body sent so far, and the body's total when known. */
  onUploadProgress?: (loaded: number, total: number) => void;
  /** Send cookies to another origin (XMLHttpRequest's `withCredentials`). */
  withCredentials?: boolean;
}

export interface HttpResponse {
  status: number;
  /** A response header by name (case-insensitive); null when absent or not exposed. */
  header(name: string): string | null;
  text: string;
}

/**
 * Sends a request. Resolves with any HTTP answer (also 4xx and 5xx); rejects with an
 * `UploadError` of kind 'network' when there is no answer, or with the signal's reason after
 * an abort.
 */
export type Transport = (request: HttpRequest) => Promise<HttpResponse>;

let runtimeTransport: Transport = fetchTransport;

/**
 * Makes `transport` the default where there is no XMLHttpRequest. Only the package's Node entry
 * calls this, once, when it loads.
 */
export function setRuntimeTransport(transport: Transport): void {
  runtimeTransport = transport;
}

/**
 * XMLHttpRequest where it exists (browsers, workers); otherwise Node's HTTP client in Node and
 * `fetch` elsewhere.
 */
export const defaultTransport: Transport = (request) =>
  typeof XMLHttpRequest === 'function' ? xhrTransport(request) : runtimeTransport(request);
