import type { Status, User, UserDetail } from '@org/api-contract';
import { type SQL, and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { TOPICS } from '../cache/invalidation-bus';
import type { AppContext } from '../context';
import {
  orgs,
  positions,
  roles,
  userGroupMembers,
  userGroups,
  userOrgs,
  userPositions,
  userRoles,
  users,
} from '../db/schema/index';
import { jsonRows } from '../db/json-rows';
import type { Queryable } from '../db/types';
import { notFound } from '../http/api-error';
import { text } from '../i18n/text';
import { auditOf, isoOrNull, requireLive } from '../lib/record-helpers';

// Correlated subqueries name the outer table in full: Drizzle leaves the columns of a
// single-table select list unqualified, which an inner table could capture.
/** The columns of a user that answers show: everything but the password hash. */
export const userColumns = {
  id: users.id,
  account: users.account,
  username: users.username,
  personImage: users.personImage,
  gender: users.gender,
  mobile: users.mobile,
  email: users.email,
  employeeNo: users.employeeNo,
  mainOrgId: users.mainOrgId,
  mainOrgName: orgs.orgName,
  userType: users.userType,
  status: users.status,
  lockedUntil: users.lockedUntil,
  lastLoginIp: users.lastLoginIp,
  lastLoginAt: users.lastLoginAt,
  pwdUpdatedAt: users.pwdUpdatedAt,
  sort: users.sort,
  remark: users.remark,
  createdBy: users.createdBy,
  createdAt: users.createdAt,
  updatedBy: users.updatedBy,
  updatedAt: users.updatedAt,
  roleNames: sql<string[] | null>`(select array_agg(r.role_name order by r.sort, r.id)
      from sys_user_role ur join sys_role r on r.id = ur.role_id and r.deleted_at is null
     where ur.user_id = sys_user.id)`,
};

/** `select … from sys_user` with the main organisation: add `.where(…)` and an order. */
export function selectUsers(db: Queryable) {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(orgs, and(eq(orgs.id, users.mainOrgId), isNull(orgs.deletedAt)));
}

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

/**
 * The users of these ids as `selectUsers` reads them, in `order`, through one JSON text
 * (`jsonRows`): a list page's rows, which the embedded engine would otherwise decode cell by
 * cell.
 */
export function usersByIds(db: Queryable, ids: number[], order: SQL[]): Promise<UserRow[]> {
  return jsonRows<UserRow>(db, userColumns, {
    from: sql`${users} left join ${orgs} on ${and(eq(orgs.id, users.mainOrgId), isNull(orgs.deletedAt))}`,
    where: inArray(users.id, ids),
    order,
  });
}

export function toUser(row: UserRow, now: Date): User {
  return {
    id: row.id,
    account: row.account,
    username: row.username,
    personImage: row.personImage,
    gender: row.gender,
    mobile: row.mobile,
    email: row.email,
    employeeNo: row.employeeNo,
    mainOrgId: row.mainOrgId,
    mainOrgName: row.mainOrgName,
    userType: row.userType,
    status: row.status as Status,
    locked: row.lockedUntil !== null && row.lockedUntil > now,
    lockedUntil: isoOrNull(row.lockedUntil),
    lastLoginIp: row.lastLoginIp,
    lastLoginAt: isoOrNull(row.lastLoginAt),
    pwdUpdatedAt: isoOrNull(row.pwdUpdatedAt),
    roleNames: row.roleNames ?? [],
    sort: row.sort,
    remark: row.remark,
    ...auditOf(row),
  };
}

/** A live user (id and account), or 40004. */
export async function liveUser(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: users.id, account: users.account, status: users.status })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) throw notFound(text('user.noun'), id);
  return row;
}

