import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type StatisticResult = RouteData<typeof API.statistics.run>;
export type StatisticRunBody = RouteBody<typeof API.statistics.run>;
export type StatisticPreviewBody = RouteBody<typeof API.statistics.preview>;

/**
 * Statistics computed by the server: a saved one (`run`), or one as edited (`preview`). Both
 * are silent: the chart shows a failure in its place (a view past its time limit, 50400), and
 * the editor shows a preview's field errors under its fields. The statistics themselves are
 * artefacts (`artefacts-api`); a run is asked again when one changes, as is a run over a view
 * that changed.
 */
export const statisticsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    statisticRun: build.query<StatisticResult, StatisticRunBody>({
      query: (body) => ({ route: API.statistics.run, body, silent: true }),
      providesTags: ['Artefact', 'DataView'],
    }),
    statisticPreview: build.query<StatisticResult, StatisticPreviewBody>({
      query: (body) => ({ route: API.statistics.preview, body, silent: true }),
      providesTags: ['DataView'],
    }),
  }),
});

export const { useStatisticRunQuery, useStatisticPreviewQuery } = statisticsApi;
