import { API, ORG_TREE_DEPTH, ResultCode } from '@org/api-contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { orgs, userOrgs, userRoles, users } from '../db/schema/index';
import { ApiError } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { updated } from '../lib/audit';
import { requireLive } from '../lib/record-helpers';
import { assertRolesKeepAdmin } from '../services/admin-guard';
import {
  assertInsideScope,
  assertMember,
  assertMembersOf,
  assignableRoles,
  inScope,
  myDepartmentIds,
  refuseAdminHolders,
  scopedOrg,
  userRolesFor,
} from '../services/my-dept-service';
import { membersOf, selectOrgs, toOrg } from '../services/org-service';
import { memberPage } from '../services/member-page';
import { buildTree } from '../services/tree';
import { usersChanged } from '../services/user-service';

/** The "my department" screen, limited to the caller's own departments. */
export function registerMyDeptRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, API.myDept.tree, async (request) => {
    const roots = await myDepartmentIds(db, sessionOf(request).userId);
    const rows = await selectOrgs(db)
      .where(and(isNull(orgs.deletedAt), inScope(roots)))
      .orderBy(asc(orgs.sort), asc(orgs.id));
    return buildTree(
      rows.map((row) => ({ ...row, id: row.org.id, parentId: row.org.parentId })),
      toOrg,
      ORG_TREE_DEPTH,
    );
  });

  addRoute(app, API.myDept.users, async (request) => {
    const q = request.body;
    await scopedOrg(db, sessionOf(request).userId, q.orgId);
    return memberPage(db, q, membersOf(q.orgId, q.withDescendants === true));
  });

  addRoute(app, API.myDept.linkUsers, async (request) => {
    const { orgId, userIds } = request.body;
    const actor = sessionOf(request).userId;
    await scopedOrg(db, actor, orgId);
    await requireLive(db, users, userIds, text('user.nounPlural'));
    await assertInsideScope(db, actor, userIds);
    await refuseAdminHolders(db, userIds);
    const added = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(userOrgs)
        .values(userIds.map((userId) => ({ userId, orgId })))
        .onConflictDoNothing()
        .returning({ userId: userOrgs.userId });
      // A user without a main organisation gets this one.
      await tx
        .update(users)
        .set({ mainOrgId: orgId, ...updated(actor, ctx.clock.now()) })
        .where(and(inArray(users.id, userIds), isNull(users.mainOrgId)));
      return rows.length;
    });
    usersChanged(ctx);
    return { affected: added };
  });

  addRoute(app, API.myDept.unlinkUsers, async (request) => {
    const { orgId, userIds } = request.body;
    const actor = sessionOf(request).userId;
    await scopedOrg(db, actor, orgId);
    await assertMembersOf(db, orgId, userIds);
    await refuseAdminHolders(db, userIds);
    const affected = await db.transaction(async (tx) => {
      const unlinked = await tx
        .delete(userOrgs)
        .where(and(eq(userOrgs.orgId, orgId), inArray(userOrgs.userId, userIds)))
        .returning({ userId: userOrgs.userId });
      const cleared = await tx
        .update(users)
        .set({ mainOrgId: null, ...updated(actor, ctx.clock.now()) })
        .where(and(inArray(users.id, userIds), eq(users.mainOrgId, orgId), isNull(users.deletedAt)))
        .returning({ id: users.id });
      return new Set([...unlinked.map((row) => row.userId), ...cleared.map((row) => row.id)]).size;
    });
    usersChanged(ctx);
    return { affected };
  });

  addRoute(app, API.myDept.roles, async (request) =>
    assignableRoles(ctx, sessionOf(request).userId),
  );

  addRoute(app, API.myDept.userRoles, async (request) => {
    const { orgId, userId } = request.query;
    const actor = sessionOf(request).userId;
    await scopedOrg(db, actor, orgId);
    await assertMember(db, orgId, userId);
    return userRolesFor(ctx, actor, userId);
  });

  addRoute(app, API.myDept.setUserRoles, async (request) => {
    const { orgId, userId, roleIds } = request.body;
    const actor = sessionOf(request).userId;
    await scopedOrg(db, actor, orgId);
    await assertMember(db, orgId, userId);
    await refuseAdminHolders(db, [userId]);
    const current = await userRolesFor(ctx, actor, userId);
    const assignable = new Set(current.assignableRoleIds);
    const refused = roleIds.filter((id) => !assignable.has(id));
    if (refused.length > 0) {
      throw new ApiError(ResultCode.FORBIDDEN, text('dept.rolesNotHeld', { ids: refused }));
    }
    // Roles the caller does not manage stay as they are.
    const next = [...current.roleIds.filter((id) => !assignable.has(id)), ...roleIds];
    await assertRolesKeepAdmin(db, userId, next);
    await db.transaction(async (tx) => {
      await tx.delete(userRoles).where(eq(userRoles.userId, userId));
      if (next.length > 0) {
        await tx.insert(userRoles).values(next.map((roleId) => ({ userId, roleId })));
      }
    });
    usersChanged(ctx);
    return userRolesFor(ctx, actor, userId);
  });
}
