import { ORG_TREE_DEPTH, type Org, type Status } from '@org/api-contract';
import { type SQL, and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orgs, userOrgs, users } from '../db/schema/index';
import { queryRows } from '../db/rows';
import type { Queryable } from '../db/types';
import { conflict, invalidField } from '../http/api-error';
import { text } from '../i18n/text';
import { auditOf, liveRow } from '../lib/record-helpers';
import { idArray } from '../lib/search';

export type OrgRow = typeof orgs.$inferSelect;

const leaders = alias(users, 'leader');

/** The columns of an organisation with its leader's name (for `toOrg`). */
export const orgColumns = {
  org: orgs,
  leaderName: sql<
    string | null
  >`nullif(coalesce(nullif(${leaders.username}, ''), ${leaders.account}), '')`,
};

/**
 * `select … from sys_org left join` its leader, with `extra` columns: add `.where(…)` and an
 * order.
 */
export function selectOrgs<E extends Record<string, SQL.Aliased | SQL>>(
  db: Queryable,
  extra: E = {} as E,
) {
  return db
    .select({ ...orgColumns, ...extra })
    .from(orgs)
    .leftJoin(leaders, and(eq(leaders.id, orgs.leaderUserId), isNull(leaders.deletedAt)));
}

/** Ids from the `ancestors` text ('' for a root). */
export function ancestorIds(ancestors: string): number[] {
  return ancestors === '' ? [] : ancestors.split(',').map(Number);
}

/** The path of an organisation: its ancestors and itself ('1,4,9'). */
export function pathOf(row: Pick<OrgRow, 'id' | 'ancestors'>): string {
  return row.ancestors === '' ? String(row.id) : `${row.ancestors},${row.id}`;
}

/** Level of an organisation in the tree: 1 for a root. */
export const levelOf = (row: Pick<OrgRow, 'ancestors'>): number =>
  ancestorIds(row.ancestors).length + 1;

export function toOrg({ org, leaderName }: { org: OrgRow; leaderName: string | null }): Org {
  return {
    id: org.id,
    parentId: org.parentId,
    ancestorIds: ancestorIds(org.ancestors),
    orgCode: org.orgCode,
    orgName: org.orgName,
    orgShortName: org.orgShortName,
    orgNameEn: org.orgNameEn,
    orgCategory: org.orgCategory as Org['orgCategory'],
    orgType: org.orgType,
    leaderUserId: org.leaderUserId,
    leaderName: org.leaderUserId === null ? null : leaderName,
    phone: org.phone,
    email: org.email,
    fax: org.fax,
    address: org.address,
    sort: org.sort,
    status: org.status as Status,
    remark: org.remark,
    ...auditOf(org),
  };
}

/** Organisations strictly below `orgId` (any level). The id is bound, never spliced. */
export function below(orgId: number): SQL {
  return sql`(',' || ${orgs.ancestors} || ',') like ${`%,${orgId},%`}`;
}

/** The ancestors of the organisation row in a query, as an array (`{}` for a root). */
const ancestorArray = sql`string_to_array(nullif(${orgs.ancestors}, ''), ',')::bigint[]`;

/** Organisations below none of `folded` (the folded rows of the tree table). */
export function outsideFolded(folded: readonly number[] | undefined): SQL | undefined {
  if (!folded || folded.length === 0) return undefined;
  return sql`not coalesce(${ancestorArray} && ${idArray(folded)}::bigint[], false)`;
}

/**
 * The tree order of organisations: the (sort number, id) pairs of the ancestors from the root,
 * then the organisation's own. An organisation comes right after its parent and the ones above
 * its elder siblings; `reversed` reverses every level's siblings, still parents first.
 */
export function treeOrder(reversed: boolean): SQL {
  const sign = sql.raw(reversed ? '-' : '');
  return sql`array(
      select e.v from unnest(${ancestorArray}) with ordinality as a(aid, n)
      join sys_org p on p.id = a.aid
      cross join lateral (values (1, ${sign}p.sort::bigint), (2, ${sign}p.id)) as e(k, v)
      order by a.n, e.k
    ) || array[${sign}${orgs.sort}::bigint, ${sign}${orgs.id}]`;
}

/** The organisation `orgId` and everything below it. */
export function atOrBelow(orgId: number): SQL {
  return or(eq(orgs.id, orgId), below(orgId)) as SQL;
}

/** A live organisation, or 40004. */
export function liveOrg(db: Queryable, id: number): Promise<OrgRow> {
  return liveRow(db, orgs, id, text('org.noun'));
}

/** How many levels the subtree of `row` spans (1 for a leaf). */
export async function subtreeHeight(db: Queryable, row: OrgRow): Promise<number> {
  const [result] = await queryRows<{ deepest: number | null }>(
    db,
    sql`select max(array_length(string_to_array(ancestors, ','), 1))::int as deepest
          from sys_org where deleted_at is null and ${below(row.id)}`,
  );
  const deepest = result?.deepest ?? null;
  return deepest === null ? 1 : deepest - levelOf(row) + 1;
}

/** Refuses a tree that would be deeper than `ORG_TREE_DEPTH` levels. */
export function checkDepth(parentLevel: number, height: number): void {
  if (parentLevel + height > ORG_TREE_DEPTH) {
    throw invalidField('body.parentId', text('org.tooDeep', { depth: ORG_TREE_DEPTH }));
  }
}

/** Users whose main organisation or a further one is `orgId` (or below it, with `deep`). */
export function membersOf(orgId: number, deep: boolean): SQL {
  const scope = deep
    ? sql`select o.id from sys_org o
           where o.deleted_at is null
             and (o.id = ${orgId} or (',' || o.ancestors || ',') like ${`%,${orgId},%`})`
    : sql`select ${orgId}::bigint`;
  // One `in` over a union, not two joined by `or`: the planner then finds the members by the
  // indexes on the main organisation and on the links, instead of testing every user.
  return sql`${users.id} in (select mu.id from sys_user mu where mu.main_org_id in (${scope})
           union select uo.user_id from ${userOrgs} uo where uo.org_id in (${scope}))`;
}

const parents = alias(orgs, 'parent');

/**
 * Enables or disables organisations. Disabling takes everything below along; enabling one
 * under a disabled parent (that is not enabled in the same call) is refused. Answers how many
 * organisations changed.
 */
export async function setOrgStatus(
  db: Queryable,
  ids: readonly number[],
  status: Status,
  actorId: number,
  now: Date,
): Promise<number> {
  if (status === 1) {
    const [blocked] = await db
      .select({ orgName: orgs.orgName })
      .from(orgs)
      .innerJoin(parents, eq(parents.id, orgs.parentId))
      .where(
        and(inArray(orgs.id, [...ids]), eq(parents.status, 0), notInArray(parents.id, [...ids])),
      );
    if (blocked) throw conflict(text('org.parentDisabled', { name: blocked.orgName }));
  }
  const scope = status === 0 ? or(...ids.map(atOrBelow)) : inArray(orgs.id, [...ids]);
  const changed = await db
    .update(orgs)
    .set({ status, updatedBy: actorId, updatedAt: now })
    .where(and(isNull(orgs.deletedAt), scope, ne(orgs.status, status)))
    .returning({ id: orgs.id });
  return changed.length;
}
