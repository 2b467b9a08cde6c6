import {
  API,
  RELEASE_FILE_FORMAT,
  RELEASE_FILE_VERSION,
  type ReleaseItem,
  type ReleaseItemAction,
  type RouteContract,
  routeUrl,
} from '@org/api-contract';
import type { MockRequest } from '@org/app-kit';
import type { ArtefactRecord } from '../api/artefacts-api';
import type { ReleaseFile, ReleaseInfo, ReleasePlan } from '../api/releases-api';
import { sampleViews } from './dataview-mock';
// Types only: shell-server imports this module, so a value import back would be a cycle.
import type { AreaMock, ShellServerData } from './shell-server';

const is = (request: MockRequest, route: RouteContract) =>
  request.method === route.method && request.path === routeUrl(route);

/**
 * The mock's checksum of a file's content: a short FNV-1a hash of its JSON (the real server
 * takes SHA-256 over the canonical JSON; here only "changed or not" matters).
 */
export function mockChecksum(content: unknown): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(content)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `sha256:${hash.toString(16).padStart(8, '0').repeat(8)}`;
}

/** A release file the mock reads back: its content, then the checksum over it. */
export function mockReleaseFile(
  app: { code: string; name: string },
  release: { code: string; name: string; version: string; notes?: string },
  items: Record<string, ReleaseItem[]>,
): ReleaseFile {
  const content = {
    format: RELEASE_FILE_FORMAT,
    formatVersion: RELEASE_FILE_VERSION,
    app,
    release: { notes: '', createdAt: '2026-05-04T09:30:00.000Z', ...release },
    snapshot: {
      app: { ...app, description: '', icon: '', homePath: '' },
      items,
    },
  } as const;
  return { ...content, checksum: mockChecksum(content) } as ReleaseFile;
}

const refused = (message: string) => ({
  code: 40022,
  message,
  data: { errors: [{ field: 'body.text', message }] },
});

const releasesOf = (data: ShellServerData, appId: number) =>
  (data.artefacts ?? [])
    .filter((a) => a.kind === 'RELEASE' && a.appId === appId)
    .sort((a, b) => a.id - b.id);

/** What a release of the mock holds: the application's forms and its other artefacts. */
function itemsOf(data: ShellServerData, release: ArtefactRecord): Record<string, ReleaseItem[]> {
  const items: Record<string, ReleaseItem[]> = {
    FORM: data.forms
      .filter((form) => form.appId === release.appId)
      .map((form) => ({ key: form.formCode, name: form.formName, body: {} })),
  };
  for (const artefact of data.artefacts ?? []) {
    if (artefact.appId !== release.appId || artefact.kind === 'RELEASE') continue;
    (items[artefact.kind] ??= []).push({
      key: artefact.artefactCode,
      name: artefact.artefactName,
      body: {},
    });
  }
  return items;
}

function infoOf(data: ShellServerData, release: ArtefactRecord): ReleaseInfo {
  const all = releasesOf(data, release.appId);
  const previous = all.filter((r) => r.id < release.id).at(-1);
  const items = itemsOf(data, release);
  const version = (r: ArtefactRecord) => String(r.content.version ?? '');
  const formsOf = (r: ArtefactRecord) =>
    new Map(
      ((r.content.forms ?? []) as { formCode: string; version: number }[]).map((f) => [
        f.formCode,
        f.version,
      ]),
    );
  const diff: ReleaseInfo['diff'] = previous
    ? [...formsOf(release)]
        .filter(([code, v]) => formsOf(previous).get(code) !== v)
        .map(([code]) => ({
          kind: 'FORM',
          added: [],
          removed: [],
          changed: [
            {
              key: code,
              name: data.forms.find((f) => f.formCode === code)?.formName ?? code,
              form: { added: ['备注'], removed: [], changed: ['客户名称'], moved: [], config: [] },
            },
          ],
        }))
    : Object.entries(items).map(([kind, list]) => ({
        kind,
        added: list.map(({ key, name }) => ({ key, name })),
        removed: [],
        changed: [],
      }));
  return {
    artefactId: release.id,
    appId: release.appId,
    appCode: release.appCode,
    version: version(release),
    notes: String(release.content.notes ?? ''),
    checksum: mockChecksum(release),
    createdAt: release.createdAt,
    counts: Object.fromEntries(Object.entries(items).map(([kind, list]) => [kind, list.length])),
    previousVersion: previous ? version(previous) : null,
    diff,
  };
}

/**
 * The release routes over `data`: a release's view (its counts and difference from the one
 * before, from the application's forms and artefacts), its file, and the previewed import and
 * rollback. A file that is no JSON, of another format or whose checksum does not match is
 * refused as the server refuses it; a data view's code held by a view of another application
 * is a conflict.
 */
