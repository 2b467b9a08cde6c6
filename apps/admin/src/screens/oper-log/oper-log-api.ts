import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type OperLogPage = RouteData<typeof API.operLog.page>;
export type OperLogEntry = OperLogPage['list'][number];
export type OperLogQuery = RouteBody<typeof API.operLog.page>;

/** The operation log's calls (操作日志). */
export const operLogApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    operLogPage: build.query<OperLogPage, OperLogQuery>({
      query: (body) => ({ route: API.operLog.page, body }),
      providesTags: ['OperLog'],
    }),
    removeOperLogs: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.operLog.remove, body: { ids } }),
      invalidatesTags: ['OperLog', 'Dashboard'],
    }),
    cleanOperLog: build.mutation<{ affected: number }, void>({
      query: () => ({ route: API.operLog.clean }),
      invalidatesTags: ['OperLog', 'Dashboard'],
    }),
  }),
});

export const { useRemoveOperLogsMutation, useCleanOperLogMutation } = operLogApi;

/**
 * The page of the log, asked again when the screen is opened later (changes were made on
 * other screens meanwhile), not when the page asked ahead of it is a moment old.
 */
export function useOperLogPage(query: OperLogQuery) {
  return operLogApi.useOperLogPageQuery(query, { refetchOnMountOrArgChange: 5 });
}
