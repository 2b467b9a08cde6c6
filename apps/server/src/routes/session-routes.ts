import { API, type PageResource, type UserInfo } from '@org/api-contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { resources } from '../db/schema/index';
import { invalidField, notFound } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';

/** Address and user agent of the caller, as recorded with sessions and sign-in attempts. */
export function clientOf(request: FastifyRequest): { ip: string; userAgent: string } {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}

/** Sign-in, user info, sign-out and page resources. */
export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, API.auth.login, async (request) => {
    const account = request.body?.account ?? request.query.account;
    const password = request.body?.password ?? request.query.password;
    if (account === undefined || account.trim() === '') {
      throw invalidField('body.account', text('field.required'));
    }
    if (password === undefined) throw invalidField('body.password', text('field.required'));
    return ctx.login.login({ account, password, ...clientOf(request) });
  });

  addRoute(app, API.auth.userInfo, async (request): Promise<UserInfo> => {
    const session = sessionOf(request);
    const [profile, grants] = await Promise.all([
      ctx.profiles.of(session.userId),
      ctx.grants.of(session.userId),
    ]);
    return {
      userId: session.userId,
      username: profile.username,
      account: profile.account,
      personImage: profile.personImage,
      avatar: profile.personImage,
      name: profile.username.trim() === '' ? profile.account : profile.username,
      menu: grants.roles.map((role) => role.roleCode),
      roleList: grants.roles.map(({ roleCode, roleName }) => ({ roleCode, roleName })),
      orgNames: profile.orgNames,
      resources: grants.resources,
      isAdmin: grants.isAdmin,
    };
  });

  addRoute(app, API.auth.logout, async (request) => {
    await ctx.sessions.revoke(sessionOf(request).id, 'logout');
    return 'success' as const;
  });

  addRoute(app, API.auth.pageResources, async (request): Promise<PageResource[]> => {
    const { pageCode, pageId } = request.query;
    if (pageCode === undefined && pageId === undefined) {
      throw invalidField('query.pageCode', text('resource.pageCodeOrId'));
    }
    const [page] = await ctx.db
      .select({ id: resources.id })
      .from(resources)
      .where(
        and(
          isNull(resources.deletedAt),
          pageId === undefined ? undefined : eq(resources.id, pageId),
          pageCode === undefined ? undefined : eq(resources.resourceCode, pageCode),
        ),
      );
    if (!page) throw notFound(text('resource.pageNoun'), pageCode ?? String(pageId));
    const grants = await ctx.grants.of(sessionOf(request).userId);
    const children = await ctx.db
      .select({
        id: resources.id,
        parentId: resources.parentId,
        resourceCode: resources.resourceCode,
        resourceName: resources.resourceName,
        resourceType: resources.resourceType,
        sort: resources.sort,
      })
      .from(resources)
      .where(
        and(eq(resources.parentId, page.id), isNull(resources.deletedAt), eq(resources.status, 1)),
      )
      .orderBy(asc(resources.sort), asc(resources.id));
    return children
      .filter((child) => grants.codes.has(child.resourceCode))
      .map((child) => ({
        ...child,
        resourceType: child.resourceType as PageResource['resourceType'],
      }));
  });
}
