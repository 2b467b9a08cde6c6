export {
  FALLBACK_ERROR_MESSAGE,
  NOTICE_DURATION_MS,
  RELOGIN_CODES,
  REQUEST_TIMEOUT_MS,
  SUCCESS_CODE,
  TOKEN_HEADER,
  isReloginCode,
} from './constants';
export { createHttpClient } from './create-http-client';
export { isEnvelope } from './envelope';
export { HttpClientError, isHttpClientError } from './errors';
export { serializeParams } from './params';

export type {
  BodilessMethod,
  BodyMethod,
  DeleteOptions,
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  RequestConfig,
  RequestOptions,
} from './create-http-client';
export type { Envelope } from './envelope';
export type { HttpClientErrorInit, HttpClientErrorKind } from './errors';
export type { Notice, Notifier, ReloginHandler } from './notice';
export type { PageAnswer } from './page';
export type { QueryParams } from './params';
