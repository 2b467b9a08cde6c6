import {
  RELEASE_FILE_FORMAT,
  RELEASE_FILE_VERSION,
  type ReleaseFile,
  type ReleaseItem,
  type ReleaseSnapshot,
} from '@org/api-contract';
import { invalidField } from '../../http/api-error';
import { parseJsonInput } from '../../http/input-check';
import { text } from '../../i18n/text';
import { checksumOf } from './canonical';

/** A release file without its checksum: what the checksum is computed over. */
export type ReleaseFileContent = Omit<ReleaseFile, 'checksum'>;

/** The file of a release, its checksum over the canonical JSON of everything else in it. */
export function sealed(content: ReleaseFileContent): ReleaseFile {
  return { ...content, checksum: checksumOf(content) };
}

const FIELD = 'body.text';
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

function isItem(value: unknown): value is ReleaseItem {
  return isObject(value) && isString(value.key) && isString(value.name) && isObject(value.body);
}

function isSnapshot(value: unknown): value is ReleaseSnapshot {
  if (!isObject(value) || !isObject(value.app) || !isObject(value.items)) return false;
  const app = value.app;
  if (![app.code, app.name, app.description, app.icon, app.homePath].every(isString)) return false;
  return Object.values(value.items).every((list) => Array.isArray(list) && list.every(isItem));
}

/**
 * A release file read from its text: refused (40022 naming `body.text`) when it is no JSON,
 * names another format or a version this platform does not read, lacks a part, or its checksum
 * does not match its content (it was altered after the export).
 */
export function readReleaseFile(fileText: string): ReleaseFile {
  const parsed = parseJsonInput(fileText, FIELD);
  if (!parsed.ok || !isObject(parsed.value)) {
    throw invalidField(FIELD, text('release.fileNotJson'));
  }
  const file = parsed.value;
  if (file.format !== RELEASE_FILE_FORMAT) {
    throw invalidField(
      FIELD,
      text('release.fileFormat', { format: isString(file.format) ? file.format : '—' }),
    );
  }
  if (file.formatVersion !== RELEASE_FILE_VERSION) {
    throw invalidField(
      FIELD,
      text('release.fileVersion', {
        version: String(file.formatVersion ?? '—'),
        supported: RELEASE_FILE_VERSION,
      }),
    );
  }
  const { app, release, snapshot, checksum } = file;
  const complete =
    isObject(app) &&
    isString(app.code) &&
    isString(app.name) &&
    isObject(release) &&
    [release.code, release.name, release.version, release.notes, release.createdAt].every(
      isString,
    ) &&
    isSnapshot(snapshot) &&
    isString(checksum);
  if (!complete) throw invalidField(FIELD, text('release.fileIncomplete'));
  const content: ReleaseFileContent = {
    format: RELEASE_FILE_FORMAT,
    formatVersion: RELEASE_FILE_VERSION,
    app: { code: app.code as string, name: app.name as string },
    release: release as ReleaseFile['release'],
    snapshot: snapshot as ReleaseSnapshot,
  };
  if (checksumOf({ ...file, checksum: undefined }) !== checksum) {
    throw invalidField(FIELD, text('release.fileAltered'));
  }
  return { ...content, checksum: checksum as string };
}