export const releasesMock: AreaMock = (data) => {
  let nextId = 960;
  const releaseById = (id: number) =>
    (data.artefacts ?? []).find((a) => a.id === id && a.kind === 'RELEASE');

  const planOf = (file: ReleaseFile): ReleasePlan => {
    const app = data.apps.find((a) => a.appCode === file.app.code);
    const views = data.dataViews ?? sampleViews();
    const items: ReleasePlan['items'] = [];
    const conflicts: ReleasePlan['conflicts'] = [];
    for (const [kind, list] of Object.entries(file.snapshot.items)) {
      for (const item of list) {
        const exists =
          app !== undefined &&
          (kind === 'FORM'
            ? data.forms.some((f) => f.appId === app.id && f.formCode === item.key)
            : kind === 'VIEW'
              ? views.some((v) => v.viewCode === item.key && v.appCode === app.appCode)
              : (data.artefacts ?? []).some(
                  (a) => a.appId === app.id && a.kind === kind && a.artefactCode === item.key,
                ));
        const action: ReleaseItemAction = exists ? 'update' : 'create';
        items.push({ kind, key: item.key, name: item.name, action });
        const holder = views.find((v) => v.viewCode === item.key && v.appCode !== file.app.code);
        if (kind === 'VIEW' && holder) {
          conflicts.push({
            kind,
            key: item.key,
            reason: 'CODE_TAKEN',
            message: `The Data view code ${item.key} is already used by the application ${holder.appCode}.`,
          });
        }
      }
    }
    items.push({
      kind: 'RELEASE',
      key: file.release.code,
      name: file.release.name,
      action: 'create',
    });
    return {
      appCode: file.app.code,
      appName: file.app.name,
      appAction: app ? 'update' : 'create',
      version: file.release.version,
      checksum: file.checksum,
      items,
      conflicts,
    };
  };

  const readFile = (text: string): ReleaseFile | { code: number; message: string } => {
    let file: ReleaseFile;
    try {
      file = JSON.parse(text) as ReleaseFile;
    } catch {
      return refused('The file is not a release file: it cannot be read as JSON.');
    }
    if (file.format !== RELEASE_FILE_FORMAT) {
      return refused(
        `The file format "${String(file.format)}" is unknown; it is not a release file of this platform.`,
      );
    }
    const { checksum, ...content } = file;
    if (mockChecksum(content) !== checksum) {
      return refused(
        'The checksum of the release file does not match its content: the file was altered after the export and is refused.',
      );
    }
    return file;
  };

  return (request: MockRequest) => {
    const body = (request.body ?? {}) as { text?: string; artefactId?: number };
    const queried = Number(request.query.get('artefactId'));
    if (is(request, API.releases.get) || is(request, API.releases.export)) {
      const release = releaseById(queried);
      if (!release) return { code: 40004, message: `Release ${queried} does not exist.` };
      if (is(request, API.releases.get)) return { code: 20000, data: infoOf(data, release) };
      const file = mockReleaseFile(
        { code: release.appCode, name: release.appName },
        {
          code: release.artefactCode,
          name: release.artefactName,
          version: String(release.content.version ?? ''),
        },
        itemsOf(data, release),
      );
      return { code: 20000, data: file };
    }
    if (is(request, API.releases.importPreview) || is(request, API.releases.import)) {
      const file = readFile(body.text ?? '');
      if (!('format' in file)) return file;
      const plan = planOf(file);
      if (is(request, API.releases.importPreview)) return { code: 20000, data: plan };
      if (plan.conflicts.length > 0) {
        return {
          code: 40009,
          message: `Nothing was changed; there are conflicts: ${plan.conflicts.map((c) => c.message).join('; ')}`,
        };
      }
      let app = data.apps.find((a) => a.appCode === file.app.code);
      if (!app) {
        app = {
          ...data.apps[0]!,
          id: (nextId += 1),
          appCode: file.app.code,
          appName: file.app.name,
        };
        data.apps = [...data.apps, app];
      }
      return { code: 20000, data: { appId: app.id, plan } };
    }
    if (is(request, API.releases.rollbackPreview) || is(request, API.releases.rollback)) {
      const release = releaseById(Number(body.artefactId));
      if (!release) return { code: 40004, message: `Release ${body.artefactId} does not exist.` };
      const items = Object.entries(itemsOf(data, release)).flatMap(([kind, list]) =>
        list.map((item) => ({
          kind,
          key: item.key,
          name: item.name,
          action: (kind === 'FORM' ? 'update' : 'unchanged') as ReleaseItemAction,
        })),
      );
      const plan: ReleasePlan = {
        appCode: release.appCode,
        appName: release.appName,
        appAction: 'update',
        version: String(release.content.version ?? ''),
        checksum: mockChecksum(release),
        items,
        conflicts: [],
      };
      return {
        code: 20000,
        data: is(request, API.releases.rollback) ? { appId: release.appId, plan } : plan,
      };
    }
    return undefined;
  };
};
