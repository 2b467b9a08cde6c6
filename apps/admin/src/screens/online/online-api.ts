import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

type OnlineAnswer = RouteData<typeof API.online.page>;
export type OnlineSession = OnlineAnswer['list'][number];
/** A live session as the grid keys it: by a number made of its id. */
export type OnlineRow = OnlineSession & { id: number };
export type OnlinePage = Omit<OnlineAnswer, 'list'> & { list: OnlineRow[] };
export type OnlineQuery = RouteBody<typeof API.online.page>;

/**
 * The grid's key of a session (the list kit keys rows by number): its id's first 13 hex digits,
 * a safe integer. Two sessions of one page sharing it would take 2^52 tries to find.
 */
export function rowIdOf(sessionId: string): number {
  return Number.parseInt(sessionId.slice(0, 13), 16);
}

/** The online-users screen's calls (在线用户). */
export const onlineApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    onlinePage: build.query<OnlinePage, OnlineQuery>({
      query: (body) => ({ route: API.online.page, body }),
      transformResponse: (page: OnlineAnswer): OnlinePage => ({
        ...page,
        list: page.list.map((row) => ({ ...row, id: rowIdOf(row.sessionId) })),
      }),
      providesTags: ['OnlineSession'],
    }),
    forceLogout: build.mutation<{ affected: number }, string[]>({
      query: (sessionIds) => ({ route: API.online.forceLogout, body: { sessionIds } }),
      invalidatesTags: ['OnlineSession', 'MySession'],
    }),
  }),
});

export const { useOnlinePageQuery, useForceLogoutMutation } = onlineApi;
