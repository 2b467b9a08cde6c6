import { API, type RouteBody, type RouteData, type RouteQuery } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type ViewPage = RouteData<typeof API.dataView.list>;
export type ViewSummary = ViewPage['records'][number];
export type ViewPageQuery = RouteQuery<typeof API.dataView.list>;
export type ViewDetail = RouteData<typeof API.dataView.get>;
export type ViewCreate = RouteBody<typeof API.dataView.create>;
export type ViewUpdate = RouteBody<typeof API.dataView.update>;
export type ViewColumns = RouteData<typeof API.dataView.columns>;
export type DatasourceList = RouteData<typeof API.dataView.datasources>;
export type ViewRunBody = RouteBody<typeof API.dataView.query>;
export type ViewRunResult = RouteData<typeof API.dataView.query>;

/**
 * The data-view calls of an application's DataView page: the list (by application id), one
 * view, its columns, the data sources, create, change, delete and run. Writes and runs are
 * silent: the page shows their refusals where they happened.
 */
export const dataViewApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    viewPage: build.query<ViewPage, ViewPageQuery>({
      query: (query) => ({ route: API.dataView.list, query }),
      providesTags: ['DataView'],
    }),
    view: build.query<ViewDetail, { id: number }>({
      query: (query) => ({ route: API.dataView.get, query }),
      providesTags: ['DataView'],
    }),
    viewColumns: build.query<ViewColumns, { viewId: number }>({
      query: (query) => ({ route: API.dataView.columns, query }),
      providesTags: ['DataView'],
    }),
    datasources: build.query<DatasourceList, void>({
      query: () => ({ route: API.dataView.datasources, query: {} }),
    }),
    createView: build.mutation<ViewDetail, ViewCreate>({
      query: (body) => ({ route: API.dataView.create, body, silent: true }),
      invalidatesTags: ['DataView'],
    }),
    updateView: build.mutation<ViewDetail, ViewUpdate>({
      query: (body) => ({ route: API.dataView.update, body, silent: true }),
      invalidatesTags: ['DataView'],
    }),
    removeViews: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.dataView.remove, body: { ids }, silent: true }),
      invalidatesTags: ['DataView'],
    }),
    /** Runs a view for parameter values; a mutation, so each run asks the server again. */
    runView: build.mutation<ViewRunResult, ViewRunBody>({
      query: (body) => ({ route: API.dataView.query, body, silent: true }),
    }),
  }),
});

export const {
  useViewPageQuery,
  useViewQuery,
  useViewColumnsQuery,
  useDatasourcesQuery,
  useCreateViewMutation,
  useUpdateViewMutation,
  useRemoveViewsMutation,
  useRunViewMutation,
} = dataViewApi;
