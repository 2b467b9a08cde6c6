import { ADMIN_ROLE, ResultCode } from '@org/api-contract';
import { type SQL, and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { assertUsersInScope, namedUsers } from '../auth/data-scope';
import type { AppContext } from '../context';
import { groupRoles, roles, userRoles, users } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { ApiError, conflict } from '../http/api-error';
import { type Text, text } from '../i18n/text';
import { countRows } from '../lib/paging';

/**
 * The rules that keep the role `admin` safe: only an admin gives it (directly or through a
 * group), only an admin changes a user who holds it, and the last enabled holder keeps it.
 */

/** Users (of the outer `sys_user` row) who hold admin directly or through an enabled group. */
export function holdsAdmin(): SQL {
  return sql`(exists (select 1 from sys_user_role ur
                        join sys_role r on r.id = ur.role_id and r.deleted_at is null
                       where ur.user_id = ${users.id} and r.role_code = ${ADMIN_ROLE})
           or exists (select 1 from sys_user_group_member m
                        join sys_user_group g on g.id = m.group_id
                                             and g.deleted_at is null and g.status = 1
                        join sys_user_group_role gr on gr.group_id = g.id
                        join sys_role r on r.id = gr.role_id and r.deleted_at is null
                       where m.user_id = ${users.id} and r.role_code = ${ADMIN_ROLE}))`;
}

function onlyAdmins(message: Text): ApiError {
  return new ApiError(ResultCode.FORBIDDEN, message);
}

async function callerIsAdmin(ctx: AppContext, actorId: number): Promise<boolean> {
  return (await ctx.grants.of(actorId)).isAdmin;
}

/** Refuses (40003) giving the role admin among `roleIds` unless the caller is an admin. */
export async function assertMayGiveRoles(
  ctx: AppContext,
  actorId: number,
  roleIds: readonly number[],
): Promise<void> {
  if (roleIds.length === 0) return;
  const [admin] = await ctx.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inArray(roles.id, [...roleIds]), eq(roles.roleCode, ADMIN_ROLE)));
  if (admin && !(await callerIsAdmin(ctx, actorId))) {
    throw onlyAdmins(text('admin.onlyAdminGivesAdmin'));
  }
}

/**
 * Refuses (40003) changing the members, roles or state of groups that carry admin (or adding
 * users to them) unless the caller is an admin.
 */
export async function assertMayChangeGroups(
  ctx: AppContext,
  actorId: number,
  groupIds: readonly number[],
): Promise<void> {
  if (groupIds.length === 0) return;
  const [admin] = await ctx.db
    .select({ id: groupRoles.groupId })
    .from(groupRoles)
    .innerJoin(roles, eq(roles.id, groupRoles.roleId))
    .where(and(inArray(groupRoles.groupId, [...groupIds]), eq(roles.roleCode, ADMIN_ROLE)));
  if (admin && !(await callerIsAdmin(ctx, actorId))) {
    throw onlyAdmins(text('admin.onlyAdminChangesGroup'));
  }
}

/** The users among `userIds` who hold admin. */
export async function adminHolders(
  db: Queryable,
  userIds: readonly number[],
): Promise<{ id: number; account: string }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), isNull(users.deletedAt), holdsAdmin()));
}

/**
 * Refuses (40003) changing users outside the caller's data scope, and users who hold admin
 * unless the caller is an admin.
 */
export async function assertMayManageUsers(
  ctx: AppContext,
  actorId: number,
  userIds: readonly number[],
): Promise<void> {
  await assertUsersInScope(ctx, actorId, userIds);
  const holders = await adminHolders(ctx.db, userIds);
  if (holders.length > 0 && !(await callerIsAdmin(ctx, actorId))) {
    const names = namedUsers(holders.map((user) => user.account));
    throw onlyAdmins(text('admin.onlyAdminChangesAdmins', { names }));
  }
}

/**
 * Refuses (40009) a change after which no enabled user would hold admin: `losing` are the
 * users about to lose it (disabled, deleted, or the role taken away).
 */
export async function assertAdminsRemain(db: Queryable, losing: readonly number[]): Promise<void> {
  if ((await adminHolders(db, losing)).length === 0) return;
  const remaining = await countRows(
    db,
    users,
    and(
      isNull(users.deletedAt),
      eq(users.status, 1),
      notInArray(users.id, [...losing]),
      holdsAdmin(),
    ),
  );
  if (remaining === 0) throw conflict(text('admin.keepOne'));
}

/** Refuses (40009) a change of the caller's own account that would lock them out. */
export function assertNotSelf(
  actorId: number,
  userIds: readonly number[],
  what: 'disable' | 'delete',
): void {
  if (userIds.includes(actorId)) {
    throw conflict(text(what === 'disable' ? 'admin.selfDisable' : 'admin.selfDelete'));
  }
}

/**
 * Refuses (40009) replacing the roles of `userId` with `roleIds` when that takes admin from
 * the last enabled user holding it.
 */
export async function assertRolesKeepAdmin(
  db: Queryable,
  userId: number,
  roleIds: readonly number[],
): Promise<void> {
  const [held] = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.roleCode, ADMIN_ROLE)));
  if (held && !roleIds.includes(held.roleId)) await assertAdminsRemain(db, [userId]);
}
