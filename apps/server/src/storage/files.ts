/**
 * Finishing an upload: the key (asked for, fixed by the token's scope, the policy's saveKey,
 * or the content hash), the put policy's limits, the overwrite rule, publishing the bytes and
 * the answer. Shared by form upload, `mkfile` and the platform's direct upload.
 */
import { STORAGE_BLOCK_SIZE } from '@org/api-contract';
import { createHash } from 'node:crypto';
import type { BlockParts, ObjectMeta } from './backend';
import { decodeContext } from './block-context';
import { qetagOfDigests } from './digests';
import { checkKey, expandSaveKey, mimeAllowed, parseMkfilePairs } from './keys';
import { fail, isStorageError } from './protocol-error';
import type { ReceivedForm } from './multipart';
import { answerFor } from './return-body';
import { type StorageCore, ownerOfPolicy } from './storage-core';
import { type CheckedToken, checkUploadToken, fromBase64Url } from './up-token';

interface Target {
  token: CheckedToken;
  requestedKey: string | undefined;
  hash: string;
  fsize: number;
  fname: string;
  mimeType: string;
  vars: Record<string, string>;
}

/** The key a file is stored under, or 403 when it falls outside the token's scope. */
export function resolveKey(core: StorageCore, target: Target): string {
  const { policy, scopeKey } = target.token;
  const expand = () =>
    expandSaveKey(policy.saveKey as string, { ...target, now: core.clock.now() });
  let key: string;
  if (policy.saveKey && policy.forceSaveKey) key = expand();
  else if (target.requestedKey !== undefined) key = target.requestedKey;
  else if (scopeKey !== undefined && !policy.isPrefixalScope) key = scopeKey;
  else if (policy.saveKey) key = expand();
  else key = target.hash;
  if (scopeKey !== undefined) {
    const inScope = policy.isPrefixalScope ? key.startsWith(scopeKey) : key === scopeKey;
    if (!inScope) throw fail.forbidden("key doesn't match with scope");
  }
  return checkKey(key);
}

/** The put policy's size and type limits (413 for too large, 403 for the others). */
function checkPolicy(core: StorageCore, target: Target): void {
  const { policy } = target.token;
  if (target.fsize > core.settings.maxFileSize) {
    throw fail.tooLarge(`the file is larger than ${core.settings.maxFileSize} bytes`);
  }
  if (typeof policy.fsizeLimit === 'number' && target.fsize > policy.fsizeLimit) {
    throw fail.tooLarge('file is too large (fsizeLimit)');
  }
  if (typeof policy.fsizeMin === 'number' && target.fsize < policy.fsizeMin) {
    throw fail.forbidden('file is too small (fsizeMin)');
  }
  if (!mimeAllowed(target.mimeType, policy.mimeLimit)) {
    throw fail.forbidden(`file type ${target.mimeType} is not allowed (mimeLimit)`);
  }
}

/**
 * Whether the file may be written: new keys always; an existing key only with a `bucket:key`
 * scope and without `insertOnly` (614 otherwise), except that the same content under the same
 * key is the same upload and succeeds without writing anything.
 */
function overwrite(
  token: CheckedToken,
  existing: ObjectMeta | null,
  hash: string,
): 'write' | 'same' {
  if (!existing) return 'write';
  if (existing.hash === hash) return 'same';
  const { policy, scopeKey } = token;
  if (scopeKey === undefined || policy.isPrefixalScope || policy.insertOnly === 1)
    throw fail.exists();
  return 'write';
}

/**
 * Publishes a file: its record in the ledger first (owner, visibility, the owner's quota),
 * then its bytes; the record is put back when the bytes could not be published.
 */
async function publish(
  core: StorageCore,
  token: CheckedToken,
  meta: ObjectMeta,
  write: () => Promise<void>,
): Promise<void> {
  const previous = await core.ledger.recordFile(
    meta.key,
    ownerOfPolicy(token.policy),
    { fsize: meta.fsize, hash: meta.hash },
    core.clock.now(),
  );
  try {
    await write();
  } catch (error) {
    await core.ledger.restore(meta.key, previous);
    throw error;
  }
}

/** Removes blocks: their bytes and their reservations. */
async function dropBlocks(core: StorageCore, ids: readonly string[]): Promise<void> {
  await Promise.all(ids.map((id) => core.backend.deleteBlock(id)));
  await core.ledger.releaseBlocks(ids);
}

/** Refusals of `mkfile` after which its blocks can never make a file: they are removed at once. */
const FINAL_REFUSALS: ReadonlySet<number> = new Set([400, 403, 413, 614]);

async function answer(core: StorageCore, target: Target, meta: ObjectMeta): Promise<string> {
  return answerFor(
    target.token.policy,
    {
      key: meta.key,
      hash: meta.hash,
      fsize: meta.fsize,
      bucket: target.token.bucket,
      fname: meta.fname,
      mimeType: meta.mimeType,
      vars: target.vars,
      endUser: target.token.policy.endUser ?? '',
    },
    core.keys,
  );
}

