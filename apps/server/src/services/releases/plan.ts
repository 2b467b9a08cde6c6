import type {
  ReleaseItem,
  ReleaseItemAction,
  ReleasePlan,
  ReleaseSnapshot,
} from '@org/api-contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  apis,
  appArtefacts,
  applications,
  dataViews,
  datasources,
  resources,
  roles,
} from '../../db/schema/index';
import type { Queryable } from '../../db/types';
import { type Text, text } from '../../i18n/text';
import { kindName } from './kind-names';
import { referencesIn } from './references';
import { sameItem } from './diff';
import { SNAPSHOT_ARTEFACT_KINDS, buildSnapshot } from './snapshot';

/** Kinds an application rolled back loses the items of that its release did not have. */
const REMOVABLE = (kind: string) => kind !== 'ROLE' && kind !== 'RESOURCE';

/** A conflict with its message still a text (the route says it in the request's language). */
export type PlannedConflict = Omit<ReleasePlan['conflicts'][number], 'message'> & {
  message: Text;
};
export type Plan = Omit<ReleasePlan, 'conflicts'> & { conflicts: PlannedConflict[] };

export interface PlanInput {
  snapshot: ReleaseSnapshot;
  version: string;
  checksum: string;
  /** The application the snapshot is applied to; null when it does not exist here yet. */
  appId: number | null;
  /** A rollback removes what the release did not have; an import leaves it. */
  removeMissing: boolean;
}

/** The application of this code here, if any. */
export async function appIdByCode(db: Queryable, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.appCode, code), isNull(applications.deletedAt)));
  return row ? Number(row.id) : null;
}

const keysOf = (items: ReleaseItem[] | undefined) => new Set((items ?? []).map((i) => i.key));

/** Items of a kind whose code another application (or the platform) holds here. */
async function takenCodes(
  db: Queryable,
  kind: 'VIEW' | 'ROLE' | 'RESOURCE',
  codes: string[],
  appId: number | null,
  appCode: string,
): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const own = (rowApp: number | null, rowAppCode: string) =>
    (appId !== null && rowApp === appId) || (rowApp === null && rowAppCode === appCode);
  const owners = new Map<string, string>();
  const ownerName = async (id: number | null) => {
    if (id === null) return '';
    const [row] = await db
      .select({ code: applications.appCode })
      .from(applications)
      .where(eq(applications.id, id));
    return row?.code ?? '';
  };
  if (kind === 'VIEW') {
    const rows = await db
      .select({ code: dataViews.viewCode, appId: dataViews.appId, appCode: dataViews.appCode })
      .from(dataViews)
      .where(and(inArray(dataViews.viewCode, codes), isNull(dataViews.deletedAt)));
    for (const row of rows.filter((r) => !own(r.appId, r.appCode))) {
      owners.set(row.code, row.appCode || (await ownerName(row.appId)));
    }
  } else if (kind === 'ROLE') {
    const rows = await db
      .select({ code: roles.roleCode, appId: roles.appId, type: roles.roleType })
      .from(roles)
      .where(and(inArray(roles.roleCode, codes), isNull(roles.deletedAt)));
    for (const row of rows.filter((r) => r.type !== 'APP' || r.appId !== appId)) {
      owners.set(row.code, await ownerName(row.appId));
    }
  } else {
    const rows = await db
      .select({ code: resources.resourceCode, appId: resources.appId })
      .from(resources)
      .where(and(inArray(resources.resourceCode, codes), isNull(resources.deletedAt)));
    for (const row of rows.filter((r) => appId === null || r.appId !== appId)) {
      owners.set(row.code, await ownerName(row.appId));
    }
  }
  return owners;
}

/** Codes of a kind that exist here outside the snapshot (what references may also name). */
async function existing(db: Queryable, kind: string, codes: string[], appId: number | null) {
  if (codes.length === 0) return new Set<string>();
  const found = async (rows: Promise<{ code: string }[]>) =>
    new Set((await rows).map((row) => row.code));
  if (kind === 'VIEW') {
    return found(
      db
        .select({ code: dataViews.viewCode })
        .from(dataViews)
        .where(and(inArray(dataViews.viewCode, codes), isNull(dataViews.deletedAt))),
    );
  }
  if (kind === 'ROLE') {
    return found(
      db
        .select({ code: roles.roleCode })
        .from(roles)
        .where(and(inArray(roles.roleCode, codes), isNull(roles.deletedAt))),
    );
  }
  if (kind === 'API') {
    return found(
      db
        .select({ code: apis.apiCode })
        .from(apis)
        .where(and(inArray(apis.apiCode, codes), isNull(apis.deletedAt))),
    );
  }
  if (appId === null || !SNAPSHOT_ARTEFACT_KINDS.includes(kind)) return new Set<string>();
  return found(
    db
      .select({ code: appArtefacts.artefactCode })
      .from(appArtefacts)
      .where(
        and(
          eq(appArtefacts.appId, appId),
          eq(appArtefacts.kind, kind),
          inArray(appArtefacts.artefactCode, codes),
          isNull(appArtefacts.deletedAt),
        ),
      ),
  );
}

