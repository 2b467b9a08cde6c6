import axios, {
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
  isAxiosError,
} from 'axios';
import { NOTICE_DURATION_MS, REQUEST_TIMEOUT_MS, TOKEN_HEADER, isReloginCode } from './constants';
import type { Envelope } from './envelope';
import { type HttpClientError, isHttpClientError } from './errors';
import { type Notifier, type ReloginHandler, callHook } from './notice';
import { type QueryParams, serializeParams } from './params';
import { createReloginGate } from './relogin-gate';
import { errorFromAxiosError, errorFromResponse } from './to-client-error';

export interface HttpClientOptions {
  /** Prefix of every relative request URL; `''` for the page's own origin. */
  baseURL: string;
  /** Returns the session token; sent as `X-Token` when it is a non-empty string. */
  getToken?: () => string | null | undefined;
  /** Shows a failure to the user. Not called for aborted requests or `silent` ones. */
  notify?: Notifier;
  /**
   * Asks the user to sign in again when an envelope carries one of `RELOGIN_CODES`. Called once
   * per burst; see `resetRelogin`. When given, these failures are not passed to `notify`.
   */
  onRelogin?: ReloginHandler;
  /** Milliseconds before a request fails with kind `'timeout'`; default 60000. */
  timeout?: number;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /**
   * Returns the language the user reads (`zh-CN`, `en-US`); sent as `Accept-Language` so that
   * the server's messages come in it. Read for every request: a switch applies at once.
   */
  getLanguage?: () => string | null | undefined;
}

export interface RequestOptions {
  params?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Overrides the client's timeout for this request. */
  timeout?: number;
  /** Do not call the notifier when this request fails (the caller handles it). */
  silent?: boolean;
  /** Resolve with the whole envelope instead of its `data`. */
  envelope?: boolean;
}

