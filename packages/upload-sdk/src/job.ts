/**
 * Everything one cloud upload carries between its steps: the resolved configuration, the
 * request context (transport, retries, limiter, signal, token), the file, what is sent with
 * it, the host pool and the figures the usage log reports.
 */
import type { ResolvedConfig } from './config';
import type { HostPool } from './hosts';
import { ProgressTracker, type UploadProgress } from './progress';
import type { SendContext } from './send';
import type { SourceFacts, UploadSource } from './source';
import type { UploadToken } from './token';

export interface UploadStats {
  /** Bytes known to be on the wire (the progress total). */
  bytesSent: number;
  /** Request id of the last answer. */
  reqId: string;
}

export interface UploadJob {
  config: ResolvedConfig;
  send: SendContext;
  token: UploadToken;
  source: UploadSource;
  facts: SourceFacts;
  /** Target key; undefined or null lets the server name the file. */
  key: string | null | undefined;
  fname: string;
  vars: Readonly<Record<string, string>>;
  hosts: HostPool;
  onProgress: ((progress: UploadProgress) => void) | undefined;
  stats: UploadStats;
}

/** What a form or resumable upload answers: the server's JSON and, when hashed, the qetag. */
export interface UploadOutcome {
  answer: Record<string, unknown>;
  /** SHA-1 of each 4 MiB block, when `verify: 'qetag'` asked for them. */
  blockDigests: Uint8Array[] | undefined;
  /** The upload's progress, moved to `done` once the answer is checked. */
  progress: ProgressTracker;
}

/** A progress tracker whose changes reach the upload's listener and its statistics. */
export function trackProgress(
  job: UploadJob,
  partSizes: readonly number[],
  reportParts: boolean,
): ProgressTracker {
  return new ProgressTracker(partSizes, job.onProgress, reportParts, (loaded) => {
    job.stats.bytesSent = loaded;
  });
}
