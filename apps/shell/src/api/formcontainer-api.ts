import { API, type RouteBody, type RouteData, type RouteQuery } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type PublishedForm = RouteData<typeof API.forms.get>;
export type PublishedFormQuery = Omit<RouteQuery<typeof API.forms.get>, 'published'>;
export type FillablePage = RouteData<typeof API.submission.fillable>;
export type FillableQuery = RouteBody<typeof API.submission.fillable>;
export type Submission = RouteData<typeof API.submission.get>;
export type SubmissionCreate = RouteBody<typeof API.submission.create>;
export type SubmissionUpdate = RouteBody<typeof API.submission.update>;

/**
 * Filling in forms: the published version of a form, the forms one can fill in, one
 * submission, and storing data (new, or going on with one's own draft). Writes are silent:
 * the container shows a refusal under the fields or above the form.
 */
export const formContainerApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    /** A form with its published version's definition (`version` names it); 40004 if none. */
    publishedForm: build.query<PublishedForm, PublishedFormQuery>({
      query: (query) => ({
        route: API.forms.get,
        query: { ...query, published: true },
        silent: true,
      }),
      providesTags: ['Form'],
    }),
    fillableForms: build.query<FillablePage, FillableQuery>({
      query: (body) => ({ route: API.submission.fillable, body }),
      providesTags: ['Form'],
    }),
    submission: build.query<Submission, { id: number }>({
      query: (query) => ({ route: API.submission.get, query, silent: true }),
      providesTags: ['Submission'],
    }),
    createSubmission: build.mutation<Submission, SubmissionCreate>({
      query: (body) => ({ route: API.submission.create, body, silent: true }),
      invalidatesTags: ['Submission'],
    }),
    updateSubmission: build.mutation<Submission, SubmissionUpdate>({
      query: (body) => ({ route: API.submission.update, body, silent: true }),
      invalidatesTags: ['Submission'],
    }),
  }),
});

export const {
  usePublishedFormQuery,
  useFillableFormsQuery,
  useSubmissionQuery,
  useCreateSubmissionMutation,
  useUpdateSubmissionMutation,
} = formContainerApi;