export interface DeleteOptions extends RequestOptions {
  /** Request body of the DELETE. */
  data?: unknown;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

export interface RequestConfig extends RequestOptions {
  method: HttpMethod | Uppercase<HttpMethod>;
  url: string;
  /** Request body, sent as JSON when it is a plain object or array. */
  data?: unknown;
}

/** A method without a body argument; resolves with the envelope's `data` unless asked otherwise. */
export interface BodilessMethod<O extends RequestOptions = RequestOptions> {
  <T = unknown>(url: string, options: O & { envelope: true }): Promise<Envelope<T>>;
  <T = unknown>(url: string, options?: O & { envelope?: false }): Promise<T>;
  <T = unknown>(url: string, options?: O): Promise<T | Envelope<T>>;
}

/** A method with a body argument; resolves with the envelope's `data` unless asked otherwise. */
export interface BodyMethod {
  <T = unknown>(
    url: string,
    body: unknown,
    options: RequestOptions & { envelope: true },
  ): Promise<Envelope<T>>;
  <T = unknown>(
    url: string,
    body?: unknown,
    options?: RequestOptions & { envelope?: false },
  ): Promise<T>;
  <T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<T | Envelope<T>>;
}

export interface HttpClient {
  /**
   * The configured axios instance. Requests made with it get the same token header, query
   * format, timeout, envelope checks, notices and re-login handling, and resolve with the
   * axios response whose `data` is the envelope.
   */
  readonly axios: AxiosInstance;
  request: {
    <T = unknown>(config: RequestConfig & { envelope: true }): Promise<Envelope<T>>;
    <T = unknown>(config: RequestConfig & { envelope?: false }): Promise<T>;
    <T = unknown>(config: RequestConfig): Promise<T | Envelope<T>>;
  };
  get: BodilessMethod;
  delete: BodilessMethod<DeleteOptions>;
  post: BodyMethod;
  put: BodyMethod;
  /** Re-arms the re-login hook, e.g. when the user dismissed the prompt and stays signed out. */
  resetRelogin(): void;
  /** True while a re-login prompt is pending for the current token. */
  isReloginPending(): boolean;
}

/** Per-request flags carried inside the axios config, where the interceptors read them. */
interface ClientFlags {
  silent?: boolean;
}

/** Creates the platform's HTTP client. Nothing here touches the DOM; it runs in Node and workers. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { getToken, getLanguage, notify, onRelogin } = options;
  const currentToken = (): string | undefined => {
    const token = getToken?.();
    return typeof token === 'string' && token !== '' ? token : undefined;
  };
  const gate = createReloginGate(currentToken);

  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    headers: options.headers,
    paramsSerializer: { serialize: (params) => serializeParams(params as QueryParams) },
    // Report a timeout as ETIMEDOUT so it cannot be mistaken for another kind of abort.
    transitional: { clarifyTimeoutError: true },
    // The platform authenticates with the token header, not cookies, so no XSRF cookie is read:
    // in browsers with the Cookie Store API axios reads it asynchronously, and every request
    // then waits for the page's main thread to be free before it leaves.
    withXSRFToken: false,
  });

  // synchronous: the request leaves within the call, before any queued rendering runs
  instance.interceptors.request.use(
    (config) => {
      const token = currentToken();
      if (token !== undefined && !config.headers.has(TOKEN_HEADER)) {
        config.headers.set(TOKEN_HEADER, token);
      }
      const language = getLanguage?.();
      if (language && !config.headers.has('Accept-Language')) {
        config.headers.set('Accept-Language', language);
      }
      return config;
    },
    undefined,
    { synchronous: true },
  );

  // Which token a failed request carried; compared with the current one to spot stale failures.
  const sentToken = (config: InternalAxiosRequestConfig | undefined): string | undefined => {
    if (!getToken) return undefined;
    const value = config?.headers.get(TOKEN_HEADER);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };

  const report = (error: HttpClientError, config: InternalAxiosRequestConfig | undefined): void => {
    if (error.kind === 'aborted') return;
    if (onRelogin && error.kind === 'envelope' && isReloginCode(error.code)) {
      const token = sentToken(config);
      // A request sent without a token by a client that has a token source belongs to no
      // session (e.g. one asked while signing out): there is no login to renew.
      if (getToken && token === undefined) return;
      if (gate.admit(token)) callHook(onRelogin, error);
      return;
    }
    if ((config as ClientFlags | undefined)?.silent === true) return;
    callHook(notify, {
      type: 'error',
      message: error.message,
      duration: NOTICE_DURATION_MS,
      ...(error.code === undefined ? {} : { code: error.code }),
      error,
    });
  };

  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      const error = errorFromResponse(response);
      if (!error) return response;
      report(error, response.config);
      throw error;
    },
    (failure: unknown) => {
      if (isHttpClientError(failure) || !isAxiosError(failure)) throw failure;
      const error = errorFromAxiosError(failure);
      report(error, failure.config);
      throw error;
    },
  );

  const send = async (config: RequestConfig): Promise<unknown> => {
    const { envelope, silent, method, ...rest } = config;
    const axiosConfig: AxiosRequestConfig & ClientFlags = {
      ...rest,
      method: method.toLowerCase(),
      silent,
    };
    const response = await instance.request<Envelope>(axiosConfig);
    return envelope === true ? response.data : response.data.data;
  };

  return {
    axios: instance,
    request: send as HttpClient['request'],
    get: ((url: string, opts?: RequestOptions) =>
      send({ ...opts, method: 'get', url })) as BodilessMethod,
    delete: ((url: string, opts?: DeleteOptions) =>
      send({ ...opts, method: 'delete', url })) as BodilessMethod<DeleteOptions>,
    post: ((url: string, body?: unknown, opts?: RequestOptions) =>
      send({ ...opts, method: 'post', url, data: body })) as BodyMethod,
    put: ((url: string, body?: unknown, opts?: RequestOptions) =>
      send({ ...opts, method: 'put', url, data: body })) as BodyMethod,
    resetRelogin: gate.reset,
    isReloginPending: gate.isPending,
  };
}
