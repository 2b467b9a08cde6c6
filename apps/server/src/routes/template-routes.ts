import {
  API,
  type FieldError,
  ResultCode,
  type TemplateRecord,
  type TemplateSaved,
  type TemplateSummary,
} from '@org/api-contract';
import { type FormDefinition, allWidgets } from '@org/form-schema';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { formDefinitionVersions, formDefinitions, formTemplates } from '../db/schema/index';
import { written } from '../db/rows';
import type { Queryable } from '../db/types';
import { ApiError, invalidField, notFound } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { created, softDelete, updated } from '../lib/audit';
import { pageTotal, paginate } from '../lib/paging';
import { auditOf } from '../lib/record-helpers';
import { contains, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';
import { liveApp, liveForm, readDefinition } from '../services/form-records';

const T = API.templates;
type TemplateRow = typeof formTemplates.$inferSelect;

/** A template row with the name of the form it was saved from (null when none or deleted). */
const WITH_SOURCE = { template: formTemplates, sourceFormName: formDefinitions.formName };
const sourceJoin = and(
  eq(formDefinitions.id, formTemplates.sourceFormId),
  isNull(formDefinitions.deletedAt),
);

function widgetCount(definition: unknown): number {
  const list = (definition as Partial<FormDefinition> | null)?.list;
  return Array.isArray(list) ? allWidgets(list).length : 0;
}

function toSummary(row: { template: TemplateRow; sourceFormName: string | null }): TemplateSummary {
  const { template } = row;
  return {
    id: template.id,
    appId: template.appId,
    templateName: template.templateName,
    description: template.description,
    category: template.category,
    widgetCount: widgetCount(template.definition),
    sourceFormId: template.sourceFormId,
    sourceFormName: row.sourceFormName,
    ...auditOf(template),
  };
}

function toRecord(row: { template: TemplateRow; sourceFormName: string | null }): TemplateRecord {
  return { ...toSummary(row), definition: row.template.definition };
}

async function liveTemplate(db: Queryable, id: number) {
  const [row] = await db
    .select(WITH_SOURCE)
    .from(formTemplates)
    .leftJoin(formDefinitions, sourceJoin)
    .where(and(eq(formTemplates.id, id), notDeleted(formTemplates)));
  if (!row) throw notFound(text('template.noun'), id);
  return row;
}

/** The definition of a saved version of a form (the latest by default), read as a form's. */
async function definitionOfForm(
  db: Queryable,
  formId: number,
  version: number | undefined,
): Promise<{ definition: FormDefinition; warnings: FieldError[] }> {
  const form = await liveForm(db, formId);
  const wanted = version ?? form.form.version;
  const [row] = await db
    .select({ definition: formDefinitionVersions.definition })
    .from(formDefinitionVersions)
    .where(
      and(eq(formDefinitionVersions.formId, formId), eq(formDefinitionVersions.version, wanted)),
    );
  if (!row) {
    throw new ApiError(
      ResultCode.NOT_FOUND,
      text('template.versionNotFound', { version: wanted, formId }),
    );
  }
  return readDefinition(row.definition, 'body.sourceFormId');
}

/** Form templates: list, read, create (from a definition or a form's version), change, delete. */
export function registerTemplateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, T.page, async (request) => {
    const b = request.body;
    const where = and(
      notDeleted(formTemplates),
      b.appId === undefined
        ? undefined
        : or(eq(formTemplates.appId, b.appId), isNull(formTemplates.appId)),
      contains(formTemplates.templateName, b.templateName),
      contains(formTemplates.category, b.category),
    );
    const order = orderBy(
      {
        createdAt: formTemplates.createdAt,
        updatedAt: formTemplates.updatedAt,
        templateName: formTemplates.templateName,
      },
      b.sortBy,
      b.sortOrder ?? 'desc',
      'createdAt',
      formTemplates.id,
    );
    return paginate(
      b,
      {
        rows: (limit, offset) =>
          db
            .select(WITH_SOURCE)
            .from(formTemplates)
            .leftJoin(formDefinitions, sourceJoin)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, formTemplates, where),
      },
      toSummary,
    );
  });

  addRoute(app, T.get, async (request) => toRecord(await liveTemplate(db, request.query.id)));

  addRoute(app, T.create, async (request): Promise<TemplateSaved> => {
    const b = request.body;
    if (b.definition !== undefined && b.sourceFormId !== undefined) {
      throw invalidField('body.definition', text('template.notBoth'));
    }
    if (b.definition === undefined && b.sourceFormId === undefined) {
      throw invalidField('body.definition', text('template.neither'));
    }
    if (b.sourceVersion !== undefined && b.sourceFormId === undefined) {
      throw invalidField('body.sourceVersion', text('template.versionWithoutForm'));
    }
    const appId = b.appId ?? null;
    if (appId !== null) await liveApp(db, { id: appId });
    const { definition, warnings } =
      b.sourceFormId === undefined
        ? readDefinition(b.definition, 'body.definition')
        : await definitionOfForm(db, b.sourceFormId, b.sourceVersion);
    const actor = sessionOf(request).userId;
    const row = written(
      await db
        .insert(formTemplates)
        .values({
          appId,
          templateName: b.templateName.trim(),
          description: b.description ?? '',
          category: (b.category ?? '').trim(),
          definition,
          sourceFormId: b.sourceFormId ?? null,
          ...created(actor, ctx.clock.now()),
        })
        .returning(),
    );
    return { ...toRecord(await liveTemplate(db, row.id)), warnings };
  });

  addRoute(app, T.update, async (request): Promise<TemplateSaved> => {
    const b = request.body;
    await liveTemplate(db, b.id);
    const read =
      b.definition === undefined ? undefined : readDefinition(b.definition, 'body.definition');
    await db
      .update(formTemplates)
      .set({
        ...(b.templateName === undefined ? {} : { templateName: b.templateName.trim() }),
        ...(b.description === undefined ? {} : { description: b.description }),
        ...(b.category === undefined ? {} : { category: b.category.trim() }),
        ...(read === undefined ? {} : { definition: read.definition }),
        ...updated(sessionOf(request).userId, ctx.clock.now()),
      })
      .where(and(eq(formTemplates.id, b.id), notDeleted(formTemplates)));
    return { ...toRecord(await liveTemplate(db, b.id)), warnings: read?.warnings ?? [] };
  });

  addRoute(app, T.remove, async (request) => {
    const affected = await softDelete(
      db,
      formTemplates,
      request.body.ids,
      sessionOf(request).userId,
      ctx.clock.now(),
    );
    return { affected };
  });
}
