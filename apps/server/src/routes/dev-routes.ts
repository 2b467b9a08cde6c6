import { API, ResultCode } from '@org/api-contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { users } from '../db/schema/index';
import { ApiError } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { buildRouteTree } from '../services/route-tree';
import { clientOf } from './session-routes';

/** The mirror's fixed tokens and the seeded account each stands for. */
const MOCK_TOKENS: Readonly<Record<string, string>> = {
  'admin-token': 'admin',
  'editor-token': 'editor',
};
const MOCK_INTRODUCTION: Readonly<Record<string, string>> = {
  admin: 'I am a super administrator',
  editor: 'I am an editor',
};
const MOCK_INFO_FAILURE = text('dev.infoFailed');
const MOCK_LOGIN_FAILURE = text('code.BAD_CREDENTIALS');

/** The route list built from the resource tree. */
export function registerRouterList(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, API.dev.routerList, async (request) => {
    const grants = await ctx.grants.of(sessionOf(request).userId);
    return buildRouteTree(ctx.db, grants.codes);
  });
}

/**
 * The vue-admin-template mock mirror: the template's front end works against this server
 * unchanged. Passwords are checked for real (with the same lockout and rate limits); the
 * answered tokens are the template's fixed ones and open nothing but these routes.
 */
export function registerMockRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, API.dev.mockLogin, async (request) => {
    const account = (request.body.account ?? request.body.username ?? '').trim();
    const token = Object.keys(MOCK_TOKENS).find(
      (key) => MOCK_TOKENS[key] === account.toLowerCase(),
    );
    if (token === undefined) throw new ApiError(ResultCode.BAD_CREDENTIALS, MOCK_LOGIN_FAILURE);
    try {
      await ctx.login.authenticate({
        account,
        password: request.body.password,
        ...clientOf(request),
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === ResultCode.BAD_CREDENTIALS) {
        throw new ApiError(ResultCode.BAD_CREDENTIALS, MOCK_LOGIN_FAILURE);
      }
      throw error;
    }
    return { token };
  });

  addRoute(app, API.dev.mockInfo, async (request) => {
    const account = MOCK_TOKENS[request.query.token];
    if (account === undefined) throw new ApiError(ResultCode.ILLEGAL_TOKEN, MOCK_INFO_FAILURE);
    const [user] = await ctx.db
      .select({ id: users.id, username: users.username, personImage: users.personImage })
      .from(users)
      .where(and(eq(users.account, account), isNull(users.deletedAt), eq(users.status, 1)));
    if (!user) throw new ApiError(ResultCode.ILLEGAL_TOKEN, MOCK_INFO_FAILURE);
    const grants = await ctx.grants.of(user.id);
    return {
      roles: grants.roles.map((role) => role.roleCode),
      introduction: MOCK_INTRODUCTION[account] ?? '',
      avatar: user.personImage ?? '',
      name: user.username || account,
    };
  });

  addRoute(app, API.dev.mockLogout, async () => 'success' as const);
}
