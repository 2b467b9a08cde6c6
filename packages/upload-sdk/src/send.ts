/**
 * Sends one protocol request with the retry rules: the same request again after network
 * losses and server faults (exponential backoff with jitter, Retry-After honoured), one token
 * refresh after a 401, never anything after an abort. Each attempt waits for a slot of the
 * shared limiter and rebuilds its request (a fresh slice of the file, the newest token).
 */
import {
  type RetryPolicy,
  type Verdict,
  backoffDelay,
  classifyStatus,
  retryAfterMs,
  sleep,
} from './backoff';
import { UploadError, abortReason, isUploadError, throwIfAborted } from './errors';
import type { RequestLimiter } from './limiter';
import type { TokenSource } from './token-source';
import type { HttpRequest, HttpResponse, Transport } from './transport';

export interface SendContext {
  transport: Transport;
  policy: RetryPolicy;
  limiter: RequestLimiter;
  signal: AbortSignal;
  tokens?: TokenSource;
  now: () => number;
  /** Sees every answer (the usage log keeps the last request id). */
  onAnswer?: (response: HttpResponse) => void;
}

export interface Call<T> {
  /** What the request does, for messages ("mkblk of block 3"). */
  name: string;
  /** The request of one attempt, sent with `token`. */
  request(token: string): HttpRequest;
  /** Reads a 2xx answer; throws an `UploadError` of kind 'bad-response' when it cannot. */
  parse(response: HttpResponse): T;
  /**
   * Whether a 2xx answer that cannot be read may be sent again. False where the server has
   * acted on the request and a repeat would be refused (a `bput` moves the block's context).
   */
  retryBadResponse: boolean;
  /** Called after a failed attempt that will be retried (reset progress, switch hosts). */
  onRetry?(error: UploadError, verdict: Verdict): void;
}

/** The `UploadError` for an HTTP error answer: its `{ error }` text and request id. */
export function errorFromResponse(response: HttpResponse, what: string): UploadError {
  let data: unknown;
  let message = '';
  try {
    data = JSON.parse(response.text) as unknown;
    const text = (data as { error?: unknown } | null)?.error;
    if (typeof text === 'string') message = text;
  } catch {
    data = response.text === '' ? undefined : response.text;
  }
  return new UploadError(
    'request',
    `${what} failed with HTTP ${response.status}${message ? `: ${message}` : ''}`,
    { code: response.status, reqId: response.header('x-reqid') ?? '', data },
  );
}

/** Parses a JSON object answer, or throws 'bad-response' naming the request. */
export function jsonObject(response: HttpResponse, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(response.text) as unknown;
  } catch (error) {
    throw new UploadError('bad-response', `${what} answered ${response.status} without JSON`, {
      code: response.status,
      reqId: response.header('x-reqid') ?? '',
      data: response.text.slice(0, 200),
      cause: error,
    });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UploadError('bad-response', `${what} answered ${response.status} with no object`, {
      code: response.status,
      reqId: response.header('x-reqid') ?? '',
      data: value,
    });
  }
  return value as Record<string, unknown>;
}

export async function send<T>(context: SendContext, call: Call<T>): Promise<T> {
  const { signal, policy, tokens } = context;
  let retries = 0;
  let refreshed = false;
  for (;;) {
    throwIfAborted(signal);
    const token = tokens ? await tokens.current() : '';
    let failure: UploadError;
    let verdict: Verdict;
    let wait: number | undefined;
    try {
      const response = await context.limiter.run(
        () => context.transport({ ...call.request(token), signal }),
        signal,
      );
      context.onAnswer?.(response);
      if (response.status >= 200 && response.status < 300) {
        try {
          return call.parse(response);
        } catch (error) {
          if (!isUploadError(error) || !call.retryBadResponse) throw error;
          failure = error;
          verdict = 'retry';
        }
      } else {
        failure = errorFromResponse(response, call.name);
        verdict = classifyStatus(response.status);
        wait = retryAfterMs(response.header('retry-after'), context.now());
      }
    } catch (error) {
      if (signal.aborted) throw abortReason(signal);
      if (!isUploadError(error) || error.kind !== 'network') throw error;
      failure = error;
      verdict = 'retry';
    }
    if (verdict === 'refresh-token' && tokens && !refreshed) {
      refreshed = true;
      if ((await tokens.refresh(token)) !== null) continue;
    }
    if (verdict !== 'retry' || retries >= policy.retryCount) throw failure;
    retries += 1;
    call.onRetry?.(failure, verdict);
    await sleep(Math.max(wait ?? 0, backoffDelay(retries, policy)), signal);
  }
}
