import type { ArtefactKind, ReleaseFile, ReleaseItem } from '@org/api-contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { written } from '../../db/rows';
import {
  apis,
  appArtefacts,
  appReleases,
  applications,
  dataViews,
  formDefinitions,
  formTemplates,
} from '../../db/schema/index';
import type { Tx } from '../../db/types';
import { type FieldProblem, conflict, isApiError, validationFailed } from '../../http/api-error';
import { joined, text } from '../../i18n/text';
import { created, softDelete, updated } from '../../lib/audit';
import { checkedContent } from '../artefact-content';
import { publishFlow } from '../flows/publish';
import {
  type ApplyScope,
  applyForms,
  applyResources,
  applyRoles,
  applyTemplates,
  applyViews,
} from './apply-parts';
import { kindName } from './kind-names';
import { type Plan, type PlanInput, planRelease } from './plan';
import { fromReferences } from './references';
import { SNAPSHOT_ARTEFACT_KINDS } from './snapshot';

export interface ApplyInput extends PlanInput {
  actor: number;
  now: Date;
  /** An import also records the release it brings (when this platform lacks it). */
  release?: ReleaseFile;
  /** Refuses the plan (throws) when the caller may not apply it; runs before any write. */
  guard?: (plan: Plan) => Promise<void>;
}

export interface Applied {
  appId: number;
  plan: Plan;
  /** Scheduled tasks written: their timers are told once the transaction is committed. */
  tasks: number[];
}

/** The application: created from the snapshot when it does not exist here, else renamed. */
async function ensureApp(tx: Tx, input: ApplyInput): Promise<number> {
  const { app } = input.snapshot;
  const values = {
    appName: app.name,
    description: app.description,
    icon: app.icon,
    homePath: app.homePath,
  };
  if (input.appId !== null) {
    await tx
      .update(applications)
      .set({ ...values, ...updated(input.actor, input.now) })
      .where(eq(applications.id, input.appId));
    return input.appId;
  }
  const row = written(
    await tx
      .insert(applications)
      .values({
        ...values,
        appCode: app.code,
        ownerUserId: input.actor,
        ...created(input.actor, input.now),
      })
      .returning({ id: applications.id }),
  );
  return Number(row.id);
}

/** Ids by code of everything artefacts may reference here, for the application. */
async function idsByCode(tx: Tx, appId: number) {
  const ids = new Map<string, Map<string, number>>();
  const put = (kind: string, rows: { id: number; code: string }[]) =>
    ids.set(kind, new Map(rows.map((row) => [row.code, Number(row.id)])));
  const artefacts = await tx
    .select({ id: appArtefacts.id, code: appArtefacts.artefactCode, kind: appArtefacts.kind })
    .from(appArtefacts)
    .where(and(eq(appArtefacts.appId, appId), isNull(appArtefacts.deletedAt)));
  for (const kind of SNAPSHOT_ARTEFACT_KINDS)
    put(
      kind,
      artefacts.filter((a) => a.kind === kind),
    );
  put(
    'FORM',
    await tx
      .select({ id: formDefinitions.id, code: formDefinitions.formCode })
      .from(formDefinitions)
      .where(and(eq(formDefinitions.appId, appId), isNull(formDefinitions.deletedAt))),
  );
  put(
    'VIEW',
    await tx
      .select({ id: dataViews.id, code: dataViews.viewCode })
      .from(dataViews)
      .where(isNull(dataViews.deletedAt)),
  );
  put(
    'API',
    await tx.select({ id: apis.id, code: apis.apiCode }).from(apis).where(isNull(apis.deletedAt)),
  );
  return ids;
}

/**
 * The artefacts: those missing are made first (so that artefacts may name each other), then
 * every content written with the references turned into ids here, then each checked as a save
 * checks it; problems answer 40022, each naming its artefact.
 */
