import { Type } from 'typebox';
import { defineRoute } from '../route';
import { authRouteHeads } from './heads';
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
    ...authRouteHeads.login,
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
    ...authRouteHeads.userInfo,
    tag: 'session',
    summary: 'The signed-in user: names, roles, organisations and resource codes',
    access: 'signedIn',
    tokenInQuery: true,
    querystring: TokenQuery,
    data: UserInfo,
  }),
  logout: defineRoute({
    ...authRouteHeads.logout,
    tag: 'session',
    summary: 'Sign out: ends the session of the token',
    access: 'signedIn',
    tokenInQuery: true,
    querystring: TokenQuery,
    data: Type.Literal('success'),
  }),
  pageResources: defineRoute({
    ...authRouteHeads.pageResources,
    tag: 'session',
    summary: "The caller's resources (buttons) directly below a page",
    description: 'Name the page by `pageCode` (its resource code) or `pageId`.',
    access: 'signedIn',
    querystring: PageResourceQuery,
    data: Type.Array(PageResource),
  }),
};
