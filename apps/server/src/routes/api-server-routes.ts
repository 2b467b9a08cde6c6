import { API, type ApiServer, MASKED_VALUE, type Status } from '@org/api-contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { apiServers, apis } from '../db/schema/index';
import { written } from '../db/rows';
import type { Queryable } from '../db/types';
import { conflict } from '../http/api-error';
import { addRoute } from '../http/route';
import { languageOf } from '../i18n/language';
import { render, text } from '../i18n/text';
import { created, softDelete, updated } from '../lib/audit';
import { pageTotal, paginate } from '../lib/paging';
import { auditOf, given, liveRow, uniqueOr } from '../lib/record-helpers';
import { contains, equals, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';
import {
  type Probe,
  checkOutboundHost,
  httpProbe,
  isSecretHeader,
} from '../services/connection-probe';

type ServerRow = typeof apiServers.$inferSelect;

/** Header values that look like secrets are masked. */
function maskHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      isSecretHeader(name) ? MASKED_VALUE : value,
    ]),
  );
}

/** New headers, where a masked value keeps what was stored under that name. */
function mergeHeaders(
  stored: Record<string, string>,
  incoming: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(incoming).flatMap(([name, value]) => {
      if (value !== MASKED_VALUE) return [[name, value]];
      const kept = stored[name];
      return kept === undefined ? [] : [[name, kept]];
    }),
  );
}

export function toApiServer(row: ServerRow): ApiServer {
  return {
    id: row.id,
    serverCode: row.serverCode,
    serverName: row.serverName,
    protocol: row.protocol,
    host: row.host,
    port: row.port,
    basePath: row.basePath,
    healthPath: row.healthPath,
    timeoutMs: row.timeoutMs,
    authType: row.authType,
    headers: maskHeaders(row.headers),
    env: row.env,
    status: row.status as Status,
    remark: row.remark,
    ...auditOf(row),
  };
}

const SORT = {
  serverCode: apiServers.serverCode,
  serverName: apiServers.serverName,
  host: apiServers.host,
  createdAt: apiServers.createdAt,
  updatedAt: apiServers.updatedAt,
};

export function liveServer(db: Queryable, id: number): Promise<ServerRow> {
  return liveRow(db, apiServers, id, text('api.serverNoun'));
}

/** The address the connection test calls: scheme, host, port, base path and health path. */
export function healthUrl(row: ServerRow): URL {
  const host = row.host.includes(':') ? `[${row.host}]` : row.host;
  const port = row.port === null ? '' : `:${row.port}`;
  return new URL(`${row.protocol}://${host}${port}${row.basePath}${row.healthPath}`);
}

const taken = (code: string | undefined) => text('api.serverCodeTaken', { code: code ?? '' });

/**
 * API servers (`/ibsp-bg-auth/sysApiServer/v1/*`). `probe` makes the connection test's call
 * (tests may pass their own); the allow-list is checked before it is called.
 */
export function registerApiServerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  probe: Probe = httpProbe,
): void {
  const { db } = ctx;
  const S = API.apiServer;

  addRoute(app, S.page, async (request) => {
    const q = request.body;
    const where = and(
      notDeleted(apiServers),
      contains(apiServers.serverName, q.serverName),
      contains(apiServers.serverCode, q.serverCode),
      contains(apiServers.host, q.host),
      equals(apiServers.env, q.env),
      equals(apiServers.status, q.status),
    );
    // Cannot grow large (the registered API servers: tens): a page by offset and the bounded
    // total (`pageTotal`, decision 0012) stay cheap without an index per sort.
    const order = orderBy(SORT, q.sortBy, q.sortOrder, 'serverCode', apiServers.id);
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select()
            .from(apiServers)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, apiServers, where),
      },
      toApiServer,
    );
  });

  addRoute(app, S.get, async (request) => toApiServer(await liveServer(db, request.query.id)));

  addRoute(app, S.create, async (request) => {
    const b = request.body;
    const rows = await uniqueOr(taken(b.serverCode), () =>
      db
        .insert(apiServers)
        .values({
          serverCode: b.serverCode,
          serverName: b.serverName.trim(),
          protocol: b.protocol ?? 'http',
          host: b.host.toLowerCase(),
          port: b.port ?? null,
          basePath: b.basePath ?? '',
          healthPath: b.healthPath ?? '',
          timeoutMs: b.timeoutMs ?? 10_000,
          authType: b.authType ?? 'NONE',
          headers: mergeHeaders({}, b.headers ?? {}),
          env: b.env ?? 'prod',
          status: b.status ?? 1,
          remark: b.remark ?? '',
          ...created(sessionOf(request).userId, ctx.clock.now()),
        })
        .returning(),
    );
    return toApiServer(written(rows));
  });

  addRoute(app, S.update, async (request) => {
    const b = request.body;
    const current = await liveServer(db, b.id);
    const rows = await uniqueOr(taken(b.serverCode), () =>
      db
        .update(apiServers)
        .set({
          ...given({
            serverCode: b.serverCode,
            serverName: b.serverName?.trim(),
            protocol: b.protocol,
            host: b.host?.toLowerCase(),
            port: b.port,
            basePath: b.basePath,
            healthPath: b.healthPath,
            timeoutMs: b.timeoutMs,
            authType: b.authType,
            headers: b.headers === undefined ? undefined : mergeHeaders(current.headers, b.headers),
            env: b.env,
            status: b.status,
            remark: b.remark,
          }),
          ...updated(sessionOf(request).userId, ctx.clock.now()),
        })
        .where(eq(apiServers.id, b.id))
        .returning(),
    );
    return toApiServer(written(rows));
  });

  addRoute(app, S.remove, async (request) => {
    const ids = request.body.ids;
    const inUse = await db
      .select({ serverCode: apiServers.serverCode })
      .from(apiServers)
      .where(
        and(
          inArray(apiServers.id, ids),
          isNull(apiServers.deletedAt),
          inArray(
            apiServers.id,
            db.select({ id: apis.serverId }).from(apis).where(isNull(apis.deletedAt)),
          ),
        ),
      );
    if (inUse.length > 0) {
      throw conflict(text('api.serverInUse', { codes: inUse.map((s) => s.serverCode) }));
    }
    const affected = await softDelete(
      db,
      apiServers,
      ids,
      sessionOf(request).userId,
      ctx.clock.now(),
    );
    return { affected };
  });

  addRoute(app, S.test, async (request) => {
    const server = await liveServer(db, request.body.id);
    const url = healthUrl(server);
    await checkOutboundHost(ctx, server.host);
    const result = await probe({
      url,
      headers: { 'user-agent': 'platform-connection-test', ...server.headers },
      timeoutMs: server.timeoutMs,
    });
    const language = languageOf(request.headers['accept-language']);
    return { ...result, message: render(result.message, language), url: url.toString() };
  });
}
