/**
 * File uploads of the upload widgets, through `@org/upload-sdk` (`sdk-upload.ts`). Direct mode
 * posts the file as multipart form data to the widget's `action` (fields `file`, `fname`,
 * `key`, plus its custom headers); a JSON answer with a `url` is a success, anything else an
 * error. Cloud mode (`isQiniu`) uploads over the Qiniu protocol with a token from the widget's
 * token function or data source, or hands file and token to the host's own `cloudUpload`.
 */
import { createKey, type FileUploadWidget, type ImgUploadWidget } from '@org/form-schema';
import type { UploadConfig } from '@org/upload-sdk';
import type { UploadFileRequest, UploadFileResult } from '../contract';
import { sdkCloudUpload, sdkDirectUpload } from './sdk-upload';
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
  /**
   * Uploads files of widgets in cloud-storage mode (`options.isQiniu`) instead of the built-in
   * `@org/upload-sdk` uploader.
   */
  cloudUpload?: CloudUpload;
  /**
   * Configuration of the built-in cloud uploader, e.g. `{ apiHost: 'https://files.example.com/storage' }`
   * for an own Qiniu-compatible server (the platform server's `/storage`).
   */
  cloud?: UploadConfig;
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
      const token = await deps.getUploadToken(widget);
      if (!token) throw new UploadError('no-token', 'No upload token is available');
      const request: CloudUploadRequest = {
        file,
        token,
        domain: options.domain ?? '',
        key,
        widget,
        onProgress,
        signal,
      };
      const result = settings.cloudUpload
        ? await settings.cloudUpload(request)
        : await sdkCloudUpload({
            ...request,
            config: settings.cloud,
            refreshToken: () => deps.getUploadToken(widget),
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
    return sdkDirectUpload({
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
