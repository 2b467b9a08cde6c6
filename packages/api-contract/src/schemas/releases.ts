import { Type, type Static } from 'typebox';
import { DateTime, Id, MapOf } from '../common';

/**
 * Releases of an application: the immutable snapshot a RELEASE artefact keeps, its difference
 * from the release before, the file it is exported as (with a checksum), and the plan of an
 * import or a rollback (what is created, updated, left unchanged or removed; what conflicts).
 */

/** The name of the format of an exported release file. */
export const RELEASE_FILE_FORMAT = 'org-platform-release';
/** The version of that format this platform writes and reads. */
export const RELEASE_FILE_VERSION = 1;
/** Largest release file accepted, in characters of JSON text. */
export const MAX_RELEASE_FILE_LENGTH = 10 * 1024 * 1024;

/**
 * What a snapshot holds besides the artefacts (whose kinds are those of `ARTEFACT_KINDS`,
 * RELEASE left out): forms, data views, templates, the application's roles and resources.
 */
export const RELEASE_PART_KINDS = Object.freeze([
  'FORM',
  'VIEW',
  'TEMPLATE',
  'ROLE',
  'RESOURCE',
] as const);
export type ReleasePartKind = (typeof RELEASE_PART_KINDS)[number];

/**
 * One item of a snapshot: its key within its kind (a code; a template's name), its name, and
 * what it is (JSON). References to other items are written as `@<kind>:<key>` texts in place of
 * ids, so a snapshot reads the same on every platform.
 */
export interface ReleaseItem {
  key: string;
  name: string;
  body: Record<string, unknown>;
}

/** A snapshot: the application, then the items of each kind (a part or an artefact kind). */
export interface ReleaseSnapshot {
  app: { code: string; name: string; description: string; icon: string; homePath: string };
  items: Record<string, ReleaseItem[]>;
}

/** An item kind: a part of `RELEASE_PART_KINDS` or an artefact kind. */
const ItemKind = Type.String({ minLength: 1, maxLength: 32 });

/** How a form changed between two releases (through `diffDefinitions`): widgets by name. */
export const ReleaseFormChange = Type.Object({
  added: Type.Array(Type.String()),
  removed: Type.Array(Type.String()),
  changed: Type.Array(Type.String()),
  moved: Type.Array(Type.String()),
  /** Paths of the form's settings that changed. */
  config: Type.Array(Type.String()),
});
export type ReleaseFormChange = Static<typeof ReleaseFormChange>;

/** What changed in one kind since the previous release. */
export const ReleaseKindDiff = Type.Object({
  kind: ItemKind,
  added: Type.Array(Type.Object({ key: Type.String(), name: Type.String() })),
  removed: Type.Array(Type.Object({ key: Type.String(), name: Type.String() })),
  changed: Type.Array(
    Type.Object({
      key: Type.String(),
      name: Type.String(),
      form: Type.Optional(ReleaseFormChange),
    }),
  ),
});
export type ReleaseKindDiff = Static<typeof ReleaseKindDiff>;

/** A release as its view shows it. */
export const ReleaseInfo = Type.Object({
  artefactId: Id,
  appId: Id,
  appCode: Type.String(),
  version: Type.String(),
  notes: Type.String(),
  checksum: Type.String({ description: '`sha256:` and the hex digest of the canonical file.' }),
  createdAt: DateTime,
  /** Items per kind in the snapshot. */
  counts: MapOf(Type.Integer({ minimum: 0 })),
  /** The version of the release before (of the same application), null for the first. */
  previousVersion: Type.Union([Type.String(), Type.Null()]),
  /** Kinds with a change since the previous release (all added for the first). */
  diff: Type.Array(ReleaseKindDiff),
});
export type ReleaseInfo = Static<typeof ReleaseInfo>;

export const ReleaseArtefactQuery = Type.Object({ artefactId: Id });
export type ReleaseArtefactQuery = Static<typeof ReleaseArtefactQuery>;

export const ReleaseArtefactBody = Type.Object({ artefactId: Id });
export type ReleaseArtefactBody = Static<typeof ReleaseArtefactBody>;

/** An exported release: format, application, release, snapshot and the checksum over them. */
export const ReleaseFile = Type.Object({
  format: Type.Literal(RELEASE_FILE_FORMAT),
  formatVersion: Type.Integer(),
  app: Type.Object({ code: Type.String(), name: Type.String() }),
  release: Type.Object({
    code: Type.String(),
    name: Type.String(),
    version: Type.String(),
    notes: Type.String(),
    createdAt: DateTime,
  }),
  snapshot: Type.Unsafe<ReleaseSnapshot>({ type: 'object', additionalProperties: true }),
  checksum: Type.String(),
});
export type ReleaseFile = Static<typeof ReleaseFile>;

/** A release file as uploaded: its text. */
export const ReleaseFileBody = Type.Object({
  text: Type.String({ minLength: 1, maxLength: MAX_RELEASE_FILE_LENGTH }),
});
export type ReleaseFileBody = Static<typeof ReleaseFileBody>;

export const RELEASE_ITEM_ACTIONS = Object.freeze([
  'create',
  'update',
  'unchanged',
  'remove',
] as const);
export type ReleaseItemAction = (typeof RELEASE_ITEM_ACTIONS)[number];

/** Why an item cannot be applied. */
export const RELEASE_CONFLICT_REASONS = Object.freeze([
  'CODE_TAKEN',
  'MISSING_DATASOURCE',
  'MISSING_REFERENCE',
] as const);

/** What applying a release (an import or a rollback) would do, item by item. */
export const ReleasePlan = Type.Object({
  appCode: Type.String(),
  appName: Type.String(),
  /** The application is created (import into a platform without it) or updated. */
  appAction: Type.Union([Type.Literal('create'), Type.Literal('update')]),
  version: Type.String(),
  checksum: Type.String(),
  items: Type.Array(
    Type.Object({
      kind: ItemKind,
      key: Type.String(),
      name: Type.String(),
      action: Type.Enum([...RELEASE_ITEM_ACTIONS]),
    }),
  ),
  /** Nothing is applied while there is one; each names its item. */
  conflicts: Type.Array(
    Type.Object({
      kind: ItemKind,
      key: Type.String(),
      reason: Type.Enum([...RELEASE_CONFLICT_REASONS]),
      message: Type.String(),
    }),
  ),
});
export type ReleasePlan = Static<typeof ReleasePlan>;

/** What an import or a rollback did: the plan it applied. */
export const ReleaseApplied = Type.Object({
  appId: Id,
  plan: ReleasePlan,
});
export type ReleaseApplied = Static<typeof ReleaseApplied>;
