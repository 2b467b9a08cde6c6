// The route groups themselves, not `API`: the sign-in page then ships only the routes it calls.
import { devRoutes, systemRoutes, type RouteData, type RouteRecord } from '@org/api-contract';
import type { HttpClient } from '@org/http-client';
import { type BaseQueryFn, createApi } from '@reduxjs/toolkit/query/react';
import { type CallArgs, callRoute } from './client';
import { type CallError, toCallError } from './errors';

/** What the store's thunks and queries reach through `extra`. */
export interface KitExtra {
  http: HttpClient;
}

/** RTK Query's base query: a contract route called through `@org/http-client`. */
export const contractBaseQuery: BaseQueryFn<CallArgs, unknown, CallError> = async (args, api) => {
  try {
    return { data: await callRoute((api.extra as KitExtra).http, args) };
  } catch (error) {
    return { error: toCallError(error) };
  }
};

export type SysInfo = RouteData<typeof systemRoutes.sysInfo>;
/** The route list (`RouteRecordSchema` is depth-bounded, so its static type is spelled out). */
export type RouteList = RouteRecord[];

/**
 * The server data of the apps. Apps add their screens' endpoints with `injectEndpoints`;
 * every tag type they use is listed here.
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
  ],
  endpoints: (build) => ({
    sysInfo: build.query<SysInfo, void>({
      query: () => ({ route: systemRoutes.sysInfo, silent: true }),
    }),
    routerList: build.query<RouteList, void>({
      query: () => ({ route: devRoutes.routerList }),
      providesTags: ['Routes'],
    }),
  }),
});

export const { useSysInfoQuery, useRouterListQuery } = platformApi;