/** Form upload: the fields and file of a multipart POST to the upload host. */
export async function finishFormUpload(core: StorageCore, form: ReceivedForm): Promise<string> {
  const token = checkUploadToken(form.fields.token, core.keys, core.nowSeconds());
  const file = form.file;
  if (!file) throw fail.badRequest('the file field is missing');
  if (form.fields.crc32 !== undefined && Number(form.fields.crc32) !== file.crc32) {
    throw fail.checksum('the file does not match its crc32');
  }
  const vars = Object.fromEntries(
    Object.entries(form.fields).filter(([name]) => name.startsWith('x:') && name.length > 2),
  );
  const target: Target = {
    token,
    requestedKey: form.fields.key,
    hash: file.hash,
    fsize: file.size,
    fname: form.fields.fname ?? file.filename ?? '',
    mimeType: file.mimetype || 'application/octet-stream',
    vars,
  };
  checkPolicy(core, target);
  const key = resolveKey(core, target);
  const existing = await core.backend.head(key);
  const meta: ObjectMeta = {
    key,
    fsize: file.size,
    hash: file.hash,
    mimeType: target.mimeType,
    fname: target.fname,
    putTime: core.clock.now().getTime(),
    uploadId: `form:${file.hash}`,
  };
  if (overwrite(token, existing, file.hash) === 'write') {
    await publish(core, token, meta, () => core.backend.commitFile(meta, file.path));
  } else await form.discard();
  return answer(core, target, existing && existing.hash === file.hash ? existing : meta);
}

/** `mkfile`: the file from the last contexts of its blocks, in file order. */
export async function makeFile(
  core: StorageCore,
  request: { token: string | undefined; sizeText: string; pairs: string; body: string },
): Promise<string> {
  const now = core.nowSeconds();
  const token = checkUploadToken(request.token, core.keys, now);
  const contexts = request.body
    .split(',')
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .map((text) => decodeContext(text, core.contextSecret, now));
  const ids = contexts.map((context) => context.id);
  const owners = await core.ledger.blockOwners(ids);
  const writer = ownerOfPolicy(token.policy).userId;
  for (const owner of owners.values()) {
    if (owner !== writer)
      throw fail.forbidden("the blocks were uploaded with another user's token");
  }
  try {
    return await joinBlocks(core, token, request, contexts);
  } catch (error) {
    if (isStorageError(error) && FINAL_REFUSALS.has(error.status)) await dropBlocks(core, ids);
    throw error;
  }
}

async function joinBlocks(
  core: StorageCore,
  token: CheckedToken,
  request: { sizeText: string; pairs: string },
  contexts: ReturnType<typeof decodeContext>[],
): Promise<string> {
  if (!/^\d{1,16}$/.test(request.sizeText))
    throw fail.badRequest('the file size is not a whole number');
  const fsize = Number(request.sizeText);
  if (fsize > core.settings.maxFileSize) {
    throw fail.tooLarge(`the file is larger than ${core.settings.maxFileSize} bytes`);
  }
  const params = parseMkfilePairs(request.pairs);
  let total = 0;
  contexts.forEach((context, index) => {
    if (context.offset !== context.size || !context.sha1) {
      throw fail.badContext('a ctx of an unfinished block');
    }
    if (index < contexts.length - 1 && context.size !== STORAGE_BLOCK_SIZE) {
      throw fail.badRequest(`every block but the last must be ${STORAGE_BLOCK_SIZE} bytes`);
    }
    total += context.size;
  });
  if (total !== fsize) throw fail.badRequest(`the blocks hold ${total} bytes, not ${fsize}`);
  const hash = qetagOfDigests(contexts.map((context) => fromBase64Url(context.sha1 as string)));
  const target: Target = {
    token,
    requestedKey: params.key,
    hash,
    fsize,
    fname: params.fname,
    mimeType: params.mimeType || 'application/octet-stream',
    vars: params.vars,
  };
  checkPolicy(core, target);
  const key = resolveKey(core, target);
  const uploadId = createHash('sha256')
    .update(contexts.map((context) => context.id).join(','))
    .digest('base64url');
  const existing = await core.backend.head(key);
  if (existing && existing.uploadId === uploadId) return answer(core, target, existing);
  const blocks: BlockParts[] = [];
  for (const context of contexts) {
    const chunks = await core.backend.listChunks(context.id);
    const end = chunks.reduce((at, chunk) => (chunk.offset === at ? at + chunk.size : -1), 0);
    if (end !== context.size) throw fail.badContext('the block data is gone or incomplete');
    blocks.push({ id: context.id, chunks });
  }
  const meta: ObjectMeta = {
    key,
    fsize,
    hash,
    mimeType: target.mimeType,
    fname: target.fname,
    putTime: core.clock.now().getTime(),
    uploadId,
  };
  const ids = blocks.map((block) => block.id);
  if (overwrite(token, existing, hash) === 'write') {
    await publish(core, token, meta, () => core.backend.commitBlocks(meta, blocks));
    await core.ledger.releaseBlocks(ids);
    return answer(core, target, meta);
  }
  await dropBlocks(core, ids);
  return answer(core, target, existing as ObjectMeta);
}
