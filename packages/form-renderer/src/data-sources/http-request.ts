import { DataSourceError } from './errors';

/**
 * The request of a form data source, sent with `fetch`: params as the query string for GET,
 * as a JSON body otherwise. Kept free of any HTTP library so the core entry stays small.
 */

/** The request a data source sends; `requestFunc` scripts receive and return it. */
export interface DataSourceRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  params: Record<string, unknown>;
  /** Body for methods other than GET; the params are sent when it is absent. */
  data?: unknown;
}

function queryValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A query string for params: arrays as repeated keys (`ids=1&ids=2`), objects as JSON text,
 * dates as ISO text; null and undefined left out.
 */
export function toQueryString(params: Readonly<Record<string, unknown>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== null && item !== undefined) search.append(name, queryValue(item));
    } else {
      search.append(name, queryValue(value));
    }
  }
  return search.toString();
}

function withQuery(url: string, query: string): string {
  if (!query) return url;
  const hash = url.indexOf('#');
  const base = hash >= 0 ? url.slice(0, hash) : url;
  const fragment = hash >= 0 ? url.slice(hash) : '';
  return `${base}${base.includes('?') ? '&' : '?'}${query}${fragment}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends the request; resolves with the parsed body (JSON when it parses, else text). */
export async function sendHttpRequest(
  request: DataSourceRequest,
  fetchImpl: typeof fetch,
  signal?: AbortSignal,
): Promise<unknown> {
  const method = (request.method || 'GET').toUpperCase();
  const headers: Record<string, string> = { ...request.headers };
  let url = request.url;
  let body: string | undefined;
  if (method === 'GET' || method === 'HEAD') {
    url = withQuery(url, toQueryString(request.params ?? {}));
  } else {
    body = JSON.stringify(request.data ?? request.params ?? {});
    if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
      headers['Content-Type'] = 'application/json';
    }
  }
  let response: Response;
  try {
    response = await fetchImpl(url, { method, headers, body, signal });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new DataSourceError(message || 'Network error', 0, null);
  }
  const parsed = await readBody(response);
  if (!response.ok) {
    throw new DataSourceError(
      `HTTP ${response.status} ${response.statusText}`.trim(),
      response.status,
      parsed,
    );
  }
  return parsed;
}
