import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type ParamPage = RouteData<typeof API.param.page>;
export type Param = ParamPage['list'][number];
export type ParamQuery = RouteBody<typeof API.param.page>;
export type ParamCreate = RouteBody<typeof API.param.create>;
export type ParamUpdate = RouteBody<typeof API.param.update>;

/** The system parameter screen's calls (系统参数). */
export const paramApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    paramPage: build.query<ParamPage, ParamQuery>({
      query: (body) => ({ route: API.param.page, body }),
      providesTags: ['Param'],
    }),
    createParam: build.mutation<Param, ParamCreate>({
      query: (body) => ({ route: API.param.create, body, silent: true }),
      invalidatesTags: ['Param'],
    }),
    updateParam: build.mutation<Param, ParamUpdate>({
      query: (body) => ({ route: API.param.update, body, silent: true }),
      invalidatesTags: ['Param'],
    }),
    removeParams: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.param.remove, body: { ids } }),
      invalidatesTags: ['Param'],
    }),
    refreshParamCache: build.mutation<{ count: number }, void>({
      query: () => ({ route: API.param.refreshCache }),
      invalidatesTags: ['Param'],
    }),
  }),
});

export const {
  useParamPageQuery,
  useCreateParamMutation,
  useUpdateParamMutation,
  useRemoveParamsMutation,
  useRefreshParamCacheMutation,
} = paramApi;
