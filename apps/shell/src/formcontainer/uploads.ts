import {
  API,
  DATAVIEW_SERVICE_BASE,
  type RouteData,
  SERVICE_BASES,
  routeUrl,
} from '@org/api-contract';
import type { LookupEndpoints, UploadFileRequest, UploadFileResult } from '@org/form-renderer';
import type { useHttp } from '@org/app-kit';

type UploadToken = RouteData<typeof API.storage.uploadToken>;
/** The app's HTTP client. */
type HttpClient = ReturnType<typeof useHttp>;

/** The platform's direct upload, where direct-mode widgets without an address of their own post. */
const DIRECT_UPLOAD_PATH = routeUrl(API.storage.directUpload);

/** Whole percents that only go forwards, as the widgets show them. */
function forwards(report: (percent: number) => void) {
  let shown = 0;
  return (progress: { total: { percent: number } }) => {
    const percent = Math.floor(progress.total.percent);
    if (percent <= shown) return;
    shown = percent;
    report(percent);
  };
}

/**
 * Uploads of a filled-in form, through `@org/upload-sdk` (loaded with the first file), each
 * file recorded as the application's (`appCode`):
 * - cloud-storage widgets: a token from the platform (`API.storage.uploadToken`), the file
 *   sent over the storage protocol to the host the token names, its address from the token's
 *   domain (the widget's own domain and token function are for other hosts);
 * - direct widgets without an address, or with the platform's: the platform's direct upload;
 * - direct widgets with another address: posted there as the widget says, with its headers.
 */
export function createFormUploader(
  http: HttpClient,
  appCode: string,
  getToken: () => string | null | undefined,
) {
  const token = (): Promise<UploadToken> =>
    http.get<UploadToken>(routeUrl(API.storage.uploadToken), { params: { appCode } });

  return async ({
    file,
    widget,
    onProgress,
    signal,
  }: UploadFileRequest): Promise<UploadFileResult> => {
    const sdk = await import('@org/upload-sdk');
    const options = widget.options;
    if (options.isQiniu) {
      const first = await token();
      let used = false;
      const result = await sdk.uploadFile(file, {
        token: async () => {
          if (!used) {
            used = true;
            return first.uptoken;
          }
          return (await token()).uptoken;
        },
        putExtra: { fname: file.name },
        domain: first.domain,
        config: { apiHost: first.apiHost, uphost: first.uploadHost },
        signal,
        onProgress: forwards(onProgress),
      });
      return {
        url: result.url ?? sdk.fileUrl(first.domain, result.key),
        key: result.key,
        name: file.name,
      };
    }
    const action = options.action?.trim() || DIRECT_UPLOAD_PATH;
    const own = action === DIRECT_UPLOAD_PATH;
    const headers: Record<string, string> = {};
    const session = getToken();
    if (session) headers['X-Token'] = session;
    for (const header of options.headers ?? []) {
      if (header?.key) headers[header.key] = String(header.value ?? '');
    }
    const result = await sdk.directUpload(file, {
      action,
      fname: file.name,
      headers,
      ...(own ? { fields: { appCode } } : {}),
      signal,
      onProgress: forwards(onProgress),
    });
    return { url: result.url, ...(result.key ? { key: result.key } : {}), name: file.name };
  };
}

/**
 * The upload token of a cloud-storage widget, from the platform, for the application: the
 * widgets show their picker once one exists. Direct-mode widgets need none.
 */
export function createUploadTokenGetter(http: HttpClient, appCode: string) {
  return async (widget: UploadFileRequest['widget']): Promise<string | null> => {
    if (!widget.options.isQiniu) return '';
    try {
      const answer = await http.get<UploadToken>(routeUrl(API.storage.uploadToken), {
        params: { appCode },
        silent: true,
      });
      return answer.uptoken;
    } catch {
      return null;
    }
  };
}

/**
 * Where remote options of type `dict` and `dataView` are looked up: the platform's dictionary
 * and data-view services, called through the app's client (token, expired-login prompt).
 */
export function lookupThrough(http: HttpClient): LookupEndpoints {
  const through = (base: string) => ({
    post: (url: string, body?: unknown, options?: { silent?: boolean; envelope?: true }) =>
      http.post(`${base}${url}`, body, options),
  });
  return {
    dictClient: through(SERVICE_BASES.auth),
    dataViewClient: through(DATAVIEW_SERVICE_BASE),
  };
}
