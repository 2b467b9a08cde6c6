import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

type FormPublish = RouteBody<typeof API.forms.publish>;
type PublishAnswer = RouteData<typeof API.forms.publish>;

/** Publishing a form's saved version (the one people fill in), or withdrawing it. */
export const versionsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    /** Publishes `version`, or withdraws with null; refusals are shown by the caller. */
    publishForm: build.mutation<PublishAnswer, FormPublish>({
      query: (body) => ({ route: API.forms.publish, body, silent: true }),
      invalidatesTags: ['Form'],
    }),
  }),
});

export const { usePublishFormMutation } = versionsApi;
