import { API } from '@org/api-contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertUsersInScope } from '../auth/data-scope';
import { sessionOf } from '../auth/guards';
import { TOPICS } from '../cache/invalidation-bus';
import type { AppContext } from '../context';
import { resources, roleResources, userRoles, users } from '../db/schema/index';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { requireLive } from '../lib/record-helpers';
import {
  assertAdminsRemain,
  assertMayGiveRoles,
  assertMayManageUsers,
} from '../services/admin-guard';
import { memberPage } from '../services/member-page';
import {
  assertNotAdminGrants,
  assertOwnAppResources,
  isAdminRole,
  liveRole,
  readGrant,
  resourceAncestors,
  resourcesOfApp,
} from '../services/role-service';

/**
 * The resources and the users of a role. Every change announces itself to the grants cache
 * (database triggers on every instance, and at once on this one), so signed-in users see new
 * menus and buttons, and lose removed ones, on their next call.
 */
export function registerRoleGrantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const grantsChanged = () => ctx.bus.invalidate(TOPICS.grants);

  addRoute(app, API.role.resources, async (request) =>
    readGrant(db, await liveRole(db, request.query.roleId)),
  );

  addRoute(app, API.role.grant, async (request) => {
    const { roleId, resourceIds, halfCheckedIds = [] } = request.body;
    const role = await liveRole(db, roleId);
    assertNotAdminGrants(role);
    await requireLive(
      db,
      resources,
      [...resourceIds, ...halfCheckedIds],
      text('resource.nounPlural'),
    );
    await assertOwnAppResources(db, role, resourceIds, 'body.resourceIds');
    await assertOwnAppResources(db, role, halfCheckedIds, 'body.halfCheckedIds');
    const checked = new Set(resourceIds);
    // Parents of checked resources stay granted (half-checked): the menus leading to them.
    // An application's role keeps only the parents of its own application.
    const half = new Set(halfCheckedIds.filter((id) => !checked.has(id)));
    const ancestors = await resourceAncestors(db, resourceIds);
    const kept =
      role.roleType === 'APP' ? await resourcesOfApp(db, role.appId, ancestors) : ancestors;
    for (const id of kept) {
      if (!checked.has(id)) half.add(id);
    }
    await db.transaction(async (tx) => {
      await tx.delete(roleResources).where(eq(roleResources.roleId, roleId));
      const values = [
        ...[...checked].map((resourceId) => ({ roleId, resourceId, halfChecked: false })),
        ...[...half].map((resourceId) => ({ roleId, resourceId, halfChecked: true })),
      ];
      if (values.length > 0) await tx.insert(roleResources).values(values);
    });
    grantsChanged();
    return readGrant(db, role);
  });

  addRoute(app, API.role.users, async (request) => {
    const q = request.body;
    await liveRole(db, q.roleId);
    return memberPage(
      db,
      q,
      sql`${users.id} in (select ur.user_id from sys_user_role ur where ur.role_id = ${q.roleId})`,
      await ctx.grants.scopeOf(sessionOf(request).userId),
    );
  });

  addRoute(app, API.role.addUsers, async (request) => {
    const { roleId, userIds } = request.body;
    await liveRole(db, roleId);
    await assertMayGiveRoles(ctx, sessionOf(request).userId, [roleId]);
    await requireLive(db, users, userIds, text('user.nounPlural'));
    await assertUsersInScope(ctx, sessionOf(request).userId, userIds);
    const added = await db
      .insert(userRoles)
      .values(userIds.map((userId) => ({ userId, roleId })))
      .onConflictDoNothing()
      .returning({ userId: userRoles.userId });
    grantsChanged();
    return { affected: added.length };
  });

  addRoute(app, API.role.removeUsers, async (request) => {
    const { roleId, userIds } = request.body;
    const role = await liveRole(db, roleId);
    await assertMayManageUsers(ctx, sessionOf(request).userId, userIds);
    if (isAdminRole(role)) await assertAdminsRemain(db, userIds);
    const removed = await db
      .delete(userRoles)
      .where(and(eq(userRoles.roleId, roleId), inArray(userRoles.userId, userIds)))
      .returning({ userId: userRoles.userId });
    grantsChanged();
    return { affected: removed.length };
  });
}
