import type { HttpClient } from '@org/http-client';

type AxiosAdapter = NonNullable<HttpClient['axios']['defaults']['adapter']>;
type AdapterConfig = Parameters<Extract<AxiosAdapter, (...args: never[]) => unknown>>[0];

/** A request as a mock answer sees it. */
export interface MockRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  token: string | null;
}

/** Answers `{ code, message, data }`: return an envelope, or `data` for a success. */
export type MockHandler = (request: MockRequest) => {
  code: number;
  message?: string;
  data?: unknown;
};

/**
 * An axios adapter that answers from `handler` without a network (stories and tests of the
 * apps): every request becomes an HTTP 200 envelope.
 */
export function mockAdapter(handler: MockHandler, delayMs = 0): AxiosAdapter {
  return async (config: AdapterConfig) => {
    const url = new URL(config.url ?? '/', 'http://mock');
    const params = config.params as Record<string, unknown> | undefined;
    for (const [key, value] of Object.entries(params ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.append(key, String(value));
    }
    let body: unknown = config.data;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // a body that is not JSON is given as it is
      }
    }
    const headers = config.headers as { get?: (name: string) => unknown } | undefined;
    const token = headers?.get?.('X-Token');
    const answer = handler({
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body,
      token: typeof token === 'string' ? token : null,
    });
    if (delayMs > 0) await new Promise((done) => setTimeout(done, delayMs));
    return {
      data: { message: answer.code === 20000 ? 'success' : 'Error', data: null, ...answer },
      status: 200,
      statusText: 'OK',
      headers: { 'content-type': 'application/json' },
      config,
    };
  };
}
