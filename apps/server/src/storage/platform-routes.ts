/**
 * The platform's own upload routes, answered in the envelope like every platform route: the
 * upload token for signed-in users (what cloud-storage upload widgets ask their token
 * function or data source for) and the direct upload (what direct-mode widgets post to).
 * Both decide where the caller may write (`write-rights.ts`) and record the caller as the
 * owner of what is written.
 */
import { API, ResultCode, STORAGE_PATHS } from '@org/api-contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { sessionOf } from '../auth/guards';
import { ApiError, conflict, invalidField } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import type { ObjectMeta } from './backend';
import type { Visibility } from './ledger';
import { receiveMultipart } from './multipart';
import { isStorageError } from './protocol-error';
import type { StorageCore } from './storage-core';
import { type PutPolicy, signUploadToken } from './up-token';
import { applicationId, namespaceOf, writerOf } from './write-rights';

/** A storage failure inside an envelope route, as an envelope error. */
function asApiError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if ((isStorageError(error) && error.status === 413) || code === 'FST_REQ_FILE_TOO_LARGE') {
    return new ApiError(ResultCode.PAYLOAD_TOO_LARGE, text('upload.tooLarge'));
  }
  if (isStorageError(error) && error.status === 403) {
    return new ApiError(
      ResultCode.FORBIDDEN,
      text('upload.refused', { reason: error.text ?? error.message }),
    );
  }
  if (isStorageError(error)) {
    return new ApiError(
      ResultCode.BAD_REQUEST,
      error.text ?? text('upload.badRequest', { reason: error.message }),
    );
  }
  return error;
}

/** A key that keeps the file name readable: `k3x9q2ab_report.pdf`. */
function generatedKey(name: string): string {
  const safe = name.replace(/[^\w.-]+/g, '_').replace(/^\.+/, '') || 'file';
  return `${randomBytes(6)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}_${safe}`;
}

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The public address prefix of stored files: `STORAGE_PUBLIC_URL` when set (a CDN, or the
 * address behind a proxy), else this server's download route as the caller reached it.
 */
export function fileUrlOf(core: StorageCore, request: FastifyRequest, base: string): string {
  return core.settings.publicUrl ?? `${origin(request)}${base}${STORAGE_PATHS.file}`;
}

export async function platformRoutes(
  app: FastifyInstance,
  options: { core: StorageCore; base: string },
) {
  const { core, base } = options;
  const { settings } = core;
  await app.register(multipart, { throwFileSizeLimit: true });

  addRoute(app, API.storage.uploadToken, async (request) => {
    const { userId } = sessionOf(request);
    const query = request.query;
    const writer = await writerOf(core, userId);
    const appId = await applicationId(core, query.appCode, 'query.appCode');
    const key =
      query.key === undefined ? undefined : await writer.keyFor(query.key, 'query.key', true);
    const visibility: Visibility =
      query.visibility === undefined
        ? ((key === undefined ? undefined : (await core.ledger.file(key))?.visibility) ?? 'PUBLIC')
        : query.visibility === 'private'
          ? 'PRIVATE'
          : 'PUBLIC';
    const deadline = core.nowSeconds() + settings.tokenTtlSeconds;
    const prefix = writer.manager ? '' : namespaceOf(userId);
    const policy: PutPolicy = {
      scope: key === undefined ? settings.bucket : `${settings.bucket}:${key}`,
      deadline,
      fsizeLimit: settings.maxFileSize,
      endUser: String(userId),
      ownerUserId: userId,
      ...(appId === null ? {} : { ownerAppId: appId }),
      ...(visibility === 'PRIVATE' ? { private: 1 } : {}),
    };
    if (key === undefined && prefix !== '') {
      // New keys of an ordinary user: chosen by the server inside the user's namespace.
      policy.scope = `${settings.bucket}:${prefix}`;
      policy.isPrefixalScope = 1;
      policy.saveKey = `${prefix}${visibility === 'PRIVATE' ? 'private/' : ''}$(etag)$(ext)`;
      policy.forceSaveKey = true;
    }
    const uptoken = signUploadToken(settings.accessKey, core.keys.secretKey, policy);
    const host = `${origin(request)}${base}`;
    return {
      uptoken,
      bucket: settings.bucket,
      key: key ?? null,
      keyPrefix: key === undefined ? prefix : '',
      deadline,
      apiHost: host,
      uploadHost: host,
      domain: fileUrlOf(core, request, base),
    };
  });

  addRoute(app, API.storage.directUpload, async (request) => {
    let form;
    try {
      form = await receiveMultipart(request, core.tmpDir, settings.formLimit);
    } catch (error) {
      throw asApiError(error);
    }
    try {
      const file = form.file;
      if (!file) throw invalidField('body.file', text('field.required'));
      const { userId } = sessionOf(request);
      const fields = form.fields;
      const visibility = fields.visibility ?? 'public';
      if (visibility !== 'public' && visibility !== 'private') {
        throw invalidField('body.visibility', text('upload.visibility'));
      }
      const appId = await applicationId(core, fields.appCode || undefined, 'body.appCode');
      const writer = await writerOf(core, userId);
      const name = fields.fname || file.filename || 'file';
      const key = await writer.keyFor(fields.key || generatedKey(name), 'body.key', false);
      const existing = await core.backend.head(key);
      if (existing && existing.hash !== file.hash) {
        throw conflict(text('upload.keyTaken', { key }));
      }
      if (existing) await form.discard();
      else {
        const meta: ObjectMeta = {
          key,
          fsize: file.size,
          hash: file.hash,
          mimeType: file.mimetype || 'application/octet-stream',
          fname: name,
          putTime: core.clock.now().getTime(),
          uploadId: `direct:${file.hash}`,
        };
        const previous = await core.ledger.recordFile(
          key,
          { userId, appId, visibility: visibility === 'private' ? 'PRIVATE' : 'PUBLIC' },
          meta,
          core.clock.now(),
        );
        try {
          await core.backend.commitFile(meta, file.path);
        } catch (error) {
          await core.ledger.restore(key, previous);
          throw error;
        }
      }
      const domain = fileUrlOf(core, request, base);
      return {
        url: `${domain}/${key.split('/').map(encodeURIComponent).join('/')}`,
        key,
        name,
        size: file.size,
        hash: file.hash,
      };
    } catch (error) {
      await form.discard();
      throw asApiError(error);
    }
  });
}
