import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type ApiServerPage = RouteData<typeof API.apiServer.page>;
export type ApiServer = ApiServerPage['list'][number];
export type ApiServerQuery = RouteBody<typeof API.apiServer.page>;
export type ApiServerCreate = RouteBody<typeof API.apiServer.create>;
export type ApiServerUpdate = RouteBody<typeof API.apiServer.update>;
export type ConnectionTest = RouteData<typeof API.apiServer.test>;
export type ApiPage = RouteData<typeof API.apiServer.apiPage>;
export type Api = ApiPage['list'][number];
export type ApiQuery = RouteBody<typeof API.apiServer.apiPage>;
export type ApiCreate = RouteBody<typeof API.apiServer.apiCreate>;
export type ApiUpdate = RouteBody<typeof API.apiServer.apiUpdate>;

/** The calls of 接口与服务 and its API list page. */
export const apiServerApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    apiServerPage: build.query<ApiServerPage, ApiServerQuery>({
      query: (body) => ({ route: API.apiServer.page, body }),
      providesTags: ['ApiServer'],
    }),
    createApiServer: build.mutation<ApiServer, ApiServerCreate>({
      query: (body) => ({ route: API.apiServer.create, body, silent: true }),
      invalidatesTags: ['ApiServer'],
    }),
    updateApiServer: build.mutation<ApiServer, ApiServerUpdate>({
      query: (body) => ({ route: API.apiServer.update, body, silent: true }),
      invalidatesTags: ['ApiServer', 'Api'],
    }),
    removeApiServers: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.apiServer.remove, body: { ids } }),
      invalidatesTags: ['ApiServer'],
    }),
    testApiServer: build.mutation<ConnectionTest, number>({
      query: (id) => ({ route: API.apiServer.test, body: { id } }),
    }),
    apiPage: build.query<ApiPage, ApiQuery>({
      query: (body) => ({ route: API.apiServer.apiPage, body }),
      providesTags: ['Api'],
    }),
    createApi: build.mutation<Api, ApiCreate>({
      query: (body) => ({ route: API.apiServer.apiCreate, body, silent: true }),
      invalidatesTags: ['Api'],
    }),
    updateApi: build.mutation<Api, ApiUpdate>({
      query: (body) => ({ route: API.apiServer.apiUpdate, body, silent: true }),
      invalidatesTags: ['Api'],
    }),
    removeApis: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.apiServer.apiRemove, body: { ids } }),
      invalidatesTags: ['Api'],
    }),
    publishApis: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.apiServer.publish, body: { ids } }),
      invalidatesTags: ['Api'],
    }),
    unpublishApis: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.apiServer.unpublish, body: { ids } }),
      invalidatesTags: ['Api'],
    }),
  }),
});

export const {
  useApiServerPageQuery,
  useCreateApiServerMutation,
  useUpdateApiServerMutation,
  useRemoveApiServersMutation,
  useTestApiServerMutation,
  useApiPageQuery,
  useCreateApiMutation,
  useUpdateApiMutation,
  useRemoveApisMutation,
  usePublishApisMutation,
  useUnpublishApisMutation,
} = apiServerApi;
