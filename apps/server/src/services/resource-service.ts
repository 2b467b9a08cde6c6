import {
  RESOURCE_PARENTS,
  RESOURCE_TREE_DEPTH,
  type Resource,
  type ResourceType,
  type Status,
  allManagementCodes,
} from '@org/api-contract';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { queryRows } from '../db/rows';
import { resources } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { conflict, invalidField } from '../http/api-error';
import { type Text, text } from '../i18n/text';
import { auditOf, liveRow } from '../lib/record-helpers';

export type ResourceRow = typeof resources.$inferSelect;

export function toResource(row: ResourceRow): Resource {
  return {
    id: row.id,
    parentId: row.parentId,
    resourceCode: row.resourceCode,
    resourceName: row.resourceName,
    resourceNameEn: row.resourceNameEn,
    titleKey: row.titleKey,
    resourceType: row.resourceType as ResourceType,
    path: row.path,
    component: row.component,
    routeName: row.routeName,
    redirect: row.redirect,
    icon: row.icon,
    sort: row.sort,
    hidden: row.hidden,
    keepAlive: row.keepAlive,
    affix: row.affix,
    alwaysShow: row.alwaysShow,
    hideTab: row.hideTab,
    isExternal: row.isExternal,
    link: row.link,
    openMode: row.openMode as Resource['openMode'],
    appId: row.appId,
    status: row.status as Status,
    remark: row.remark,
    ...auditOf(row),
  };
}

/** A live resource, or 40004. */
export function liveResource(db: Queryable, id: number): Promise<ResourceRow> {
  return liveRow(db, resources, id, text('resource.noun'));
}

/** The codes the server itself checks (the management screens): never renamed or deleted. */
const CHECKED_CODES: ReadonlySet<string> = new Set(allManagementCodes());

export function assertNotChecked(row: ResourceRow, change: 'renamed' | 'deleted'): void {
  if (CHECKED_CODES.has(row.resourceCode)) {
    const code = row.resourceCode;
    throw conflict(
      change === 'renamed'
        ? text('resource.checkedRenamed', { code })
        : text('resource.checkedDeleted', { code }),
    );
  }
}

/** Which kinds of resources may sit under which (`null`: at the top). */
const PARENTS = RESOURCE_PARENTS;

const placeName = (type: ResourceType | null): Text | string =>
  type === null ? text('resource.top') : type;

/** Refuses (40022) a resource of `type` under a parent of `parentType`. */
export function checkPlacement(
  type: ResourceType,
  parentType: ResourceType | null,
  field = 'body.parentId',
): void {
  const allowed = PARENTS[type];
  if (!allowed.includes(parentType)) {
    const names = allowed.map(placeName);
    throw invalidField(
      field,
      parentType === null
        ? text('resource.placementTop', { type, allowed: names })
        : text('resource.placement', { type, parent: parentType, allowed: names }),
    );
  }
}

/** Refuses (40022) changing the type of a resource whose children could not stay under it. */
export async function checkChildrenAllow(
  db: Queryable,
  id: number,
  type: ResourceType,
): Promise<void> {
  const kids = await db
    .selectDistinct({ type: resources.resourceType })
    .from(resources)
    .where(and(eq(resources.parentId, id), isNull(resources.deletedAt)));
  for (const kid of kids) checkPlacement(kid.type as ResourceType, type, 'body.resourceType');
}

/** Level of a resource (1 at the top). */
export async function levelOf(db: Queryable, id: number): Promise<number> {
  const [row] = await queryRows<{ level: number }>(
    db,
    sql`with recursive up(id, parent_id, level) as (
          select id, parent_id, 1 from sys_resource where id = ${id}
          union all
          select p.id, p.parent_id, up.level + 1 from sys_resource p join up on p.id = up.parent_id
           where up.level < 100)
        select max(level)::int as level from up`,
  );
  return row?.level ?? 1;
}

/** Ids of the live resources below `id`, any level. */
export async function descendantIds(db: Queryable, id: number): Promise<number[]> {
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`with recursive down(id, level) as (
          select id, 1 from sys_resource where parent_id = ${id} and deleted_at is null
          union all
          select c.id, down.level + 1 from sys_resource c join down on c.parent_id = down.id
           where c.deleted_at is null and down.level < 100)
        select id from down`,
  );
  return rows.map((row) => Number(row.id));
}

/** Levels the subtree of `id` spans (1 for a leaf). */
export async function heightOf(db: Queryable, id: number): Promise<number> {
  const [row] = await queryRows<{ height: number | null }>(
    db,
    sql`with recursive down(id, level) as (
          select ${id}::bigint, 1
          union all
          select c.id, down.level + 1 from sys_resource c join down on c.parent_id = down.id
           where c.deleted_at is null and down.level < 100)
        select max(level)::int as height from down`,
  );
  return row?.height ?? 1;
}

/** Refuses (40022) a tree deeper than `RESOURCE_TREE_DEPTH`. */
export function checkDepth(parentLevel: number, height: number): void {
  if (parentLevel + height > RESOURCE_TREE_DEPTH) {
    throw invalidField('body.parentId', text('resource.tooDeep', { depth: RESOURCE_TREE_DEPTH }));
  }
}

/** How a message names the owner of a role or resource: an application, or the platform. */
export const ownerName = (appId: number | null): Text =>
  appId === null ? text('resource.ownerPlatform') : text('resource.ownerApp', { id: appId });

/**
 * Refuses (40022) a resource of `appId` under a parent of another owner: an application's
 * resources form their own tree (under its resources or at the top), and so do the platform's.
 */
export function checkSameApp(
  appId: number | null,
  parent: ResourceRow | null,
  field = 'body.parentId',
): void {
  if (parent === null || parent.appId === appId) return;
  throw invalidField(
    field,
    text('resource.otherOwnerParent', {
      owner: ownerName(appId),
      code: parent.resourceCode,
      parentOwner: ownerName(parent.appId),
    }),
  );
}

/** Refuses (40022) moving a resource to `appId` while resources below it stay with another. */
export async function checkChildrenApp(
  db: Queryable,
  id: number,
  appId: number | null,
): Promise<void> {
  const [kid] = await db
    .select({ code: resources.resourceCode, appId: resources.appId })
    .from(resources)
    .where(
      and(
        eq(resources.parentId, id),
        isNull(resources.deletedAt),
        appId === null
          ? sql`${resources.appId} is not null`
          : or(isNull(resources.appId), ne(resources.appId, appId)),
      ),
    )
    .limit(1);
  if (kid) {
    throw invalidField(
      'body.appId',
      text('resource.otherOwnerChild', { code: kid.code, owner: ownerName(kid.appId) }),
    );
  }
}
