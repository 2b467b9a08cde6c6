import type { MyDeptUserRoles, RoleOption } from '@org/api-contract';
import { type SQL, and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ResultCode } from '@org/api-contract';
import { namedUsers } from '../auth/data-scope';
import type { AppContext } from '../context';
import { orgs, roles, userOrgs, userRoles, users } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { ApiError, notFound } from '../http/api-error';
import { text } from '../i18n/text';
import { countRows } from '../lib/paging';
import { adminHolders } from './admin-guard';
import { type OrgRow, atOrBelow, membersOf } from './org-service';

/**
 * "My department": the organisations a user belongs to (main or further) or leads, and
 * everything below them. Every call of the screen stays inside that scope: an organisation,
 * or a user who is not already a member of one of them, answers 40004 as if it did not exist;
 * a user holding the role admin is never changed here (40003); only roles the caller holds
 * are given or taken away (40003).
 */

/** Ids of the live organisations `userId` belongs to or leads. */
export async function myDepartmentIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(
      and(
        isNull(orgs.deletedAt),
        or(
          eq(orgs.leaderUserId, userId),
          inArray(
            orgs.id,
            db.select({ id: userOrgs.orgId }).from(userOrgs).where(eq(userOrgs.userId, userId)),
          ),
          inArray(
            orgs.id,
            db.select({ id: users.mainOrgId }).from(users).where(eq(users.id, userId)),
          ),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** Organisations in the scope of `roots` (at or below one of them); false when there are none. */
export function inScope(roots: readonly number[]): SQL {
  return roots.length === 0 ? sql`false` : (or(...roots.map(atOrBelow)) as SQL);
}

/** A live organisation in the caller's scope, or 40004. */
export async function scopedOrg(db: Queryable, userId: number, orgId: number): Promise<OrgRow> {
  const roots = await myDepartmentIds(db, userId);
  const [row] = await db
    .select()
    .from(orgs)
    .where(and(eq(orgs.id, orgId), isNull(orgs.deletedAt), inScope(roots)));
  if (!row) throw notFound(text('dept.noun'), orgId);
  return row;
}

/** Checks that `userId` is a live member of `orgId` or of an organisation below it (else 40004). */
export async function assertMember(db: Queryable, orgId: number, userId: number): Promise<void> {
  const found = await countRows(
    db,
    users,
    and(eq(users.id, userId), isNull(users.deletedAt), membersOf(orgId, true)),
  );
  if (found === 0) {
    throw new ApiError(ResultCode.NOT_FOUND, text('dept.memberNotFound', { userId, orgId }));
  }
}

/** The ids among `userIds` that are not live users matching `membership`. */
async function outside(
  db: Queryable,
  userIds: readonly number[],
  membership: SQL,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), isNull(users.deletedAt), membership));
  const inside = new Set(rows.map((row) => row.id));
  return [...new Set(userIds)].filter((id) => !inside.has(id));
}

/**
 * Checks that every user is already a member of one of the caller's departments or of an
 * organisation below one (else 40004): the screen moves people within the caller's
 * departments, it does not bring in anyone from outside.
 */
export async function assertInsideScope(
  db: Queryable,
  actorId: number,
  userIds: readonly number[],
): Promise<void> {
  const roots = await myDepartmentIds(db, actorId);
  const membership =
    roots.length === 0 ? sql`false` : (or(...roots.map((root) => membersOf(root, true))) as SQL);
  const missing = await outside(db, userIds, membership);
  if (missing.length > 0) {
    throw new ApiError(ResultCode.NOT_FOUND, text('dept.usersOutside', { ids: missing }));
  }
}

/** Checks that every user is a member of `orgId` itself (main or further), else 40004. */
export async function assertMembersOf(
  db: Queryable,
  orgId: number,
  userIds: readonly number[],
): Promise<void> {
  const missing = await outside(db, userIds, membersOf(orgId, false));
  if (missing.length > 0) {
    throw new ApiError(ResultCode.NOT_FOUND, text('dept.usersNotMembers', { orgId, ids: missing }));
  }
}

/** Refuses (40003) any user holding the role admin: this screen never changes one. */
export async function refuseAdminHolders(db: Queryable, userIds: readonly number[]): Promise<void> {
  const holders = await adminHolders(db, userIds);
  if (holders.length > 0) {
    const names = namedUsers(holders.map((user) => user.account));
    throw new ApiError(ResultCode.FORBIDDEN, text('dept.adminHolders', { names }));
  }
}

/** The roles the caller may give or take away: those they hold; every live role for admin. */
export async function assignableRoles(ctx: AppContext, actorId: number): Promise<RoleOption[]> {
  const grants = await ctx.grants.of(actorId);
  const held = grants.roles.map((role) => role.id);
  if (!grants.isAdmin && held.length === 0) return [];
  return ctx.db
    .select({ id: roles.id, roleCode: roles.roleCode, roleName: roles.roleName })
    .from(roles)
    .where(
      and(
        isNull(roles.deletedAt),
        eq(roles.status, 1),
        grants.isAdmin ? undefined : inArray(roles.id, held),
      ),
    )
    .orderBy(roles.sort, roles.id);
}

/** The direct roles of a user, with those the caller may change. */
export async function userRolesFor(
  ctx: AppContext,
  actorId: number,
  userId: number,
): Promise<MyDeptUserRoles> {
  const [current, assignable] = await Promise.all([
    ctx.db
      .select({ id: roles.id })
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.id, userRoles.roleId), isNull(roles.deletedAt)))
      .where(eq(userRoles.userId, userId))
      .orderBy(roles.sort, roles.id),
    assignableRoles(ctx, actorId),
  ]);
  return {
    userId,
    roleIds: current.map((row) => row.id),
    assignableRoleIds: assignable.map((role) => role.id),
  };
}
