import { API } from '@org/api-contract';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { apis } from '../db/schema/index';
import { written } from '../db/rows';
import type { Queryable } from '../db/types';
import { conflict, notFound } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { created, softDelete, updated } from '../lib/audit';
import { pageTotal, paginate } from '../lib/paging';
import { given, requireAll, uniqueOr } from '../lib/record-helpers';
import { contains, equals, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';
import { findApi, selectApis, toApi } from '../services/api-catalog';
import { liveServer } from './api-server-routes';

const SORT = {
  apiCode: apis.apiCode,
  apiName: apis.apiName,
  path: apis.path,
  createdAt: apis.createdAt,
  updatedAt: apis.updatedAt,
};

const taken = (code: string | undefined) => text('api.codeTaken', { code: code ?? '' });

async function liveApiOrFail(db: Queryable, id: number) {
  const api = await findApi(db, id);
  if (!api) throw notFound(text('api.noun'), id);
  return api;
}

/** Refuses ids of APIs that do not exist (or were deleted). */
async function checkIds(db: Queryable, ids: readonly number[]): Promise<void> {
  const found = await db
    .select({ id: apis.id })
    .from(apis)
    .where(and(inArray(apis.id, [...ids]), isNull(apis.deletedAt)));
  requireAll(text('api.noun'), ids, found);
}

/** The APIs of the servers (`/ibsp-bg-auth/sysApi/v1/*`). */
export function registerApiRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const A = API.apiServer;

  addRoute(app, A.apiPage, async (request) => {
    const q = request.body;
    const where = and(
      notDeleted(apis),
      equals(apis.serverId, q.serverId),
      contains(apis.apiName, q.apiName),
      contains(apis.apiCode, q.apiCode),
      contains(apis.path, q.path),
      equals(apis.method, q.method),
      equals(apis.publishStatus, q.publishStatus),
      equals(apis.status, q.status),
    );
    // Cannot grow large (the APIs of the registered servers: hundreds): a page by offset and the
    // bounded total (`pageTotal`, decision 0012) stay cheap without an index per sort.
    const order = orderBy(SORT, q.sortBy, q.sortOrder, 'apiCode', apis.id);
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          selectApis(db, where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, apis, where),
      },
      toApi,
    );
  });

  addRoute(app, A.apiGet, async (request) => liveApiOrFail(db, request.query.id));

  addRoute(app, A.apiCreate, async (request) => {
    const b = request.body;
    await liveServer(db, b.serverId);
    const rows = await uniqueOr(taken(b.apiCode), () =>
      db
        .insert(apis)
        .values({
          serverId: b.serverId,
          apiCode: b.apiCode,
          apiName: b.apiName.trim(),
          method: b.method ?? 'GET',
          path: b.path,
          requestSchema: b.requestSchema ?? null,
          responseSchema: b.responseSchema ?? null,
          status: b.status ?? 1,
          remark: b.remark ?? '',
          ...created(sessionOf(request).userId, ctx.clock.now()),
        })
        .returning({ id: apis.id }),
    );
    return liveApiOrFail(db, written(rows).id);
  });

  addRoute(app, A.apiUpdate, async (request) => {
    const b = request.body;
    await liveApiOrFail(db, b.id);
    if (b.serverId !== undefined) await liveServer(db, b.serverId);
    await uniqueOr(taken(b.apiCode), () =>
      db
        .update(apis)
        .set({
          ...given({
            serverId: b.serverId,
            apiCode: b.apiCode,
            apiName: b.apiName?.trim(),
            method: b.method,
            path: b.path,
            requestSchema: b.requestSchema,
            responseSchema: b.responseSchema,
            status: b.status,
            remark: b.remark,
          }),
          ...updated(sessionOf(request).userId, ctx.clock.now()),
        })
        .where(eq(apis.id, b.id)),
    );
    return liveApiOrFail(db, b.id);
  });

  addRoute(app, A.apiRemove, async (request) => {
    const ids = request.body.ids;
    const published = await db
      .select({ apiCode: apis.apiCode })
      .from(apis)
      .where(
        and(inArray(apis.id, ids), isNull(apis.deletedAt), eq(apis.publishStatus, 'PUBLISHED')),
      );
    if (published.length > 0) {
      throw conflict(text('api.unpublishFirst', { codes: published.map((a) => a.apiCode) }));
    }
    const affected = await softDelete(db, apis, ids, sessionOf(request).userId, ctx.clock.now());
    return { affected };
  });

  const setPublished =
    (publish: boolean) =>
    async (request: { body: { ids: number[] } } & Parameters<typeof sessionOf>[0]) => {
      const ids = request.body.ids;
      await checkIds(db, ids);
      const rows = await db
        .update(apis)
        .set({
          publishStatus: publish ? 'PUBLISHED' : 'OFFLINE',
          ...updated(sessionOf(request).userId, ctx.clock.now()),
        })
        .where(
          and(
            inArray(apis.id, ids),
            isNull(apis.deletedAt),
            publish ? ne(apis.publishStatus, 'PUBLISHED') : eq(apis.publishStatus, 'PUBLISHED'),
          ),
        )
        .returning({ id: apis.id });
      return { affected: rows.length };
    };

  addRoute(app, A.publish, setPublished(true));
  addRoute(app, A.unpublish, setPublished(false));
}
