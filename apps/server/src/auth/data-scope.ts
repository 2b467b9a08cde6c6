import { ResultCode } from '@org/api-contract';
import { type AnyColumn, type SQL, and, inArray, isNull, not, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { queryRows } from '../db/rows';
import { orgs, users } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { type Text, text } from '../i18n/text';
import { idArray } from '../lib/search';

/**
 * Which people (and their records) a user may see: the union of the data scopes of their
 * enabled roles (decision 0018). `all` for a role with ALL (and for admin); otherwise the
 * organisations whose members are visible, and whether the user sees themself beyond them.
 */
export type DataScope =
  | { readonly all: true; readonly key: 'all' }
  | {
      readonly all: false;
      /** The user the scope belongs to (SELF, and their own records). */
      readonly userId: number;
      /** Organisations whose members are in scope (CUSTOM, ORG, ORG_AND_CHILD), ascending. */
      readonly orgIds: readonly number[];
      /**
       * Organisations the user is a member of: shown (not managed) with a SELF-only scope, so
       * the tree and the user's own row still name their department.
       */
      readonly ownOrgIds: readonly number[];
      /** A short text that differs between different scopes: part of cached counts' keys. */
      readonly key: string;
    };

export const ALL_DATA: DataScope = Object.freeze({ all: true, key: 'all' });

/** The scopes of `roleIds` (enabled, not deleted roles of the user), as one `DataScope`. */
export async function loadDataScope(
  db: Queryable,
  userId: number,
  roleIds: readonly number[],
): Promise<DataScope> {
  if (roleIds.length === 0) return limited(userId, [], []);
  const ids = idArray(roleIds);
  const scopes = await queryRows<{ data_scope: string }>(
    db,
    sql`select distinct data_scope from sys_role where id = any(${ids}::bigint[])`,
  );
  const has = (scope: string) => scopes.some((row) => row.data_scope === scope);
  if (has('ALL')) return ALL_DATA;
  const own = await queryRows<{ id: string | number }>(
    db,
    sql`select o.id from sys_org o
         where o.deleted_at is null
           and (o.id = (select main_org_id from sys_user where id = ${userId})
             or o.id in (select org_id from sys_user_org where user_id = ${userId}))`,
  );
  const ownIds = own.map((row) => Number(row.id));
  const orgIds = new Set<number>();
  if (has('ORG')) for (const id of ownIds) orgIds.add(id);
  if (has('ORG_AND_CHILD') && ownIds.length > 0) {
    const below = await queryRows<{ id: string | number }>(
      db,
      sql`select o.id from sys_org o
           where o.deleted_at is null
             and exists (select 1 from unnest(${idArray(ownIds)}::bigint[]) as own(id)
                          where o.id = own.id
                             or (',' || o.ancestors || ',') like '%,' || own.id || ',%')`,
    );
    for (const row of below) orgIds.add(Number(row.id));
  }
  if (has('CUSTOM')) {
    const custom = await queryRows<{ org_id: string | number }>(
      db,
      sql`select distinct ro.org_id from sys_role_org ro
            join sys_role r on r.id = ro.role_id and r.data_scope = 'CUSTOM'
            join sys_org o on o.id = ro.org_id and o.deleted_at is null
           where ro.role_id = any(${ids}::bigint[])`,
    );
    for (const row of custom) orgIds.add(Number(row.org_id));
  }
  return limited(userId, [...orgIds], ownIds);
}

function limited(userId: number, orgIds: number[], ownOrgIds: number[]): DataScope {
  const sorted = [...orgIds].sort((a, b) => a - b);
  return {
    all: false,
    userId,
    orgIds: sorted,
    ownOrgIds: [...ownOrgIds].sort((a, b) => a - b),
    key: `u${userId}:${sorted.join(',')}`,
  };
}

/**
 * The condition "the user `userColumn` is in scope": themself, or a member (by main or further
 * organisation) of an organisation in scope. `undefined` (no condition) for ALL.
 */
export function usersInScope(scope: DataScope, userColumn: AnyColumn | SQL): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.orgIds.length === 0) return sql`${userColumn} = ${scope.userId}`;
  const orgIds = idArray(scope.orgIds);
  // One `in` over a union, as `membersOf` does: each half is served by its own index.
  return sql`(${userColumn} = ${scope.userId} or ${userColumn} in (
      select su.id from sys_user su where su.main_org_id = any(${orgIds}::bigint[])
      union select suo.user_id from sys_user_org suo where suo.org_id = any(${orgIds}::bigint[])))`;
}

