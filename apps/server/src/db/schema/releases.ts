import type { ReleaseSnapshot } from '@org/api-contract';
import { index, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { appArtefacts, applications } from './apps';
import { idColumn, instant, ref } from './columns';

/**
 * The snapshot a release was made with: written once when the RELEASE artefact is created and
 * never changed (editing or deleting the artefact leaves it), with the SHA-256 checksum of its
 * canonical export (`sha256:<hex>`).
 */
export const appReleases = pgTable(
  'app_release',
  {
    id: idColumn(),
    appId: ref('app_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    artefactId: ref('artefact_id').references(() => appArtefacts.id, { onDelete: 'set null' }),
    artefactCode: varchar('artefact_code', { length: 64 }).notNull(),
    artefactName: varchar('artefact_name', { length: 100 }).notNull(),
    version: varchar('version', { length: 32 }).notNull(),
    notes: text('notes').notNull().default(''),
    snapshot: jsonb('snapshot').$type<ReleaseSnapshot>().notNull(),
    checksum: varchar('checksum', { length: 80 }).notNull(),
    createdBy: ref('created_by'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('app_release_artefact_uq').on(t.artefactId),
    index('app_release_app_idx').on(t.appId, t.createdAt, t.id),
  ],
);
