import {
  type AppSummary,
  type FieldError,
  type FormRecord,
  type FormSummary,
  type FormVersion,
  MAX_DEFINITION_BYTES,
  type Status,
} from '@org/api-contract';
import {
  type DefinitionIssue,
  type FormDefinition,
  importDefinition,
  issueMessage,
} from '@org/form-schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { applications, type formDefinitionVersions, formDefinitions } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { invalidField, notFound, validationFailed } from '../http/api-error';
import { parseJsonInput } from '../http/input-check';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/language';
import { localized, text } from '../i18n/text';
import { auditOf, isoOrNull } from '../lib/record-helpers';

export type AppRow = typeof applications.$inferSelect;
export type FormRow = typeof formDefinitions.$inferSelect;
export type VersionRow = typeof formDefinitionVersions.$inferSelect;
/** A form row with the code of its application. */
export interface FormWithApp {
  form: FormRow;
  appCode: string;
  appStatus: number;
}

export function toAppSummary(row: AppRow, formCount: number): AppSummary {
  return {
    id: row.id,
    appCode: row.appCode,
    appName: row.appName,
    icon: row.icon,
    description: row.description,
    homePath: row.homePath,
    sort: row.sort,
    status: row.status as Status,
    formCount,
    ...auditOf(row),
  };
}

export function toFormSummary({ form, appCode }: FormWithApp): FormSummary {
  return {
    id: form.id,
    appId: form.appId,
    appCode,
    formCode: form.formCode,
    formName: form.formName,
    description: form.description,
    version: form.version,
    publishedVersion: form.publishedVersion,
    publishedAt: isoOrNull(form.publishedAt),
    status: form.status as Status,
    ...auditOf(form),
  };
}

export function toFormRecord(row: FormWithApp): FormRecord {
  return { ...toFormSummary(row), definition: row.form.definition };
}

export function toFormVersion(row: VersionRow): FormVersion {
  return {
    id: row.id,
    formId: row.formId,
    version: row.version,
    comment: row.comment,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The live forms of an application, counted in SQL (for application lists). The outer column
 * is named with its table: Drizzle leaves the table out of columns of one-table selects.
 */
export const formCountOf = sql<number>`(select count(*)::int from form_definition f
  where f.app_id = app_application.id and f.deleted_at is null)`;

/** Selects a form with its application's code and status (join it with `withApp`). */
export const FORM_WITH_APP = {
  form: formDefinitions,
  appCode: applications.appCode,
  appStatus: applications.status,
};
export const formAppJoin = eq(applications.id, formDefinitions.appId);

/** A form that is not deleted, with its application, or 40004. */
export async function liveForm(db: Queryable, id: number): Promise<FormWithApp> {
  const [row] = await db
    .select(FORM_WITH_APP)
    .from(formDefinitions)
    .innerJoin(applications, formAppJoin)
    .where(and(eq(formDefinitions.id, id), isNull(formDefinitions.deletedAt)));
  if (!row) throw notFound(text('form.noun'), id);
  return row;
}

/** An application that is not deleted, by id or code, or 40004. */
export async function liveApp(
  db: Queryable,
  by: { id?: number | undefined; appCode?: string | undefined },
): Promise<AppRow> {
  if (by.id === undefined && by.appCode === undefined) throw new Error('Name an application.');
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        isNull(applications.deletedAt),
        by.id === undefined ? undefined : eq(applications.id, by.id),
        by.appCode === undefined ? undefined : eq(applications.appCode, by.appCode),
      ),
    );
  if (!row) throw notFound(text('form.appNoun'), by.id ?? by.appCode ?? '');
  return row;
}

/** `field` followed by a definition path (`list[3].options.max`). */
function fieldPath(field: string, path: string): string {
  if (path === '') return field;
  return path.startsWith('[') ? `${field}${path}` : `${field}.${path}`;
}

/** A definition problem as `@org/form-schema` says it in each language. */
const inBothLanguages = (issue: DefinitionIssue) =>
  localized({ 'zh-CN': issueMessage(issue, 'zh-CN'), 'en-US': issueMessage(issue, 'en-US') });

/**
 * Reads a form definition with `importDefinition`: native or FormMaking JSON, an object or
 * JSON text; FormMaking exports are migrated and every definition normalised. Problems answer
 * 40022 with their paths under `field`; warnings travel with the result. JSON text gets the
 * checks of a body (a NUL, a lone surrogate or a `__proto__` key answers 40000 with its path),
 * so an object and the same definition as text are treated alike. Problems are said in the
 * request's language; warnings in `language`.
 */
export function readDefinition(
  input: unknown,
  field: string,
  language: Language = DEFAULT_LANGUAGE,
): { definition: FormDefinition; warnings: FieldError[] } {
  const parsed = typeof input === 'string' ? parseJsonInput(input, field) : undefined;
  // Text that is not JSON is left to importDefinition, which words the syntax error.
  const result = importDefinition(parsed?.ok ? parsed.value : input);
  if (!result.ok) {
    throw validationFailed(
      result.errors.map((issue) => ({
        field: fieldPath(field, issue.path),
        message: text('form.definitionIssue', { detail: inBothLanguages(issue) }),
      })),
    );
  }
  const bytes = Buffer.byteLength(JSON.stringify(result.definition));
  if (bytes > MAX_DEFINITION_BYTES) {
    throw invalidField(
      field,
      text('form.definitionTooLarge', { limit: MAX_DEFINITION_BYTES, bytes }),
    );
  }
  return {
    definition: result.definition,
    warnings: result.warnings.map((issue) => ({
      field: fieldPath(field, issue.path),
      message: issueMessage(issue, language),
    })),
  };
}
