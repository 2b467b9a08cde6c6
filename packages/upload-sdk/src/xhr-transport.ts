import { UploadError, abortReason } from './errors';
import type { HttpRequest, HttpResponse } from './transport';

/** Sends a request with XMLHttpRequest, reporting upload progress from `xhr.upload`. */
export function xhrTransport(request: HttpRequest): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open(request.method, request.url, true);
    xhr.responseType = 'text';
    xhr.withCredentials = request.withCredentials === true;
    for (const [name, value] of Object.entries(request.headers ?? {})) {
      xhr.setRequestHeader(name, value);
    }
    if (request.onUploadProgress) {
      const report = request.onUploadProgress;
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) report(event.loaded, event.total);
      });
    }
    xhr.addEventListener('load', () => {
      settle();
      resolve({
        status: xhr.status,
        header: (name) => xhr.getResponseHeader(name),
        text: typeof xhr.responseText === 'string' ? xhr.responseText : '',
      });
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(
        new UploadError('network', `No answer from ${request.url} (network error)`, { code: 0 }),
      );
    });
    xhr.addEventListener('timeout', () => {
      settle();
      reject(new UploadError('network', `No answer from ${request.url} (timeout)`, { code: 0 }));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortReason(signal));
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(request.body ?? null);
  });
}
