import type { DataSource } from '@org/form-schema';
import { createScriptHost, type ScriptHost } from '../scripts/script-host';
import { UnknownDataSourceError } from './errors';
import { findDataSource } from './lazy-data-sources';
import { sendHttpRequest, type DataSourceRequest } from './http-request';
import type { RequestDataSourceOptions } from './request-data-source';

/** The header that carries the session token. */
export const TOKEN_HEADER = 'X-Token';

export interface DataSourceClientOptions {
  sources: readonly DataSource[];
  /** The host's token, sent as `X-Token` (replacing a token saved with the data source). */
  getToken?: () => string | null | undefined;
  /** Runs `requestFunc`, `responseFunc` and `errorFunc` (only when scripts are on). */
  scripts: ScriptHost;
  fetch?: typeof fetch;
  /** Called with every stored result. */
  onResult?: (source: DataSource, result: unknown) => void;
}

/** The form's data sources: requests, and their results stored by key. */
export interface DataSourceClient {
  /** The source with this name, or else this key. */
  find(nameOrKey: string): DataSource | undefined;
  /**
   * Sends the source's request and stores the result under its key. Rejects for an unknown
   * source and for a failure (after the source's `errorFunc` ran).
   */
  send(nameOrKey: string, args?: unknown): Promise<unknown>;
  /** The stored result, else the request in flight, else a new request. */
  load(nameOrKey: string, args?: unknown): Promise<unknown>;
  /** Whether a result is stored, and what it is. */
  result(nameOrKey: string): { stored: boolean; value: unknown };
  /** The stored results by key. */
  results(): Readonly<Record<string, unknown>>;
  /** Sends every `auto` source; failures are left to their `errorFunc`. */
  fetchAuto(): Promise<void>;
  /** Forgets every stored result (refresh). */
  clear(): void;
}

function withToken(headers: Record<string, string>, token: string | null | undefined) {
  if (!token) return headers;
  const kept = Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== TOKEN_HEADER.toLowerCase()),
  );
  return { ...kept, [TOKEN_HEADER]: token };
}

function plainRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * The request a sandboxed `requestFunc` answered, as sent: it goes where the data source says
 * (its url and method), with the params, headers and body the function gave, and the host's
 * token, which the function never saw.
 */
function sandboxedRequest(
  declared: DataSourceRequest,
  given: Partial<DataSourceRequest>,
  token: string | null | undefined,
): DataSourceRequest {
  const headers = Object.fromEntries(
    Object.entries(plainRecord(given.headers) ?? declared.headers).map(([name, value]) => [
      name,
      String(value),
    ]),
  );
  const request: DataSourceRequest = {
    url: declared.url,
    method: declared.method,
    headers: withToken(headers, token),
    params: plainRecord(given.params) ?? declared.params,
  };
  if (given.data !== undefined) request.data = given.data;
  return request;
}

export function createDataSourceClient(options: DataSourceClientOptions): DataSourceClient {
  const stored = new Map<string, unknown>();
  const inFlight = new Map<string, Promise<unknown>>();
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  const find = (nameOrKey: string) => findDataSource(options.sources, nameOrKey);

  async function request(source: DataSource, args: unknown): Promise<unknown> {
    const label = source.name || source.key;
    const isolated = options.scripts.isolated;
    const token = options.getToken?.();
    const declared: DataSourceRequest = {
      url: source.url,
      method: source.method || 'GET',
      headers: isolated ? { ...(source.headers ?? {}) } : withToken({ ...source.headers }, token),
      params: { ...(source.params ?? {}) },
    };
    try {
      const changed = options.scripts.runHook(
        `${label}.requestFunc`,
        source.requestFunc,
        ['config', 'args'],
        [declared, args],
        declared,
      );
      const given = (
        changed && typeof changed === 'object' ? changed : declared
      ) as DataSourceRequest;
      const config = isolated ? sandboxedRequest(declared, given, token) : given;
      const answer = await sendHttpRequest(config, fetchImpl);
      const result = await options.scripts.runHook(
        `${label}.responseFunc`,
        source.responseFunc,
        ['res', 'args'],
        [answer, args],
        answer,
      );
      stored.set(source.key, result);
      options.onResult?.(source, result);
      return result;
    } catch (error) {
      try {
        options.scripts.runHook(
          `${label}.errorFunc`,
          source.errorFunc,
          ['error'],
          [error],
          undefined,
        );
      } catch {
        // A failing error hook must not hide the request's own failure.
      }
      throw error;
    }
  }

  function send(nameOrKey: string, args?: unknown): Promise<unknown> {
    const source = find(nameOrKey);
    if (!source) return Promise.reject(new UnknownDataSourceError(nameOrKey));
    const pending = request(source, args);
    inFlight.set(source.key, pending);
    const settle = () => {
      if (inFlight.get(source.key) === pending) inFlight.delete(source.key);
    };
    pending.then(settle, settle);
    return pending;
  }

  return {
    find,
    send,
    load(nameOrKey, args) {
      const source = find(nameOrKey);
      if (!source) return Promise.reject(new UnknownDataSourceError(nameOrKey));
      if (stored.has(source.key)) return Promise.resolve(stored.get(source.key));
      return inFlight.get(source.key) ?? send(source.key, args);
    },
    result(nameOrKey) {
      const source = find(nameOrKey);
      if (!source || !stored.has(source.key)) return { stored: false, value: undefined };
      return { stored: true, value: stored.get(source.key) };
    },
    results: () => Object.fromEntries(stored),
    async fetchAuto() {
      const auto = options.sources.filter((source) => source.auto);
      await Promise.all(auto.map((source) => send(source.key).catch(() => undefined)));
    },
    clear() {
      stored.clear();
    },
  };
}

/** One source's request outside a form (`requestDataSource`), its functions run as trusted. */
export function requestOnce(
  source: DataSource,
  options: RequestDataSourceOptions,
): Promise<unknown> {
  const scripts = createScriptHost({
    enabled: options.scripts ?? true,
    scripts: [],
    api: () => undefined,
    report: () => undefined,
  });
  const client = createDataSourceClient({
    sources: [source],
    scripts,
    getToken: options.getToken,
    fetch: options.fetch,
  });
  return client.send(source.key, options.args);
}