async function applyArtefacts(s: ApplyScope): Promise<number[]> {
  const changed = SNAPSHOT_ARTEFACT_KINDS.flatMap((kind) =>
    s.changed(kind).map((item) => ({ kind, item })),
  );
  const existing = await idsByCode(s.tx, s.appId);
  for (const { kind, item } of changed) {
    if (existing.get(kind)?.has(item.key)) continue;
    await s.tx.insert(appArtefacts).values({
      appId: s.appId,
      kind,
      artefactCode: item.key,
      artefactName: item.name,
      content: {},
      ...created(s.actor, s.now),
    });
  }
  const ids = await idsByCode(s.tx, s.appId);
  const writtenArtefacts: {
    kind: string;
    item: ReleaseItem;
    id: number;
    content: Record<string, unknown>;
  }[] = [];
  for (const { kind, item } of changed) {
    const id = ids.get(kind)?.get(item.key) ?? 0;
    const content = fromReferences(item.body.content, ids, SNAPSHOT_ARTEFACT_KINDS) as Record<
      string,
      unknown
    >;
    await s.tx
      .update(appArtefacts)
      .set({
        artefactName: item.name,
        description: String(item.body.description ?? ''),
        status: Number(item.body.status ?? 1),
        content,
        ...updated(s.actor, s.now),
      })
      .where(eq(appArtefacts.id, id));
    writtenArtefacts.push({ kind, item, id, content });
  }
  const problems: FieldProblem[] = [];
  for (const { kind, item, content } of writtenArtefacts) {
    try {
      await checkedContent(s.tx, { appId: s.appId, kind: kind as ArtefactKind }, content);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const reasons =
        error.problems.length > 0 ? error.problems : [{ field: '', message: error.text }];
      for (const reason of reasons) {
        problems.push({
          field: 'body.text',
          message: text('release.artefactProblem', {
            kind: kindName(kind),
            name: item.name,
            field: reason.field.replace(/^body\.content\.?/, ''),
            reason: reason.message,
          }),
        });
      }
    }
  }
  if (problems.length > 0) throw validationFailed(problems);
  for (const { kind, item, id } of writtenArtefacts) {
    if (kind === 'WORKFLOW' && item.body.published === true) {
      await publishFlow(s.tx, id, s.actor, s.now);
    }
  }
  return writtenArtefacts.filter(({ kind }) => kind === 'TASK').map(({ id }) => id);
}

/** A rollback's removals: what the release did not have (roles and resources stay). */
async function removeMissing(s: ApplyScope, plan: Plan): Promise<number[]> {
  const removed = plan.items.filter((item) => item.action === 'remove');
  const keys = (kind: string) => removed.filter((i) => i.kind === kind).map((i) => i.key);
  const idsOf = async (rows: Promise<{ id: number }[]>) => (await rows).map((r) => Number(r.id));
  if (keys('FORM').length > 0) {
    const ids = await idsOf(
      s.tx
        .select({ id: formDefinitions.id })
        .from(formDefinitions)
        .where(
          and(
            eq(formDefinitions.appId, s.appId),
            inArray(formDefinitions.formCode, keys('FORM')),
            isNull(formDefinitions.deletedAt),
          ),
        ),
    );
    await softDelete(s.tx, formDefinitions, ids, s.actor, s.now);
  }
  if (keys('VIEW').length > 0) {
    const ids = await idsOf(
      s.tx
        .select({ id: dataViews.id })
        .from(dataViews)
        .where(and(inArray(dataViews.viewCode, keys('VIEW')), isNull(dataViews.deletedAt))),
    );
    await softDelete(s.tx, dataViews, ids, s.actor, s.now);
  }
  if (keys('TEMPLATE').length > 0) {
    const ids = await idsOf(
      s.tx
        .select({ id: formTemplates.id })
        .from(formTemplates)
        .where(
          and(
            eq(formTemplates.appId, s.appId),
            inArray(formTemplates.templateName, keys('TEMPLATE')),
            isNull(formTemplates.deletedAt),
          ),
        ),
    );
    await softDelete(s.tx, formTemplates, ids, s.actor, s.now);
  }
  const tasks: number[] = [];
  for (const kind of SNAPSHOT_ARTEFACT_KINDS.filter((k) => keys(k).length > 0)) {
    const ids = await idsOf(
      s.tx
        .select({ id: appArtefacts.id })
        .from(appArtefacts)
        .where(
          and(
            eq(appArtefacts.appId, s.appId),
            eq(appArtefacts.kind, kind),
            inArray(appArtefacts.artefactCode, keys(kind)),
            isNull(appArtefacts.deletedAt),
          ),
        ),
    );
    await softDelete(s.tx, appArtefacts, ids, s.actor, s.now);
    if (kind === 'TASK') tasks.push(...ids);
  }
  return tasks;
}

