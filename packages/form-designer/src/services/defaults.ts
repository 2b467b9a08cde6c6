/**
 * The designer's default services: look-ups over `@org/http-client` at the platform's own
 * paths, and a notifier the designer shows as MUI snackbars. A host replaces any member
 * through `<FormDesigner services>`.
 */
import type { LookupHttpClient } from '@org/form-renderer';
import { LOOKUP_PAGE_SIZE } from '@org/form-schema';
import { createHttpClient, type HttpClient } from '@org/http-client';
import type {
  DataViewFilter,
  DataViewSummary,
  DesignerNotice,
  DesignerServices,
  DictionarySummary,
  ViewColumn,
} from './types';

/**
 * Where the platform serves the designer's look-ups (the server's dictionary, data-view and
 * storage routes, each with its service prefix).
 */
export const DEFAULT_ENDPOINTS = Object.freeze({
  /** POST, body `{ pageNo, pageSize, status }`; answers `data.list`. */
  dictionaryList: '/ibsp-bg-auth/sysDict/v1/dictPaging',
  /** GET, query `{ pageNumber, pageSize, viewStatus, viewType, … }`; answers `data.records`. */
  dataViewList: '/dataview-service/view/v1/list',
  /** GET, query `{ viewId }`; answers `data.list`. */
  viewColumns: '/dataview-service/view/v1/columns',
  /** GET; answers `data.uptoken`. */
  uploadToken: '/ibsp-bg-auth/storage/v1/uptoken',
  /** Base of the dictionary service, for the preview's dictionary options. */
  dictionaryService: '/ibsp-bg-auth',
  /** Base of the data-view service, for the preview's data-view options. */
  dataViewService: '/dataview-service',
});

export type DesignerEndpoints = { [K in keyof typeof DEFAULT_ENDPOINTS]: string };

/** What a default service needs of an HTTP client: `@org/http-client`'s `HttpClient` fits. */
export type DesignerHttpClient = Pick<HttpClient, 'get' | 'post'>;

export interface DefaultServicesOptions {
  /** A ready client (the host's, with its token and notices); else one is created. */
  client?: DesignerHttpClient;
  /** Base URL of the created client; `''` (the page's own origin) by default. */
  baseURL?: string;
  /** The session token: sent as `X-Token` by the created client, stored by saved data sources. */
  getToken?: () => string | null | undefined;
  /** Paths of the look-ups, when the host serves them elsewhere. */
  endpoints?: Partial<DesignerEndpoints>;
  /** Where notices go: the created client's failures and the designer's own messages. */
  notify: (notice: DesignerNotice) => void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The array a page answer holds (`list` or `records`), or an empty one. */
function rows(data: unknown, field: 'list' | 'records'): Record<string, unknown>[] {
  const found = Array.isArray(data) ? data : isRecord(data) ? data[field] : undefined;
  return Array.isArray(found) ? found.filter(isRecord) : [];
}

/** A renderer look-up client over the designer's client, below a service's base. */
function below(client: () => DesignerHttpClient, base: string): LookupHttpClient {
  return {
    post: (url, body, options = {}) => {
      const { envelope, silent } = options;
      return envelope
        ? client().post(`${base}${url}`, body, { silent, envelope })
        : client().post(`${base}${url}`, body, { silent });
    },
  };
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Services over the platform's HTTP API; see `DEFAULT_ENDPOINTS`. */
export function createDefaultServices(options: DefaultServicesOptions): DesignerServices {
  const { notify } = options;
  const endpoints: DesignerEndpoints = { ...DEFAULT_ENDPOINTS, ...options.endpoints };
  let created: DesignerHttpClient | undefined;
  const client = (): DesignerHttpClient =>
    options.client ??
    (created ??= createHttpClient({
      baseURL: options.baseURL ?? '',
      getToken: options.getToken,
      notify: (notice) => notify({ type: 'error', message: notice.message }),
    }));

  return {
    async listDictionaries(): Promise<DictionarySummary[]> {
      const data = await client().post(endpoints.dictionaryList, {
        pageNo: 1,
        pageSize: LOOKUP_PAGE_SIZE,
        status: 1,
      });
      return rows(data, 'list').map((row) => ({
        dictName: text(row.dictName),
        dictCode: text(row.dictCode),
      }));
    },
    async listDataViews(filter: DataViewFilter = {}): Promise<DataViewSummary[]> {
      const params: Record<string, string | number> = {
        pageNumber: 1,
        pageSize: LOOKUP_PAGE_SIZE,
        viewStatus: 'PUBLISHED',
        viewType: 'VIEW',
      };
      for (const [name, value] of Object.entries(filter)) {
        if (typeof value === 'string' && value !== '') params[name] = value;
      }
      const data = await client().get(endpoints.dataViewList, { params });
      return rows(data, 'records').map((row) => ({
        id: text(row.id),
        viewComment: text(row.viewComment) || text(row.viewName),
      }));
    },
    async listViewColumns(viewId: string): Promise<ViewColumn[]> {
      const data = await client().get(endpoints.viewColumns, { params: { viewId } });
      return rows(data, 'list').map((row) => ({ columnName: text(row.columnName) }));
    },
    async getUploadToken(): Promise<string> {
      const data = await client().get(endpoints.uploadToken);
      const token = isRecord(data) ? text(data.uptoken) : text(data);
      if (token === '') throw new Error('The upload-token answer held no token');
      return token;
    },
    notify,
    ...(options.getToken ? { getToken: options.getToken } : {}),
    lookup: {
      dictClient: below(client, endpoints.dictionaryService),
      dataViewClient: below(client, endpoints.dataViewService),
    },
  };
}
