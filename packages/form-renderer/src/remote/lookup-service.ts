/**
 * The platform's dictionary and data-view services, used by remote options of type `dict` and
 * `dataView`. Requests go through `@org/http-client` (the envelope `{ code, message, data }`,
 * the `X-Token` header), loaded only when a form first needs one of these services, so forms
 * without them do not pay for the HTTP library.
 */

/** Path of the dictionary lookup (POST, body: a list of dictionary codes). */
export const DICT_BY_CODE_PATH = '/sysDict/v1/dictByCode';
/** Path of the data-view query (POST, body: `{ viewId, queryParamListStr }`). */
export const DATA_VIEW_QUERY_PATH = '/view/v1/sql/resultAppendNotPage';

/** An answer envelope as the platform's services send it. */
export interface LookupEnvelope {
  code?: number;
  success?: boolean;
  message?: string;
  data?: unknown;
}

/** What the renderer needs of an HTTP client: `@org/http-client`'s `HttpClient` fits. */
export interface LookupHttpClient {
  post(
    url: string,
    body?: unknown,
    options?: { silent?: boolean; envelope?: true },
  ): Promise<unknown>;
}

/** Where the lookup services are: ready clients, or base URLs to create clients for. */
export interface LookupEndpoints {
  /** Client for the dictionary service (its base URL includes the service prefix). */
  dictClient?: LookupHttpClient;
  /** Client for the data-view service. */
  dataViewClient?: LookupHttpClient;
  /** Base URL of the dictionary service, e.g. `/ibsp-bg-auth`. */
  dictBaseUrl?: string;
  /** Base URL of the data-view service. */
  dataViewBaseUrl?: string;
}

export interface LookupService {
  /** The items of a dictionary: `data[0].list` of the dictionary answer. */
  dictionary(code: string): Promise<unknown[]>;
  /** The records of a data view. */
  dataView(viewId: string, params?: readonly unknown[]): Promise<unknown[]>;
}

/** A lookup that could not be made or was refused; `message` is the service's text. */
export class LookupError extends Error {
  /** `no-endpoint`: no client or base URL for the service; `lookup-failed`: the call failed. */
  readonly code: 'lookup-failed' | 'no-endpoint';
  readonly service: 'dict' | 'dataView' | undefined;
  constructor(
    message: string,
    code: LookupError['code'] = 'lookup-failed',
    service?: 'dict' | 'dataView',
  ) {
    super(message);
    this.name = 'LookupError';
    this.code = code;
    this.service = service;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function records(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (isRecord(data)) {
    for (const name of ['records', 'list', 'rows']) {
      const value = data[name];
      if (Array.isArray(value)) return value;
    }
  }
  return [];
}

export function createLookupService(
  endpoints: () => LookupEndpoints,
  getToken: () => string | null | undefined,
): LookupService {
  const created = new Map<string, Promise<LookupHttpClient>>();

  const clientFor = (service: 'dict' | 'dataView'): Promise<LookupHttpClient> => {
    const current = endpoints();
    const ready = service === 'dict' ? current.dictClient : current.dataViewClient;
    if (ready) return Promise.resolve(ready);
    const baseURL = service === 'dict' ? current.dictBaseUrl : current.dataViewBaseUrl;
    if (baseURL === undefined) {
      return Promise.reject(
        new LookupError(
          `No address is configured for the ${service === 'dict' ? 'dictionary' : 'data-view'} service`,
          'no-endpoint',
          service,
        ),
      );
    }
    let client = created.get(baseURL);
    if (!client) {
      client = import('@org/http-client').then(({ createHttpClient }) =>
        createHttpClient({ baseURL, getToken: () => getToken() ?? undefined }),
      );
      created.set(baseURL, client);
    }
    return client;
  };

  const post = async (service: 'dict' | 'dataView', path: string, body: unknown) => {
    const client = await clientFor(service);
    let answer: unknown;
    try {
      answer = await client.post(path, body, { silent: true, envelope: true });
    } catch (error) {
      throw new LookupError(error instanceof Error ? error.message : String(error));
    }
    const envelope: LookupEnvelope = isRecord(answer) ? answer : { data: answer };
    if (envelope.success === false) throw new LookupError(envelope.message || 'Error');
    return envelope.data;
  };

  return {
    async dictionary(code) {
      const data = await post('dict', DICT_BY_CODE_PATH, [code]);
      const first: unknown = Array.isArray(data) ? data[0] : undefined;
      const list = isRecord(first) ? first.list : undefined;
      return Array.isArray(list) ? list : [];
    },
    async dataView(viewId, params = []) {
      const data = await post('dataView', DATA_VIEW_QUERY_PATH, {
        viewId,
        queryParamListStr: JSON.stringify(params),
      });
      return records(data);
    },
  };
}
