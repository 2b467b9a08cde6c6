import { API, type RouteBody, type RouteData, type RouteQuery } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type PublishedForm = RouteData<typeof API.forms.get>;
export type PublishedFormQuery = Omit<RouteQuery<typeof API.forms.get>, 'published'>;
export type FillablePage = RouteData<typeof API.submission.fillable>;
export type FillableQuery = RouteBody<typeof API.submission.fillable>;
export type Submission = RouteData<typeof API.submission.get>;
export type SubmissionCreate = RouteBody<typeof API.submission.create>;
export type SubmissionUpdate = RouteBody<typeof API.submission.update>;
export type SubmissionRemove = RouteBody<typeof API.submission.remove>;
export type DictsByCode = RouteData<typeof API.dict.byCode>;

/**
 * Filling in forms: the published version of a form, the forms one can fill in, one
 * submission, and storing data (new, or going on with one's own draft); deleting a form's
 * submissions, and the dictionaries their choices are labelled from. Writes are silent: the
 * container shows a refusal under the fields or above the form, the delete in its dialog.
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
    removeSubmissions: build.mutation<{ affected: number }, SubmissionRemove>({
      query: (body) => ({ route: API.submission.remove, body, silent: true }),
      invalidatesTags: ['Submission'],
    }),
    /** Enabled dictionaries with their items; a table labels dictionary choices with them. */
    dictsByCode: build.query<DictsByCode, string[]>({
      query: (codes) => ({ route: API.dict.byCode, body: codes, silent: true }),
    }),
  }),
});

export const {
  usePublishedFormQuery,
  useFillableFormsQuery,
  useSubmissionQuery,
  useCreateSubmissionMutation,
  useUpdateSubmissionMutation,
  useRemoveSubmissionsMutation,
  useDictsByCodeQuery,
} = formContainerApi;
