import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type OrchestrationRun = RouteData<typeof API.orchestrations.testRun>;
export type OrchestrationStepTrace = OrchestrationRun['steps'][number];
export type OrchestrationTestBody = RouteBody<typeof API.orchestrations.testRun>;
export type OrchestrationPublishBody = RouteBody<typeof API.orchestrations.publish>;
export type PublishedApiPage = RouteData<typeof API.orchestrations.published>;
export type PublishedApi = PublishedApiPage['list'][number];
export type PublishedApiQuery = RouteBody<typeof API.orchestrations.published>;
export type OrchestrationCallResult = RouteData<typeof API.orchestrations.call>;
/** A call of a published orchestration: its API code (in the path) and the caller's input. */
export type OrchestrationCall = { apiCode: string } & NonNullable<
  RouteBody<typeof API.orchestrations.call>
>;

/** An application's published orchestrations: publishing or taking one offline changes them. */
const PUBLISHED = 'PublishedApi' as const;

/** The call route with its `:apiCode` filled in, as the server answers it in `PublishedApi.path`. */
const callRoute = (apiCode: string) => ({
  ...API.orchestrations.call,
  path: API.orchestrations.call.path.replace(':apiCode', encodeURIComponent(apiCode)),
});

/**
 * Service orchestrations at work: a test run of the content being edited or of the saved one
 * (silent: the editor shows a refusal under the fields and above its panel), publishing and
 * taking offline, the published ones of an application, and a call of one as the signed-in
 * user (silent: the try-it dialog shows the refusal). The orchestrations themselves are
 * artefacts (`artefacts-api`).
 */
export const orchestrationsApi = platformApi
  .enhanceEndpoints({ addTagTypes: [PUBLISHED] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Runs an orchestration with an input; a mutation, so each run asks the server again. */
      testOrchestration: build.mutation<OrchestrationRun, OrchestrationTestBody>({
        query: (body) => ({ route: API.orchestrations.testRun, body, silent: true }),
      }),
      /** Publishing lists the API in the catalogue too (the first one, its server). */
      publishOrchestration: build.mutation<PublishedApi, OrchestrationPublishBody>({
        query: (body) => ({ route: API.orchestrations.publish, body }),
        invalidatesTags: [PUBLISHED, 'Api', 'ApiServer'],
      }),
      unpublishOrchestration: build.mutation<PublishedApi, OrchestrationPublishBody>({
        query: (body) => ({ route: API.orchestrations.unpublish, body }),
        invalidatesTags: [PUBLISHED, 'Api'],
      }),
      /** An application's published orchestrations, by API code unless sorted. */
      publishedOrchestrations: build.query<PublishedApiPage, PublishedApiQuery>({
        query: (body) => ({ route: API.orchestrations.published, body }),
        providesTags: [PUBLISHED],
      }),
      /** Calls a published orchestration; a mutation, so each call runs it again. */
      callPublishedApi: build.mutation<OrchestrationCallResult, OrchestrationCall>({
        query: ({ apiCode, ...body }) => ({ route: callRoute(apiCode), body, silent: true }),
      }),
    }),
  });

export const {
  useTestOrchestrationMutation,
  usePublishOrchestrationMutation,
  useUnpublishOrchestrationMutation,
  usePublishedOrchestrationsQuery,
  useCallPublishedApiMutation,
} = orchestrationsApi;
