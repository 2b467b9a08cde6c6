import { API, ResultCode } from '@org/api-contract';
import type { FormDefinition } from '@org/form-schema';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { written } from '../db/rows';
import {
  applications,
  formDefinitionVersions,
  formDefinitions,
  formSubmissions,
  users,
} from '../db/schema/index';
import type { Queryable } from '../db/types';
import { ApiError, conflict, invalidField, notFound, validationFailed } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { updated } from '../lib/audit';
import { paginate } from '../lib/paging';
import { contains, equals, notDeleted } from '../lib/search';
import {
  FORM_WITH_APP,
  type FormWithApp,
  formAppJoin,
  liveForm,
  toFormSummary,
} from '../services/form-records';
import { SUBMISSION_WITH_NAMES, checkSubmission, toSubmission } from '../services/submission-check';

const S = API.submission;

/** The definition of one saved version of a form (the latest is on the form row itself). */
async function definitionOf(
  db: Queryable,
  { form }: FormWithApp,
  version: number,
): Promise<FormDefinition> {
  if (version === form.version) return form.definition as FormDefinition;
  const [stored] = await db
    .select({ definition: formDefinitionVersions.definition })
    .from(formDefinitionVersions)
    .where(
      and(eq(formDefinitionVersions.formId, form.id), eq(formDefinitionVersions.version, version)),
    );
  if (!stored) {
    throw invalidField('body.formVersion', text('submission.noSuchVersion', { id: form.id }));
  }
  return stored.definition as FormDefinition;
}

/**
 * Going on with a draft (save it again, or submit it), and the forms a user can fill in
 * (published, enabled, of an enabled application): what the form container lists as to-dos.
 */
export function registerSubmissionDraftRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, S.update, async (request) => {
    const b = request.body;
    const actor = sessionOf(request).userId;
    const [draft] = await db
      .select()
      .from(formSubmissions)
      .where(and(eq(formSubmissions.id, b.id), notDeleted(formSubmissions)));
    // Another person's submission is not even said to exist.
    if (!draft || draft.submittedBy !== actor) throw notFound(text('submission.noun'), b.id);
    if (draft.submitStatus !== 'DRAFT') {
      throw conflict(text('submission.alreadySubmitted', { id: b.id }));
    }
    const form = await liveForm(db, draft.formId);
    if (form.form.status !== 1 || form.appStatus !== 1) {
      throw new ApiError(
        ResultCode.CONFLICT,
        text('submission.formDisabled', { id: form.form.id }),
      );
    }
    const version = b.formVersion ?? draft.formVersion;
    const definition = await definitionOf(db, form, version);
    const status = b.submitStatus ?? 'DRAFT';
    let data = b.data;
    if (status === 'SUBMITTED') {
      const checked = await checkSubmission(definition, data);
      if (checked.errors.length > 0) throw validationFailed(checked.errors);
      data = checked.data;
    }
    const now = ctx.clock.now();
    const rows = await db
      .update(formSubmissions)
      .set({
        data,
        formVersion: version,
        submitStatus: status,
        submittedAt: status === 'SUBMITTED' ? now : null,
        ...updated(actor, now),
      })
      // Still a draft: of two finishing at once, one wins and the other is told.
      .where(and(eq(formSubmissions.id, draft.id), eq(formSubmissions.submitStatus, 'DRAFT')))
      .returning({ id: formSubmissions.id });
    if (rows.length === 0) {
      throw conflict(text('submission.alreadySubmitted', { id: b.id }));
    }
    const row = written(rows);
    const [stored] = await db
      .select(SUBMISSION_WITH_NAMES)
      .from(formSubmissions)
      .innerJoin(formDefinitions, eq(formDefinitions.id, formSubmissions.formId))
      .leftJoin(users, eq(users.id, formSubmissions.submittedBy))
      .where(eq(formSubmissions.id, row.id));
    if (!stored) throw notFound(text('submission.noun'), row.id);
    return toSubmission(stored);
  });

  addRoute(app, S.fillable, async (request) => {
    const q = request.body;
    const where = and(
      notDeleted(formDefinitions),
      isNull(applications.deletedAt),
      eq(formDefinitions.status, 1),
      eq(applications.status, 1),
      isNotNull(formDefinitions.publishedVersion),
      equals(formDefinitions.appId, q.appId),
      contains(formDefinitions.formName, q.formName),
    );
    // The forms of the platform (hundreds to thousands): a page by offset stays cheap.
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select(FORM_WITH_APP)
            .from(formDefinitions)
            .innerJoin(applications, formAppJoin)
            .where(where)
            .orderBy(
              asc(applications.appCode),
              asc(formDefinitions.formName),
              asc(formDefinitions.id),
            )
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
    );
  });
}
