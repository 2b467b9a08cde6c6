import { API, FORM_PERMISSIONS, ResultCode } from '@org/api-contract';
import type { FormDefinition } from '@org/form-schema';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import {
  formDefinitionVersions,
  formDefinitions,
  formSubmissions,
  users,
} from '../db/schema/index';
import { written } from '../db/rows';
import { ApiError, forbidden, invalidField, notFound, validationFailed } from '../http/api-error';
import { addRoute } from '../http/route';
import { created } from '../lib/audit';
import { paginateIndexed } from '../lib/keyset';
import { equals, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';
import { liveForm } from '../services/form-records';
import { SUBMISSION_WITH_NAMES, checkSubmission, toSubmission } from '../services/submission-check';
import { registerSubmissionDraftRoutes } from './submission-draft-routes';
import { registerSubmissionExport } from './submission-export';

const S = API.submission;

/** The sorts of the list; each has an index per filter it is narrowed by (migration 0006). */
const SUBMISSION_SORT = {
  createdAt: formSubmissions.createdAt,
  submittedAt: formSubmissions.submittedAt,
  formVersion: formSubmissions.formVersion,
};

/** Form submissions: stored by any signed-in user, read by their submitter or the view code. */
export function registerSubmissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  const withNames = () =>
    db
      .select(SUBMISSION_WITH_NAMES)
      .from(formSubmissions)
      .innerJoin(formDefinitions, eq(formDefinitions.id, formSubmissions.formId))
      .leftJoin(users, eq(users.id, formSubmissions.submittedBy));

  addRoute(app, S.create, async (request) => {
    const b = request.body;
    const { form, appStatus } = await liveForm(db, b.formId);
    if (form.status !== 1 || appStatus !== 1) {
      throw new ApiError(ResultCode.CONFLICT, `Form ${form.id} is disabled and takes no data.`);
    }
    let definition = form.definition as FormDefinition;
    const version = b.formVersion ?? form.version;
    if (version !== form.version) {
      const [stored] = await db
        .select({ definition: formDefinitionVersions.definition })
        .from(formDefinitionVersions)
        .where(
          and(
            eq(formDefinitionVersions.formId, form.id),
            eq(formDefinitionVersions.version, version),
          ),
        );
      if (!stored) throw invalidField('body.formVersion', `form ${form.id} has no such version`);
      definition = stored.definition as FormDefinition;
    }
    const status = b.submitStatus ?? 'SUBMITTED';
    let data = b.data;
    if (status === 'SUBMITTED') {
      const checked = await checkSubmission(definition, data);
      if (checked.errors.length > 0) throw validationFailed(checked.errors);
      data = checked.data;
    }
    const actor = sessionOf(request).userId;
    const now = ctx.clock.now();
    const row = written(
      await db
        .insert(formSubmissions)
        .values({
          formId: form.id,
          formVersion: version,
          appId: form.appId,
          data,
          submitStatus: status,
          submittedBy: actor,
          submittedAt: status === 'SUBMITTED' ? now : null,
          ...created(actor, now),
        })
        .returning({ id: formSubmissions.id }),
    );
    const [stored] = await withNames().where(eq(formSubmissions.id, row.id));
    if (!stored) throw notFound(`Submission ${row.id}`);
    return toSubmission(stored);
  });

  addRoute(app, S.page, async (request) => {
    const q = request.body;
    const userId = sessionOf(request).userId;
    const seesAll = await ctx.grants.has(userId, FORM_PERMISSIONS.view);
    if (!seesAll && q.submittedBy !== undefined && q.submittedBy !== userId) {
      throw forbidden(FORM_PERMISSIONS.view);
    }
    const where = and(
      notDeleted(formSubmissions),
      equals(formSubmissions.formId, q.formId),
      equals(formSubmissions.appId, q.appId),
      equals(formSubmissions.submittedBy, seesAll ? q.submittedBy : userId),
      equals(formSubmissions.submitStatus, q.submitStatus),
      q.submittedFrom === undefined
        ? undefined
        : gte(formSubmissions.submittedAt, new Date(q.submittedFrom)),
      q.submittedTo === undefined
        ? undefined
        : lt(formSubmissions.submittedAt, new Date(q.submittedTo)),
    );
    const key = q.sortBy ?? 'createdAt';
    const direction = q.sortOrder ?? 'desc';
    const order = orderBy(SUBMISSION_SORT, key, direction, 'createdAt', formSubmissions.id);
    const { pageNo: _pageNo, pageSize: _pageSize, cursor: _cursor, ...filters } = q;
    return paginateIndexed(
      db,
      q,
      {
        table: formSubmissions,
        id: formSubmissions.id,
        where,
        order: {
          key,
          column: SUBMISSION_SORT[key],
          direction,
          notNull: key !== 'submittedAt',
        },
        scope: { ...filters, sortBy: key, sortOrder: direction, seesAll, userId },
        rows: (ids) =>
          withNames()
            .where(inArray(formSubmissions.id, ids))
            .orderBy(...order),
      },
      toSubmission,
    );
  });

  registerSubmissionExport(app, ctx);
  registerSubmissionDraftRoutes(app, ctx);

  addRoute(app, S.get, async (request) => {
    const { id } = request.query;
    const [row] = await withNames().where(
      and(eq(formSubmissions.id, id), notDeleted(formSubmissions)),
    );
    if (!row) throw notFound(`Submission ${id}`);
    const userId = sessionOf(request).userId;
    if (
      row.submission.submittedBy !== userId &&
      !(await ctx.grants.has(userId, FORM_PERMISSIONS.view))
    ) {
      throw forbidden(FORM_PERMISSIONS.view);
    }
    return toSubmission(row);
  });
}
