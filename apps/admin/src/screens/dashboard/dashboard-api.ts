import { API, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type DashboardData = RouteData<typeof API.dashboard.summary>;

/** The dashboard's call (首页). */
export const dashboardApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<DashboardData, { tzOffset: number }>({
      query: (query) => ({ route: API.dashboard.summary, query }),
      providesTags: ['Dashboard'],
    }),
  }),
});

/**
 * The dashboard in the browser's time zone (its days and weeks start at local midnight),
 * asked again whenever the home is opened: the counts move all the time.
 */
export function useDashboard() {
  return dashboardApi.useDashboardQuery(
    { tzOffset: new Date().getTimezoneOffset() },
    { refetchOnMountOrArgChange: true },
  );
}
