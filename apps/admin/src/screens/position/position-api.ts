import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type PositionPage = RouteData<typeof API.position.page>;
export type Position = PositionPage['list'][number];
export type PositionQuery = RouteBody<typeof API.position.page>;
export type PositionCreate = RouteBody<typeof API.position.create>;
export type PositionUpdate = RouteBody<typeof API.position.update>;

/** The position screen's calls (职务管理). */
export const positionApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    positionPage: build.query<PositionPage, PositionQuery>({
      query: (body) => ({ route: API.position.page, body }),
      providesTags: ['Position'],
    }),
    createPosition: build.mutation<Position, PositionCreate>({
      query: (body) => ({ route: API.position.create, body, silent: true }),
      invalidatesTags: ['Position'],
    }),
    updatePosition: build.mutation<Position, PositionUpdate>({
      query: (body) => ({ route: API.position.update, body, silent: true }),
      invalidatesTags: ['Position'],
    }),
    removePositions: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.position.remove, body: { ids } }),
      invalidatesTags: ['Position'],
    }),
  }),
});

export const {
  usePositionPageQuery,
  useCreatePositionMutation,
  useUpdatePositionMutation,
  useRemovePositionsMutation,
} = positionApi;
