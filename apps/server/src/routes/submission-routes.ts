import { API, FORM_PERMISSIONS, ResultCode, type SubmissionFieldFilter } from '@org/api-contract';
import type { FormDefinition } from '@org/form-schema';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ALL_DATA, assertUsersInScope, outsideScope, usersInScope } from '../auth/data-scope';
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
import { type TextValue, text } from '../i18n/text';
import { created, softDelete } from '../lib/audit';
import { paginateIndexed } from '../lib/keyset';
import { equals, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';
import { liveForm } from '../services/form-records';
import {
  type FieldRequest,
  checkFieldRequest,
  fieldConditions,
  fieldPage,
  fieldSortKey,
} from '../services/submission-fields';
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

/** The submitted data, as the field filters and sorts address it. */
const DATA = sql`${formSubmissions.data}`;

/** At most this many ids are named in a refusal; the rest are counted. */
const NAMED_IDS = 10;
const idList = (ids: readonly number[]): TextValue =>
  ids.length > NAMED_IDS
    ? text('submission.idsAndMore', {
        ids: ids.slice(0, NAMED_IDS).join(', '),
        count: ids.length - NAMED_IDS,
      })
    : ids.join(', ');

/**
 * Form submissions: stored by any signed-in user, read by their submitter or the view code,
 * deleted with the forms' remove code.
 */
export function registerSubmissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  /** The field filters and sort of a list request, checked against its form; none: undefined. */
  const fieldsOf = async (q: {
    formId?: number | undefined;
    fieldFilters?: SubmissionFieldFilter[] | undefined;
    sortField?: string | undefined;
  }): Promise<FieldRequest | undefined> => {
    if ((q.fieldFilters ?? []).length === 0 && q.sortField === undefined) return undefined;
    if (q.formId === undefined) {
      throw invalidField('body.formId', text('submission.formIdNeeded'));
    }
    const { form } = await liveForm(db, q.formId);
    return checkFieldRequest(form.definition as FormDefinition, q);
  };

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
      throw new ApiError(ResultCode.CONFLICT, text('submission.formDisabled', { id: form.id }));
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
      if (!stored) {
        throw invalidField('body.formVersion', text('submission.noSuchVersion', { id: form.id }));
      }
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
    if (!stored) throw notFound(text('submission.noun'), row.id);
    return toSubmission(stored);
  });

  addRoute(app, S.page, async (request) => {
    const q = request.body;
    const userId = sessionOf(request).userId;
    const seesAll = await ctx.grants.has(userId, FORM_PERMISSIONS.view);
    if (!seesAll && q.submittedBy !== undefined && q.submittedBy !== userId) {
      throw forbidden(FORM_PERMISSIONS.view);
    }
    // With the view code, the submissions of the people in the caller's data scope.
    const dataScope = seesAll ? await ctx.grants.scopeOf(userId) : ALL_DATA;
    const fields = await fieldsOf(q);
    const where = and(
      notDeleted(formSubmissions),
      usersInScope(dataScope, formSubmissions.submittedBy),
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
      fields && fieldConditions(DATA, fields.filters),
    );
    const key = q.sortBy ?? 'createdAt';
    const direction = q.sortOrder ?? 'desc';
    if (fields !== undefined) {
      return fieldPage(
        db,
        q,
        {
          where,
          order: fields.sort
            ? { key: fieldSortKey(DATA, fields.sort.model), direction, nullsLast: true }
            : { key: SUBMISSION_SORT[key], direction, nullsLast: false },
          filtered: fields.filters.length > 0,
          rows: (ids) => withNames().where(inArray(formSubmissions.id, ids)),
          id: (row) => row.submission.id,
        },
        toSubmission,
      );
    }
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
        scope: {
          ...filters,
          sortBy: key,
          sortOrder: direction,
          seesAll,
          userId,
          dataScope: dataScope.key,
        },
        rows: (ids) =>
          withNames()
            .where(inArray(formSubmissions.id, ids))
            .orderBy(...order),
      },
      toSubmission,
    );
  });

  addRoute(app, S.remove, async (request) => {
    const { formId, ids } = request.body;
    const actor = sessionOf(request).userId;
    const rows = await db
      .select({
        id: formSubmissions.id,
        formId: formSubmissions.formId,
        submittedBy: formSubmissions.submittedBy,
      })
      .from(formSubmissions)
      .where(and(inArray(formSubmissions.id, ids), notDeleted(formSubmissions)));
    const live = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !live.has(id));
    if (missing.length === 1) throw notFound(text('submission.noun'), missing);
    if (missing.length > 1) {
      throw new ApiError(
        ResultCode.NOT_FOUND,
        text('submission.notFoundMany', { ids: idList(missing) }),
      );
    }
    const elsewhere = rows.filter((row) => row.formId !== formId).map((row) => row.id);
    if (elsewhere.length > 0) {
      throw invalidField(
        'body.ids',
        text('submission.notOfForm', { ids: idList(elsewhere), formId }),
      );
    }
    // Only the submissions of people in the caller's data scope, as the list shows them.
    const submitters = [...new Set(rows.flatMap((row) => row.submittedBy ?? []))];
    await assertUsersInScope(ctx, actor, submitters);
    const orphans = rows.filter((row) => row.submittedBy === null).map((row) => row.id);
    if (orphans.length > 0 && !(await ctx.grants.scopeOf(actor)).all) {
      // Nobody's scope but ALL shows them: their submitter was removed for good.
      throw outsideScope(
        text(orphans.length === 1 ? 'submission.orphan' : 'submission.orphans', {
          ids: idList(orphans),
        }),
      );
    }
    return { affected: await softDelete(db, formSubmissions, ids, actor, ctx.clock.now()) };
  });

  registerSubmissionExport(app, ctx);
  registerSubmissionDraftRoutes(app, ctx);

  addRoute(app, S.get, async (request) => {
    const { id } = request.query;
    const [row] = await withNames().where(
      and(eq(formSubmissions.id, id), notDeleted(formSubmissions)),
    );
    if (!row) throw notFound(text('submission.noun'), id);
    const userId = sessionOf(request).userId;
    const submitter = row.submission.submittedBy;
    if (submitter !== userId) {
      if (!(await ctx.grants.has(userId, FORM_PERMISSIONS.view))) {
        throw forbidden(FORM_PERMISSIONS.view);
      }
      if (submitter !== null) await assertUsersInScope(ctx, userId, [submitter]);
    }
    return toSubmission(row);
  });
}
