import { PERMISSIONS, type ReleaseFile } from '@org/api-contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { appArtefacts, appReleases } from '../../db/schema/index';
import type { Queryable } from '../../db/types';
import { forbidden } from '../../http/api-error';
import { text } from '../../i18n/text';
import { TaskEngine } from '../tasks/engine';
import { applyRelease, refuseConflicts } from './apply';
import { kindName } from './kind-names';
import { type Plan, appIdByCode, planRelease } from './plan';
import { releaseOf } from './records';
import { readReleaseFile } from './release-file';

/** What importing does with the release itself: records it, or finds it recorded already. */
async function withReleaseItem(db: Queryable, plan: Plan, file: ReleaseFile, appId: number | null) {
  const [found] =
    appId === null
      ? []
      : await db
          .select({ checksum: appReleases.checksum })
          .from(appArtefacts)
          .leftJoin(appReleases, eq(appReleases.artefactId, appArtefacts.id))
          .where(
            and(
              eq(appArtefacts.appId, appId),
              eq(appArtefacts.kind, 'RELEASE'),
              eq(appArtefacts.artefactCode, file.release.code),
              isNull(appArtefacts.deletedAt),
            ),
          );
  const item = { kind: 'RELEASE', key: file.release.code, name: file.release.name };
  if (!found) return { ...plan, items: [...plan.items, { ...item, action: 'create' as const }] };
  if (found.checksum === file.checksum) {
    return { ...plan, items: [...plan.items, { ...item, action: 'unchanged' as const }] };
  }
  return {
    ...plan,
    conflicts: [
      ...plan.conflicts,
      {
        kind: 'RELEASE',
        key: file.release.code,
        reason: 'CODE_TAKEN' as const,
        message: text('release.releaseCodeTaken', {
          kind: kindName('RELEASE'),
          code: file.release.code,
          version: file.release.version,
        }),
      },
    ],
  };
}

async function importPlan(db: Queryable, file: ReleaseFile) {
  const appId = await appIdByCode(db, file.app.code);
  const plan = await planRelease(db, {
    snapshot: file.snapshot,
    version: file.release.version,
    checksum: file.checksum,
    appId,
    removeMissing: false,
  });
  return { appId, plan: await withReleaseItem(db, plan, file, appId) };
}

/** What importing the release file `fileText` would do here (nothing is written). */
export async function previewImport(db: Queryable, fileText: string): Promise<Plan> {
  return (await importPlan(db, readReleaseFile(fileText))).plan;
}

/**
 * The application's roles and resources are changed by an import or a rollback only by a caller
 * who may change roles and resources (as on their own screens): 40003 naming the code otherwise.
 */
function guardOf(ctx: AppContext, actor: number) {
  return async (plan: Plan): Promise<void> => {
    const changes = (kind: string) =>
      plan.items.some(
        (item) => item.kind === kind && (item.action === 'create' || item.action === 'update'),
      );
    const needed = [
      ...(changes('ROLE') ? [PERMISSIONS.role.edit] : []),
      ...(changes('RESOURCE') ? [PERMISSIONS.resource.edit] : []),
    ];
    for (const code of needed) {
      if (!(await ctx.grants.has(actor, code))) throw forbidden(code);
    }
  };
}

/** Tells the timers of the scheduled tasks written, once their transaction is committed. */
async function tellTasks(ctx: AppContext, tasks: number[]): Promise<void> {
  for (const id of tasks) await TaskEngine.changed(ctx, id);
}

/**
 * Imports a release file: into the application of its code (created when missing), all of it
 * in one transaction or nothing; conflicts refuse it (40009) naming each item.
 */
export async function importRelease(ctx: AppContext, fileText: string, actor: number) {
  const file = readReleaseFile(fileText);
  const applied = await ctx.db.transaction(async (tx) => {
    const { appId, plan } = await importPlan(tx, file);
    refuseConflicts(plan);
    const result = await applyRelease(tx, {
      snapshot: file.snapshot,
      version: file.release.version,
      checksum: file.checksum,
      appId,
      removeMissing: false,
      actor,
      now: ctx.clock.now(),
      release: file,
      guard: guardOf(ctx, actor),
    });
    return { ...result, plan };
  });
  await tellTasks(ctx, applied.tasks);
  return applied;
}

async function rollbackInput(db: Queryable, artefactId: number) {
  const { release } = await releaseOf(db, artefactId);
  return {
    snapshot: release.snapshot,
    version: release.version,
    checksum: release.checksum,
    appId: Number(release.appId),
    removeMissing: true,
  };
}

/** What rolling the application back to the release of `artefactId` would do. */
export async function previewRollback(db: Queryable, artefactId: number): Promise<Plan> {
  return planRelease(db, await rollbackInput(db, artefactId));
}

/** Rolls the application back to a release, in one transaction. */
export async function rollbackRelease(ctx: AppContext, artefactId: number, actor: number) {
  const applied = await ctx.db.transaction(async (tx) =>
    applyRelease(tx, {
      ...(await rollbackInput(tx, artefactId)),
      actor,
      now: ctx.clock.now(),
      guard: guardOf(ctx, actor),
    }),
  );
  await tellTasks(ctx, applied.tasks);
  return applied;
}
