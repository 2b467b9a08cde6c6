/**
 * File uploads of the upload widgets. Direct mode posts the file as multipart form data to the
 * widget's `action` (fields `file`, `fname`, `key`, plus its custom headers) and reports
 * progress; a JSON answer with a `url` is a success, anything else an error. Cloud mode
 * (`isQiniu`) hands the file and token to a host-provided `cloudUpload` function (the cloud
 * uploader of `@org/upload-sdk` plugs in there).
 */
import { createKey, type FileUploadWidget, type ImgUploadWidget } from '@org/form-schema';
import type { UploadFileRequest, UploadFileResult } from '../contract';
import { UploadError } from './upload-error';

/** What a host's cloud uploader receives. */
export interface CloudUploadRequest {
  file: File;
  /** The upload token from the widget's token function or data source. */
  token: string;
  /** `options.domain`: the public address prefix of stored files. */
  domain: string;
  /** Storage key proposed for the file. */
  key: string;
  widget: ImgUploadWidget | FileUploadWidget;
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

export type CloudUpload = (request: CloudUploadRequest) => Promise<UploadFileResult>;

/** Upload settings a host gives the renderer. */
export interface UploadSettings {
  /** Uploads files of widgets in cloud-storage mode (`options.isQiniu`). */
  cloudUpload?: CloudUpload;
  /** Headers added to every direct upload (the widget's own headers win). */
  headers?: Readonly<Record<string, string>>;
  /** Send cookies with direct uploads to another origin. */
  withCredentials?: boolean;
}

/** A storage key for a file: random, keeping the file name readable. */
export function uploadKey(file: File): string {
  const name = file.name.replace(/[^\w.-]+/g, '_') || 'file';
  return `${createKey()}_${name}`;
}

function urlIn(answer: unknown): { url: string; key?: string } | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const record = answer as Record<string, unknown>;
  if (typeof record.url === 'string' && record.url !== '') {
    return { url: record.url, key: typeof record.key === 'string' ? record.key : undefined };
  }
  return record.data !== undefined ? urlIn(record.data) : undefined;
}

export interface DirectUploadRequest {
  file: File;
  action: string;
  headers: Readonly<Record<string, string>>;
  key: string;
  withCredentials?: boolean;
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

/** A multipart POST with progress (XMLHttpRequest: fetch cannot report upload progress). */
export function directUpload(request: DirectUploadRequest): Promise<UploadFileResult> {
  return new Promise((resolve, reject) => {
    if (request.signal.aborted) {
      reject(new UploadError('aborted', 'Upload aborted'));
      return;
    }
    const xhr = new XMLHttpRequest();
    let reported = 0;
    const progress = (percent: number) => {
      const next = Math.max(reported, Math.min(100, Math.round(percent)));
      if (next === reported) return;
      reported = next;
      request.onProgress(next);
    };
    xhr.open('POST', request.action, true);
    xhr.withCredentials = request.withCredentials === true;
    for (const [name, value] of Object.entries(request.headers)) {
      if (name) xhr.setRequestHeader(name, value);
    }
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) progress((event.loaded / event.total) * 100);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new UploadError('upload-failed', `HTTP ${xhr.status}`, xhr.status));
        return;
      }
      let answer: unknown;
      try {
        answer = JSON.parse(xhr.responseText) as unknown;
      } catch {
        reject(new UploadError('no-url', 'The upload answer is not JSON', xhr.status));
        return;
      }
      const found = urlIn(answer);
      if (!found) {
        reject(new UploadError('no-url', 'The upload answer carried no address', xhr.status));
        return;
      }
      progress(100);
      resolve({ url: found.url, key: found.key ?? request.key, name: request.file.name });
    });
    xhr.addEventListener('error', () => reject(new UploadError('upload-failed', 'Network error')));
    xhr.addEventListener('abort', () => reject(new UploadError('aborted', 'Upload aborted')));
    request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', request.file, request.file.name);
    body.append('fname', request.file.name);
    body.append('key', request.key);
    xhr.send(body);
  });
}

export interface UploadServiceDeps {
  settings: () => UploadSettings;
  getToken: () => string | null | undefined;
  getUploadToken: (widget: ImgUploadWidget | FileUploadWidget) => Promise<string | null>;
}

/** `services.uploadFile`: direct or cloud mode by the widget's options. */
export function createUploadFile(deps: UploadServiceDeps) {
  return async ({
    file,
    widget,
    onProgress,
    signal,
  }: UploadFileRequest): Promise<UploadFileResult> => {
    const options = widget.options;
    const key = uploadKey(file);
    const settings = deps.settings();
    if (options.isQiniu) {
      if (!settings.cloudUpload)
        throw new UploadError('no-cloud', 'Cloud storage uploads are not available');
      const token = await deps.getUploadToken(widget);
      if (!token) throw new UploadError('no-token', 'No upload token is available');
      const result = await settings.cloudUpload({
        file,
        token,
        domain: options.domain ?? '',
        key,
        widget,
        onProgress,
        signal,
      });
      if (!result || !result.url)
        throw new UploadError('no-url', 'The upload answer carried no address');
      return result;
    }
    if (!options.action) throw new UploadError('no-action', 'No upload address is configured');
    const headers: Record<string, string> = { ...settings.headers };
    const token = deps.getToken();
    if (token) headers['X-Token'] = token;
    for (const header of options.headers ?? []) {
      if (header && header.key) headers[header.key] = String(header.value ?? '');
    }
    return directUpload({
      file,
      action: options.action,
      headers,
      key,
      withCredentials: settings.withCredentials,
      onProgress,
      signal,
    });
  };
}
