import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type GitlabPage = RouteData<typeof API.gitlab.page>;
export type GitlabUser = GitlabPage['list'][number];
export type GitlabQuery = RouteBody<typeof API.gitlab.page>;
export type GitlabCreate = RouteBody<typeof API.gitlab.create>;
export type GitlabUpdate = RouteBody<typeof API.gitlab.update>;
export type GitlabConnection = RouteData<typeof API.gitlab.connection>;
export type GitlabConnectionWrite = RouteBody<typeof API.gitlab.setConnection>;
export type GitlabSyncResult = RouteData<typeof API.gitlab.sync>;
export type GitlabTestResult = RouteData<typeof API.gitlab.testConnection>;

/** The GitLab user screen's calls (GitLab 用户管理). */
export const gitlabApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    gitlabPage: build.query<GitlabPage, GitlabQuery>({
      query: (body) => ({ route: API.gitlab.page, body }),
      providesTags: ['Gitlab'],
    }),
    gitlabConnection: build.query<GitlabConnection, void>({
      query: () => ({ route: API.gitlab.connection }),
      providesTags: ['Gitlab'],
    }),
    createGitlabUser: build.mutation<GitlabUser, GitlabCreate>({
      query: (body) => ({ route: API.gitlab.create, body, silent: true }),
      invalidatesTags: ['Gitlab'],
    }),
    updateGitlabUser: build.mutation<GitlabUser, GitlabUpdate>({
      query: (body) => ({ route: API.gitlab.update, body, silent: true }),
      invalidatesTags: ['Gitlab'],
    }),
    removeGitlabUsers: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.gitlab.remove, body: { ids } }),
      invalidatesTags: ['Gitlab'],
    }),
    bindGitlabUser: build.mutation<GitlabUser, { id: number; userId: number }>({
      query: (body) => ({ route: API.gitlab.bind, body, silent: true }),
      invalidatesTags: ['Gitlab'],
    }),
    unbindGitlabUser: build.mutation<GitlabUser, number>({
      query: (id) => ({ route: API.gitlab.unbind, body: { id } }),
      invalidatesTags: ['Gitlab'],
    }),
    blockGitlabUsers: build.mutation<{ affected: number }, { ids: number[]; blocked: boolean }>({
      query: (body) => ({ route: API.gitlab.block, body }),
      invalidatesTags: ['Gitlab'],
    }),
    syncGitlabUsers: build.mutation<GitlabSyncResult, number[]>({
      query: (ids) => ({ route: API.gitlab.sync, body: { ids } }),
      invalidatesTags: ['Gitlab'],
    }),
    setGitlabConnection: build.mutation<GitlabConnection, GitlabConnectionWrite>({
      query: (body) => ({ route: API.gitlab.setConnection, body, silent: true }),
      invalidatesTags: ['Gitlab'],
    }),
    testGitlabConnection: build.mutation<GitlabTestResult, { id?: number | null }>({
      query: (body) => ({ route: API.gitlab.testConnection, body, silent: true }),
    }),
  }),
});

export const {
  useGitlabPageQuery,
  useGitlabConnectionQuery,
  useCreateGitlabUserMutation,
  useUpdateGitlabUserMutation,
  useRemoveGitlabUsersMutation,
  useBindGitlabUserMutation,
  useUnbindGitlabUserMutation,
  useBlockGitlabUsersMutation,
  useSyncGitlabUsersMutation,
  useSetGitlabConnectionMutation,
  useTestGitlabConnectionMutation,
} = gitlabApi;
