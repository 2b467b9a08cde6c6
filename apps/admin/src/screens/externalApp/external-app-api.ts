import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type ExternalAppPage = RouteData<typeof API.externalApp.page>;
export type ExternalApp = ExternalAppPage['list'][number];
export type ExternalAppWithSecret = RouteData<typeof API.externalApp.create>;
export type ExternalAppQuery = RouteBody<typeof API.externalApp.page>;
export type ExternalAppCreate = RouteBody<typeof API.externalApp.create>;
export type ExternalAppUpdate = RouteBody<typeof API.externalApp.update>;
export type GrantableApi = RouteData<typeof API.externalApp.apis>[number];
export type ApiQuery = RouteBody<typeof API.apiServer.apiPage>;

/** The external application screen's calls (外部应用). */
export const externalAppApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    externalAppPage: build.query<ExternalAppPage, ExternalAppQuery>({
      query: (body) => ({ route: API.externalApp.page, body }),
      providesTags: ['ExternalApp'],
    }),
    createExternalApp: build.mutation<ExternalAppWithSecret, ExternalAppCreate>({
      query: (body) => ({ route: API.externalApp.create, body, silent: true }),
      invalidatesTags: ['ExternalApp'],
    }),
    updateExternalApp: build.mutation<ExternalApp, ExternalAppUpdate>({
      query: (body) => ({ route: API.externalApp.update, body, silent: true }),
      invalidatesTags: ['ExternalApp'],
    }),
    removeExternalApps: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.externalApp.remove, body: { ids } }),
      invalidatesTags: ['ExternalApp'],
    }),
    setExternalAppStatus: build.mutation<ExternalApp, { id: number; status: 0 | 1 }>({
      query: (query) => ({ route: API.externalApp.setStatus, query }),
      invalidatesTags: ['ExternalApp'],
    }),
    resetExternalAppSecret: build.mutation<ExternalAppWithSecret, number>({
      query: (id) => ({ route: API.externalApp.resetSecret, body: { id } }),
      invalidatesTags: ['ExternalApp'],
    }),
    externalAppApis: build.query<GrantableApi[], number>({
      query: (appId) => ({ route: API.externalApp.apis, query: { appId } }),
      providesTags: (_result, _error, appId) => [{ type: 'ExternalApp', id: `apis-${appId}` }],
    }),
    grantExternalAppApis: build.mutation<GrantableApi[], { appId: number; apiIds: number[] }>({
      query: (body) => ({ route: API.externalApp.grant, body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'ExternalApp', id: `apis-${body.appId}` },
      ],
    }),
    publishedApis: build.query<RouteData<typeof API.apiServer.apiPage>, ApiQuery>({
      query: (body) => ({ route: API.apiServer.apiPage, body }),
      providesTags: ['Api'],
    }),
  }),
});

export const {
  useExternalAppPageQuery,
  useCreateExternalAppMutation,
  useUpdateExternalAppMutation,
  useRemoveExternalAppsMutation,
  useSetExternalAppStatusMutation,
  useResetExternalAppSecretMutation,
  useExternalAppApisQuery,
  useGrantExternalAppApisMutation,
  usePublishedApisQuery,
} = externalAppApi;
