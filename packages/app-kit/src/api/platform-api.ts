// The route groups themselves, not `API`: the sign-in page then ships only the routes it calls.
import { devRoutes, type RouteRecord } from '@org/api-contract';
import { type BaseQueryFn, createApi } from '@reduxjs/toolkit/query/react';
import { type CallArgs, type KitExtra, callRoute } from './client';
import { type CallError, toCallError } from './errors';
import { apiLoaded } from './lazy-api';

/** RTK Query's base query: a contract route called through `@org/http-client`. */
export const contractBaseQuery: BaseQueryFn<CallArgs, unknown, CallError> = async (args, api) => {
  try {
    return { data: await callRoute((api.extra as KitExtra).http, args) };
  } catch (error) {
    return { error: toCallError(error) };
  }
};

/** The route list (`RouteRecordSchema` is depth-bounded, so its static type is spelled out). */
export type RouteList = RouteRecord[];

/**
 * The server data of the apps. Apps add their screens' endpoints with `injectEndpoints`;
 * every tag type they use is listed here. Nothing the sign-in page loads imports this module
 * (see `lazy-api.ts`): it loads with the first module that does.
 */
export const platformApi = createApi({
  reducerPath: 'platformApi',
  baseQuery: contractBaseQuery,
  tagTypes: [
    'Routes',
    'Org',
    'User',
    'UserGroup',
    'Position',
    'MyDept',
    'Role',
    'Resource',
    'Dict',
    'DictItem',
    'Category',
    'Calendar',
    'ExternalApp',
    'ApiServer',
    'Api',
    'Gateway',
    'Gitlab',
    'AppConfig',
    'AppConfigItem',
    'Param',
    'Application',
    'Form',
    'FormVersion',
    'Submission',
    'DataView',
    'StoredFile',
    'FormTemplate',
    'Artefact',
    'LoginLog',
    'OperLog',
    'Dashboard',
    'Profile',
    'MySession',
    'OnlineSession',
  ],
  endpoints: (build) => ({
    routerList: build.query<RouteList, void>({
      query: () => ({ route: devRoutes.routerList }),
      providesTags: ['Routes'],
    }),
  }),
});

export const { useRouterListQuery } = platformApi;

// every store made so far (and later) takes the API's reducer and middleware in now
apiLoaded(platformApi);
