import { API, type RouteData, routeUrl } from '@org/api-contract';
import { getToken, type useHttp } from '@org/app-kit';
import type { Transport } from '@org/upload-sdk';
import { createContext } from 'react';
import type { FlowAttachment } from '../api/flows-api';

type UploadToken = RouteData<typeof API.storage.uploadToken>;
type HttpClient = ReturnType<typeof useHttp>;

/** Files up to this size go in one direct upload; larger ones in blocks over the storage protocol. */
export const DIRECT_LIMIT = 4 * 1024 * 1024;
/** The largest file a decision may carry. */
export const ATTACHMENT_LIMIT = 50 * 1024 * 1024;
/** The most files a decision may carry (as the contract allows). */
export const MAX_ATTACHMENTS = 20;

/**
 * How attachments are sent: the SDK's own transport unless a provider gives another (stories
 * and tests answer the uploads in memory).
 */
export const AttachmentTransportContext = createContext<Transport | undefined>(undefined);

export interface AttachmentUpload {
  file: File;
  http: HttpClient;
  /** Whole percents, forwards only. */
  onProgress: (percent: number) => void;
  signal: AbortSignal;
  transport?: Transport | undefined;
}

/**
 * Uploads a decision's attachment through `@org/upload-sdk` (loaded with the first file): a
 * small file by the platform's direct upload, a larger one in blocks with an upload token; it
 * is stored in the user's own space. Resolves with the attachment the decision sends.
 */
export async function uploadAttachment(upload: AttachmentUpload): Promise<FlowAttachment> {
  const sdk = await import('@org/upload-sdk');
  const { file, signal, transport } = upload;
  let shown = -1;
  const onProgress = (progress: { total: { percent: number } }) => {
    const percent = Math.floor(progress.total.percent);
    if (percent <= shown) return;
    shown = percent;
    upload.onProgress(percent);
  };
  const via = transport ? { transport } : {};
  if (file.size <= DIRECT_LIMIT) {
    const session = getToken();
    const result = await sdk.directUpload(file, {
      action: routeUrl(API.storage.directUpload),
      fname: file.name,
      headers: session ? { 'X-Token': session } : {},
      signal,
      onProgress,
      ...via,
    });
    return { name: file.name, url: result.url, size: file.size };
  }
  const token = () => upload.http.get<UploadToken>(routeUrl(API.storage.uploadToken));
  const first = await token();
  let used = false;
  const result = await sdk.uploadFile(file, {
    token: async () => {
      if (used) return (await token()).uptoken;
      used = true;
      return first.uptoken;
    },
    putExtra: { fname: file.name },
    domain: first.domain,
    config: { apiHost: first.apiHost, uphost: first.uploadHost, ...via },
    signal,
    onProgress,
  });
  return {
    name: file.name,
    url: result.url ?? sdk.fileUrl(first.domain, result.key),
    size: file.size,
  };
}

/** A file's size in words a reader takes in at a glance (B, KB, MB). */
export function sizeText(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