/** The organisations a scope shows: those in scope, and the user's own ones beside them. */
export function visibleOrgIds(scope: Exclude<DataScope, { all: true }>): readonly number[] {
  return [...new Set([...scope.orgIds, ...scope.ownOrgIds])];
}

/** The condition "the organisation `orgColumn` is shown"; `undefined` for ALL. */
export function orgsInScope(scope: DataScope, orgColumn: AnyColumn | SQL): SQL | undefined {
  if (scope.all) return undefined;
  const ids = visibleOrgIds(scope);
  if (ids.length === 0) return sql`false`;
  return sql`${orgColumn} = any(${idArray(ids)}::bigint[])`;
}

/** Whether organisations may be managed (changed, or given to users) under this scope. */
export function managesOrg(scope: DataScope, orgId: number): boolean {
  return scope.all || scope.orgIds.includes(orgId);
}

/** 40003 naming what lies outside the caller's data scope. */
export function outsideScope(what: Text): ApiError {
  return scopeRefusal(text('scope.outside', { what }));
}

/** 40003 of the data scope with its whole message ("User "a" is outside your data scope."). */
export function scopeRefusal(message: Text): ApiError {
  return new ApiError(ResultCode.FORBIDDEN, message, { dataScope: true });
}

/** Users named by account in a message's list: `"a", "b"` (用户“a”、用户“b”). */
export const namedUsers = (accounts: readonly string[]): Text[] =>
  accounts.map((name) => text('user.named', { name }));

/** Organisations named in a message's list: `"Sales", "R&D"` (组织“销售部”、组织“研发部”). */
export const namedOrgs = (names: readonly string[]): Text[] =>
  names.map((name) => text('org.named', { name }));

/** Refuses (40003) acting on users outside the caller's data scope, naming them. */
export async function assertUsersInScope(
  ctx: AppContext,
  actorId: number,
  userIds: readonly number[],
): Promise<void> {
  const scope = await ctx.grants.scopeOf(actorId);
  const inScope = usersInScope(scope, users.id);
  if (inScope === undefined || userIds.length === 0) return;
  const outside = await ctx.db
    .select({ account: users.account })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), isNull(users.deletedAt), not(inScope)))
    .orderBy(users.id)
    .limit(5);
  if (outside.length === 0) return;
  const names = namedUsers(outside.map((user) => user.account));
  throw scopeRefusal(
    text(outside.length === 1 ? 'scope.userOutside' : 'scope.usersOutside', { names }),
  );
}

/**
 * Refuses (40003) giving users organisations, or changing organisations, outside the
 * caller's data scope (a SELF scope manages none).
 */
export async function assertOrgsManaged(
  ctx: AppContext,
  actorId: number,
  orgIds: readonly (number | null | undefined)[],
): Promise<void> {
  const scope = await ctx.grants.scopeOf(actorId);
  if (scope.all) return;
  const outside = orgIds.filter(
    (id): id is number => id !== null && id !== undefined && !managesOrg(scope, id),
  );
  if (outside.length === 0) return;
  const rows = await ctx.db
    .select({ orgName: orgs.orgName })
    .from(orgs)
    .where(inArray(orgs.id, outside))
    .orderBy(orgs.id);
  const names =
    rows.length > 0
      ? namedOrgs(rows.map((row) => row.orgName))
      : outside.map((id) => text('org.numbered', { id }));
  throw scopeRefusal(text(rows.length > 1 ? 'scope.orgsOutside' : 'scope.orgOutside', { names }));
}

/**
 * Refuses (40003) creating a user the caller could not see afterwards: with a limited scope
 * the new user needs an organisation, and every organisation given must be in scope.
 */
export async function assertNewUserInScope(
  ctx: AppContext,
  actorId: number,
  user: { mainOrgId?: number | null | undefined; orgIds?: readonly number[] | undefined },
): Promise<void> {
  const given = [...(user.orgIds ?? []), user.mainOrgId];
  await assertOrgsManaged(ctx, actorId, given);
  const scope = await ctx.grants.scopeOf(actorId);
  if (!scope.all && !given.some((id) => id !== null && id !== undefined)) {
    throw outsideScope(text('scope.userWithoutOrg'));
  }
}

/**
 * Refuses (40003) placing an organisation under `parentId` outside the caller's data scope;
 * the top level (`null`) takes the scope ALL.
 */
export async function assertParentManaged(
  ctx: AppContext,
  actorId: number,
  parentId: number | null,
): Promise<void> {
  if (parentId !== null) return assertOrgsManaged(ctx, actorId, [parentId]);
  if (!(await ctx.grants.scopeOf(actorId)).all) {
    throw outsideScope(text('scope.topLevel'));
  }
}
