import {
  RELEASE_FILE_FORMAT,
  RELEASE_FILE_VERSION,
  type ReleaseContent,
  type ReleaseFile,
  type ReleaseInfo,
} from '@org/api-contract';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import { written } from '../../db/rows';
import { appArtefacts, applications, appReleases } from '../../db/schema/index';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/api-error';
import { text } from '../../i18n/text';
import { diffSnapshots } from './diff';
import { type ReleaseFileContent, sealed } from './release-file';
import { buildSnapshot } from './snapshot';

export type ReleaseRow = typeof appReleases.$inferSelect;
type ArtefactRow = typeof appArtefacts.$inferSelect;

/** What a release file says of a stored release. */
function fileContent(row: ReleaseRow): ReleaseFileContent {
  return {
    format: RELEASE_FILE_FORMAT,
    formatVersion: RELEASE_FILE_VERSION,
    app: { code: row.snapshot.app.code, name: row.snapshot.app.name },
    release: {
      code: row.artefactCode,
      name: row.artefactName,
      version: row.version,
      notes: row.notes,
      createdAt: row.createdAt.toISOString(),
    },
    snapshot: row.snapshot,
  };
}

/**
 * Keeps the snapshot of a RELEASE artefact just made: the application as it is now, with the
 * checksum of the file it exports as. Written once; nothing changes it afterwards.
 */
export async function recordRelease(
  db: Queryable,
  artefact: ArtefactRow,
  actorId: number,
  now: Date,
): Promise<ReleaseRow> {
  const appId = Number(artefact.appId);
  const snapshot = await buildSnapshot(db, appId);
  const content = artefact.content as unknown as ReleaseContent;
  const row: ReleaseRow = {
    id: 0,
    appId,
    artefactId: Number(artefact.id),
    artefactCode: artefact.artefactCode,
    artefactName: artefact.artefactName,
    version: content.version,
    notes: content.notes ?? '',
    snapshot,
    checksum: '',
    createdBy: actorId,
    createdAt: now,
  };
  const { checksum } = sealed(fileContent(row));
  const { id: _id, ...values } = row;
  return written(
    await db
      .insert(appReleases)
      .values({ ...values, checksum })
      .returning(),
  );
}

/** The release of a live RELEASE artefact of a live application, or 40004. */
export async function releaseOf(db: Queryable, artefactId: number) {
  const [found] = await db
    .select({ release: appReleases, appCode: applications.appCode, appName: applications.appName })
    .from(appReleases)
    .innerJoin(appArtefacts, eq(appArtefacts.id, appReleases.artefactId))
    .innerJoin(applications, eq(applications.id, appReleases.appId))
    .where(
      and(
        eq(appReleases.artefactId, artefactId),
        isNull(appArtefacts.deletedAt),
        isNull(applications.deletedAt),
      ),
    );
  if (!found) throw notFound(text('release.noun'), artefactId);
  return found;
}

/** The release made before this one of the same application, if any. */
async function previousOf(db: Queryable, row: ReleaseRow): Promise<ReleaseRow | undefined> {
  const [previous] = await db
    .select()
    .from(appReleases)
    .where(and(eq(appReleases.appId, row.appId), lt(appReleases.id, row.id)))
    .orderBy(desc(appReleases.id))
    .limit(1);
  return previous;
}

/** A release with its counts and its difference from the one before. */
export async function releaseInfo(
  db: Queryable,
  row: ReleaseRow,
  appCode: string,
): Promise<ReleaseInfo> {
  const previous = await previousOf(db, row);
  return {
    artefactId: Number(row.artefactId),
    appId: Number(row.appId),
    appCode,
    version: row.version,
    notes: row.notes,
    checksum: row.checksum,
    createdAt: row.createdAt.toISOString(),
    counts: Object.fromEntries(
      Object.entries(row.snapshot.items).map(([kind, list]) => [kind, list.length]),
    ),
    previousVersion: previous?.version ?? null,
    diff: diffSnapshots(previous?.snapshot ?? null, row.snapshot),
  };
}

/** The file a release exports as (the application as the snapshot names it). */
export const releaseFile = (row: ReleaseRow): ReleaseFile => sealed(fileContent(row));
