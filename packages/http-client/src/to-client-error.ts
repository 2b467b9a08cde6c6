import {
  type AxiosError,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
  isCancel,
} from 'axios';
import { FALLBACK_ERROR_MESSAGE, SUCCESS_CODE } from './constants';
import { type Envelope, envelopeMessage, isEnvelope } from './envelope';
import { HttpClientError } from './errors';

type RequestConfigLike = Pick<InternalAxiosRequestConfig, 'method' | 'url' | 'baseURL'> | undefined;

/**
 * Checks a successful HTTP answer. Returns undefined when its body is an envelope with the
 * success code, otherwise the error the call fails with (kind `'envelope'` or `'parse'`).
 */
export function errorFromResponse(response: AxiosResponse): HttpClientError | undefined {
  const body: unknown = response.data;
  const request = requestOf(response.config);
  if (isEnvelope(body)) {
    return body.code === SUCCESS_CODE ? undefined : envelopeError(body, response.status, request);
  }
  return new HttpClientError({
    kind: 'parse',
    message:
      typeof body === 'string'
        ? 'The server answered with a body that is not JSON.'
        : 'The server answered with JSON that is not a {code, message, data} envelope.',
    code: response.status,
    status: response.status,
    data: body,
    ...request,
  });
}

/** Classifies a failure reported by axios (no answer, an HTTP error status, abort, timeout). */
export function errorFromAxiosError(error: AxiosError): HttpClientError {
  const request = requestOf(error.config);
  if (isCancel(error) || error.code === 'ERR_CANCELED') {
    return new HttpClientError({
      kind: 'aborted',
      message: 'The request was aborted.',
      cause: error,
      ...request,
    });
  }
  if (isTimeout(error)) {
    return new HttpClientError({
      kind: 'timeout',
      message: error.message,
      cause: error,
      ...request,
    });
  }
  const response = error.response;
  if (response) {
    const body: unknown = response.data;
    if (isEnvelope(body) && body.code !== SUCCESS_CODE) {
      // A server or gateway that sends its business error with an HTTP error status.
      return envelopeError(body, response.status, request, error);
    }
    if (response.status >= 200 && response.status < 300) {
      // Only reachable when axios itself refuses the body (strict JSON parsing configured).
      return new HttpClientError({
        kind: 'parse',
        message: error.message,
        code: response.status,
        status: response.status,
        data: body,
        cause: error,
        ...request,
      });
    }
    return new HttpClientError({
      kind: 'http',
      message: error.message,
      code: response.status,
      status: response.status,
      data: body,
      cause: error,
      ...request,
    });
  }
  return new HttpClientError({
    kind: 'network',
    message: error.message || error.code || 'Network Error',
    cause: error,
    ...request,
  });
}

function envelopeError(
  envelope: Envelope,
  status: number,
  request: { method: string; url: string },
  cause?: unknown,
): HttpClientError {
  return new HttpClientError({
    kind: 'envelope',
    message: envelopeMessage(envelope) || FALLBACK_ERROR_MESSAGE,
    code: envelope.code,
    status,
    data: envelope.data,
    envelope,
    cause,
    ...request,
  });
}

function isTimeout(error: AxiosError): boolean {
  return (
    error.code === 'ETIMEDOUT' || (error.code === 'ECONNABORTED' && /timeout/i.test(error.message))
  );
}

function requestOf(config: RequestConfigLike): { method: string; url: string } {
  return {
    method: (config?.method ?? 'get').toUpperCase(),
    url: withoutQuery(joinUrl(config?.baseURL, config?.url ?? '')),
  };
}

function joinUrl(base: string | undefined, url: string): string {
  if (!base || /^([a-z][a-z\d+.-]*:)?\/\//i.test(url)) return url;
  if (!url) return base;
  return `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

function withoutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}
