import { defineRoute } from '../route';
import { FORM_PERMISSIONS, FORM_SERVICE_BASE } from '../schemas/forms';
import { OrchestrationRun, OrchestrationTestBody } from '../schemas/orchestrations';

const P = FORM_PERMISSIONS;
const base = `${FORM_SERVICE_BASE}/orchestration/v1`;
const tag = 'service orchestrations';

/** Service orchestrations at work (the orchestrations themselves are saved as artefacts). */
export const orchestrationRoutes = {
  testRun: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/test`,
    tag,
    summary:
      'Runs an orchestration (saved, or as edited) with an input and answers each step’s input, output, time and error; a content that would not save answers 40022',
    access: { permission: P.edit },
    body: OrchestrationTestBody,
    data: OrchestrationRun,
  }),
};
