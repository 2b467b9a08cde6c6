import {
  API,
  ARTEFACT_KINDS,
  type Artefact,
  type ArtefactKind,
  type Status,
} from '@org/api-contract';
import { and, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { written } from '../db/rows';
import { appArtefacts, applications } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { notFound, validationFailed } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { created, softDelete, updated } from '../lib/audit';
import { paginate } from '../lib/paging';
import { uniqueOr, auditOf } from '../lib/record-helpers';
import { equals, escapeLike, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';
import { KIND_NAMES, checkedContent } from '../services/artefact-content';
import { compileProblems } from '../services/release-compile';
import { recordRelease } from '../services/releases/records';
import { TaskEngine } from '../services/tasks/engine';
import { formCountOf, liveApp } from '../services/form-records';

const A = API.artefacts;

type ArtefactRow = typeof appArtefacts.$inferSelect;
interface ArtefactWithApp {
  artefact: ArtefactRow;
  appCode: string;
  appName: string;
}

const WITH_APP = {
  artefact: appArtefacts,
  appCode: applications.appCode,
  appName: applications.appName,
};
const appJoin = eq(applications.id, appArtefacts.appId);

const SORT = {
  artefactCode: appArtefacts.artefactCode,
  artefactName: appArtefacts.artefactName,
  createdAt: appArtefacts.createdAt,
  updatedAt: appArtefacts.updatedAt,
};

export function toArtefact({ artefact, appCode, appName }: ArtefactWithApp): Artefact {
  return {
    id: Number(artefact.id),
    appId: Number(artefact.appId),
    appCode,
    appName,
    kind: artefact.kind as ArtefactKind,
    artefactCode: artefact.artefactCode,
    artefactName: artefact.artefactName,
    description: artefact.description,
    content: artefact.content,
    status: artefact.status as Status,
    ...auditOf(artefact),
  };
}

/** A live artefact of a live application, or 40004. */
export async function liveArtefact(db: Queryable, id: number): Promise<ArtefactWithApp> {
  const [row] = await db
    .select(WITH_APP)
    .from(appArtefacts)
    .innerJoin(applications, appJoin)
    .where(
      and(
        eq(appArtefacts.id, id),
        // rows of other kinds (forms' remote functions and option lists) have their own routes
        inArray(appArtefacts.kind, [...ARTEFACT_KINDS]),
        notDeleted(appArtefacts),
        isNull(applications.deletedAt),
      ),
    );
  if (!row) throw notFound(text('artefact.noun'), id);
  return row;
}

/** Live data views of an application (by id, or by code for views saved without one). */
const viewCountOf = sql<number>`(select count(*)::int from dv_view v where v.deleted_at is null
  and (v.app_id = app_application.id or (v.app_id is null and v.app_code = app_application.app_code)))`;

const taken = (kind: ArtefactKind, code: string, appCode: string) =>
  text('artefact.codeTaken', { kind: KIND_NAMES[kind], code, appCode });

/**
 * What applications are built of besides forms and views (`app_artefact`): list, one, create,
 * change, delete, enable or disable; and the holdings of every application.
 */
export function registerArtefactRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, A.page, async (request) => {
    const q = request.body;
    const keyword = q.keyword?.trim();
    const pattern = keyword ? `%${escapeLike(keyword)}%` : undefined;
    const where = and(
      notDeleted(appArtefacts),
      isNull(applications.deletedAt),
      equals(appArtefacts.appId, q.appId),
      q.kind === undefined
        ? inArray(appArtefacts.kind, [...ARTEFACT_KINDS])
        : eq(appArtefacts.kind, q.kind),
      equals(appArtefacts.status, q.status),
      pattern === undefined
        ? undefined
        : or(ilike(appArtefacts.artefactCode, pattern), ilike(appArtefacts.artefactName, pattern)),
    );
    // Cannot grow large (what people build per application: tens to thousands); the index on
    // (kind, created_at, id) serves the lists of one kind across applications.
    const order = orderBy(SORT, q.sortBy, q.sortOrder, 'createdAt', appArtefacts.id);
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select(WITH_APP)
            .from(appArtefacts)
            .innerJoin(applications, appJoin)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: async () => {
          const [row] = await db
            .select({ total: sql<number>`count(*)::int` })
            .from(appArtefacts)
            .innerJoin(applications, appJoin)
            .where(where);
          return Number(row?.total ?? 0);
        },
      },
      toArtefact,
    );
  });

  addRoute(app, A.get, async (request) => toArtefact(await liveArtefact(db, request.query.id)));

  addRoute(app, A.create, async (request) => {
    const b = request.body;
    const application = await liveApp(db, { id: b.appId });
    const content = await checkedContent(db, { appId: application.id, kind: b.kind }, b.content);
    if (b.kind === 'RELEASE') {
      // a release is made of an application that compiles: every problem named, nothing saved
      const problems = await compileProblems(db, application.id);
      if (problems.length > 0) throw validationFailed(problems);
    }
    const actor = sessionOf(request).userId;
    const now = ctx.clock.now();
    const row = await uniqueOr(taken(b.kind, b.artefactCode, application.appCode), () =>
      db.transaction(async (tx) => {
        const artefact = written(
          await tx
            .insert(appArtefacts)
            .values({
              appId: application.id,
              kind: b.kind,
              artefactCode: b.artefactCode,
              artefactName: b.artefactName.trim(),
              description: b.description ?? '',
              content,
              status: b.status ?? 1,
              ...created(actor, now),
            })
            .returning(),
        );
        // a release keeps the application as it is now, never to change (`app_release`)
        if (b.kind === 'RELEASE') await recordRelease(tx, artefact, actor, now);
        return artefact;
      }),
    );
    if (b.kind === 'TASK') await TaskEngine.changed(ctx, row.id);
    return toArtefact({
      artefact: row,
      appCode: application.appCode,
      appName: application.appName,
    });
  });

  addRoute(app, A.update, async (request) => {
    const b = request.body;
    const current = await liveArtefact(db, b.id);
    const { artefact } = current;
    // a release's version and notes belong to its snapshot, which never changes
    if (artefact.kind === 'RELEASE' && b.content !== undefined) {
      const was = artefact.content as { version?: unknown; notes?: unknown };
      const asked = b.content as { version?: unknown; notes?: unknown };
      if (asked.version !== was.version || (asked.notes ?? '') !== (was.notes ?? '')) {
        throw validationFailed([{ field: 'body.content', message: text('release.unchangeable') }]);
      }
    }
    const content =
      b.content === undefined
        ? undefined
        : await checkedContent(
            db,
            { appId: Number(artefact.appId), kind: artefact.kind as ArtefactKind },
            b.content,
            artefact.content,
          );
    const [row] = await db
      .update(appArtefacts)
      .set({
        ...(b.artefactName === undefined ? {} : { artefactName: b.artefactName.trim() }),
        ...(b.description === undefined ? {} : { description: b.description }),
        ...(content === undefined ? {} : { content }),
        ...(b.status === undefined ? {} : { status: b.status }),
        ...updated(sessionOf(request).userId, ctx.clock.now()),
      })
      .where(and(eq(appArtefacts.id, b.id), notDeleted(appArtefacts)))
      .returning();
    if (!row) throw notFound(text('artefact.noun'), b.id);
    if (row.kind === 'TASK') await TaskEngine.changed(ctx, row.id);
    return toArtefact({ ...current, artefact: row });
  });

  addRoute(app, A.remove, async (request) => {
    const affected = await softDelete(
      db,
      appArtefacts,
      request.body.ids,
      sessionOf(request).userId,
      ctx.clock.now(),
    );
    // a deleted task's timers stop on every instance (other kinds are no task: nothing happens)
    for (const id of request.body.ids) await TaskEngine.changed(ctx, id);
    return { affected };
  });

  addRoute(app, A.setStatus, async (request) => {
    const { id, status } = request.body;
    const current = await liveArtefact(db, id);
    const [row] = await db
      .update(appArtefacts)
      .set({ status, ...updated(sessionOf(request).userId, ctx.clock.now()) })
      .where(and(eq(appArtefacts.id, id), notDeleted(appArtefacts)))
      .returning();
    if (!row) throw notFound(text('artefact.noun'), id);
    if (row.kind === 'TASK') await TaskEngine.changed(ctx, row.id);
    return toArtefact({ ...current, artefact: row });
  });

  addRoute(app, A.holdings, async () => {
    // The applications are few (tens to hundreds): one row each, with two counted columns, and
    // one grouped count of the artefacts.
    const apps = await db
      .select({
        app: applications,
        formCount: formCountOf,
        viewCount: viewCountOf,
      })
      .from(applications)
      .where(notDeleted(applications))
      .orderBy(applications.sort, applications.id)
      .limit(1000);
    const kinds = await db
      .select({ appId: appArtefacts.appId, kind: appArtefacts.kind, n: count() })
      .from(appArtefacts)
      .where(notDeleted(appArtefacts))
      .groupBy(appArtefacts.appId, appArtefacts.kind);
    const byApp = new Map<number, Record<string, number>>();
    for (const row of kinds) {
      const entry = byApp.get(Number(row.appId)) ?? {};
      entry[row.kind] = Number(row.n);
      byApp.set(Number(row.appId), entry);
    }
    return {
      list: apps.map(({ app: a, formCount, viewCount }) => ({
        appId: Number(a.id),
        appCode: a.appCode,
        appName: a.appName,
        description: a.description,
        status: a.status as Status,
        formCount: Number(formCount),
        viewCount: Number(viewCount),
        artefacts: byApp.get(Number(a.id)) ?? {},
      })),
    };
  });
}
