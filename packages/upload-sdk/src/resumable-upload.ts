/**
 * Files over 4 MiB: blocks in parallel (`concurrentRequestLimit` at once), each written to the
 * resume store when it is done, then `mkfile` with the last context of every block in file
 * order. A saved block is reused only after its bytes hash to the checksum the server gave
 * for it. When `mkfile` answers 701 (a context expired meanwhile) the saved point is dropped
 * and the file is sent again once.
 */
import { uploadBlock } from './block-upload';
import { BLOCK_SIZE } from './constants';
import { isUploadError } from './errors';
import { urlSafeBase64FromBytes } from './base64';
import { type UploadJob, type UploadOutcome, trackProgress } from './job';
import type { ProgressTracker } from './progress';
import { runPool } from './pool';
import { authHeader, mkfileUrl } from './protocol';
import {
  type ResumeRecord,
  type SavedBlock,
  fingerprintOf,
  identityOf,
  parseRecord,
  safeStore,
  usableBlock,
} from './resume-record';
import { jsonObject, send } from './send';
import { type BlockPlan, planBlocks } from './source';

interface Saved {
  blocks: (SavedBlock | null)[];
  digests: (Uint8Array | undefined)[];
}

export async function resumableUpload(job: UploadJob): Promise<UploadOutcome> {
  const plans = planBlocks(job.facts.size, BLOCK_SIZE, job.config.chunkSize);
  const progress = trackProgress(
    job,
    plans.map((plan) => plan.size),
    true,
  );
  const identity = identityOf({
    bucket: job.token.bucket,
    accessKey: job.token.accessKey,
    key: job.key,
    name: job.fname,
    size: job.facts.size,
    type: job.facts.type,
    lastModified: job.facts.lastModified,
    chunkSize: job.config.chunkSize,
  });
  const storeKey = fingerprintOf(identity);
  let restarted = false;
  for (;;) {
    const saved = await sendBlocks(job, plans, progress, identity, storeKey);
    progress.setPhase('finalizing');
    try {
      const answer = await makeFile(job, saved.blocks as SavedBlock[]);
      if (job.config.resumeStore) await safeStore.remove(job.config.resumeStore, storeKey);
      const digests = job.config.verify === 'qetag' ? (saved.digests as Uint8Array[]) : undefined;
      return { answer, blockDigests: digests, progress };
    } catch (error) {
      const expired = isUploadError(error) && error.kind === 'request' && error.code === 701;
      if (job.config.resumeStore && expired) {
        await safeStore.remove(job.config.resumeStore, storeKey);
      }
      if (!expired || restarted) throw error;
      restarted = true;
      progress.setPhase('uploading');
    }
  }
}

async function sendBlocks(
  job: UploadJob,
  plans: readonly BlockPlan[],
  progress: ProgressTracker,
  identity: string,
  storeKey: string,
): Promise<Saved> {
  const { config } = job;
  const store = config.resumeStore;
  const now = config.now();
  const previous = store ? parseRecord(await safeStore.read(store, storeKey), identity) : null;
  const saved: Saved = { blocks: plans.map(() => null), digests: plans.map(() => undefined) };
  progress.setPhase('uploading');
  if (previous) {
    for (const plan of plans) {
      const block = usableBlock(previous, plan.index, plan.size, now, config.resumeTtlMs);
      if (!block || !block.checksum) continue;
      const digest = await config
        .hasher()
        .digest('sha1', job.source.slice(plan.start, plan.start + plan.size), job.send.signal);
      if (urlSafeBase64FromBytes(digest) !== block.checksum) continue;
      saved.blocks[plan.index] = block;
      saved.digests[plan.index] = digest;
      progress.done(plan.index, true);
    }
  }
  const reused = saved.blocks.some((block) => block !== null);
  const record: ResumeRecord = {
    v: 1,
    identity,
    createdAt: reused && previous ? previous.createdAt : now,
    blocks: [...saved.blocks],
  };
  if (store) await safeStore.write(store, storeKey, JSON.stringify(record));
  const remaining = plans.filter((plan) => saved.blocks[plan.index] === null);
  await runPool(remaining, config.concurrentRequestLimit, job.send.signal, async (plan, signal) => {
    const result = await uploadBlock(job, plan, progress, { ...job.send, signal });
    saved.blocks[plan.index] = result.saved;
    saved.digests[plan.index] = result.digest;
    record.blocks[plan.index] = result.saved;
    if (store) await safeStore.write(store, storeKey, JSON.stringify(record));
    progress.done(plan.index);
  });
  return saved;
}

async function makeFile(job: UploadJob, blocks: readonly SavedBlock[]) {
  let host = job.hosts.pick();
  const body = blocks.map((block) => block.ctx).join(',');
  return send(job.send, {
    name: 'mkfile',
    retryBadResponse: true,
    request: (token) => ({
      method: 'POST',
      url: mkfileUrl(host, job.facts.size, {
        key: job.key,
        fname: job.fname,
        mimeType: job.facts.type,
        vars: job.vars,
      }),
      headers: { ...authHeader(token), 'Content-Type': 'text/plain' },
      body,
    }),
    parse: (response) => jsonObject(response, 'mkfile'),
    onRetry: (error) => {
      job.hosts.reportFailure(host, error.code);
      host = job.hosts.pick();
    },
  });
}
