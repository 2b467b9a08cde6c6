import {
  API,
  FORM_PERMISSIONS,
  type FormRecord,
  LOOKUP_MAX_PAGE_SIZE,
  ResultCode,
} from '@org/api-contract';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { applications, formDefinitionVersions, formDefinitions } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { ApiError, invalidField, notFound } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { pageTotal, paginate } from '../lib/paging';
import { contains, equals, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';
import {
  FORM_WITH_APP,
  type FormWithApp,
  formAppJoin,
  formCountOf,
  liveApp,
  liveForm,
  toAppSummary,
  toFormRecord,
  toFormSummary,
  toFormVersion,
} from '../services/form-records';
import { registerFormWriteRoutes } from './form-write-routes';
import { registerSubmissionRoutes } from './submission-routes';

const F = API.forms;

const APP_SORT = {
  sort: applications.sort,
  appCode: applications.appCode,
  appName: applications.appName,
  createdAt: applications.createdAt,
};
const FORM_SORT = {
  formCode: formDefinitions.formCode,
  formName: formDefinitions.formName,
  version: formDefinitions.version,
  createdAt: formDefinitions.createdAt,
  updatedAt: formDefinitions.updatedAt,
};

/** 40004: the form has no version `version`. */
function versionNotFound(id: number, version: number): ApiError {
  return new ApiError(ResultCode.NOT_FOUND, text('form.versionNotFound', { id, version }));
}

/** A form with the definition of its published version (`version` names it), or 40004. */
async function publishedRecord(db: Queryable, row: FormWithApp): Promise<FormRecord> {
  const { id, publishedVersion } = row.form;
  if (publishedVersion === null) {
    throw new ApiError(
      ResultCode.NOT_FOUND,
      text('form.noPublishedVersion', { id, appCode: row.appCode, formCode: row.form.formCode }),
    );
  }
  const [stored] = await db
    .select({ definition: formDefinitionVersions.definition })
    .from(formDefinitionVersions)
    .where(
      and(
        eq(formDefinitionVersions.formId, id),
        eq(formDefinitionVersions.version, publishedVersion),
      ),
    );
  if (!stored) throw versionNotFound(id, publishedVersion);
  return {
    ...toFormRecord(row),
    version: publishedVersion,
    definition: stored.definition,
  };
}

/**
 * The form service (`/form-service/...`): applications as designers see them (read-only;
 * the app config screen changes them), form definitions with their versions, and
 * submissions.
 */
export function registerFormRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, F.appPage, async (request) => {
    const q = request.body;
    const where = and(
      notDeleted(applications),
      contains(applications.appCode, q.appCode),
      contains(applications.appName, q.appName),
      equals(applications.status, q.status),
    );
    // Cannot grow large (the applications: tens to hundreds): a page by offset and the bounded
    // total (`pageTotal`, decision 0012) stay cheap without an index per sort.
    const order = orderBy(APP_SORT, q.sortBy, q.sortOrder, 'sort', applications.id);
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select({ app: applications, formCount: formCountOf })
            .from(applications)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, applications, where),
      },
      (row) => toAppSummary(row.app, Number(row.formCount)),
      LOOKUP_MAX_PAGE_SIZE,
    );
  });

  addRoute(app, F.appGet, async (request) => {
    const { id, appCode } = request.query;
    if (id === undefined && appCode === undefined) {
      throw invalidField('query.id', text('form.giveIdOrAppCode'));
    }
    const row = await liveApp(db, { id, appCode });
    const [counted] = await db
      .select({ formCount: formCountOf })
      .from(applications)
      .where(eq(applications.id, row.id));
    return toAppSummary(row, Number(counted?.formCount ?? 0));
  });

  addRoute(app, F.page, async (request) => {
    const q = request.body;
    const where = and(
      notDeleted(formDefinitions),
      isNull(applications.deletedAt),
      equals(formDefinitions.appId, q.appId),
      equals(applications.appCode, q.appCode),
      contains(formDefinitions.formCode, q.formCode),
      contains(formDefinitions.formName, q.formName),
      equals(formDefinitions.status, q.status),
    );
    // Cannot grow large (the forms of the platform: hundreds to thousands): a page by offset and
    // the bounded total (`pageTotal`, decision 0012) stay cheap without an index per sort.
    const order = orderBy(FORM_SORT, q.sortBy, q.sortOrder, 'formCode', formDefinitions.id);
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select(FORM_WITH_APP)
            .from(formDefinitions)
            .innerJoin(applications, formAppJoin)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: async () => {
          const [row] = await db
            .select({ total: sql<number>`count(*)::int` })
            .from(formDefinitions)
            .innerJoin(applications, formAppJoin)
            .where(where);
          return Number(row?.total ?? 0);
        },
      },
      toFormSummary,
      LOOKUP_MAX_PAGE_SIZE,
    );
  });

  addRoute(app, F.get, async (request) => {
    const { id, appCode, formCode, published } = request.query;
    let row: FormWithApp | undefined;
    if (id !== undefined) row = await liveForm(db, id);
    else if (appCode !== undefined && formCode !== undefined) {
      [row] = await db
        .select(FORM_WITH_APP)
        .from(formDefinitions)
        .innerJoin(applications, formAppJoin)
        .where(
          and(
            eq(applications.appCode, appCode),
            isNull(applications.deletedAt),
            eq(formDefinitions.formCode, formCode),
            notDeleted(formDefinitions),
          ),
        );
      if (!row) throw notFound(text('form.noun'), `${appCode}/${formCode}`);
    } else throw invalidField('query.id', text('form.giveIdOrCodes'));
    const usable = row.form.status === 1 && row.appStatus === 1;
    if (!usable && !(await ctx.grants.has(sessionOf(request).userId, FORM_PERMISSIONS.view))) {
      throw notFound(text('form.noun'), id ?? `${appCode}/${formCode}`);
    }
    if (published === true) return publishedRecord(db, row);
    return toFormRecord(row);
  });

  addRoute(app, F.versions, async (request) => {
    const q = request.body;
    await liveForm(db, q.formId);
    const where = eq(formDefinitionVersions.formId, q.formId);
    // Cannot grow large (one form's versions, one per save): the unique index (form_id, version)
    // serves the order.
    const direction = q.sortOrder === 'asc' ? asc : desc;
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select()
            .from(formDefinitionVersions)
            .where(where)
            .orderBy(direction(formDefinitionVersions.version))
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, formDefinitionVersions, where),
      },
      toFormVersion,
    );
  });

  addRoute(app, F.version, async (request) => {
    const { formId, version } = request.query;
    await liveForm(db, formId);
    const [row] = await db
      .select()
      .from(formDefinitionVersions)
      .where(
        and(eq(formDefinitionVersions.formId, formId), eq(formDefinitionVersions.version, version)),
      );
    if (!row) throw versionNotFound(formId, version);
    return { ...toFormVersion(row), definition: row.definition };
  });

  registerFormWriteRoutes(app, ctx);
  registerSubmissionRoutes(app, ctx);
}
