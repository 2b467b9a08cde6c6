import { Type } from 'typebox';
import { defineRoute } from '../route';
import { RouteRecordSchema } from '../schemas/routes';
import { MockLoginBody, MockToken, MockTokenQuery, MockUserInfo } from '../schemas/mock';

/** The development route list and the vue-admin-template mock mirror. */
export const devRoutes = {
  routerList: defineRoute({
    method: 'GET',
    service: 'root',
    path: '/router/list',
    tag: 'development',
    summary: 'Routes built from the resource tree that the caller may see',
    description:
      'Directories, menus and pages (not buttons). `meta.roles` lists the roles holding each ' +
      "route's resource, so a client can filter by role as the spec describes.",
    access: 'signedIn',
    data: Type.Array(RouteRecordSchema),
  }),
  mockLogin: defineRoute({
    method: 'POST',
    service: 'mock',
    path: '/user/login',
    tag: 'development',
    summary: 'vue-admin-template mirror: sign in as admin or editor; data is { token }',
    description:
      'Checks the real password of the seeded users admin and editor and answers the fixed ' +
      "tokens admin-token or editor-token; anything else is 60204 'Account and password are " +
      "incorrect.' The fixed tokens work only on these mirror routes.",
    access: 'public',
    body: MockLoginBody,
    bodyLimit: 4096,
    data: MockToken,
  }),
  mockInfo: defineRoute({
    method: 'GET',
    service: 'mock',
    path: '/user/info',
    tag: 'development',
    summary: 'vue-admin-template mirror: user info for admin-token or editor-token',
    description: "Any other token answers 50008 'Login failed, unable to get user details.'",
    access: 'public',
    querystring: MockTokenQuery,
    data: MockUserInfo,
  }),
  mockLogout: defineRoute({
    method: 'POST',
    service: 'mock',
    path: '/user/logout',
    tag: 'development',
    summary: 'vue-admin-template mirror: sign out',
    access: 'public',
    data: Type.Literal('success'),
  }),
};
