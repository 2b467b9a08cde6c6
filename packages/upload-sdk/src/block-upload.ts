/**
 * One 4 MiB block: `mkblk` with its first chunk, then a `bput` per further chunk, one after
 * the other, each to the host the previous answer named.
 *
 * Requests are retried by `send`. When the block's context is dead the block starts again
 * with a new `mkblk`: on a 701 (the context expired, or a `bput` whose answer was lost already
 * moved it on), on an unreadable answer to a `bput` (the server may have acted on it), and on
 * a checksum that differs from the bytes sent. This is the protocol's meaning of 701 and the
 * reverse of the spec's sentence "code 701 keeps cached chunk info"; see the README.
 */
import { urlSafeBase64FromBytes, toHex } from './base64';
import { UploadError, abortReason, isUploadError } from './errors';
import { hostUrl } from './hosts';
import type { UploadJob } from './job';
import type { ProgressTracker } from './progress';
import { type BlockAnswer, authHeader, bputUrl, mkblkUrl, readBlockAnswer } from './protocol';
import type { SavedBlock } from './resume-record';
import { type SendContext, send } from './send';
import type { BlockPlan } from './source';

export interface BlockResult {
  saved: SavedBlock;
  /** SHA-1 of the block, when the upload verifies its qetag. */
  digest: Uint8Array | undefined;
}

function redoable(error: unknown): boolean {
  if (!isUploadError(error)) return false;
  return (
    (error.kind === 'request' && error.code === 701) ||
    error.kind === 'bad-response' ||
    error.kind === 'integrity'
  );
}

export async function uploadBlock(
  job: UploadJob,
  plan: BlockPlan,
  progress: ProgressTracker,
  context: SendContext,
): Promise<BlockResult> {
  const digest =
    job.config.verify === 'qetag'
      ? job.config
          .hasher()
          .digest('sha1', job.source.slice(plan.start, plan.start + plan.size), context.signal)
      : undefined;
  // Awaited after the last chunk; never let a failure surface as unhandled before that.
  digest?.catch(() => undefined);
  let redone = 0;
  for (;;) {
    try {
      return await attemptBlock(job, plan, progress, context, digest);
    } catch (error) {
      if (context.signal.aborted) throw abortReason(context.signal);
      if (!redoable(error) || redone >= job.config.policy.retryCount) throw error;
      redone += 1;
    }
  }
}

async function attemptBlock(
  job: UploadJob,
  plan: BlockPlan,
  progress: ProgressTracker,
  context: SendContext,
  digest: Promise<Uint8Array> | undefined,
): Promise<BlockResult> {
  const { config, source } = job;
  const { signal } = context;
  let host = job.hosts.pick();
  let answer: BlockAnswer | undefined;
  let chunkHost = host;
  for (let i = 0; i < plan.chunkStarts.length; i += 1) {
    const start = plan.chunkStarts[i] as number;
    const end = plan.chunkStarts[i + 1] ?? plan.size;
    const first = i === 0;
    const slice = () => source.slice(plan.start + start, plan.start + end);
    const md5 = config.checkByMD5
      ? toHex(await config.hasher().digest('md5', slice(), signal))
      : undefined;
    const previous = answer;
    const name = first
      ? `mkblk of block ${plan.index}`
      : `bput of block ${plan.index} at offset ${start}`;
    answer = await send(context, {
      name,
      retryBadResponse: first,
      request: (token) => ({
        method: 'POST',
        url: first
          ? mkblkUrl(host, plan.size)
          : bputUrl(chunkHost, (previous as BlockAnswer).ctx, start),
        headers: {
          ...authHeader(token),
          'Content-Type': 'application/octet-stream',
          ...(md5 === undefined ? {} : { 'Content-MD5': md5 }),
        },
        body: slice(),
        onUploadProgress: (loaded, total) =>
          progress.sent(plan.index, start + (total > 0 ? (loaded / total) * (end - start) : 0)),
      }),
      parse: (response) => readBlockAnswer(response, name),
      onRetry: (error) => {
        if (!first) return;
        job.hosts.reportFailure(host, error.code);
        host = job.hosts.pick();
      },
    });
    if (first) {
      job.hosts.reportSuccess(host);
      chunkHost = host;
    }
    if (answer.offset !== end) {
      throw new UploadError(
        'bad-response',
        `${name} answered offset ${answer.offset} where ${end} was expected`,
        { code: 200 },
      );
    }
    if (answer.host) chunkHost = hostUrl(answer.host, config.upprotocol);
    progress.sent(plan.index, end);
  }
  const last = answer as BlockAnswer;
  const sha1 = digest ? await digest : undefined;
  if (sha1 && last.checksum && urlSafeBase64FromBytes(sha1) !== last.checksum) {
    throw new UploadError(
      'integrity',
      `Block ${plan.index} was stored with checksum ${last.checksum}, which is not the SHA-1 of the bytes sent`,
      { code: 200 },
    );
  }
  return {
    saved: {
      ctx: last.ctx,
      size: plan.size,
      checksum: last.checksum,
      expiredAt: last.expiredAt ?? Math.floor(context.now() / 1000) + 24 * 60 * 60,
      host: chunkHost,
    },
    digest: sha1,
  };
}
