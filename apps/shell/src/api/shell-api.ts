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
export type FormRecord = RouteData<typeof API.forms.get>;
export type FormCreate = RouteBody<typeof API.forms.create>;
export type FormUpdate = RouteBody<typeof API.forms.update>;
export type FormSaved = RouteData<typeof API.forms.create>;
export type FormVersionPage = RouteData<typeof API.forms.versions>;
export type FormVersionPageQuery = RouteBody<typeof API.forms.versions>;
export type FormVersionDetail = RouteData<typeof API.forms.version>;
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
    /** A form with its latest definition. */
    form: build.query<FormRecord, { id: number }>({
      query: ({ id }) => ({ route: API.forms.get, query: { id } }),
      providesTags: ['Form'],
    }),
    /** Creates a form (version 1); refusals are shown by the caller, not as notices. */
    createForm: build.mutation<FormSaved, FormCreate>({
      query: (body) => ({ route: API.forms.create, body, silent: true }),
      invalidatesTags: ['Form', 'Application'],
    }),
    /** Saves a change; a definition becomes the next version. */
    updateForm: build.mutation<FormSaved, FormUpdate>({
      query: (body) => ({ route: API.forms.update, body, silent: true }),
      invalidatesTags: ['Form'],
    }),
    formVersions: build.query<FormVersionPage, FormVersionPageQuery>({
      query: (body) => ({ route: API.forms.versions, body }),
      providesTags: ['Form'],
    }),
    formVersion: build.query<FormVersionDetail, { formId: number; version: number }>({
      query: (query) => ({ route: API.forms.version, query }),
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
  useFormQuery,
  useCreateFormMutation,
  useUpdateFormMutation,
  useFormVersionsQuery,
  useFormVersionQuery,
  useSubmissionPageQuery,
} = shellApi;
