import { API, type FormSaved, type FormSummary, ResultCode } from '@org/api-contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { formDefinitionVersions, formDefinitions } from '../db/schema/index';
import { written } from '../db/rows';
import { ApiError, invalidField, notFound } from '../http/api-error';
import { addRoute } from '../http/route';
import { languageOf } from '../i18n/language';
import { text } from '../i18n/text';
import { created, softDelete, updated } from '../lib/audit';
import { uniqueOr } from '../lib/record-helpers';
import {
  type FormRow,
  liveApp,
  liveForm,
  readDefinition,
  toFormRecord,
  toFormSummary,
} from '../services/form-records';

const F = API.forms;

/** 40009: the update was made on an older version than the stored one. */
function staleVersion(id: number, given: number, latest: number): ApiError {
  return new ApiError(ResultCode.CONFLICT, text('form.staleVersion', { id, latest, given }), {
    version: latest,
  });
}

/** Creating, changing (with versions), publishing and deleting form definitions. */
export function registerFormWriteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, F.create, async (request): Promise<FormSaved> => {
    const b = request.body;
    if (b.appId === undefined && b.appCode === undefined) {
      throw invalidField('body.appId', text('form.giveAppIdOrCode'));
    }
    const application = await liveApp(db, { id: b.appId, appCode: b.appCode });
    const { definition, warnings } = readDefinition(
      b.definition,
      'body.definition',
      languageOf(request.headers['accept-language']),
    );
    const actor = sessionOf(request).userId;
    const now = ctx.clock.now();
    const form = await uniqueOr(
      text('form.codeTaken', { code: b.formCode, appCode: application.appCode }),
      () =>
        db.transaction(async (tx) => {
          const row = written(
            await tx
              .insert(formDefinitions)
              .values({
                appId: application.id,
                formCode: b.formCode,
                formName: b.formName.trim(),
                description: b.description ?? '',
                version: 1,
                definition,
                status: b.status ?? 1,
                ...created(actor, now),
              })
              .returning(),
          );
          await tx.insert(formDefinitionVersions).values({
            formId: row.id,
            version: 1,
            definition,
            comment: b.comment ?? '',
            createdBy: actor,
            createdAt: now,
          });
          return row;
        }),
    );
    return { ...toFormRecord({ form, appCode: application.appCode, appStatus: 1 }), warnings };
  });

  addRoute(app, F.update, async (request): Promise<FormSaved> => {
    const b = request.body;
    const current = await liveForm(db, b.id);
    if (b.version !== current.form.version)
      throw staleVersion(b.id, b.version, current.form.version);
    const read =
      b.definition === undefined
        ? undefined
        : readDefinition(
            b.definition,
            'body.definition',
            languageOf(request.headers['accept-language']),
          );
    const actor = sessionOf(request).userId;
    const now = ctx.clock.now();
    const form = await db.transaction(async (tx): Promise<FormRow> => {
      // The version in the condition makes a concurrent save of the same version lose here.
      const [row] = await tx
        .update(formDefinitions)
        .set({
          ...(b.formName === undefined ? {} : { formName: b.formName.trim() }),
          ...(b.description === undefined ? {} : { description: b.description }),
          ...(b.status === undefined ? {} : { status: b.status }),
          ...(read === undefined
            ? {}
            : { definition: read.definition, version: sql`${formDefinitions.version} + 1` }),
          ...updated(actor, now),
        })
        .where(
          and(
            eq(formDefinitions.id, b.id),
            eq(formDefinitions.version, b.version),
            isNull(formDefinitions.deletedAt),
          ),
        )
        .returning();
      if (!row) {
        const latest = await liveForm(tx, b.id);
        throw staleVersion(b.id, b.version, latest.form.version);
      }
      if (read !== undefined) {
        await tx.insert(formDefinitionVersions).values({
          formId: row.id,
          version: row.version,
          definition: read.definition,
          comment: b.comment ?? '',
          createdBy: actor,
          createdAt: now,
        });
      }
      return row;
    });
    return { ...toFormRecord({ ...current, form }), warnings: read?.warnings ?? [] };
  });

  addRoute(app, F.publish, async (request): Promise<FormSummary> => {
    const { id, version } = request.body;
    const current = await liveForm(db, id);
    if (version !== null) {
      const [stored] = await db
        .select({ version: formDefinitionVersions.version })
        .from(formDefinitionVersions)
        .where(
          and(eq(formDefinitionVersions.formId, id), eq(formDefinitionVersions.version, version)),
        );
      if (!stored) {
        throw new ApiError(
          ResultCode.NOT_FOUND,
          text('form.noSuchVersion', { id, version, latest: current.form.version }),
        );
      }
    }
    const actor = sessionOf(request).userId;
    const now = ctx.clock.now();
    // Withdrawing clears the stamps: they describe the version that is published.
    const [form] = await db
      .update(formDefinitions)
      .set({
        publishedVersion: version,
        publishedAt: version === null ? null : now,
        publishedBy: version === null ? null : actor,
        ...updated(actor, now),
      })
      .where(and(eq(formDefinitions.id, id), isNull(formDefinitions.deletedAt)))
      .returning();
    if (!form) throw notFound(text('form.noun'), id);
    return toFormSummary({ ...current, form });
  });

  addRoute(app, F.remove, async (request) => {
    const affected = await softDelete(
      db,
      formDefinitions,
      request.body.ids,
      sessionOf(request).userId,
      ctx.clock.now(),
    );
    return { affected };
  });
}
