import { API, type FormSourceKind } from '@org/api-contract';
import { and, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest, FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { written } from '../db/rows';
import { appArtefacts } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { invalidField, notFound } from '../http/api-error';
import { addRoute } from '../http/route';
import { languageOf } from '../i18n/language';
import { text } from '../i18n/text';
import { created, updated } from '../lib/audit';
import { paginate } from '../lib/paging';
import { uniqueOr } from '../lib/record-helpers';
import { escapeLike, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';
import { liveApp } from '../services/form-records';
import {
  type RemoteFuncContext,
  SETTINGS_CODE,
  SETTINGS_KIND,
  STORED_KIND,
  checkedSourceContent,
  formScriptsRuntime,
  isFormSourceRow,
  kindNoun,
  remoteFunctionNamed,
  runRemoteFunction,
  toFormSource,
} from '../services/form-scripts';

const F = API.formScripts;
const SORT = {
  name: appArtefacts.artefactCode,
  createdAt: appArtefacts.createdAt,
  updatedAt: appArtefacts.updatedAt,
};
const FORM_SOURCE_KINDS = [STORED_KIND.FUNC, STORED_KIND.OPTION];

/** A live remote function or option list by id, or 40004. */
async function liveSource(db: Queryable, id: number) {
  const [row] = await db
    .select()
    .from(appArtefacts)
    .where(
      and(
        eq(appArtefacts.id, id),
        inArray(appArtefacts.kind, FORM_SOURCE_KINDS),
        notDeleted(appArtefacts),
      ),
    );
  if (!row || !isFormSourceRow(row)) throw notFound(text('formScripts.funcNoun'), id);
  return row;
}

/** What a remote function run for `request` sees as `context`. */
async function contextOf(request: FastifyRequest, appCode: string): Promise<RemoteFuncContext> {
  return {
    appCode,
    account: sessionOf(request).account,
    language: languageOf(request.headers['accept-language']),
  };
}

/**
 * Remote functions and option lists of an application (`app_artefact` rows of their own
 * kinds): list, add, change, delete, try a script as edited, call a saved function; what a
 * form being filled in runs with; the form-scripts setting.
 */
export function registerFormScriptRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, F.page, async (request) => {
    const q = request.body;
    const keyword = q.keyword?.trim();
    const pattern = keyword ? `%${escapeLike(keyword)}%` : undefined;
    const where = and(
      eq(appArtefacts.appId, q.appId),
      eq(appArtefacts.kind, STORED_KIND[q.kind]),
      notDeleted(appArtefacts),
      pattern === undefined
        ? undefined
        : or(ilike(appArtefacts.artefactCode, pattern), ilike(appArtefacts.artefactName, pattern)),
    );
    // An application's functions and lists are tens, at most thousands: offset paging.
    const order = orderBy(SORT, q.sortBy, q.sortOrder, 'name', appArtefacts.id);
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select()
            .from(appArtefacts)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: async () => {
          const [row] = await db
            .select({ total: sql<number>`count(*)::int` })
            .from(appArtefacts)
            .where(where);
          return Number(row?.total ?? 0);
        },
      },
      toFormSource,
    );
  });

  addRoute(app, F.create, async (request) => {
    const b = request.body;
    const application = await liveApp(db, { id: b.appId });
    const content = await checkedSourceContent(b.kind, b);
    const label = b.label?.trim() || b.name;
    const taken = text('formScripts.nameTaken', {
      appCode: application.appCode,
      name: b.name,
      kind: kindNoun(b.kind as FormSourceKind),
    });
    const row = await uniqueOr(taken, async () =>
      written(
        await db
          .insert(appArtefacts)
          .values({
            appId: application.id,
            kind: STORED_KIND[b.kind],
            artefactCode: b.name,
            artefactName: label,
            content,
            ...created(sessionOf(request).userId, ctx.clock.now()),
          })
          .returning(),
      ),
    );
    return toFormSource(row);
  });

  addRoute(app, F.update, async (request) => {
    const b = request.body;
    const current = await liveSource(db, b.id);
    const source = toFormSource(current);
    const changed = b.script !== undefined || b.options !== undefined;
    const content = changed ? await checkedSourceContent(source.kind, b) : undefined;
    const [row] = await db
      .update(appArtefacts)
      .set({
        ...(b.label === undefined ? {} : { artefactName: b.label.trim() || source.name }),
        ...(content === undefined ? {} : { content }),
        ...updated(sessionOf(request).userId, ctx.clock.now()),
      })
      .where(and(eq(appArtefacts.id, b.id), notDeleted(appArtefacts)))
      .returning();
    if (!row) throw notFound(kindNoun(source.kind), b.id);
    return toFormSource(row);
  });

  addRoute(app, F.remove, async (request) => {
    const now = ctx.clock.now();
    const actor = sessionOf(request).userId;
    // only rows of these kinds: an id of a flow or a task is not deleted from here
    const rows = await db
      .update(appArtefacts)
      .set({ deletedAt: now, deletedBy: actor, ...updated(actor, now) })
      .where(
        and(
          inArray(appArtefacts.id, request.body.ids),
          inArray(appArtefacts.kind, FORM_SOURCE_KINDS),
          isNull(appArtefacts.deletedAt),
        ),
      )
      .returning({ id: appArtefacts.id });
    return { affected: rows.length };
  });

  addRoute(app, F.tryScript, async (request) => {
    const { appId, script } = request.body;
    const application = await liveApp(db, { id: appId });
    const outcome = await runRemoteFunction(script, await contextOf(request, application.appCode));
    if (!outcome.ok) throw invalidField('body.script', outcome.reason);
    return { options: outcome.options };
  });

  addRoute(app, F.call, async (request) => {
    const { appId, name } = request.body;
    const application = await liveApp(db, { id: appId });
    const row = await remoteFunctionNamed(db, application.id, name);
    if (!row) {
      throw invalidField(
        'body.name',
        text('formScripts.noSuchFunc', { appCode: application.appCode, name }),
      );
    }
    const script = (row.content as { script?: string }).script ?? '';
    const outcome = await runRemoteFunction(script, await contextOf(request, application.appCode));
    if (!outcome.ok) {
      throw invalidField(
        'body.name',
        text('formScripts.funcFailed', { name, reason: outcome.reason }),
      );
    }
    return { options: outcome.options };
  });

  addRoute(app, F.runtime, async (request) => {
    const application = await liveApp(db, { id: request.query.appId });
    return formScriptsRuntime(db, application.id);
  });

  addRoute(app, F.setting, async (request) => {
    const { appId, sandboxScripts } = request.body;
    const application = await liveApp(db, { id: appId });
    const actor = sessionOf(request).userId;
    const now = ctx.clock.now();
    const values = {
      appId: application.id,
      kind: SETTINGS_KIND,
      artefactCode: SETTINGS_CODE,
      artefactName: SETTINGS_CODE,
      content: { sandboxScripts },
    };
    // one live row per application (the unique index on app, kind and code of live rows)
    await db
      .insert(appArtefacts)
      .values({ ...values, ...created(actor, now) })
      .onConflictDoUpdate({
        target: [appArtefacts.appId, appArtefacts.kind, appArtefacts.artefactCode],
        targetWhere: isNull(appArtefacts.deletedAt),
        set: { content: values.content, ...updated(actor, now) },
      });
    return { appId: application.id, sandboxScripts };
  });
}
