import { API, type RouteBody, type RouteData, type RouteQuery } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type ResourceTree = RouteData<typeof API.resource.tree>;
export type ResourceNode = ResourceTree[number];
export type ResourceRecord = RouteData<typeof API.resource.get>;
export type ResourceTreeQuery = RouteQuery<typeof API.resource.tree>;
export type ResourceCreate = RouteBody<typeof API.resource.create>;
export type ResourceUpdate = RouteBody<typeof API.resource.update>;
export type ResourceMove = RouteBody<typeof API.resource.move>;
export type ResourceSort = RouteBody<typeof API.resource.sort>;

/**
 * The resource screen's calls (资源管理). All are `silent`: the form and the kit's resource page
 * say a refusal where it happened (in the dialog, or as a notice for a row's action).
 */
export const resourceApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    resourceTree: build.query<ResourceTree, ResourceTreeQuery>({
      query: (query) => ({ route: API.resource.tree, query }),
      providesTags: ['Resource'],
    }),
    createResource: build.mutation<ResourceRecord, ResourceCreate>({
      query: (body) => ({ route: API.resource.create, body, silent: true }),
      invalidatesTags: ['Resource', 'Routes'],
    }),
    updateResource: build.mutation<ResourceRecord, ResourceUpdate>({
      query: (body) => ({ route: API.resource.update, body, silent: true }),
      invalidatesTags: ['Resource', 'Routes'],
    }),
    /** Enable / disable. */
    setResourceStatus: build.mutation<ResourceRecord, { id: number; status: 0 | 1 }>({
      query: (body) => ({ route: API.resource.update, body, silent: true }),
      invalidatesTags: ['Resource', 'Routes'],
    }),
    moveResource: build.mutation<ResourceRecord, ResourceMove>({
      query: (body) => ({ route: API.resource.move, body, silent: true }),
      invalidatesTags: ['Resource', 'Routes'],
    }),
    sortResources: build.mutation<{ affected: number }, ResourceSort>({
      query: (body) => ({ route: API.resource.sort, body, silent: true }),
      invalidatesTags: ['Resource', 'Routes'],
    }),
    removeResources: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.resource.remove, body: { ids }, silent: true }),
      invalidatesTags: ['Resource', 'Routes'],
    }),
  }),
});

export const {
  useResourceTreeQuery,
  useCreateResourceMutation,
  useUpdateResourceMutation,
  useSetResourceStatusMutation,
  useMoveResourceMutation,
  useSortResourcesMutation,
  useRemoveResourcesMutation,
} = resourceApi;
