/**
 * The upload configuration: qiniu-js's options with the spec's defaults, plus what this SDK
 * adds (resume storage, hashing, transport, limiter, backoff). Everything that touches the
 * runtime (storage, workers) is chosen when an upload starts, never at import.
 */
import { type RetryPolicy, retryPolicy } from './backoff';
import {
  BLOCK_SIZE,
  DEFAULT_API_HOST,
  DEFAULT_LOG_URL,
  type RegionId,
  UPLOAD_DEFAULTS,
} from './constants';
import type { Hasher } from './hasher';
import { hostUrl } from './hosts';
import { type RequestLimiter, sharedRequestLimiter } from './limiter';
import { type ResumeStore, defaultResumeStore } from './resume-store';
import { type Transport, defaultTransport } from './transport';
import { defaultHasher } from './worker-hasher';

export interface UploadConfig {
  /** Upload hosts to use instead of a region or a lookup (a host name or a URL). */
  uphost?: string | readonly string[];
  /** A fixed region (`z0`, `z1`, `z2`, `na0`, `as0`, `cn-east-2`) instead of a lookup. */
  region?: RegionId;
  /** With `region`: the accelerated hosts (true, the default) or the source hosts. */
  useCdnDomain?: boolean;
  /** Protocol for host names without one. Default `https`, or the scheme of `apiHost`. */
  upprotocol?: 'http' | 'https' | 'http:' | 'https:';
  /** Where `/v2/query` answers the upload hosts of a bucket. Default Qiniu's API host. */
  apiHost?: string;
  /** Retries of each request (not of the whole file). Default 3. */
  retryCount?: number;
  /** Blocks of one file in flight at once. Default 3. */
  concurrentRequestLimit?: number;
  /** Send each chunk's MD5 as `Content-MD5` for the server to check (406 on mismatch). */
  checkByMD5?: boolean;
  /** Bytes per request inside a 4 MiB block (`mkblk` then `bput`s). Default 4 MiB. */
  chunkSize?: number;
  /** Always use a form upload, whatever the size. */
  forceDirect?: boolean;
  /** Do not send the usage log. */
  disableStatisticsReport?: boolean;
  /** Where the usage log goes. Default: Qiniu's log host, or `{apiHost}/log/3` for own hosts. */
  logUrl?: string;
  /** Where resume points are kept; `null` turns resuming off. Default: see `defaultResumeStore`. */
  resumeStore?: ResumeStore | null;
  /** Lifetime of a resume point (never beyond the server's `expired_at`). Default 24 h. */
  resumeTtlMs?: number;
  /** `'qetag'`: hash the file while it uploads and check it against the server's answer. */
  verify?: 'none' | 'qetag';
  hasher?: Hasher;
  transport?: Transport;
  /** Requests in flight across files. Default: one limiter of six shared by all uploads. */
  limiter?: RequestLimiter;
  /** Backoff: the first retry waits up to this long, doubling after. Default 500 ms. */
  retryBaseDelayMs?: number;
  /** Backoff cap (a server's Retry-After may ask for longer). Default 20 s. */
  retryMaxDelayMs?: number;
  /** The clock (ms); for tests. */
  now?: () => number;
  /** Random numbers in [0, 1) for the jitter; for tests. */
  random?: () => number;
}

export interface ResolvedConfig {
  uphost: string | readonly string[] | undefined;
  region: RegionId | undefined;
  useCdnDomain: boolean;
  upprotocol: 'http' | 'https';
  apiHost: string;
  policy: RetryPolicy;
  concurrentRequestLimit: number;
  checkByMD5: boolean;
  chunkSize: number;
  forceDirect: boolean;
  logUrl: string | null;
  resumeStore: ResumeStore | null;
  resumeTtlMs: number;
  verify: 'none' | 'qetag';
  hasher: () => Hasher;
  transport: Transport;
  limiter: RequestLimiter;
  now: () => number;
}

function positiveInteger(name: string, value: number | undefined, fallback: number, min = 1) {
  const chosen = value ?? fallback;
  if (!Number.isInteger(chosen) || chosen < min) {
    throw new RangeError(`${name} must be an integer of at least ${min}, got ${String(value)}`);
  }
  return chosen;
}

export function resolveConfig(config: UploadConfig = {}): ResolvedConfig {
  // Without an explicit protocol, an API host given as a URL decides it (own servers on http).
  const upprotocol = config.upprotocol
    ? config.upprotocol.startsWith('http:') || config.upprotocol === 'http'
      ? 'http'
      : 'https'
    : /^http:\/\//i.test(config.apiHost ?? '')
      ? 'http'
      : 'https';
  const apiHost = hostUrl(config.apiHost ?? DEFAULT_API_HOST, upprotocol);
  const chunkSize = positiveInteger('chunkSize', config.chunkSize, BLOCK_SIZE, 1024);
  if (chunkSize > BLOCK_SIZE) throw new RangeError(`chunkSize cannot exceed ${BLOCK_SIZE} bytes`);
  let hasher = config.hasher;
  return {
    uphost: config.uphost,
    region: config.region,
    useCdnDomain: config.useCdnDomain ?? UPLOAD_DEFAULTS.useCdnDomain,
    upprotocol,
    apiHost,
    policy: retryPolicy({
      retryCount: positiveInteger('retryCount', config.retryCount, UPLOAD_DEFAULTS.retryCount, 0),
      baseDelayMs: config.retryBaseDelayMs,
      maxDelayMs: config.retryMaxDelayMs,
      random: config.random,
    }),
    concurrentRequestLimit: positiveInteger(
      'concurrentRequestLimit',
      config.concurrentRequestLimit,
      UPLOAD_DEFAULTS.concurrentRequestLimit,
    ),
    checkByMD5: config.checkByMD5 ?? UPLOAD_DEFAULTS.checkByMD5,
    chunkSize,
    forceDirect: config.forceDirect ?? false,
    logUrl: config.disableStatisticsReport
      ? null
      : (config.logUrl ?? (apiHost === DEFAULT_API_HOST ? DEFAULT_LOG_URL : `${apiHost}/log/3`)),
    resumeStore: config.resumeStore === null ? null : (config.resumeStore ?? defaultResumeStore()),
    resumeTtlMs: config.resumeTtlMs ?? UPLOAD_DEFAULTS.resumeTtlMs,
    verify: config.verify ?? 'none',
    hasher: () => {
      hasher ??= defaultHasher();
      return hasher;
    },
    transport: config.transport ?? defaultTransport,
    limiter: config.limiter ?? sharedRequestLimiter(),
    now: config.now ?? Date.now,
  };
}
