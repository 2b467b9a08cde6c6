import { API, type RouteBody, type RouteData, type RouteQuery } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type StartableQuery = RouteBody<typeof API.flows.startable>;
export type StartableList = RouteData<typeof API.flows.startable>;
export type StartableFlow = StartableList['list'][number];
export type FlowStartForm = RouteData<typeof API.flows.startForm>;
export type FlowStartBody = RouteBody<typeof API.flows.start>;
export type FlowInstance = RouteData<typeof API.flows.start>;
export type FlowTaskPage = RouteData<typeof API.flows.todo>;
export type FlowTask = FlowTaskPage['list'][number];
export type FlowTaskQuery = RouteBody<typeof API.flows.todo>;
export type FlowInstancePage = RouteData<typeof API.flows.started>;
export type FlowInstanceQuery = RouteBody<typeof API.flows.started>;
export type AllInstancesQuery = RouteBody<typeof API.flows.instances>;
export type FlowView = RouteData<typeof API.flows.view>;
export type FlowViewQuery = RouteQuery<typeof API.flows.view>;
export type FlowRecord = FlowView['history'][number];
export type FlowAttachment = FlowRecord['attachments'][number];
export type FlowActBody = RouteBody<typeof API.flows.act>;
export type FlowInstanceActBody = RouteBody<typeof API.flows.withdrawInstance>;
export type FlowCounts = RouteData<typeof API.flows.counts>;
export type FlowOverview = RouteData<typeof API.flows.overview>;
export type NoticePage = RouteData<typeof API.notices.page>;
export type Notice = NoticePage['list'][number];
export type NoticePageQuery = RouteBody<typeof API.notices.page>;
export type NoticeReadBody = RouteBody<typeof API.notices.read>;

/** The lists of tasks and instances, and the header's counts. */
const LISTS = 'FlowList' as const;
/** An instance's page. */
const VIEW = 'FlowView' as const;
/** The caller's notices (and with them the header's unread count). */
const NOTICE = 'Notice' as const;
/** What an action changes: the lists, the page, the counts and the notices. */
const MOVED = [LISTS, VIEW, NOTICE];

/**
 * Working through approval flows: the flows one may start, starting one, the four lists
 * (to-do, done, copied, started), an instance as the caller sees it, the actions on a task and
 * on one's own flow, the header's counts and the notices. Every action refreshes the lists,
 * the page and the counts; actions are `silent`: the dialogs show a refusal themselves.
 */
export const flowsApi = platformApi
  .enhanceEndpoints({ addTagTypes: [LISTS, VIEW, NOTICE] })
  .injectEndpoints({
    endpoints: (build) => ({
      startableFlows: build.query<StartableList, StartableQuery>({
        query: (body) => ({ route: API.flows.startable, body }),
        providesTags: [LISTS, 'Artefact'],
      }),
      flowStartForm: build.query<FlowStartForm, { flowId: number }>({
        query: (query) => ({ route: API.flows.startForm, query, silent: true }),
        providesTags: [LISTS, 'Artefact'],
      }),
      startFlow: build.mutation<FlowInstance, FlowStartBody>({
        query: (body) => ({ route: API.flows.start, body, silent: true }),
        invalidatesTags: MOVED,
      }),
      todoTasks: build.query<FlowTaskPage, FlowTaskQuery>({
        query: (body) => ({ route: API.flows.todo, body }),
        providesTags: [LISTS],
      }),
      doneTasks: build.query<FlowTaskPage, FlowTaskQuery>({
        query: (body) => ({ route: API.flows.done, body }),
        providesTags: [LISTS],
      }),
      copiedTasks: build.query<FlowTaskPage, FlowTaskQuery>({
        query: (body) => ({ route: API.flows.copied, body }),
        providesTags: [LISTS],
      }),
      startedInstances: build.query<FlowInstancePage, FlowInstanceQuery>({
        query: (body) => ({ route: API.flows.started, body }),
        providesTags: [LISTS],
      }),
      /** Every instance of the applications' flows, for those who manage them. */
      allInstances: build.query<FlowInstancePage, AllInstancesQuery>({
        query: (body) => ({ route: API.flows.instances, body }),
        providesTags: [LISTS],
      }),
      /** An instance as the caller sees it; opening a copy marks it read (the counts change). */
      flowView: build.query<FlowView, FlowViewQuery>({
        query: (query) => ({ route: API.flows.view, query, silent: true }),
        providesTags: [VIEW],
        async onQueryStarted(_query, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data?.task?.kind === 'CC') dispatch(flowsApi.util.invalidateTags([LISTS]));
        },
      }),
      actOnTask: build.mutation<FlowInstance, FlowActBody>({
        query: (body) => ({ route: API.flows.act, body, silent: true }),
        invalidatesTags: MOVED,
      }),
      withdrawFlow: build.mutation<FlowInstance, FlowInstanceActBody>({
        query: (body) => ({ route: API.flows.withdrawInstance, body, silent: true }),
        invalidatesTags: MOVED,
      }),
      urgeFlow: build.mutation<FlowInstance, FlowInstanceActBody>({
        query: (body) => ({ route: API.flows.urge, body, silent: true }),
        invalidatesTags: MOVED,
      }),
      resubmitFlow: build.mutation<FlowInstance, FlowInstanceActBody>({
        query: (body) => ({ route: API.flows.resubmit, body, silent: true }),
        invalidatesTags: MOVED,
      }),
      /** The header's badges; polled while the page is in view. */
      flowCounts: build.query<FlowCounts, void>({
        query: () => ({ route: API.flows.counts, silent: true }),
        providesTags: [LISTS, NOTICE],
      }),
      flowOverview: build.query<FlowOverview, { appId?: number }>({
        query: (query) => ({ route: API.flows.overview, query }),
        providesTags: [LISTS],
      }),
      notices: build.query<NoticePage, NoticePageQuery>({
        query: (body) => ({ route: API.notices.page, body }),
        providesTags: [NOTICE],
      }),
      readNotices: build.mutation<{ affected: number }, NoticeReadBody>({
        query: (body) => ({ route: API.notices.read, body }),
        invalidatesTags: [NOTICE],
      }),
    }),
  });

export const {
  useStartableFlowsQuery,
  useFlowStartFormQuery,
  useStartFlowMutation,
  useTodoTasksQuery,
  useDoneTasksQuery,
  useCopiedTasksQuery,
  useStartedInstancesQuery,
  useAllInstancesQuery,
  useFlowViewQuery,
  useActOnTaskMutation,
  useWithdrawFlowMutation,
  useUrgeFlowMutation,
  useResubmitFlowMutation,
  useFlowCountsQuery,
  useFlowOverviewQuery,
  useNoticesQuery,
  useReadNoticesMutation,
} = flowsApi;
