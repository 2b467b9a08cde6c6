import type { FlowVersion, WorkflowContent } from '@org/api-contract';
import type { FormDefinition } from '@org/form-schema';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  appArtefacts,
  applications,
  flowInstances,
  flowVersions,
  formDefinitionVersions,
  formDefinitions,
  users,
} from '../../db/schema/index';
import type { Queryable } from '../../db/types';
import { invalidField, notFound } from '../../http/api-error';
import { text } from '../../i18n/text';

export type FlowRow = typeof appArtefacts.$inferSelect;
export type VersionRow = typeof flowVersions.$inferSelect;

/** A live WORKFLOW artefact, or 40004. */
export async function flowOf(db: Queryable, flowId: number): Promise<FlowRow> {
  const [row] = await db
    .select()
    .from(appArtefacts)
    .where(and(eq(appArtefacts.id, flowId), isNull(appArtefacts.deletedAt)));
  if (!row) throw notFound(text('flow.noun'), flowId);
  if (row.kind !== 'WORKFLOW')
    throw invalidField('body.flowId', text('flow.notWorkflow', { id: flowId }));
  return row;
}

/** The flow's draft as designed (its content). */
export function draftOf(flow: FlowRow): WorkflowContent | null {
  const content = flow.content as Partial<WorkflowContent>;
  return typeof content.formId === 'number' && content.graph ? (content as WorkflowContent) : null;
}

/** The flow's newest version, or undefined when it was never published. */
export async function newestVersion(
  db: Queryable,
  flowId: number,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(flowVersions)
    .where(eq(flowVersions.flowId, flowId))
    .orderBy(desc(flowVersions.version))
    .limit(1);
  return row;
}

/** The version new instances start on: the newest, unless it was withdrawn. */
export async function liveVersion(db: Queryable, flowId: number): Promise<VersionRow | undefined> {
  const newest = await newestVersion(db, flowId);
  return newest && newest.withdrawnAt === null ? newest : undefined;
}

/** A saved version of a form's definition. */
export async function formVersionOf(
  db: Queryable,
  formId: number,
  version: number,
): Promise<FormDefinition> {
  const [row] = await db
    .select({ definition: formDefinitionVersions.definition })
    .from(formDefinitionVersions)
    .where(
      and(eq(formDefinitionVersions.formId, formId), eq(formDefinitionVersions.version, version)),
    );
  if (!row) throw notFound(text('form.noun'), formId);
  return row.definition;
}

/** A form with its published version (null while none is). */
export async function formOf(db: Queryable, formId: number) {
  const [row] = await db
    .select({
      id: formDefinitions.id,
      appId: formDefinitions.appId,
      formName: formDefinitions.formName,
      formCode: formDefinitions.formCode,
      publishedVersion: formDefinitions.publishedVersion,
    })
    .from(formDefinitions)
    .where(and(eq(formDefinitions.id, formId), isNull(formDefinitions.deletedAt)));
  if (!row) throw notFound(text('form.noun'), formId);
  return row;
}

/** Versions as the contract answers them, with their publishers and running instances. */
export async function versionsOf(db: Queryable, flowId: number): Promise<FlowVersion[]> {
  const rows = await db
    .select({
      version: flowVersions,
      publisher: sql<string>`coalesce(nullif(${users.username}, ''), ${users.account}, '')`,
      running: sql<number>`(select count(*) from ${flowInstances}
        where ${flowInstances.versionId} = ${flowVersions.id}
          and ${flowInstances.status} in ('RUNNING', 'RETURNED'))`,
    })
    .from(flowVersions)
    .leftJoin(users, eq(users.id, flowVersions.publishedBy))
    .where(eq(flowVersions.flowId, flowId))
    .orderBy(desc(flowVersions.version));
  return rows.map(({ version, publisher, running }) => toVersion(version, publisher, running));
}

export function toVersion(row: VersionRow, publisher: string, running: number): FlowVersion {
  return {
    id: row.id,
    flowId: row.flowId,
    appId: row.appId,
    version: row.version,
    formId: row.formId,
    formVersion: row.formVersion,
    publishedBy: row.publishedBy,
    publishedByName: publisher,
    publishedAt: row.publishedAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    running: Number(running),
  };
}

/** An application's code and name. */
export async function appOf(db: Queryable, appId: number) {
  const [row] = await db
    .select({ appCode: applications.appCode, appName: applications.appName })
    .from(applications)
    .where(eq(applications.id, appId));
  return row ?? { appCode: '', appName: '' };
}
