import { API, type ConfiguredApp, type Status } from '@org/api-contract';
import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { applications, dataViews, formDefinitions, users } from '../db/schema/index';
import { written } from '../db/rows';
import type { Queryable } from '../db/types';
import { conflict, notFound } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { created, softDelete, updated } from '../lib/audit';
import { pageTotal, paginate } from '../lib/paging';
import { auditOf, given, uniqueOr } from '../lib/record-helpers';
import { contains, equals, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';

type AppRow = typeof applications.$inferSelect & { configCount: number };

export function toConfiguredApp(row: AppRow): ConfiguredApp {
  return {
    id: row.id,
    appCode: row.appCode,
    appName: row.appName,
    icon: row.icon,
    description: row.description,
    ownerUserId: row.ownerUserId,
    homePath: row.homePath,
    sort: row.sort,
    status: row.status as Status,
    configCount: row.configCount,
    ...auditOf(row),
  };
}

/** Columns of an application plus the number of its configuration items. */
const withCount = {
  ...getTableColumns(applications),
  configCount: sql<number>`(select count(*) from app_config c
    where c.app_id = app_application.id)::int`.mapWith(Number),
};

const SORT = {
  sort: applications.sort,
  appCode: applications.appCode,
  appName: applications.appName,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
};

/** A live application; 40004 otherwise. */
export async function liveApplication(db: Queryable, id: number): Promise<AppRow> {
  const [row] = await db
    .select(withCount)
    .from(applications)
    .where(and(eq(applications.id, id), isNull(applications.deletedAt)));
  if (!row) throw notFound(text('app.noun'), id);
  return row;
}

async function checkOwner(db: Queryable, userId: number | null | undefined): Promise<void> {
  if (userId === undefined || userId === null) return;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw notFound(text('system.user'), userId);
}

const taken = (code: string | undefined) => text('app.codeTaken', { code: code ?? '' });

/** The applications of the app config screen (`/ibsp-bg-auth/sysAppConfig/v1/app*`). */
export function registerAppConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const A = API.appConfig;

  addRoute(app, A.appPage, async (request) => {
    const q = request.body;
    const where = and(
      notDeleted(applications),
      contains(applications.appName, q.appName),
      contains(applications.appCode, q.appCode),
      equals(applications.status, q.status),
    );
    // Cannot grow large (the applications: tens to hundreds): a page by offset and the bounded
    // total (`pageTotal`, decision 0012) stay cheap without an index per sort.
    const order = orderBy(SORT, q.sortBy, q.sortOrder, 'sort', applications.id);
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select(withCount)
            .from(applications)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, applications, where),
      },
      toConfiguredApp,
    );
  });

  addRoute(app, A.appGet, async (request) =>
    toConfiguredApp(await liveApplication(db, request.query.id)),
  );

  addRoute(app, A.appCreate, async (request) => {
    const b = request.body;
    await checkOwner(db, b.ownerUserId);
    const rows = await uniqueOr(taken(b.appCode), () =>
      db
        .insert(applications)
        .values({
          appCode: b.appCode,
          appName: b.appName.trim(),
          icon: b.icon ?? '',
          description: b.description ?? '',
          ownerUserId: b.ownerUserId ?? null,
          homePath: b.homePath ?? '',
          sort: b.sort ?? 0,
          status: b.status ?? 1,
          ...created(sessionOf(request).userId, ctx.clock.now()),
        })
        .returning(),
    );
    return toConfiguredApp({ ...written(rows), configCount: 0 });
  });

  addRoute(app, A.appUpdate, async (request) => {
    const b = request.body;
    await liveApplication(db, b.id);
    await checkOwner(db, b.ownerUserId);
    await uniqueOr(taken(b.appCode), () =>
      db
        .update(applications)
        .set({
          ...given({
            appCode: b.appCode,
            appName: b.appName?.trim(),
            icon: b.icon,
            description: b.description,
            ownerUserId: b.ownerUserId,
            homePath: b.homePath,
            sort: b.sort,
            status: b.status,
          }),
          ...updated(sessionOf(request).userId, ctx.clock.now()),
        })
        .where(eq(applications.id, b.id)),
    );
    return toConfiguredApp(await liveApplication(db, b.id));
  });

  addRoute(app, A.appRemove, async (request) => {
    const ids = request.body.ids;
    const inUse = await db
      .select({ appCode: applications.appCode })
      .from(applications)
      .where(
        and(
          inArray(applications.id, ids),
          isNull(applications.deletedAt),
          sql`(exists (select 1 from ${formDefinitions} f
                 where f.app_id = app_application.id and f.deleted_at is null)
            or exists (select 1 from ${dataViews} v
                 where v.app_id = app_application.id and v.deleted_at is null))`,
        ),
      );
    if (inUse.length > 0) {
      throw conflict(text('app.inUse', { codes: inUse.map((a) => a.appCode) }));
    }
    const affected = await softDelete(
      db,
      applications,
      ids,
      sessionOf(request).userId,
      ctx.clock.now(),
    );
    return { affected };
  });
}