/** The roles a flow's graph names (who starts it, approves, is copied), which publishing needs. */
function flowRoleCodes(content: unknown): string[] {
  const graph = (content as { graph?: { nodes?: Record<string, unknown>[] } } | null)?.graph;
  const codes = new Set<string>();
  for (const node of graph?.nodes ?? []) {
    const initiators = node.initiators as { type?: string; roleCodes?: string[] } | undefined;
    if (initiators?.type === 'some') initiators.roleCodes?.forEach((code) => codes.add(code));
    for (const rule of [node.approvers, node.recipients] as (
      { type?: string; roleCode?: string } | undefined
    )[]) {
      if (rule?.type === 'role' && rule.roleCode?.trim()) codes.add(rule.roleCode);
    }
  }
  return [...codes];
}

/** What the snapshot's items name and this platform must have: datasources, references. */
async function missingConflicts(db: Queryable, input: PlanInput): Promise<PlannedConflict[]> {
  const { items } = input.snapshot;
  const conflicts: PlannedConflict[] = [];
  const sources = new Set(
    (
      await db
        .select({ code: datasources.datasourceCode })
        .from(datasources)
        .where(isNull(datasources.deletedAt))
    ).map((row) => row.code),
  );
  for (const view of items.VIEW ?? []) {
    const code = String(view.body.datasource);
    if (!sources.has(code)) {
      conflicts.push({
        kind: 'VIEW',
        key: view.key,
        reason: 'MISSING_DATASOURCE',
        message: text('release.missingDatasource', { view: view.key, code }),
      });
    }
  }
  const named: { kind: string; key: string; ref: { kind: string; code: string } }[] = [];
  for (const kind of SNAPSHOT_ARTEFACT_KINDS) {
    for (const item of items[kind] ?? []) {
      for (const ref of referencesIn(item.body.content, SNAPSHOT_ARTEFACT_KINDS)) {
        named.push({ kind, key: item.key, ref });
      }
    }
  }
  for (const role of items.ROLE ?? []) {
    for (const grant of (role.body.resources ?? []) as { code: string }[]) {
      named.push({ kind: 'ROLE', key: role.key, ref: { kind: 'RESOURCE', code: grant.code } });
    }
  }
  for (const flow of items.WORKFLOW ?? []) {
    for (const code of flowRoleCodes(flow.body.content)) {
      named.push({ kind: 'WORKFLOW', key: flow.key, ref: { kind: 'ROLE', code } });
    }
  }
  const unresolved = named.filter(({ ref }) => !keysOf(items[ref.kind]).has(ref.code));
  const here = new Map<string, Set<string>>();
  for (const kind of new Set(unresolved.map(({ ref }) => ref.kind))) {
    const codes = unresolved.filter(({ ref }) => ref.kind === kind).map(({ ref }) => ref.code);
    here.set(kind, await existing(db, kind, [...new Set(codes)], input.appId));
  }
  for (const { kind, key, ref } of unresolved) {
    if (here.get(ref.kind)?.has(ref.code)) continue;
    conflicts.push({
      kind,
      key,
      reason: 'MISSING_REFERENCE',
      message: text('release.missingReference', {
        kind: kindName(kind),
        item: key,
        refKind: kindName(ref.kind),
        code: ref.code,
      }),
    });
  }
  return conflicts;
}

/**
 * What applying a snapshot here would do: each item created, updated or left unchanged
 * (compared with the application as it is now, by code), and with `removeMissing` what it
 * would remove; and every conflict (a code another application holds here, a datasource or a
 * referenced item this platform lacks), each naming its item.
 */
export async function planRelease(db: Queryable, input: PlanInput): Promise<Plan> {
  const { snapshot } = input;
  const current = input.appId === null ? null : await buildSnapshot(db, input.appId);
  const items: Plan['items'] = [];
  const kinds = [
    ...new Set([...Object.keys(snapshot.items), ...Object.keys(current?.items ?? {})]),
  ];
  for (const kind of kinds) {
    const now = new Map((current?.items[kind] ?? []).map((item) => [item.key, item]));
    for (const item of snapshot.items[kind] ?? []) {
      const there = now.get(item.key);
      const action: ReleaseItemAction = !there
        ? 'create'
        : sameItem(kind, there, item)
          ? 'unchanged'
          : 'update';
      items.push({ kind, key: item.key, name: item.name, action });
    }
    if (!input.removeMissing || !REMOVABLE(kind)) continue;
    const kept = keysOf(snapshot.items[kind]);
    for (const item of now.values()) {
      if (!kept.has(item.key))
        items.push({ kind, key: item.key, name: item.name, action: 'remove' });
    }
  }
  const conflicts: PlannedConflict[] = [];
  for (const kind of ['VIEW', 'ROLE', 'RESOURCE'] as const) {
    const list = snapshot.items[kind] ?? [];
    const taken = await takenCodes(
      db,
      kind,
      list.map((item) => item.key),
      input.appId,
      snapshot.app.code,
    );
    for (const [code, owner] of taken) {
      conflicts.push({
        kind,
        key: code,
        reason: 'CODE_TAKEN',
        message: owner
          ? text('release.codeTakenByApp', { kind: kindName(kind), code, owner })
          : text('release.codeTakenByPlatform', { kind: kindName(kind), code }),
      });
    }
  }
  conflicts.push(...(await missingConflicts(db, input)));
  return {
    appCode: snapshot.app.code,
    appName: snapshot.app.name,
    appAction: input.appId === null ? 'create' : 'update',
    version: input.version,
    checksum: input.checksum,
    items,
    conflicts,
  };
}
