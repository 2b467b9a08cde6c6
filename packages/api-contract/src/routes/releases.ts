import { defineRoute } from '../route';
import { FORM_PERMISSIONS, FORM_SERVICE_BASE } from '../schemas/forms';
import {
  MAX_RELEASE_FILE_LENGTH,
  ReleaseApplied,
  ReleaseArtefactBody,
  ReleaseArtefactQuery,
  ReleaseFile,
  ReleaseFileBody,
  ReleaseInfo,
  ReleasePlan,
} from '../schemas/releases';

const P = FORM_PERMISSIONS;
const base = `${FORM_SERVICE_BASE}/release/v1`;
const tag = 'releases';
/** A release file's text, several bytes a character, and the JSON around it. */
const FILE_BODY_LIMIT = MAX_RELEASE_FILE_LENGTH * 4 + 1024;
const FILE_RULES =
  'The file is refused (40022 naming `body.text`) when it is not JSON, names an unknown format ' +
  'or version, or its checksum does not match its content (it was altered).';

/**
 * Releases (the RELEASE artefacts keep their snapshots): a release's view with its difference
 * from the one before, its export as one file, the import of such a file into this platform
 * and the rollback of an application to an earlier release, each previewed first.
 */
export const releaseRoutes = {
  get: defineRoute({
    method: 'GET',
    service: 'root',
    path: `${base}/release`,
    tag,
    summary: 'A release: version, notes, checksum, counts and the difference from the one before',
    access: { permission: P.view },
    querystring: ReleaseArtefactQuery,
    data: ReleaseInfo,
  }),
  export: defineRoute({
    method: 'GET',
    service: 'root',
    path: `${base}/export`,
    tag,
    summary: 'A release as one file: format, application, release, snapshot and SHA-256 checksum',
    access: { permission: P.view },
    querystring: ReleaseArtefactQuery,
    data: ReleaseFile,
  }),
  importPreview: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/import/preview`,
    tag,
    summary: 'What importing a release file would create, update or leave, and its conflicts',
    description: FILE_RULES,
    access: { permission: P.add },
    body: ReleaseFileBody,
    bodyLimit: FILE_BODY_LIMIT,
    data: ReleasePlan,
    reads: true,
  }),
  import: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/import`,
    tag,
    summary:
      'Imports a release file: all of it in one transaction, or nothing (40009 on conflicts)',
    description: FILE_RULES,
    access: { permission: P.add },
    body: ReleaseFileBody,
    bodyLimit: FILE_BODY_LIMIT,
    data: ReleaseApplied,
  }),
  rollbackPreview: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/rollback/preview`,
    tag,
    summary: 'What rolling the application back to this release would create, update or remove',
    access: { permission: P.edit },
    body: ReleaseArtefactBody,
    data: ReleasePlan,
    reads: true,
  }),
  rollback: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/rollback`,
    tag,
    summary: 'Rolls the application back to this release, in one transaction',
    access: { permission: P.edit },
    body: ReleaseArtefactBody,
    data: ReleaseApplied,
  }),
};
