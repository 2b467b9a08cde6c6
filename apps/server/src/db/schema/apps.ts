import type { FormDefinition } from '@org/form-schema';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, instant, ref, softDeleteColumns, statusColumn } from './columns';
import { users } from './org';

/** Applications listed in the application centre; forms, views and config belong to one. */
export const applications = pgTable(
  'app_application',
  {
    id: idColumn(),
    appCode: varchar('app_code', { length: 64 }).notNull(),
    appName: varchar('app_name', { length: 100 }).notNull(),
    icon: varchar('icon', { length: 255 }).notNull().default(''),
    description: varchar('description', { length: 500 }).notNull().default(''),
    ownerUserId: ref('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    homePath: varchar('home_path', { length: 255 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: statusColumn(),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex('app_application_code_uq')
      .on(t.appCode)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Key/value configuration of an application, per environment. */
export const appConfigs = pgTable(
  'app_config',
  {
    id: idColumn(),
    appId: ref('app_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    configKey: varchar('config_key', { length: 100 }).notNull(),
    configValue: text('config_value').notNull().default(''),
    /** string, number, boolean or json. */
    valueType: varchar('value_type', { length: 16 }).notNull().default('string'),
    category: varchar('category', { length: 64 }).notNull().default(''),
    env: varchar('env', { length: 16 }).notNull().default('prod'),
    /** The value is stored encrypted and answered masked. */
    encrypted: boolean('encrypted').notNull().default(false),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('app_config_key_uq').on(t.appId, t.env, t.configKey)],
);

/**
 * Form definitions of an application. `definition` is the latest version (validated with
 * `@org/form-schema` before it is stored); every saved version is kept in
 * `form_definition_version`.
 */
export const formDefinitions = pgTable(
  'form_definition',
  {
    id: idColumn(),
    appId: ref('app_id')
      .notNull()
      .references(() => applications.id),
    formCode: varchar('form_code', { length: 64 }).notNull(),
    formName: varchar('form_name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    /** Number of the latest version, from 1. Updates must name it (optimistic locking). */
    version: integer('version').notNull().default(1),
    definition: jsonb('definition').$type<FormDefinition>().notNull(),
    /** The version people fill in (FormContainer), or null while none is published. */
    publishedVersion: integer('published_version'),
    publishedAt: instant('published_at'),
    publishedBy: ref('published_by'),
    status: statusColumn(),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex('form_definition_code_uq')
      .on(t.appId, t.formCode)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const formDefinitionVersions = pgTable(
  'form_definition_version',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    formId: ref('form_id')
      .notNull()
      .references(() => formDefinitions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<FormDefinition>().notNull(),
    comment: varchar('comment', { length: 500 }).notNull().default(''),
    createdBy: ref('created_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('form_definition_version_uq').on(t.formId, t.version)],
);

/** Data submitted through a form, with the version of the form it was filled in. */
export const formSubmissions = pgTable(
  'form_submission',
  {
    id: idColumn(),
    formId: ref('form_id')
      .notNull()
      .references(() => formDefinitions.id),
    formVersion: integer('form_version').notNull(),
    appId: ref('app_id')
      .notNull()
      .references(() => applications.id),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** DRAFT or SUBMITTED. */
    submitStatus: varchar('submit_status', { length: 16 }).notNull().default('SUBMITTED'),
    submittedBy: ref('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: instant('submitted_at'),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => {
    // One index per sort the list allows (`SUBMISSION_SORT`), alone and under the filters a
    // list is narrowed by; each ends with the id (the tie-breaker) and leaves deleted rows out,
    // so a page is an index walk of its own rows (migration 0006). A backward walk serves `desc`.
    const live = sql`${t.deletedAt} is null`;
    return [
      index('form_submission_created_idx').on(t.createdAt, t.id).where(live),
      index('form_submission_submitted_idx').on(t.submittedAt, t.id).where(live),
      index('form_submission_version_idx').on(t.formVersion, t.id).where(live),
      index('form_submission_form_idx').on(t.formId, t.createdAt, t.id).where(live),
      index('form_submission_form_submitted_idx').on(t.formId, t.submittedAt, t.id).where(live),
      index('form_submission_form_version_idx').on(t.formId, t.formVersion, t.id).where(live),
      index('form_submission_app_idx').on(t.appId, t.createdAt, t.id).where(live),
      // Not partial: it also serves the `on delete set null` of a user removed for good.
      index('form_submission_user_idx').on(t.submittedBy, t.createdAt, t.id),
    ];
  },
);

/**
 * Form templates: a definition kept to start new forms from. `appId` null is a template every
 * application may use; `sourceFormId` names the form it was saved from, if any.
 */
export const formTemplates = pgTable(
  'form_template',
  {
    id: idColumn(),
    appId: ref('app_id').references(() => applications.id, { onDelete: 'cascade' }),
    templateName: varchar('template_name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    category: varchar('category', { length: 64 }).notNull().default(''),
    definition: jsonb('definition').$type<FormDefinition>().notNull(),
    sourceFormId: ref('source_form_id').references(() => formDefinitions.id, {
      onDelete: 'set null',
    }),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    index('form_template_app_idx')
      .on(t.appId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * What an application is built of besides forms and data views: flows, service
 * orchestrations, statistics, scheduled tasks, pages, source files and releases. One table,
 * told apart by `kind`; `content` holds what the kind needs (JSON), `status` 1 enabled.
 */
export const appArtefacts = pgTable(
  'app_artefact',
  {
    id: idColumn(),
    appId: ref('app_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    artefactCode: varchar('artefact_code', { length: 64 }).notNull(),
    artefactName: varchar('artefact_name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    status: statusColumn(),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => {
    const live = sql`${t.deletedAt} is null`;
    return [
      uniqueIndex('app_artefact_code_uq').on(t.appId, t.kind, t.artefactCode).where(live),
      index('app_artefact_kind_idx').on(t.kind, t.createdAt, t.id).where(live),
    ];
  },
);