/** 40009 naming every conflict of a plan, when it has any. */
export function refuseConflicts(plan: Plan): void {
  if (plan.conflicts.length === 0) return;
  throw conflict(
    text('release.conflicts', {
      list: joined(
        plan.conflicts.map((c) => c.message),
        'list.semicolon',
      ),
    }),
  );
}

/** An imported release is kept here as it was exported: its artefact and its snapshot. */
async function recordImported(tx: Tx, appId: number, input: ApplyInput): Promise<void> {
  const file = input.release;
  if (!file) return;
  const [same] = await tx
    .select({ id: appReleases.id })
    .from(appReleases)
    .innerJoin(appArtefacts, eq(appArtefacts.id, appReleases.artefactId))
    .where(
      and(
        eq(appReleases.appId, appId),
        eq(appReleases.checksum, file.checksum),
        isNull(appArtefacts.deletedAt),
      ),
    );
  if (same) return;
  const forms = await tx
    .select({ id: formDefinitions.id, code: formDefinitions.formCode, v: formDefinitions.version })
    .from(formDefinitions)
    .where(and(eq(formDefinitions.appId, appId), isNull(formDefinitions.deletedAt)));
  const released = new Set((file.snapshot.items.FORM ?? []).map((item) => item.key));
  const artefact = written(
    await tx
      .insert(appArtefacts)
      .values({
        appId,
        kind: 'RELEASE',
        artefactCode: file.release.code,
        artefactName: file.release.name,
        content: {
          version: file.release.version,
          notes: file.release.notes,
          forms: forms
            .filter((form) => released.has(form.code))
            .map((form) => ({ formId: Number(form.id), formCode: form.code, version: form.v })),
        },
        ...created(input.actor, input.now),
      })
      .returning(),
  );
  await tx.insert(appReleases).values({
    appId,
    artefactId: artefact.id,
    artefactCode: file.release.code,
    artefactName: file.release.name,
    version: file.release.version,
    notes: file.release.notes,
    snapshot: file.snapshot,
    checksum: file.checksum,
    createdBy: input.actor,
    createdAt: new Date(file.release.createdAt),
  });
}

/**
 * Applies a snapshot in the transaction `tx`: planned again inside it, refused (40009) while
 * any conflict stands, then the application, its resources, roles, forms, views, templates and
 * artefacts written, flows published, and (a rollback) what the release lacked removed. Any
 * failure rolls back all of it.
 */
export async function applyRelease(tx: Tx, input: ApplyInput): Promise<Applied> {
  const plan = await planRelease(tx, input);
  refuseConflicts(plan);
  await input.guard?.(plan);
  const appId = await ensureApp(tx, input);
  const writing = new Set(
    plan.items
      .filter((item) => item.action === 'create' || item.action === 'update')
      .map((item) => `${item.kind}\u0000${item.key}`),
  );
  const scope: ApplyScope = {
    tx,
    appId,
    appCode: input.snapshot.app.code,
    actor: input.actor,
    now: input.now,
    changed: (kind) =>
      (input.snapshot.items[kind] ?? []).filter((item) => writing.has(`${kind}\u0000${item.key}`)),
  };
  await applyResources(scope);
  await applyRoles(scope);
  await applyForms(scope);
  await applyViews(scope);
  await applyTemplates(scope);
  const tasks = await applyArtefacts(scope);
  if (input.removeMissing) tasks.push(...(await removeMissing(scope, plan)));
  await recordImported(tx, appId, input);
  return { appId, plan, tasks };
}
