import { API, type ResetPasswordResult } from '@org/api-contract';
import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { orgs, users } from '../db/schema/index';
import { assertOrgsManaged, assertUsersInScope } from '../auth/data-scope';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { updated } from '../lib/audit';
import { requireLive } from '../lib/record-helpers';
import {
  assertAdminsRemain,
  assertMayGiveRoles,
  assertMayChangeGroups,
  assertMayManageUsers,
  assertNotSelf,
  assertRolesKeepAdmin,
} from '../services/admin-guard';
import {
  checkLinks,
  endSessions,
  liveUser,
  readUserDetail,
  replaceLinks,
  usersChanged,
} from '../services/user-service';

const CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '@#$%&*?!'];

/** A random password of 16 characters with upper and lower case letters, digits and a symbol. */
export function generatePassword(length = 16): string {
  const all = CLASSES.join('');
  const chars = CLASSES.map((set) => set[randomInt(set.length)] ?? '');
  while (chars.length < length) chars.push(all[randomInt(all.length)] ?? '');
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}

/** Reset password, enable/disable, unlock, and the roles, organisations, positions, groups. */
export function registerUserAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, API.user.resetPassword, async (request): Promise<ResetPasswordResult> => {
    const { id, password } = request.body;
    const session = sessionOf(request);
    await liveUser(db, id);
    await assertMayManageUsers(ctx, session.userId, [id]);
    const chosen = password ?? generatePassword();
    const now = ctx.clock.now();
    await db
      .update(users)
      .set({
        passwordHash: await ctx.passwords.hash(chosen),
        pwdUpdatedAt: now,
        failedLoginCount: 0,
        lockedUntil: null,
        ...updated(session.userId, now),
      })
      .where(eq(users.id, id));
    await ctx.login.clearLocks([id]);
    // The caller who resets their own password keeps the session they are using.
    const keep = id === session.userId ? session.id : undefined;
    const sessionsEnded = await endSessions(ctx, [id], 'password-changed', keep);
    return {
      userId: id,
      generated: password === undefined,
      password: password === undefined ? chosen : null,
      sessionsEnded,
    };
  });

  addRoute(app, API.user.setStatus, async (request) => {
    const { status } = request.body;
    const actor = sessionOf(request).userId;
    const ids = request.body.ids;
    await requireLive(db, users, ids, text('user.nounPlural'));
    await assertMayManageUsers(ctx, actor, ids);
    if (status === 0) {
      assertNotSelf(actor, ids, 'disable');
      await assertAdminsRemain(db, ids);
    }
    const changed = await db
      .update(users)
      .set({ status, ...updated(actor, ctx.clock.now()) })
      .where(and(inArray(users.id, ids), ne(users.status, status)))
      .returning({ id: users.id });
    if (status === 0) await endSessions(ctx, ids, 'user-disabled');
    usersChanged(ctx);
    return { affected: changed.length };
  });

  addRoute(app, API.user.unlock, async (request) => {
    const actor = sessionOf(request).userId;
    const ids = request.body.ids;
    await requireLive(db, users, ids, text('user.nounPlural'));
    await assertUsersInScope(ctx, actor, ids);
    const changed = await db
      .update(users)
      .set({ failedLoginCount: 0, lockedUntil: null, ...updated(actor, ctx.clock.now()) })
      .where(and(inArray(users.id, ids), isNull(users.deletedAt)))
      .returning({ id: users.id });
    await ctx.login.clearLocks(changed.map((row) => row.id));
    return { affected: changed.length };
  });

  addRoute(app, API.user.setRoles, async (request) => {
    const { userId, roleIds } = request.body;
    const actor = sessionOf(request).userId;
    await liveUser(db, userId);
    await assertMayManageUsers(ctx, actor, [userId]);
    await assertMayGiveRoles(ctx, actor, roleIds);
    await checkLinks(db, { roleIds });
    await assertRolesKeepAdmin(db, userId, roleIds);
    await replaceLinks(db, userId, { roleIds }, null);
    usersChanged(ctx);
    return readUserDetail(db, userId, ctx.clock.now());
  });

  addRoute(app, API.user.setOrgs, async (request) => {
    const { userId, orgIds, mainOrgId } = request.body;
    const actor = sessionOf(request).userId;
    await liveUser(db, userId);
    await assertMayManageUsers(ctx, actor, [userId]);
    await assertOrgsManaged(ctx, actor, [...orgIds, mainOrgId]);
    await checkLinks(db, { orgIds });
    if (mainOrgId !== undefined && mainOrgId !== null) {
      await requireLive(db, orgs, [mainOrgId], text('org.noun'));
    }
    const [current] = await db
      .select({ mainOrgId: users.mainOrgId })
      .from(users)
      .where(eq(users.id, userId));
    // The main organisation stays one of the user's organisations.
    const main =
      mainOrgId !== undefined
        ? mainOrgId
        : current?.mainOrgId !== null &&
            current?.mainOrgId !== undefined &&
            orgIds.includes(current.mainOrgId)
          ? current.mainOrgId
          : (orgIds[0] ?? null);
    const now = ctx.clock.now();
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ mainOrgId: main, ...updated(actor, now) })
        .where(eq(users.id, userId));
      await replaceLinks(tx, userId, { orgIds }, main);
    });
    usersChanged(ctx);
    return readUserDetail(db, userId, now);
  });

  addRoute(app, API.user.setPositions, async (request) => {
    const { userId, positionIds } = request.body;
    const actor = sessionOf(request).userId;
    await liveUser(db, userId);
    await assertMayManageUsers(ctx, actor, [userId]);
    await checkLinks(db, { positionIds });
    await replaceLinks(db, userId, { positionIds }, null);
    return readUserDetail(db, userId, ctx.clock.now());
  });

  addRoute(app, API.user.setGroups, async (request) => {
    const { userId, groupIds } = request.body;
    const actor = sessionOf(request).userId;
    await liveUser(db, userId);
    await assertMayManageUsers(ctx, actor, [userId]);
    await assertMayChangeGroups(ctx, actor, groupIds);
    await checkLinks(db, { groupIds });
    await replaceLinks(db, userId, { groupIds }, null);
    usersChanged(ctx);
    return readUserDetail(db, userId, ctx.clock.now());
  });
}
