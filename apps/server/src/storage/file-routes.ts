/**
 * The files uploaded for an application, as the shell's file page lists them: a page of the
 * ledger's records (with each file's name and type from the backend), a download address, and
 * deleting (the bytes, then the record). Deleting follows the rule of overwriting: the
 * uploader, or a holder of the storage-management code.
 */
import { API, type FileEntry, PERMISSIONS, ResultCode } from '@org/api-contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type DataScope, usersInScope } from '../auth/data-scope';
import { sessionOf } from '../auth/guards';
import { storedFiles, users } from '../db/schema/index';
import type { Db } from '../db/types';
import { ApiError, notFound } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { pageTotal, paginate } from '../lib/paging';
import { containsIndexed, isShortTerm } from '../lib/search';
import { orderBy } from '../lib/sort';
import { fileUrlOf } from './platform-routes';
import { SIGNED_URL_TTL_SECONDS, signedQuery } from './signed-url';
import type { StorageCore } from './storage-core';

const ROW = {
  key: storedFiles.fileKey,
  appId: storedFiles.appId,
  ownerId: storedFiles.ownerId,
  visibility: storedFiles.visibility,
  fsize: storedFiles.fsize,
  updatedAt: storedFiles.updatedAt,
  username: users.username,
  account: users.account,
};

/** The last segment of a key: the name shown when the backend kept none. */
const lastSegment = (key: string) => key.slice(key.lastIndexOf('/') + 1);

function notYours(key: string): ApiError {
  return new ApiError(
    ResultCode.FORBIDDEN,
    text('file.notYours', { key, permission: PERMISSIONS.storageManage }),
    { permission: PERMISSIONS.storageManage },
  );
}

export async function fileRoutes(
  app: FastifyInstance,
  options: {
    core: StorageCore;
    base: string;
    db: Db;
    /** Whose uploads the caller sees (decision 0018). */
    scopeOf: (userId: number) => Promise<DataScope>;
  },
) {
  const { core, base, db, scopeOf } = options;
  const addressOf = (request: FastifyRequest, key: string) =>
    `${fileUrlOf(core, request, base)}/${key.split('/').map(encodeURIComponent).join('/')}`;

  addRoute(app, API.files.page, async (request) => {
    const body = request.body;
    const { userId } = sessionOf(request);
    const manager = await core.mayManage(userId);
    const where = and(
      eq(storedFiles.appId, body.appId),
      usersInScope(await scopeOf(userId), storedFiles.ownerId),
      containsIndexed(storedFiles.fileKey, body.fileName),
    );
    const order = orderBy(
      { updatedAt: storedFiles.updatedAt, fsize: storedFiles.fsize },
      body.sortBy,
      body.sortOrder ?? 'desc',
      'updatedAt',
      storedFiles.fileKey,
    );
    // Grows with every upload: each allowed sort walks its index under the application
    // (`sys_stored_file_app_*_idx`, migration 0008), "name contains" uses the trigram index (the
    // grams index for one or two characters, migration 0009), and the total is bounded (exact
    // up to 10 000, an estimate above), counted in the page's order so it walks the same index.
    const page = await paginate(body, {
      rows: (limit, offset) =>
        db
          .select(ROW)
          .from(storedFiles)
          .leftJoin(users, eq(users.id, storedFiles.ownerId))
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      total: () =>
        pageTotal(db, storedFiles, where, {
          order,
          estimateFirst: isShortTerm(body.fileName),
        }),
    });
    const metas = await Promise.all(page.list.map((row) => core.backend.head(row.key)));
    const list = page.list.map((row, index): FileEntry => ({
      key: row.key,
      name: metas[index]?.fname || lastSegment(row.key),
      size: row.fsize,
      mimeType: metas[index]?.mimeType ?? '',
      visibility: row.visibility === 'PRIVATE' ? 'private' : 'public',
      appId: row.appId,
      ownerId: row.ownerId,
      ownerName: row.username || row.account || '',
      removable: manager || (row.ownerId !== null && row.ownerId === userId),
      updatedAt: row.updatedAt.toISOString(),
    }));
    return { ...page, list };
  });

  addRoute(app, API.files.url, async (request) => {
    const { key } = request.query;
    const record = await core.ledger.file(key);
    const meta = await core.backend.head(key);
    if (!record || !meta) throw notFound(text('file.noun'), key);
    const name = meta.fname || lastSegment(key);
    const url = addressOf(request, key);
    if (record.visibility !== 'PRIVATE') return { url, name, expiresAt: null };
    const { userId } = sessionOf(request);
    if (record.ownerId !== userId && !(await core.mayManage(userId))) throw notYours(key);
    const deadline = core.nowSeconds() + SIGNED_URL_TTL_SECONDS;
    return {
      url: `${url}?${signedQuery(core, key, deadline)}`,
      name,
      expiresAt: new Date(deadline * 1000).toISOString(),
    };
  });

  addRoute(app, API.files.remove, async (request) => {
    const { keys } = request.body;
    const { userId } = sessionOf(request);
    const rows = await db
      .select({ key: storedFiles.fileKey, ownerId: storedFiles.ownerId })
      .from(storedFiles)
      .where(inArray(storedFiles.fileKey, keys));
    const found = new Map(rows.map((row) => [row.key, row.ownerId]));
    const missing = keys.find((key) => !found.has(key));
    if (missing !== undefined) throw notFound(text('file.noun'), missing);
    if (!(await core.mayManage(userId))) {
      const foreign = keys.find((key) => found.get(key) !== userId);
      if (foreign !== undefined) throw notYours(foreign);
    }
    // Bytes first: a record left by a failure can be deleted again; bytes without one cannot.
    for (const key of keys) await core.backend.remove(key);
    await db.delete(storedFiles).where(inArray(storedFiles.fileKey, keys));
    return { affected: keys.length };
  });
}
