import { PageOf } from '../paging';
import { defineRoute } from '../route';
import { FORM_PERMISSIONS, FORM_SERVICE_BASE } from '../schemas/forms';
import {
  GATEWAY_BASE,
  GATEWAY_HEADERS,
  OrchestrationCallBody,
  OrchestrationCallResult,
  OrchestrationPublishBody,
  OrchestrationRun,
  OrchestrationTestBody,
  PublishedApi,
  PublishedApiQuery,
} from '../schemas/orchestrations';

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
  publish: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/publish`,
    tag,
    summary:
      'Publishes the saved orchestration as an API of the catalogue: callers run this copy until the next publication',
    access: { permission: P.edit },
    body: OrchestrationPublishBody,
    data: PublishedApi,
  }),
  unpublish: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/unpublish`,
    tag,
    summary:
      'Takes a published orchestration offline: its calls are refused until it is published again',
    access: { permission: P.edit },
    body: OrchestrationPublishBody,
    data: PublishedApi,
  }),
  published: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/published`,
    tag,
    summary: 'A page of the orchestrations an application published, with their inputs and paths',
    access: { permission: P.view },
    body: PublishedApiQuery,
    data: PageOf(PublishedApi),
  }),
  call: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/api/:apiCode`,
    tag,
    summary:
      'Calls a published orchestration as a signed-in user; answers its last step’s output, or 50020 naming the step that failed',
    access: { permission: P.view },
    body: OrchestrationCallBody,
    bodyOptional: true,
    data: OrchestrationCallResult,
  }),
  gatewayCall: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${GATEWAY_BASE}/:apiCode`,
    tag: 'gateway',
    summary: 'Calls a published orchestration as an external application, through the gateway',
    description: [
      `Signed with the application's key and secret (外部应用): the headers \`${GATEWAY_HEADERS.appKey}\`, \`${GATEWAY_HEADERS.timestamp}\` (ms), \`${GATEWAY_HEADERS.nonce}\` and \`${GATEWAY_HEADERS.signature}\`, the hex HMAC-SHA256 of \`gatewaySigningText\`.`,
      'Refusals: 40101 unknown key or wrong signature, 40102 timestamp outside five minutes, 40103 nonce used before, 40104 application disabled, expired or not allowed from this address, 40301 API not granted to the application, 40004 API not published, 42900 over the application’s calls per minute. Every call is logged (API.gateway.calls).',
    ].join('\n\n'),
    access: 'public',
    body: OrchestrationCallBody,
    bodyOptional: true,
    bodyLimit: 1024 * 1024,
    data: OrchestrationCallResult,
  }),
};
