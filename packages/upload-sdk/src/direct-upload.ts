/**
 * Direct upload (spec §7): a multipart POST of `file`, `fname` and `key` with the configured
 * headers to an action URL. A JSON answer with a `url` (at the top, or inside the platform's
 * `data` envelope) is a success; anything else is an error. Lost connections (status 0) and
 * gateway faults are retried with backoff like every other request.
 */
import { type RetryPolicy, retryPolicy } from './backoff';
import { UPLOAD_DEFAULTS } from './constants';
import { UploadError } from './errors';
import { type RequestLimiter, sharedRequestLimiter } from './limiter';
import { ProgressTracker, type UploadProgress } from './progress';
import { jsonObject, send } from './send';
import { type UploadSource, factsOf, wholeBlob } from './source';
import { type Transport, defaultTransport } from './transport';

export interface DirectUploadOptions {
  /** Where the file is posted. */
  action: string;
  /** Sent as the `key` field. */
  key?: string;
  /** Sent as the `fname` field. Default: the source's name. */
  fname?: string;
  headers?: Readonly<Record<string, string>>;
  /** More form fields sent after `key` (e.g. the platform's `appCode` and `visibility`). */
  fields?: Readonly<Record<string, string>>;
  /** Send cookies to another origin. */
  withCredentials?: boolean;
  /** Retries after a lost connection or a gateway fault. Default 3. */
  retryCount?: number;
  retryBaseDelayMs?: number;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  transport?: Transport;
  limiter?: RequestLimiter;
}

export interface DirectUploadResult {
  url: string;
  /** The key the server answered, else the one sent. */
  key: string | undefined;
  /** The server's whole answer. */
  response: Record<string, unknown>;
}

function found(answer: Record<string, unknown>): { url: string; key?: string } | undefined {
  if (typeof answer.url === 'string' && answer.url !== '') {
    return { url: answer.url, key: typeof answer.key === 'string' ? answer.key : undefined };
  }
  const data = answer.data;
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    return found(data as Record<string, unknown>);
  }
  return undefined;
}

export async function directUpload(
  source: UploadSource,
  options: DirectUploadOptions,
): Promise<DirectUploadResult> {
  const facts = factsOf(source);
  const signal = options.signal ?? new AbortController().signal;
  const policy: RetryPolicy = retryPolicy({
    retryCount: options.retryCount ?? UPLOAD_DEFAULTS.retryCount,
    baseDelayMs: options.retryBaseDelayMs,
  });
  const progress = new ProgressTracker([facts.size], options.onProgress, false);
  progress.setPhase('uploading');
  const file = wholeBlob(source);
  const fname = options.fname ?? facts.name;
  const answer = await send(
    {
      transport: options.transport ?? defaultTransport,
      policy,
      limiter: options.limiter ?? sharedRequestLimiter(),
      signal,
      now: Date.now,
    },
    {
      name: 'The direct upload',
      // A repeat would store the file twice on servers that name files themselves.
      retryBadResponse: false,
      request: () => {
        const form = new FormData();
        form.append('file', file, fname || 'file');
        form.append('fname', fname);
        if (options.key !== undefined) form.append('key', options.key);
        for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
        return {
          method: 'POST',
          url: options.action,
          headers: options.headers,
          body: form,
          withCredentials: options.withCredentials,
          onUploadProgress: (loaded, total) => {
            progress.sent(0, total > 0 ? (loaded / total) * facts.size : 0);
            if (total > 0 && loaded >= total) progress.setPhase('finalizing');
          },
        };
      },
      parse: (response) => {
        const answer = jsonObject(response, 'The direct upload');
        if (!found(answer)) {
          throw new UploadError('bad-response', 'The direct upload answered without a url', {
            code: response.status,
            reqId: response.header('x-reqid') ?? '',
            data: answer,
          });
        }
        return answer;
      },
    },
  );
  const result = found(answer) as { url: string; key?: string };
  progress.done(0);
  progress.setPhase('done');
  return { url: result.url, key: result.key ?? options.key, response: answer };
}
