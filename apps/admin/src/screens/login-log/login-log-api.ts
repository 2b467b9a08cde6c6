import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type LoginLogPage = RouteData<typeof API.loginLog.page>;
export type LoginLogEntry = LoginLogPage['list'][number];
export type LoginLogQuery = RouteBody<typeof API.loginLog.page>;

/** The login log's calls (登录日志). */
export const loginLogApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    loginLogPage: build.query<LoginLogPage, LoginLogQuery>({
      query: (body) => ({ route: API.loginLog.page, body }),
      providesTags: ['LoginLog'],
    }),
    removeLoginLogs: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.loginLog.remove, body: { ids } }),
      invalidatesTags: ['LoginLog', 'Dashboard'],
    }),
    cleanLoginLog: build.mutation<{ affected: number }, void>({
      query: () => ({ route: API.loginLog.clean }),
      invalidatesTags: ['LoginLog', 'Dashboard'],
    }),
  }),
});

export const { useRemoveLoginLogsMutation, useCleanLoginLogMutation } = loginLogApi;

/**
 * The page of the log, asked again when the screen is opened later (new sign-ins happened
 * meanwhile), not when the page asked ahead of it is a moment old.
 */
export function useLoginLogPage(query: LoginLogQuery) {
  return loginLogApi.useLoginLogPageQuery(query, { refetchOnMountOrArgChange: 5 });
}
