/**
 * A cloud-storage upload over the Qiniu protocol: checks what can be checked before any
 * request (allowed MIME types, the token), finds the upload hosts, sends the file by form
 * upload (up to 4 MiB) or in blocks, optionally checks the qetag, reports the usage log and
 * answers the stored key, hash and public URL (the domain prefix plus the key).
 */
import { BLOCK_SIZE } from './constants';
import { type UploadConfig, resolveConfig } from './config';
import { UploadError, abortReason, isUploadError, throwIfAborted } from './errors';
import { formUpload } from './form-upload';
import { qetagFromBlockDigests } from './hasher';
import { HostPool, resolveUpHosts } from './hosts';
import type { UploadJob } from './job';
import type { UploadProgress } from './progress';
import { customVars } from './protocol';
import { resumableUpload } from './resumable-upload';
import type { SendContext } from './send';
import { type UploadSource, factsOf } from './source';
import { type TokenProvider, TokenSource } from './token-source';
import { sendUsageLog } from './usage-log';

export interface PutExtra {
  /** The file name stored with the file. Default: the source's name. */
  fname?: string;
  /** Custom variables (`x:name`), stored with the file and usable in the returnBody. */
  customVars?: Readonly<Record<string, string>>;
  /** The qiniu-js 2.x name of `customVars`. */
  params?: Readonly<Record<string, string>>;
  /** Allowed MIME types: a file of another type is refused before any request. */
  mimeType?: readonly string[] | null;
}

export interface CloudUploadOptions {
  /** The upload token, or a function answering a fresh one (asked again after a 401). */
  token: string | TokenProvider;
  /** Target key. Undefined: the key of a `bucket:key` token, else the server's choice. */
  key?: string | null;
  putExtra?: PutExtra;
  /** Public address prefix of stored files; the result's `url` is this plus the key. */
  domain?: string;
  config?: UploadConfig;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface UploadResult {
  key: string;
  /** The content hash (qetag) the server answered; empty if its returnBody left it out. */
  hash: string;
  /** `domain` plus the key; undefined without a domain. */
  url: string | undefined;
  /** The server's whole answer (the token's returnBody; `{ hash, key }` by default). */
  response: Record<string, unknown>;
}

/** `domain` joined with `key`, each path segment of the key percent-encoded. */
export function fileUrl(domain: string, key: string): string {
  const base = domain.replace(/\/+$/, '');
  return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

function checkMimeType(type: string, allowed: readonly string[] | null | undefined): void {
  if (!allowed || allowed.length === 0) return;
  if (!allowed.includes(type)) {
    throw new UploadError(
      'invalid-file',
      `file type doesn't match with what you specify: ${type || 'unknown'} is not one of ${allowed.join(', ')}`,
    );
  }
}

export async function uploadFile(
  source: UploadSource,
  options: CloudUploadOptions,
): Promise<UploadResult> {
  const config = resolveConfig(options.config);
  const facts = factsOf(source);
  const signal = options.signal ?? new AbortController().signal;
  throwIfAborted(signal);
  checkMimeType(facts.type, options.putExtra?.mimeType);
  const tokens = new TokenSource(options.token, config.now);
  const token = await tokens.details();
  throwIfAborted(signal);
  const startedAt = config.now();
  const stats = { bytesSent: 0, reqId: '' };
  const context: SendContext = {
    transport: config.transport,
    policy: config.policy,
    limiter: config.limiter,
    signal,
    tokens,
    now: config.now,
    onAnswer: (response) => {
      stats.reqId = response.header('x-reqid') ?? stats.reqId;
    },
  };
  let host = '';
  const report = (code: number) => {
    if (!config.logUrl || host === '') return;
    void tokens.current().then(
      (current) =>
        sendUsageLog(
          { url: config.logUrl as string, token: current, transport: config.transport },
          {
            code,
            reqId: stats.reqId,
            host,
            durationMs: config.now() - startedAt,
            startedAt,
            bytesSent: stats.bytesSent,
            size: facts.size,
          },
        ),
      () => undefined,
    );
  };
  try {
    const hosts = await resolveUpHosts(config, token.accessKey, token.bucket, context);
    const pool = new HostPool(hosts, config.now);
    host = pool.pick();
    const job: UploadJob = {
      config,
      send: context,
      token,
      source,
      facts,
      key: options.key === undefined ? token.key : options.key,
      fname: options.putExtra?.fname ?? facts.name,
      vars: customVars(options.putExtra?.params, options.putExtra?.customVars),
      hosts: pool,
      onProgress: options.onProgress,
      stats,
    };
    const outcome =
      facts.size <= BLOCK_SIZE || config.forceDirect
        ? await formUpload(job)
        : await resumableUpload(job);
    const { answer } = outcome;
    const hash = typeof answer.hash === 'string' ? answer.hash : '';
    if (outcome.blockDigests) {
      const expected = await qetagFromBlockDigests(outcome.blockDigests, config.hasher());
      if (hash !== expected) {
        throw new UploadError(
          'integrity',
          hash
            ? `The server stored content with hash ${hash}; the file's qetag is ${expected}`
            : 'The answer carries no hash to check the qetag against',
          { code: 200, reqId: stats.reqId, data: answer },
        );
      }
    }
    const key = typeof answer.key === 'string' ? answer.key : (job.key ?? '');
    outcome.progress.setPhase('done');
    report(200);
    return {
      key,
      hash,
      url: options.domain ? fileUrl(options.domain, key) : undefined,
      response: answer,
    };
  } catch (error) {
    if (signal.aborted) throw abortReason(signal);
    report(isUploadError(error) ? error.code : 0);
    throw error;
  }
}
