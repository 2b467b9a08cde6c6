import { API, type RouteBody, type RouteData, type RouteQuery } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type AppPage = RouteData<typeof API.forms.appPage>;
export type AppSummary = AppPage['list'][number];
export type AppPageQuery = RouteBody<typeof API.forms.appPage>;
export type AppCreate = RouteBody<typeof API.appConfig.appCreate>;
export type AppUpdate = RouteBody<typeof API.appConfig.appUpdate>;
export type SavedApp = RouteData<typeof API.appConfig.appCreate>;
export type FormPage = RouteData<typeof API.forms.page>;
export type FormPageQuery = RouteBody<typeof API.forms.page>;
export type SubmissionPage = RouteData<typeof API.submission.page>;
export type SubmissionPageQuery = RouteBody<typeof API.submission.page>;

/**
 * The shell's calls. Applications are listed through the form service (with their number of
 * forms) and written through the app config calls: one table, one set of write rules and
 * permission codes (`system:appConfig:add|edit|remove`).
 */
export const shellApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    appPage: build.query<AppPage, AppPageQuery>({
      query: (body) => ({ route: API.forms.appPage, body }),
      providesTags: ['Application'],
    }),
    app: build.query<AppSummary, RouteQuery<typeof API.forms.appGet>>({
      query: (query) => ({ route: API.forms.appGet, query }),
      providesTags: ['Application'],
    }),
    createApp: build.mutation<SavedApp, AppCreate>({
      query: (body) => ({ route: API.appConfig.appCreate, body, silent: true }),
      invalidatesTags: ['Application'],
    }),
    updateApp: build.mutation<SavedApp, AppUpdate>({
      query: (body) => ({ route: API.appConfig.appUpdate, body, silent: true }),
      invalidatesTags: ['Application'],
    }),
    removeApps: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.appConfig.appRemove, body: { ids } }),
      invalidatesTags: ['Application'],
    }),
    formPage: build.query<FormPage, FormPageQuery>({
      query: (body) => ({ route: API.forms.page, body }),
      providesTags: ['Form'],
    }),
    submissionPage: build.query<SubmissionPage, SubmissionPageQuery>({
      query: (body) => ({ route: API.submission.page, body }),
      providesTags: ['Submission'],
    }),
  }),
});

export const {
  useAppPageQuery,
  useAppQuery,
  useCreateAppMutation,
  useUpdateAppMutation,
  useRemoveAppsMutation,
  useFormPageQuery,
  useSubmissionPageQuery,
} = shellApi;
