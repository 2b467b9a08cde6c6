/**
 * The widgets' uploads through `@org/upload-sdk`, loaded when the first file is picked.
 * Cloud mode speaks the Qiniu protocol (form upload up to 4 MiB, resumable 4 MiB blocks above,
 * retries, resume points); `upload.cloud` of the renderer's props configures it (the API host
 * of an own storage server, fixed upload hosts, a region, resume storage…). Direct mode posts
 * the file as multipart form data to the widget's action. Both report whole percents that
 * never go back and fail with the renderer's `UploadError`.
 */
import type * as UploadSdk from '@org/upload-sdk';
import type { UploadConfig, UploadProgress } from '@org/upload-sdk';
import type { UploadFileResult } from '../contract';
import { UploadError } from './upload-error';

/** What both modes receive from the widget. */
interface SdkUploadRequest {
  file: File;
  key: string;
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

export interface SdkCloudUploadRequest extends SdkUploadRequest {
  token: string;
  /** The public address prefix of stored files. */
  domain: string;
  config: UploadConfig | undefined;
  /** A new token after the server refused the current one (one refresh per upload). */
  refreshToken: () => Promise<string | null>;
}

export interface SdkDirectUploadRequest extends SdkUploadRequest {
  action: string;
  headers: Readonly<Record<string, string>>;
  withCredentials?: boolean;
}

/** Whole percents, only forwards. */
function percents(report: (percent: number) => void): (progress: UploadProgress) => void {
  let reported = 0;
  return (progress) => {
    const percent = Math.floor(progress.total.percent);
    if (percent <= reported) return;
    reported = percent;
    report(percent);
  };
}

/** Runs an SDK upload, turning its failures into the renderer's `UploadError`. */
async function run<T>(
  signal: AbortSignal,
  upload: (sdk: typeof UploadSdk) => Promise<T>,
): Promise<T> {
  const sdk = await import('@org/upload-sdk');
  try {
    return await upload(sdk);
  } catch (error) {
    if (signal.aborted) throw new UploadError('aborted', 'Upload aborted');
    if (error instanceof UploadError) throw error;
    if (sdk.isUploadError(error)) {
      const code = error.kind === 'bad-response' ? 'no-url' : 'upload-failed';
      throw new UploadError(code, error.message, error.code);
    }
    throw error;
  }
}

export function sdkCloudUpload(request: SdkCloudUploadRequest): Promise<UploadFileResult> {
  let given = false;
  const token = async () => {
    if (given) return (await request.refreshToken()) ?? '';
    given = true;
    return request.token;
  };
  return run(request.signal, async ({ uploadFile }) => {
    const result = await uploadFile(request.file, {
      token,
      key: request.key,
      putExtra: { fname: request.file.name },
      domain: request.domain || undefined,
      config: request.config,
      signal: request.signal,
      onProgress: percents(request.onProgress),
    });
    if (!result.url)
      throw new UploadError('no-url', 'The widget has no domain to address the file');
    return { url: result.url, key: result.key, name: request.file.name };
  });
}

export function sdkDirectUpload(request: SdkDirectUploadRequest): Promise<UploadFileResult> {
  return run(request.signal, async ({ directUpload }) => {
    const result = await directUpload(request.file, {
      action: request.action,
      key: request.key,
      fname: request.file.name,
      headers: request.headers,
      withCredentials: request.withCredentials,
      signal: request.signal,
      onProgress: percents(request.onProgress),
    });
    return { url: result.url, key: result.key ?? request.key, name: request.file.name };
  });
}
