import {
  API,
  type DeletedGatewayRoute,
  type GatewayCall,
  type GatewayPageQuery,
  type GatewayRoute,
  type Status,
} from '@org/api-contract';
import { and, eq, inArray, isNotNull, isNull, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { externalApps, gatewayCalls, gatewayRoutes } from '../db/schema/index';
import { written } from '../db/rows';
import type { Queryable } from '../db/types';
import { conflict } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { created, softDelete, updated } from '../lib/audit';
import { pageTotal, paginate } from '../lib/paging';
import { auditOf, given, liveRow, requireAll, uniqueOr } from '../lib/record-helpers';
import { contains, equals, escapeLike } from '../lib/search';
import { orderBy } from '../lib/sort';
import { bumpGatewayVersion, gatewayVersion } from '../services/gateway-version';

type RouteRow = typeof gatewayRoutes.$inferSelect;
type Step = GatewayRoute['predicates'][number];

/** Predicates or filters as stored: every one with its `args` (empty when none). */
const withArgs = (list: readonly { name: string; args?: Step['args'] }[] | undefined) =>
  list?.map((step) => ({ name: step.name, args: step.args ?? {} }));

/** Stored predicates or filters as `{ name, args }` (tolerating rows written by hand). */
function steps(value: unknown[]): Step[] {
  return value.flatMap((item) => {
    if (item === null || typeof item !== 'object') return [];
    const { name, args } = item as { name?: unknown; args?: unknown };
    if (typeof name !== 'string') return [];
    const map = args !== null && typeof args === 'object' ? (args as Step['args']) : {};
    return [{ name, args: map }];
  });
}

export function toGatewayRoute(row: RouteRow): GatewayRoute {
  return {
    id: row.id,
    routerId: row.routerId,
    name: row.name,
    uri: row.uri,
    predicates: steps(row.predicates),
    filters: steps(row.filters),
    stripPrefix: row.stripPrefix,
    retryable: row.retryable,
    persistable: row.persistable,
    showApi: row.showApi,
    sort: row.sort,
    status: row.status as Status,
    remark: row.remark,
    ...auditOf(row),
  };
}

function toDeleted(row: RouteRow): DeletedGatewayRoute {
  return {
    ...toGatewayRoute(row),
    deletedAt: (row.deletedAt ?? row.updatedAt).toISOString(),
    deletedBy: row.deletedBy,
  };
}

const SORT = {
  sort: gatewayRoutes.sort,
  routerId: gatewayRoutes.routerId,
  name: gatewayRoutes.name,
  createdAt: gatewayRoutes.createdAt,
  updatedAt: gatewayRoutes.updatedAt,
};

function liveRoute(db: Queryable, id: number): Promise<RouteRow> {
  return liveRow(db, gatewayRoutes, id, text('gateway.noun'));
}

/** `<routerId>-copy`, or `-copy-2`, `-copy-3`… when taken (within the 64 characters). */
async function copyId(db: Queryable, routerId: string): Promise<string> {
  const base = `${routerId.slice(0, 52)}-copy`;
  const rows = await db
    .select({ routerId: gatewayRoutes.routerId })
    .from(gatewayRoutes)
    .where(
      and(like(gatewayRoutes.routerId, `${escapeLike(base)}%`), isNull(gatewayRoutes.deletedAt)),
    );
  const used = new Set(rows.map((row) => row.routerId));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

const taken = (routerId: string | undefined) =>
  text('gateway.routerIdTaken', { routerId: routerId ?? '' });

/** Gateway routes (`/ibsp-bg-auth/sysGatewayRoute/v1/*`), their recycle bin and reloads. */
export function registerGatewayRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const G = API.gateway;

  const pageOf = (deleted: boolean) => {
    const bin = deleted ? isNotNull(gatewayRoutes.deletedAt) : isNull(gatewayRoutes.deletedAt);
    return (q: GatewayPageQuery) => {
      const where = and(
        bin,
        contains(gatewayRoutes.name, q.name),
        contains(gatewayRoutes.routerId, q.routerId),
        contains(gatewayRoutes.uri, q.uri),
        equals(gatewayRoutes.status, q.status),
      );
      // Cannot grow large (the gateway routes: hundreds): a page by offset and the bounded total
      // (`pageTotal`, decision 0012) stay cheap without an index per sort.
      const order = orderBy(SORT, q.sortBy, q.sortOrder, 'sort', gatewayRoutes.id);
      return {
        rows: (limit: number, offset: number) =>
          db
            .select()
            .from(gatewayRoutes)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, gatewayRoutes, where),
      };
    };
  };
  const livePage = pageOf(false);
  const binPage = pageOf(true);

  addRoute(app, G.page, async (request) =>
    paginate(request.body, livePage(request.body), toGatewayRoute),
  );
  addRoute(app, G.recycleBin, async (request) =>
    paginate(request.body, binPage(request.body), toDeleted),
  );

  addRoute(app, G.get, async (request) => toGatewayRoute(await liveRoute(db, request.query.id)));

  addRoute(app, G.create, async (request) => {
    const b = request.body;
    const rows = await uniqueOr(taken(b.routerId), () =>
      db
        .insert(gatewayRoutes)
        .values({
          routerId: b.routerId,
          name: b.name.trim(),
          uri: b.uri,
          predicates: withArgs(b.predicates) ?? [],
          filters: withArgs(b.filters) ?? [],
          stripPrefix: b.stripPrefix ?? 0,
          retryable: b.retryable ?? false,
          persistable: b.persistable ?? false,
          showApi: b.showApi ?? true,
          sort: b.sort ?? 0,
          status: b.status ?? 1,
          remark: b.remark ?? '',
          ...created(sessionOf(request).userId, ctx.clock.now()),
        })
        .returning(),
    );
    return toGatewayRoute(written(rows));
  });

  addRoute(app, G.update, async (request) => {
    const b = request.body;
    await liveRoute(db, b.id);
    const rows = await uniqueOr(taken(b.routerId), () =>
      db
        .update(gatewayRoutes)
        .set({
          ...given({
            routerId: b.routerId,
            name: b.name?.trim(),
            uri: b.uri,
            predicates: withArgs(b.predicates),
            filters: withArgs(b.filters),
            stripPrefix: b.stripPrefix,
            retryable: b.retryable,
            persistable: b.persistable,
            showApi: b.showApi,
            sort: b.sort,
            status: b.status,
            remark: b.remark,
          }),
          ...updated(sessionOf(request).userId, ctx.clock.now()),
        })
        .where(eq(gatewayRoutes.id, b.id))
        .returning(),
    );
    return toGatewayRoute(written(rows));
  });

  addRoute(app, G.remove, async (request) => {
    const affected = await softDelete(
      db,
      gatewayRoutes,
      request.body.ids,
      sessionOf(request).userId,
      ctx.clock.now(),
    );
    return { affected };
  });

  addRoute(app, G.copy, async (request) => {
    const source = await liveRoute(db, request.body.id);
    const routerId = request.body.routerId ?? (await copyId(db, source.routerId));
    const { id: _id, deletedAt: _at, deletedBy: _by, ...fields } = source;
    const rows = await uniqueOr(taken(routerId), () =>
      db
        .insert(gatewayRoutes)
        .values({
          ...fields,
          routerId,
          name: `${source.name.slice(0, 93)} (copy)`,
          status: 0,
          ...created(sessionOf(request).userId, ctx.clock.now()),
        })
        .returning(),
    );
    return toGatewayRoute(written(rows));
  });

  addRoute(app, G.restore, async (request) => {
    const ids = request.body.ids;
    const deleted = await db
      .select({ id: gatewayRoutes.id, routerId: gatewayRoutes.routerId })
      .from(gatewayRoutes)
      .where(and(inArray(gatewayRoutes.id, ids), isNotNull(gatewayRoutes.deletedAt)));
    requireAll(text('gateway.deletedNoun'), ids, deleted);
    const clashes = await db
      .select({ routerId: gatewayRoutes.routerId })
      .from(gatewayRoutes)
      .where(
        and(
          inArray(
            gatewayRoutes.routerId,
            deleted.map((row) => row.routerId),
          ),
          isNull(gatewayRoutes.deletedAt),
        ),
      );
    const ownIds = deleted.map((row) => row.routerId);
    const twice = ownIds.filter((routerId, index) => ownIds.indexOf(routerId) !== index);
    const blocked = [...new Set([...clashes.map((row) => row.routerId), ...twice])];
    if (blocked.length > 0) {
      throw conflict(text('gateway.restoreClash', { ids: blocked }));
    }
    const now = ctx.clock.now();
    const rows = await db
      .update(gatewayRoutes)
      .set({ deletedAt: null, deletedBy: null, ...updated(sessionOf(request).userId, now) })
      .where(and(inArray(gatewayRoutes.id, ids), isNotNull(gatewayRoutes.deletedAt)))
      .returning({ id: gatewayRoutes.id });
    return { affected: rows.length };
  });

  addRoute(app, G.reload, async () => bumpGatewayVersion(db, ctx.bus, ctx.clock.now()));
  addRoute(app, G.version, async () => gatewayVersion(db));

  addRoute(app, G.calls, async (request) => {
    const q = request.body;
    await ctx.gatewayLog.flush();
    const where = and(
      contains(gatewayCalls.appKey, q.appKey),
      contains(gatewayCalls.apiCode, q.apiCode),
      equals(gatewayCalls.outcome, q.outcome),
    );
    // Newest first unless the caller sorts; the time index serves both directions.
    const direction = q.sortBy === undefined ? 'desc' : q.sortOrder;
    const order = orderBy(
      { calledAt: gatewayCalls.calledAt },
      q.sortBy,
      direction,
      'calledAt',
      gatewayCalls.id,
    );
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select({ call: gatewayCalls, appName: externalApps.appName })
            .from(gatewayCalls)
            .leftJoin(externalApps, eq(externalApps.id, gatewayCalls.appId))
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, gatewayCalls, where, { order }),
      },
      ({ call, appName }): GatewayCall => ({
        id: call.id,
        calledAt: call.calledAt.toISOString(),
        appId: call.appId,
        appName: appName ?? '',
        appKey: call.appKey,
        apiCode: call.apiCode,
        outcome: call.outcome as GatewayCall['outcome'],
        code: call.code,
        message: call.message,
        ms: call.ms,
        ip: call.ip,
      }),
    );
  });
}
