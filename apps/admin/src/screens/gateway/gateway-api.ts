import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type GatewayPage = RouteData<typeof API.gateway.page>;
export type GatewayRoute = GatewayPage['list'][number];
export type GatewayQuery = RouteBody<typeof API.gateway.page>;
export type GatewayCreate = RouteBody<typeof API.gateway.create>;
export type GatewayUpdate = RouteBody<typeof API.gateway.update>;
export type DeletedPage = RouteData<typeof API.gateway.recycleBin>;
export type GatewayVersion = RouteData<typeof API.gateway.version>;
export type GatewayCallPage = RouteData<typeof API.gateway.calls>;
export type GatewayCall = GatewayCallPage['list'][number];
export type GatewayCallQuery = RouteBody<typeof API.gateway.calls>;

/** The gateway screen's calls (外部网关). */
export const gatewayApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    gatewayPage: build.query<GatewayPage, GatewayQuery>({
      query: (body) => ({ route: API.gateway.page, body }),
      providesTags: ['Gateway'],
    }),
    createGatewayRoute: build.mutation<GatewayRoute, GatewayCreate>({
      query: (body) => ({ route: API.gateway.create, body, silent: true }),
      invalidatesTags: ['Gateway'],
    }),
    updateGatewayRoute: build.mutation<GatewayRoute, GatewayUpdate>({
      query: (body) => ({ route: API.gateway.update, body, silent: true }),
      invalidatesTags: ['Gateway'],
    }),
    removeGatewayRoutes: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.gateway.remove, body: { ids } }),
      invalidatesTags: ['Gateway'],
    }),
    copyGatewayRoute: build.mutation<GatewayRoute, number>({
      query: (id) => ({ route: API.gateway.copy, body: { id } }),
      invalidatesTags: ['Gateway'],
    }),
    gatewayRecycleBin: build.query<DeletedPage, GatewayQuery>({
      query: (body) => ({ route: API.gateway.recycleBin, body }),
      providesTags: ['Gateway'],
    }),
    restoreGatewayRoutes: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.gateway.restore, body: { ids } }),
      invalidatesTags: ['Gateway'],
    }),
    gatewayVersion: build.query<GatewayVersion, void>({
      query: () => ({ route: API.gateway.version }),
      providesTags: [{ type: 'Gateway', id: 'version' }],
    }),
    reloadGateway: build.mutation<GatewayVersion, void>({
      query: () => ({ route: API.gateway.reload }),
      invalidatesTags: [{ type: 'Gateway', id: 'version' }],
    }),
    /** The calls external applications made through the gateway, newest first (调用记录). */
    gatewayCalls: build.query<GatewayCallPage, GatewayCallQuery>({
      query: (body) => ({ route: API.gateway.calls, body }),
      providesTags: [{ type: 'Gateway', id: 'calls' }],
    }),
  }),
});

export const {
  useGatewayPageQuery,
  useCreateGatewayRouteMutation,
  useUpdateGatewayRouteMutation,
  useRemoveGatewayRoutesMutation,
  useCopyGatewayRouteMutation,
  useGatewayRecycleBinQuery,
  useRestoreGatewayRoutesMutation,
  useGatewayVersionQuery,
  useReloadGatewayMutation,
  useGatewayCallsQuery,
} = gatewayApi;
