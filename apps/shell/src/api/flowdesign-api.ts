import { API, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type FlowVersionList = RouteData<typeof API.flows.versions>;
export type FlowVersionRow = FlowVersionList['list'][number];
export type OrgTree = RouteData<typeof API.org.tree>;
export type OrgTreeNode = OrgTree[number];
export type UserPage = RouteData<typeof API.flows.people>;

/**
 * The flow designer's calls: a flow's published versions, publishing its draft and withdrawing
 * the live version (refusals are shown by the page), and the departments and users a flow's
 * rules and conditions choose from (empty for a user who may not read them). The draft itself
 * is saved as the WORKFLOW artefact's content (`useUpdateArtefactMutation`).
 */
export const flowDesignApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    flowDesignVersions: build.query<FlowVersionList, number>({
      query: (flowId) => ({ route: API.flows.versions, query: { flowId } }),
      providesTags: ['Artefact'],
    }),
    publishFlowDraft: build.mutation<FlowVersionRow, number>({
      query: (flowId) => ({ route: API.flows.publish, body: { flowId }, silent: true }),
      invalidatesTags: ['Artefact'],
    }),
    withdrawFlowVersion: build.mutation<FlowVersionRow, number>({
      query: (flowId) => ({ route: API.flows.withdraw, body: { flowId }, silent: true }),
      invalidatesTags: ['Artefact'],
    }),
    /** The organisation tree, whose departments a flow's initiators and conditions name. */
    flowDesignDepartments: build.query<OrgTree, void>({
      query: () => ({ route: API.org.tree, query: { status: 1 }, silent: true }),
      providesTags: ['Org'],
    }),
    /** The users a flow's given-users rules name (at most a page of people), by id. */
    flowDesignUsers: build.query<UserPage, readonly number[]>({
      query: (ids) => ({
        route: API.flows.people,
        body: { ids, pageSize: Math.max(ids.length, 1) },
        silent: true,
      }),
      providesTags: ['User'],
    }),
  }),
});

export const {
  useFlowDesignVersionsQuery,
  usePublishFlowDraftMutation,
  useWithdrawFlowVersionMutation,
  useFlowDesignDepartmentsQuery,
  useFlowDesignUsersQuery,
} = flowDesignApi;
