import { Type } from 'typebox';
import { defineRoute } from '../route';
import {
  Credentials,
  PageResource,
  PageResourceQuery,
  TokenQuery,
  UserInfo,
} from '../schemas/session';

/** Sign-in, user info, sign-out and the caller's page resources (spec §7). */
export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    service: 'auth',
    path: '/sysUser/v1/login',
    tag: 'session',
    summary: 'Sign in; data is the session token',
    description:
      'Account and password as query parameters (as the shell sends them) or as a JSON or ' +
      'form body. The account is trimmed. Five failures in a row lock the account for ten ' +
      'minutes (42300); attempts are rate-limited per address and per account (42900).',
    access: 'public',
    querystring: Credentials,
    body: Credentials,
    bodyOptional: true,
    bodyLimit: 4096,
    data: Type.String({ description: 'The session token; send it as X-Token.' }),
  }),
  userInfo: defineRoute({
    method: 'GET',
    service: 'auth',
    path: '/sysUser/v1/login/userInfo',
    tag: 'session',
    summary: 'The signed-in user: names, roles, organisations and resource codes',
    access: 'signedIn',
    tokenInQuery: true,
    querystring: TokenQuery,
    data: UserInfo,
  }),
  logout: defineRoute({
    method: 'POST',
    service: 'auth',
    path: '/sysUser/v1/logout',
    tag: 'session',
    summary: 'Sign out: ends the session of the token',
    access: 'signedIn',
    tokenInQuery: true,
    querystring: TokenQuery,
    data: Type.Literal('success'),
  }),
  pageResources: defineRoute({
    method: 'GET',
    service: 'auth',
    path: '/auth/resource/biz/v1/auth/resourcePageChildrenList',
    tag: 'session',
    summary: "The caller's resources (buttons) directly below a page",
    description: 'Name the page by `pageCode` (its resource code) or `pageId`.',
    access: 'signedIn',
    querystring: PageResourceQuery,
    data: Type.Array(PageResource),
  }),
};
