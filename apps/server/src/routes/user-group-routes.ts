import { API, type RoleOption, type Status, type UserGroup } from '@org/api-contract';
import { type SQL, and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ALL_DATA,
  type DataScope,
  assertUsersInScope,
  scopeRefusal,
  usersInScope,
} from '../auth/data-scope';
import { sessionOf } from '../auth/guards';
import { TOPICS } from '../cache/invalidation-bus';
import type { AppContext } from '../context';
import { written } from '../db/rows';
import { groupRoles, roles, userGroupMembers, userGroups, users } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { notFound } from '../http/api-error';
import { text } from '../i18n/text';
import { addRoute } from '../http/route';
import { created, softDelete, updated } from '../lib/audit';
import { pageTotal, paginate } from '../lib/paging';
import { auditOf, requireLive, uniqueOr } from '../lib/record-helpers';
import { contains, equals, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';
import { assertMayGiveRoles, assertMayChangeGroups } from '../services/admin-guard';
import { memberPage } from '../services/member-page';

const GROUP_SORT = {
  sort: userGroups.sort,
  groupCode: userGroups.groupCode,
  groupName: userGroups.groupName,
  createdAt: userGroups.createdAt,
};

// Correlated subqueries name the outer table in full: Drizzle leaves the columns of a
// single-table select list unqualified, which an inner table could capture.
const groupColumns = {
  group: userGroups,
  memberCount: sql<number>`(select count(*)::int from sys_user_group_member m
      join sys_user u on u.id = m.user_id and u.deleted_at is null
     where m.group_id = sys_user_group.id)`,
  roleNames: sql<string[] | null>`(select array_agg(r.role_name order by r.sort, r.id)
      from sys_user_group_role gr join sys_role r on r.id = gr.role_id and r.deleted_at is null
     where gr.group_id = sys_user_group.id)`,
};

function toUserGroup(row: {
  group: typeof userGroups.$inferSelect;
  memberCount: number;
  roleNames: string[] | null;
}): UserGroup {
  const g = row.group;
  return {
    id: g.id,
    groupCode: g.groupCode,
    groupName: g.groupName,
    description: g.description,
    sort: g.sort,
    status: g.status as Status,
    memberCount: Number(row.memberCount),
    roleNames: row.roleNames ?? [],
    ...auditOf(g),
  };
}

/**
 * The groups a data scope shows: those the user created and those with a member in scope
 * (decision 0018); `undefined` for ALL.
 */
function groupsInScope(scope: DataScope): SQL | undefined {
  if (scope.all) return undefined;
  return sql`(sys_user_group.created_by = ${scope.userId} or exists (
      select 1 from sys_user_group_member gm
       where gm.group_id = sys_user_group.id and ${usersInScope(scope, sql`gm.user_id`)}))`;
}

/** A live group (40004), shown by `scope` (40003 otherwise). */
async function readGroup(db: Queryable, id: number, scope: DataScope): Promise<UserGroup> {
  const [row] = await db
    .select({ ...groupColumns, visible: groupsInScope(scope) ?? sql<boolean>`true` })
    .from(userGroups)
    .where(and(eq(userGroups.id, id), isNull(userGroups.deletedAt)));
  if (!row) throw notFound(text('group.noun'), id);
  if (!row.visible) {
    throw scopeRefusal(text('scope.groupOutside', { name: row.group.groupName }));
  }
  return toUserGroup(row);
}

async function groupRoleOptions(db: Queryable, groupId: number): Promise<RoleOption[]> {
  return db
    .select({ id: roles.id, roleCode: roles.roleCode, roleName: roles.roleName })
    .from(groupRoles)
    .innerJoin(roles, and(eq(roles.id, groupRoles.roleId), isNull(roles.deletedAt)))
    .where(eq(groupRoles.groupId, groupId))
    .orderBy(roles.sort, roles.id);
}

const inUse = (code: string | undefined) => text('group.codeTaken', { code: code ?? '' });

/** The user group screen: groups, members and the roles members receive. */
export function registerUserGroupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const grantsChanged = () => ctx.bus.invalidate(TOPICS.grants);
  const scopeOf = (request: FastifyRequest) => ctx.grants.scopeOf(sessionOf(request).userId);
  /** The group `id` as the caller may see it. */
  const visibleGroup = async (request: FastifyRequest, id: number) =>
    readGroup(db, id, await scopeOf(request));

  addRoute(app, API.userGroup.page, async (request) => {
    const q = request.body;
    const where = and(
      notDeleted(userGroups),
      groupsInScope(await scopeOf(request)),
      contains(userGroups.groupCode, q.groupCode),
      contains(userGroups.groupName, q.groupName),
      equals(userGroups.status, q.status),
    );
    // Cannot grow large (the user groups: hundreds): a page by offset and the bounded total
    // (`pageTotal`, decision 0012) stay cheap without an index per sort.
    const order = orderBy(GROUP_SORT, q.sortBy, q.sortOrder, 'sort', userGroups.id);
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select(groupColumns)
            .from(userGroups)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, userGroups, where),
      },
      toUserGroup,
    );
  });

  addRoute(app, API.userGroup.get, async (request) => visibleGroup(request, request.query.id));

  addRoute(app, API.userGroup.create, async (request) => {
    const b = request.body;
    const rows = await uniqueOr(inUse(b.groupCode), () =>
      db
        .insert(userGroups)
        .values({
          groupCode: b.groupCode,
          groupName: b.groupName.trim(),
          description: b.description ?? '',
          sort: b.sort ?? 0,
          status: b.status ?? 1,
          ...created(sessionOf(request).userId, ctx.clock.now()),
        })
        .returning({ id: userGroups.id }),
    );
    return readGroup(db, written(rows).id, ALL_DATA);
  });

  addRoute(app, API.userGroup.update, async (request) => {
    const b = request.body;
    await visibleGroup(request, b.id);
    await assertMayChangeGroups(ctx, sessionOf(request).userId, [b.id]);
    await uniqueOr(inUse(b.groupCode), () =>
      db
        .update(userGroups)
        .set({
          ...(b.groupCode === undefined ? {} : { groupCode: b.groupCode }),
          ...(b.groupName === undefined ? {} : { groupName: b.groupName.trim() }),
          ...(b.description === undefined ? {} : { description: b.description }),
          ...(b.sort === undefined ? {} : { sort: b.sort }),
          ...(b.status === undefined ? {} : { status: b.status }),
          ...updated(sessionOf(request).userId, ctx.clock.now()),
        })
        .where(eq(userGroups.id, b.id)),
    );
    grantsChanged();
    return readGroup(db, b.id, ALL_DATA);
  });

  addRoute(app, API.userGroup.remove, async (request) => {
    const ids = request.body.ids;
    await requireLive(db, userGroups, ids, text('group.nounPlural'));
    for (const id of ids) await visibleGroup(request, id);
    await assertMayChangeGroups(ctx, sessionOf(request).userId, ids);
    const affected = await db.transaction(async (tx) => {
      const deleted = await softDelete(
        tx,
        userGroups,
        ids,
        sessionOf(request).userId,
        ctx.clock.now(),
      );
      await tx.delete(userGroupMembers).where(inArray(userGroupMembers.groupId, ids));
      await tx.delete(groupRoles).where(inArray(groupRoles.groupId, ids));
      return deleted;
    });
    grantsChanged();
    return { affected };
  });

  addRoute(app, API.userGroup.members, async (request) => {
    const q = request.body;
    const scope = await scopeOf(request);
    await readGroup(db, q.groupId, scope);
    return memberPage(
      db,
      q,
      sql`${users.id} in (select m.user_id from sys_user_group_member m where m.group_id = ${q.groupId})`,
      scope,
    );
  });

  addRoute(app, API.userGroup.addMembers, async (request) => {
    const { groupId, userIds } = request.body;
    await visibleGroup(request, groupId);
    await assertMayChangeGroups(ctx, sessionOf(request).userId, [groupId]);
    await requireLive(db, users, userIds, text('user.nounPlural'));
    await assertUsersInScope(ctx, sessionOf(request).userId, userIds);
    const added = await db
      .insert(userGroupMembers)
      .values(userIds.map((userId) => ({ groupId, userId })))
      .onConflictDoNothing()
      .returning({ userId: userGroupMembers.userId });
    grantsChanged();
    return { affected: added.length };
  });

  addRoute(app, API.userGroup.removeMembers, async (request) => {
    const { groupId, userIds } = request.body;
    await visibleGroup(request, groupId);
    await assertMayChangeGroups(ctx, sessionOf(request).userId, [groupId]);
    await assertUsersInScope(ctx, sessionOf(request).userId, userIds);
    const removed = await db
      .delete(userGroupMembers)
      .where(and(eq(userGroupMembers.groupId, groupId), inArray(userGroupMembers.userId, userIds)))
      .returning({ userId: userGroupMembers.userId });
    grantsChanged();
    return { affected: removed.length };
  });

  addRoute(app, API.userGroup.roles, async (request) => {
    await visibleGroup(request, request.query.groupId);
    return groupRoleOptions(db, request.query.groupId);
  });

  addRoute(app, API.userGroup.setRoles, async (request) => {
    const { groupId, roleIds } = request.body;
    await visibleGroup(request, groupId);
    await assertMayChangeGroups(ctx, sessionOf(request).userId, [groupId]);
    await assertMayGiveRoles(ctx, sessionOf(request).userId, roleIds);
    await requireLive(db, roles, roleIds, text('role.nounPlural'));
    await db.transaction(async (tx) => {
      await tx.delete(groupRoles).where(eq(groupRoles.groupId, groupId));
      if (roleIds.length > 0) {
        await tx.insert(groupRoles).values(roleIds.map((roleId) => ({ groupId, roleId })));
      }
    });
    grantsChanged();
    return groupRoleOptions(db, groupId);
  });
}
