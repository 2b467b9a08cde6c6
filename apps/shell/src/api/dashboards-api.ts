import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type DashboardChartAnswer = RouteData<typeof API.statisticDashboards.chart>;
export type DashboardChartBody = RouteBody<typeof API.statisticDashboards.chart>;
export type DashboardColumnList = RouteData<typeof API.statisticDashboards.columns>;
export type DashboardChoiceList = RouteData<typeof API.statisticDashboards.choices>;

/**
 * What a dashboard asks the server: each chart on its own (so the charts load in parallel and
 * one that fails fails alone), the columns its shared filters may be over, the values its
 * shared choice offers. Silent: a chart shows its failure in its place. `refresh` is not sent:
 * a new number asks again without dropping the answers shown meanwhile.
 */
export const dashboardsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardChart: build.query<DashboardChartAnswer, DashboardChartBody & { refresh?: number }>({
      query: ({ refresh: _refresh, ...body }) => ({
        route: API.statisticDashboards.chart,
        body,
        silent: true,
      }),
      providesTags: ['Artefact', 'DataView'],
    }),
    dashboardColumns: build.query<DashboardColumnList, { appId: number; statisticIds: number[] }>({
      query: (body) => ({ route: API.statisticDashboards.columns, body, silent: true }),
      providesTags: ['Artefact', 'DataView'],
    }),
    dashboardChoices: build.query<
      DashboardChoiceList,
      { appId: number; statisticIds: number[]; column: string; refresh?: number }
    >({
      query: ({ refresh: _refresh, ...body }) => ({
        route: API.statisticDashboards.choices,
        body,
        silent: true,
      }),
      providesTags: ['Artefact', 'DataView'],
    }),
  }),
});

export const { useDashboardChartQuery, useDashboardColumnsQuery, useDashboardChoicesQuery } =
  dashboardsApi;