/** One user with the ids of their live roles, organisations, positions and groups. */
export async function readUserDetail(db: Queryable, id: number, now: Date): Promise<UserDetail> {
  const [row] = await selectUsers(db).where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) throw notFound(text('user.noun'), id);
  const [roleRows, orgRows, positionRows, groupRows] = await Promise.all([
    db
      .select({ id: roles.id })
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.id, userRoles.roleId), isNull(roles.deletedAt)))
      .where(eq(userRoles.userId, id))
      .orderBy(roles.sort, roles.id),
    db
      .select({ id: orgs.id })
      .from(userOrgs)
      .innerJoin(orgs, and(eq(orgs.id, userOrgs.orgId), isNull(orgs.deletedAt)))
      .where(eq(userOrgs.userId, id))
      .orderBy(orgs.sort, orgs.id),
    db
      .select({ id: positions.id })
      .from(userPositions)
      .innerJoin(
        positions,
        and(eq(positions.id, userPositions.positionId), isNull(positions.deletedAt)),
      )
      .where(eq(userPositions.userId, id))
      .orderBy(positions.sort, positions.id),
    db
      .select({ id: userGroups.id })
      .from(userGroupMembers)
      .innerJoin(
        userGroups,
        and(eq(userGroups.id, userGroupMembers.groupId), isNull(userGroups.deletedAt)),
      )
      .where(eq(userGroupMembers.userId, id))
      .orderBy(userGroups.sort, userGroups.id),
  ]);
  const orgIds = orgRows.map((r) => r.id);
  if (row.mainOrgId !== null && row.mainOrgName !== null && !orgIds.includes(row.mainOrgId)) {
    orgIds.unshift(row.mainOrgId);
  }
  return {
    ...toUser(row, now),
    roleIds: roleRows.map((r) => r.id),
    orgIds,
    positionIds: positionRows.map((r) => r.id),
    groupIds: groupRows.map((r) => r.id),
  };
}

/** What a user is linked to; each list given replaces the current one. */
export interface UserLinks {
  roleIds?: readonly number[] | undefined;
  orgIds?: readonly number[] | undefined;
  positionIds?: readonly number[] | undefined;
  groupIds?: readonly number[] | undefined;
}

/** Checks that every linked record exists (40004 names the missing ones). */
export async function checkLinks(db: Queryable, links: UserLinks): Promise<void> {
  await requireLive(db, roles, links.roleIds ?? [], text('role.nounPlural'));
  await requireLive(db, orgs, links.orgIds ?? [], text('org.nounPlural'));
  await requireLive(db, positions, links.positionIds ?? [], text('position.nounPlural'));
  await requireLive(db, userGroups, links.groupIds ?? [], text('group.nounPlural'));
}

/** Replaces the lists of `links` that are given; `mainOrgId` is kept among the organisations. */
export async function replaceLinks(
  db: Queryable,
  userId: number,
  links: UserLinks,
  mainOrgId: number | null,
): Promise<void> {
  if (links.roleIds !== undefined) {
    await db.delete(userRoles).where(eq(userRoles.userId, userId));
    if (links.roleIds.length > 0) {
      await db.insert(userRoles).values(links.roleIds.map((roleId) => ({ userId, roleId })));
    }
  }
  if (links.orgIds !== undefined) {
    await db.delete(userOrgs).where(eq(userOrgs.userId, userId));
  }
  const orgIds = new Set(links.orgIds ?? []);
  if (mainOrgId !== null) orgIds.add(mainOrgId);
  if (orgIds.size > 0) {
    await db
      .insert(userOrgs)
      .values([...orgIds].map((orgId) => ({ userId, orgId })))
      .onConflictDoNothing();
  }
  if (links.positionIds !== undefined) {
    await db.delete(userPositions).where(eq(userPositions.userId, userId));
    if (links.positionIds.length > 0) {
      await db
        .insert(userPositions)
        .values(links.positionIds.map((positionId) => ({ userId, positionId })));
    }
  }
  if (links.groupIds !== undefined) {
    await db.delete(userGroupMembers).where(eq(userGroupMembers.userId, userId));
    if (links.groupIds.length > 0) {
      await db
        .insert(userGroupMembers)
        .values(links.groupIds.map((groupId) => ({ groupId, userId })));
    }
  }
}

/** Drops this instance's cached grants and profiles after a change of users or their links. */
export function usersChanged(ctx: AppContext): void {
  ctx.bus.invalidate(TOPICS.users);
  ctx.bus.invalidate(TOPICS.grants);
}

/** Ends the sessions of users (disabled, deleted); answers how many ended. */
export async function endSessions(
  ctx: AppContext,
  userIds: readonly number[],
  reason: 'user-disabled' | 'password-changed',
  keep?: string,
): Promise<number> {
  let ended = 0;
  for (const userId of userIds) ended += await ctx.sessions.revokeUser(userId, reason, keep);
  return ended;
}
