import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type ArtefactPage = RouteData<typeof API.artefacts.page>;
export type ArtefactRecord = ArtefactPage['list'][number];
export type ArtefactPageQuery = RouteBody<typeof API.artefacts.page>;
export type ArtefactCreate = RouteBody<typeof API.artefacts.create>;
export type ArtefactUpdate = RouteBody<typeof API.artefacts.update>;
export type Holdings = RouteData<typeof API.artefacts.holdings>;
export type LookupViews = RouteData<typeof API.dataView.list>;
export type LookupView = LookupViews['records'][number];
export type ViewRows = RouteData<typeof API.dataView.query>;
export type ViewColumnList = RouteData<typeof API.dataView.columns>;
export type LookupRoles = RouteData<typeof API.role.page>;
export type ApiServerPage = RouteData<typeof API.apiServer.page>;
export type ApiServerQuery = RouteBody<typeof API.apiServer.page>;
export type ApiPage = RouteData<typeof API.apiServer.apiPage>;
export type ApiPageQuery = RouteBody<typeof API.apiServer.apiPage>;
export type FlowForm = RouteData<typeof API.forms.get>;

/**
 * The calls of the application artefacts (flows, orchestrations, statistics, tasks, source,
 * releases, pages) and the business overview, with the lookups their editors fill selects
 * from (data views, roles, the API catalogue). Saves are `silent`: the dialogs show a refusal
 * under the fields.
 */
export const artefactsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    artefactPage: build.query<ArtefactPage, ArtefactPageQuery>({
      query: (body) => ({ route: API.artefacts.page, body }),
      providesTags: ['Artefact'],
    }),
    artefact: build.query<ArtefactRecord, { id: number }>({
      query: (query) => ({ route: API.artefacts.get, query }),
      providesTags: ['Artefact'],
    }),
    createArtefact: build.mutation<ArtefactRecord, ArtefactCreate>({
      query: (body) => ({ route: API.artefacts.create, body, silent: true }),
      invalidatesTags: ['Artefact'],
    }),
    updateArtefact: build.mutation<ArtefactRecord, ArtefactUpdate>({
      query: (body) => ({ route: API.artefacts.update, body, silent: true }),
      invalidatesTags: ['Artefact'],
    }),
    setArtefactStatus: build.mutation<ArtefactRecord, { id: number; status: 0 | 1 }>({
      query: (body) => ({ route: API.artefacts.setStatus, body }),
      invalidatesTags: ['Artefact'],
    }),
    removeArtefacts: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.artefacts.remove, body: { ids } }),
      invalidatesTags: ['Artefact'],
    }),
    holdings: build.query<Holdings, void>({
      query: () => ({ route: API.artefacts.holdings }),
      providesTags: ['Artefact', 'Application', 'Form', 'DataView'],
    }),
    /** Every data view (a lookup of up to 1000), for the editors' selects. */
    lookupViews: build.query<LookupViews, void>({
      query: () => ({ route: API.dataView.list, query: { pageSize: 1000, sortBy: 'viewCode' } }),
      providesTags: ['DataView'],
    }),
    lookupViewColumns: build.query<ViewColumnList, number>({
      query: (viewId) => ({ route: API.dataView.columns, query: { viewId } }),
      providesTags: ['DataView'],
    }),
    /** The rows of a view with its default parameters. */
    viewRows: build.query<ViewRows, number>({
      query: (viewId) => ({ route: API.dataView.query, body: { viewId }, silent: true }),
      providesTags: ['DataView'],
    }),
    lookupRoles: build.query<LookupRoles, void>({
      query: () => ({ route: API.role.page, body: { pageSize: 100 }, silent: true }),
      providesTags: ['Role'],
    }),
    apiServers: build.query<ApiServerPage, ApiServerQuery>({
      query: (body) => ({ route: API.apiServer.page, body }),
      providesTags: ['ApiServer'],
    }),
    catalogueApis: build.query<ApiPage, ApiPageQuery>({
      query: (body) => ({ route: API.apiServer.apiPage, body }),
      providesTags: ['Api'],
    }),
    /** A form with its published definition; 40004 (silent) when none is published. */
    flowForm: build.query<FlowForm, { id: number; published: boolean }>({
      query: (query) => ({ route: API.forms.get, query, silent: true }),
      providesTags: ['Form'],
    }),
  }),
});

export const {
  useArtefactPageQuery,
  useArtefactQuery,
  useCreateArtefactMutation,
  useUpdateArtefactMutation,
  useSetArtefactStatusMutation,
  useRemoveArtefactsMutation,
  useHoldingsQuery,
  useLookupViewsQuery,
  useLookupViewColumnsQuery,
  useViewRowsQuery,
  useLookupRolesQuery,
  useApiServersQuery,
  useCatalogueApisQuery,
  useFlowFormQuery,
} = artefactsApi;
