import { API, type MyProfile } from '@org/api-contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkCurrentPassword } from '../auth/current-password';
import { sessionOf } from '../auth/guards';
import { TOPICS } from '../cache/invalidation-bus';
import type { AppContext } from '../context';
import { users } from '../db/schema/index';
import { invalidField, notFound } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { updated } from '../lib/audit';
import { isoOrNull } from '../lib/record-helpers';
import { avatarAddress } from '../services/avatar-file';
import { liveSessions, sessionsOf } from '../services/live-sessions';
import { orgsOfUser } from '../services/profile-service';
import { clientOf } from './session-routes';

/** The signed-in user's profile: their row, organisations (main first) and enabled roles. */
async function readProfile(ctx: AppContext, userId: number): Promise<MyProfile> {
  const [user] = await ctx.db
    .select({
      account: users.account,
      username: users.username,
      email: users.email,
      mobile: users.mobile,
      gender: users.gender,
      personImage: users.personImage,
      mainOrgId: users.mainOrgId,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
      lastLoginIp: users.lastLoginIp,
      pwdUpdatedAt: users.pwdUpdatedAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw notFound(text('user.noun'), userId);
  const [orgRows, grants] = await Promise.all([
    orgsOfUser(ctx.db, userId, user.mainOrgId),
    ctx.grants.of(userId),
  ]);
  return {
    userId,
    account: user.account,
    username: user.username,
    email: user.email,
    mobile: user.mobile,
    gender: user.gender,
    personImage: user.personImage,
    orgs: orgRows.map((org) => ({ ...org, main: org.id === user.mainOrgId })),
    roles: grants.roles.map(({ roleCode, roleName }) => ({ roleCode, roleName })),
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: isoOrNull(user.lastLoginAt),
    lastLoginIp: user.lastLoginIp,
    pwdUpdatedAt: isoOrNull(user.pwdUpdatedAt),
  };
}

/** A changed user: every instance reads their names and avatar again (user info, lists). */
function profileChanged(ctx: AppContext): void {
  ctx.bus.invalidate(TOPICS.users);
}

/**
 * The personal centre (个人中心): every route acts on the caller alone, named by the session,
 * never by the request; a user cannot see or end another user's sessions here.
 */
export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, API.profile.get, async (request) => readProfile(ctx, sessionOf(request).userId));

  addRoute(app, API.profile.update, async (request) => {
    const { userId } = sessionOf(request);
    const { username, email, mobile, gender } = request.body;
    const name = username?.trim();
    if (name === '') throw invalidField('body.username', text('profile.notBlank'));
    const changes = {
      ...(name === undefined ? {} : { username: name }),
      ...(email === undefined ? {} : { email: email.trim() }),
      ...(mobile === undefined ? {} : { mobile: mobile.trim() }),
      ...(gender === undefined ? {} : { gender }),
    };
    if (Object.keys(changes).length > 0) {
      await db
        .update(users)
        .set({ ...changes, ...updated(userId, ctx.clock.now()) })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      profileChanged(ctx);
    }
    return readProfile(ctx, userId);
  });

  addRoute(app, API.profile.avatar, async (request) => {
    const { userId } = sessionOf(request);
    const { key } = request.body;
    const personImage = key === null ? null : await avatarAddress(ctx, userId, key);
    await db
      .update(users)
      .set({ personImage, ...updated(userId, ctx.clock.now()) })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    profileChanged(ctx);
    return readProfile(ctx, userId);
  });

  addRoute(app, API.profile.changePassword, async (request) => {
    const session = sessionOf(request);
    const { oldPassword, newPassword } = request.body;
    if (newPassword === oldPassword) {
      throw invalidField('body.newPassword', text('profile.samePassword'));
    }
    await checkCurrentPassword(ctx, session.userId, oldPassword, clientOf(request).ip);
    const now = ctx.clock.now();
    await db
      .update(users)
      .set({
        passwordHash: await ctx.passwords.hash(newPassword),
        pwdUpdatedAt: now,
        failedLoginCount: 0,
        lockedUntil: null,
        ...updated(session.userId, now),
      })
      .where(eq(users.id, session.userId));
    // the other sessions of the user end; the one that changed the password stays
    const sessionsEnded = await ctx.sessions.revokeUser(
      session.userId,
      'password-changed',
      session.id,
    );
    return { sessionsEnded };
  });

  addRoute(app, API.profile.sessions, async (request) => {
    const session = sessionOf(request);
    return sessionsOf(ctx, session.userId, session.id);
  });

  addRoute(app, API.profile.endSessions, async (request) => {
    const session = sessionOf(request);
    const ids = request.body.sessionIds;
    // only the caller's own live sessions: another user's answers as one that does not exist
    await liveSessions(ctx, ids, session.id, session.userId);
    const ended = await ctx.sessions.revokeSessions(ids, 'logout', session.userId);
    return { affected: ended.length };
  });
}
