import { API } from '@org/api-contract';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { addRoute } from '../http/route';
import { assertMayManageUsers } from '../services/admin-guard';
import { liveSessions, onlinePage } from '../services/live-sessions';

/**
 * Online users (在线用户): the live sessions of the users in the caller's data scope, and
 * forced sign-out. An ended session's next call answers 50008 on every instance: the revoke
 * trigger tells each one to drop it from its cache.
 */
export function registerOnlineRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, API.online.page, async (request) => {
    const session = sessionOf(request);
    return onlinePage(ctx, session.userId, session.id, request.body);
  });

  addRoute(app, API.online.forceLogout, async (request) => {
    const session = sessionOf(request);
    const ids = request.body.sessionIds;
    const found = await liveSessions(ctx, ids, session.id);
    // users outside the caller's data scope (40003), and an admin's sessions unless the caller
    // is an admin
    await assertMayManageUsers(ctx, session.userId, [...new Set(found.map((row) => row.userId))]);
    const ended = await ctx.sessions.revokeSessions(ids, 'admin');
    return { affected: ended.length };
  });
}
