import { randomBytes } from 'node:crypto';
import { API, DEFAULT_GATEWAY_RATE, type ExternalApp, type Status } from '@org/api-contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { apis, externalAppApis, externalApps } from '../db/schema/index';
import { written } from '../db/rows';
import type { Queryable } from '../db/types';
import { type FieldProblem, conflict, validationFailed } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { created, softDelete, updated } from '../lib/audit';
import { pageTotal, paginate } from '../lib/paging';
import { auditOf, given, isoOrNull, liveRow, requireAll, uniqueOr } from '../lib/record-helpers';
import { contains, equals, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';
import { grantedApis } from '../services/api-catalog';
import { hintOf, secretBoxOf } from '../services/secret-box';
import { isAddressOrBlock } from '../services/value-checks';

type AppRow = typeof externalApps.$inferSelect;

/** The record of an application: never the secret's hash. */
export function toExternalApp(row: AppRow): ExternalApp {
  return {
    id: row.id,
    appCode: row.appCode,
    appName: row.appName,
    logo: row.logo,
    appKey: row.appKey,
    secretHint: row.secretHint,
    grantTypes: row.grantTypes,
    redirectUris: row.redirectUris,
    ipWhitelist: row.ipWhitelist,
    scopes: row.scopes,
    accessTokenValiditySeconds: row.accessTokenValiditySeconds,
    refreshTokenValiditySeconds: row.refreshTokenValiditySeconds,
    expiresAt: isoOrNull(row.expiresAt),
    lastUsedAt: isoOrNull(row.lastUsedAt),
    rateLimitPerMinute: row.rateLimitPerMinute,
    contact: row.contact,
    status: row.status as Status,
    remark: row.remark,
    ...auditOf(row),
  };
}

const SORT = {
  appCode: externalApps.appCode,
  appName: externalApps.appName,
  createdAt: externalApps.createdAt,
  updatedAt: externalApps.updatedAt,
  lastUsedAt: externalApps.lastUsedAt,
};

/** A new app key (the client id) and secret. */
const newAppKey = () => `ak_${randomBytes(16).toString('hex')}`;
const newSecret = () => randomBytes(32).toString('base64url');

function liveApp(db: Queryable, id: number): Promise<AppRow> {
  return liveRow(db, externalApps, id, text('external.noun'));
}

/** Refuses entries of an IP allow-list that are not addresses or CIDR blocks. */
function checkAddresses(list: readonly string[] | undefined): void {
  const errors: FieldProblem[] = (list ?? []).flatMap((entry, index) =>
    isAddressOrBlock(entry)
      ? []
      : [{ field: `body.ipWhitelist[${index}]`, message: text('external.notAddress') }],
  );
  if (errors.length > 0) throw validationFailed(errors);
}

const expiry = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

const taken = (code: string | undefined) => text('app.codeTaken', { code: code ?? '' });

/** External applications (`/ibsp-bg-auth/sysExternalApp/v1/*`). */
export function registerExternalAppRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const E = API.externalApp;

  addRoute(app, E.page, async (request) => {
    const q = request.body;
    const where = and(
      notDeleted(externalApps),
      contains(externalApps.appName, q.appName),
      contains(externalApps.appCode, q.appCode),
      contains(externalApps.appKey, q.appKey),
      equals(externalApps.status, q.status),
    );
    // Cannot grow large (the external applications: tens): a page by offset and the bounded total
    // (`pageTotal`, decision 0012) stay cheap without an index per sort.
    const order = orderBy(SORT, q.sortBy, q.sortOrder, 'createdAt', externalApps.id);
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select()
            .from(externalApps)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, externalApps, where),
      },
      toExternalApp,
    );
  });

  addRoute(app, E.get, async (request) => toExternalApp(await liveApp(db, request.query.id)));

  addRoute(app, E.create, async (request) => {
    const b = request.body;
    checkAddresses(b.ipWhitelist);
    const secret = newSecret();
    const secretHash = await ctx.passwords.hash(secret);
    const secretEncrypted = (await secretBoxOf(ctx)).encrypt(secret);
    const rows = await uniqueOr(taken(b.appCode), () =>
      db
        .insert(externalApps)
        .values({
          appCode: b.appCode,
          appName: b.appName.trim(),
          logo: b.logo ?? null,
          appKey: newAppKey(),
          secretHash,
          secretEncrypted,
          secretHint: hintOf(secret),
          grantTypes: b.grantTypes ?? ['client_credentials'],
          redirectUris: b.redirectUris ?? [],
          ipWhitelist: b.ipWhitelist ?? [],
          scopes: b.scopes ?? [],
          accessTokenValiditySeconds: b.accessTokenValiditySeconds ?? 7200,
          refreshTokenValiditySeconds: b.refreshTokenValiditySeconds ?? 2_592_000,
          expiresAt: expiry(b.expiresAt) ?? null,
          rateLimitPerMinute: b.rateLimitPerMinute ?? DEFAULT_GATEWAY_RATE,
          contact: b.contact ?? '',
          status: b.status ?? 1,
          remark: b.remark ?? '',
          ...created(sessionOf(request).userId, ctx.clock.now()),
        })
        .returning(),
    );
    return { ...toExternalApp(written(rows)), appSecret: secret };
  });

  addRoute(app, E.update, async (request) => {
    const b = request.body;
    checkAddresses(b.ipWhitelist);
    await liveApp(db, b.id);
    const rows = await uniqueOr(taken(b.appCode), () =>
      db
        .update(externalApps)
        .set({
          ...given({
            appCode: b.appCode,
            appName: b.appName?.trim(),
            logo: b.logo,
            grantTypes: b.grantTypes,
            redirectUris: b.redirectUris,
            ipWhitelist: b.ipWhitelist,
            scopes: b.scopes,
            accessTokenValiditySeconds: b.accessTokenValiditySeconds,
            refreshTokenValiditySeconds: b.refreshTokenValiditySeconds,
            expiresAt: expiry(b.expiresAt),
            rateLimitPerMinute: b.rateLimitPerMinute,
            contact: b.contact,
            status: b.status,
            remark: b.remark,
          }),
          ...updated(sessionOf(request).userId, ctx.clock.now()),
        })
        .where(eq(externalApps.id, b.id))
        .returning(),
    );
    return toExternalApp(written(rows));
  });

  addRoute(app, E.remove, async (request) => {
    const affected = await softDelete(
      db,
      externalApps,
      request.body.ids,
      sessionOf(request).userId,
      ctx.clock.now(),
    );
    return { affected };
  });

  addRoute(app, E.resetSecret, async (request) => {
    const { id } = request.body;
    await liveApp(db, id);
    const secret = newSecret();
    const rows = await db
      .update(externalApps)
      .set({
        secretHash: await ctx.passwords.hash(secret),
        secretEncrypted: (await secretBoxOf(ctx)).encrypt(secret),
        secretHint: hintOf(secret),
        ...updated(sessionOf(request).userId, ctx.clock.now()),
      })
      .where(eq(externalApps.id, id))
      .returning();
    return { ...toExternalApp(written(rows)), appSecret: secret };
  });

  addRoute(app, E.setStatus, async (request) => {
    const { id, status } = request.query;
    await liveApp(db, id);
    const rows = await db
      .update(externalApps)
      .set({ status, ...updated(sessionOf(request).userId, ctx.clock.now()) })
      .where(eq(externalApps.id, id))
      .returning();
    return toExternalApp(written(rows));
  });

  addRoute(app, E.apis, async (request) => {
    await liveApp(db, request.query.appId);
    return grantedApis(db, request.query.appId);
  });

  addRoute(app, E.grant, async (request) => {
    const { appId, apiIds } = request.body;
    await liveApp(db, appId);
    const found =
      apiIds.length === 0
        ? []
        : await db
            .select({ id: apis.id, apiCode: apis.apiCode, publishStatus: apis.publishStatus })
            .from(apis)
            .where(and(inArray(apis.id, apiIds), isNull(apis.deletedAt)));
    requireAll(text('api.noun'), apiIds, found);
    const unpublished = found.filter((api) => api.publishStatus !== 'PUBLISHED');
    if (unpublished.length > 0) {
      throw conflict(
        text('external.unpublished', { codes: unpublished.map((api) => api.apiCode) }),
      );
    }
    await db.transaction(async (tx) => {
      await tx.delete(externalAppApis).where(eq(externalAppApis.appId, appId));
      if (apiIds.length > 0) {
        await tx.insert(externalAppApis).values(apiIds.map((apiId) => ({ appId, apiId })));
      }
    });
    return grantedApis(db, appId);
  });
}
