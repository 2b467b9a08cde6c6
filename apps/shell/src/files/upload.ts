import { API, routeUrl } from '@org/api-contract';
import type { Transport } from '@org/upload-sdk';
import { createContext } from 'react';
import type { UploadToken, UploadTokenQuery } from '../api/files-api';

/** Files up to this size go in one direct upload; larger ones in 4 MiB blocks, resumably. */
export const DIRECT_UPLOAD_LIMIT = 4 * 1024 * 1024;

/**
 * How the upload requests are sent: the SDK's own transport unless a provider gives another
 * (stories and tests answer them in memory).
 */
export const UploadTransportContext = createContext<Transport | undefined>(undefined);

export interface AppUpload {
  file: File;
  /** The application the file is recorded for. */
  appCode: string;
  /** The session token, for the platform's direct upload. */
  session: string | null;
  /** An upload token for chunked uploads (asked again when the server refuses one). */
  token: (query: UploadTokenQuery) => Promise<UploadToken>;
  /** Whole percents, forwards only. */
  onProgress: (percent: number) => void;
  signal: AbortSignal;
  transport?: Transport | undefined;
}

/** A key that keeps the file's name, so that searching by name finds it. */
export function keyFor(name: string): string {
  const safe = name.replace(/[^\w.\-\u4e00-\u9fff]+/g, '_').replace(/^\.+/, '') || 'file';
  const random = Math.random().toString(36).slice(2, 10).padEnd(8, '0');
  return `${random}_${safe}`;
}

/**
 * Uploads a file for an application through `@org/upload-sdk` (loaded with the first file):
 * small files by the platform's direct upload, larger ones over the storage protocol in
 * blocks with a token for a key of their own (the server places it in the user's namespace).
 * Resolves with the stored key.
 */
export async function uploadForApp(upload: AppUpload): Promise<string> {
  const sdk = await import('@org/upload-sdk');
  const { file, signal, transport } = upload;
  let shown = -1;
  const onProgress = (progress: { total: { percent: number } }) => {
    const percent = Math.floor(progress.total.percent);
    if (percent <= shown) return;
    shown = percent;
    upload.onProgress(percent);
  };
  if (file.size <= DIRECT_UPLOAD_LIMIT) {
    const result = await sdk.directUpload(file, {
      action: routeUrl(API.storage.directUpload),
      fname: file.name,
      headers: upload.session ? { 'X-Token': upload.session } : {},
      fields: { appCode: upload.appCode },
      signal,
      onProgress,
      ...(transport ? { transport } : {}),
    });
    return result.key ?? '';
  }
  const query = { appCode: upload.appCode, key: keyFor(file.name) };
  const first = await upload.token(query);
  let used = false;
  const result = await sdk.uploadFile(file, {
    token: async () => {
      if (used) return (await upload.token({ ...query, key: first.key ?? query.key })).uptoken;
      used = true;
      return first.uptoken;
    },
    putExtra: { fname: file.name },
    domain: first.domain,
    config: {
      apiHost: first.apiHost,
      uphost: first.uploadHost,
      disableStatisticsReport: true,
      ...(transport ? { transport } : {}),
    },
    signal,
    onProgress,
  });
  return result.key;
}
