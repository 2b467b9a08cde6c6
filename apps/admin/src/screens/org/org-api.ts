import {
  API,
  type OrgNode,
  type RouteBody,
  type RouteData,
  type RouteQuery,
} from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type OrgPage = RouteData<typeof API.org.page>;
export type Org = OrgPage['list'][number];
export type OrgQuery = RouteBody<typeof API.org.page>;
export type OrgTreeQuery = RouteQuery<typeof API.org.tree>;
export type OrgCreate = RouteBody<typeof API.org.create>;
export type OrgUpdate = RouteBody<typeof API.org.update>;
export type OrgMove = RouteBody<typeof API.org.move>;
export type OrgSort = RouteBody<typeof API.org.sort>;
export type OrgStatusChange = RouteBody<typeof API.org.setStatus>;
export type { OrgNode };

/** The organisation screen's calls (组织机构). Every change refreshes the tree and the list. */
export const orgApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    orgTree: build.query<OrgNode[], OrgTreeQuery>({
      query: (query) => ({ route: API.org.tree, query }),
      providesTags: ['Org'],
    }),
    orgChildren: build.query<OrgNode[], { parentId?: number }>({
      query: (query) => ({ route: API.org.children, query }),
      providesTags: ['Org'],
    }),
    orgPage: build.query<OrgPage, OrgQuery>({
      query: (body) => ({ route: API.org.page, body }),
      providesTags: ['Org'],
    }),
    createOrg: build.mutation<Org, OrgCreate>({
      query: (body) => ({ route: API.org.create, body, silent: true }),
      invalidatesTags: ['Org', 'MyDept'],
    }),
    updateOrg: build.mutation<Org, OrgUpdate>({
      query: (body) => ({ route: API.org.update, body, silent: true }),
      invalidatesTags: ['Org', 'MyDept'],
    }),
    removeOrgs: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.org.remove, body: { ids } }),
      invalidatesTags: ['Org', 'MyDept'],
    }),
    moveOrg: build.mutation<Org, OrgMove>({
      query: (body) => ({ route: API.org.move, body }),
      invalidatesTags: ['Org', 'MyDept'],
    }),
    sortOrgs: build.mutation<{ affected: number }, OrgSort>({
      query: (body) => ({ route: API.org.sort, body }),
      invalidatesTags: ['Org', 'MyDept'],
    }),
    setOrgStatus: build.mutation<{ affected: number }, OrgStatusChange>({
      query: (body) => ({ route: API.org.setStatus, body }),
      invalidatesTags: ['Org', 'MyDept'],
    }),
  }),
});

export const {
  useOrgTreeQuery,
  useOrgPageQuery,
  useCreateOrgMutation,
  useUpdateOrgMutation,
  useRemoveOrgsMutation,
  useMoveOrgMutation,
  useSortOrgsMutation,
  useSetOrgStatusMutation,
} = orgApi;
