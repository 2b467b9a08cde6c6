import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type OrchestrationRun = RouteData<typeof API.orchestrations.testRun>;
export type OrchestrationStepTrace = OrchestrationRun['steps'][number];
export type OrchestrationTestBody = RouteBody<typeof API.orchestrations.testRun>;

/**
 * Service orchestrations at work: a test run of the content being edited (silent: the editor
 * shows a refusal under the fields and above its panel). The orchestrations themselves are
 * artefacts (`artefacts-api`).
 */
export const orchestrationsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    /** Runs an orchestration with an input; a mutation, so each run asks the server again. */
    testOrchestration: build.mutation<OrchestrationRun, OrchestrationTestBody>({
      query: (body) => ({ route: API.orchestrations.testRun, body, silent: true }),
    }),
  }),
});

export const { useTestOrchestrationMutation } = orchestrationsApi;
