import { Readable } from 'node:stream';
import {
  API,
  type OrchestrationCallResult,
  type OrchestrationContent,
  ResultCode,
} from '@org/api-contract';
import {
  type FastifyInstance,
  type FastifyRequest,
  errorCodes,
  type preParsingHookHandler,
} from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { ApiError, isApiError, validationFailed } from '../http/api-error';
import { addRoute } from '../http/route';
import { type Language, languageOf } from '../i18n/language';
import { render, text } from '../i18n/text';
import { checkedContent, liveContent } from '../services/artefact-content';
import { type CallingApp, requireGrant, verifySignedCall } from '../services/gateway/signed-call';
import {
  publishOrchestration,
  publishedForCall,
  publishedPage,
  unpublishOrchestration,
} from '../services/orchestrations/publishing';
import { missingInputs, runOrchestration } from '../services/orchestrations/runner';

const O = API.orchestrations;

/** Refuses an input that leaves out a required value, naming it. */
function requireInputs(content: OrchestrationContent, input: Record<string, unknown>): void {
  const missing = missingInputs(content, input);
  if (missing.length > 0) {
    throw validationFailed(
      missing.map((spec) => ({
        field: `body.input.${spec.name}`,
        message: text('orch.inputRequired', { name: spec.name }),
      })),
    );
  }
}

/** Runs a published orchestration for a caller: its output, or 50020 naming the failed step. */
async function callPublished(
  ctx: AppContext,
  apiCode: string,
  input: Record<string, unknown>,
  language: Language,
  allowed: (apiId: number) => Promise<void> = async () => {},
): Promise<OrchestrationCallResult> {
  const published = await publishedForCall(ctx.db, apiCode);
  if (!published?.live)
    throw new ApiError(ResultCode.NOT_FOUND, text('orch.notPublished', { code: apiCode }));
  await allowed(published.apiId);
  requireInputs(published.content, input);
  const run = await runOrchestration(ctx, published.content, input, language);
  if (!run.ok) {
    const failed = run.steps.at(-1);
    throw new ApiError(ResultCode.RUN_FAILED, text('orch.runFailed', { reason: run.error }), {
      step: failed?.key ?? null,
    });
  }
  return { output: run.output, ms: run.ms };
}

const apiCodeOf = (request: FastifyRequest) => (request.params as { apiCode: string }).apiCode;

/** The raw bytes of each gateway call's body: its signature covers them. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

const keepRawBody: preParsingHookHandler = async (request, _reply, payload) => {
  // read whole to check its signature, within the route's limit (answered as Fastify's own)
  const limit = request.routeOptions.bodyLimit ?? Number.POSITIVE_INFINITY;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  rawBodies.set(request, body);
  return Readable.from(body.length === 0 ? [] : [body]);
};

/**
 * Service orchestrations at work: a test run from the editor; publishing (a copy callers run,
 * listed in the API catalogue); calls by signed-in users; and calls by external applications
 * through the gateway, signed with their secret, each one logged.
 */
export function registerOrchestrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, O.testRun, async (request) => {
    const { appId, id, input = {} } = request.body;
    let content: OrchestrationContent;
    if (request.body.content !== undefined) {
      // checked as a save would check it: a run of what could not be saved means nothing
      content = (await checkedContent(
        db,
        { appId, kind: 'ORCHESTRATION' },
        request.body.content,
      )) as OrchestrationContent;
    } else {
      content = await liveContent(db, appId, 'ORCHESTRATION', id ?? 0);
    }
    requireInputs(content, input);
    return runOrchestration(ctx, content, input, languageOf(request.headers['accept-language']));
  });

  addRoute(app, O.publish, async (request) =>
    publishOrchestration(ctx, request.body, sessionOf(request).userId),
  );

  addRoute(app, O.unpublish, async (request) =>
    unpublishOrchestration(ctx, request.body, sessionOf(request).userId),
  );

  addRoute(app, O.published, async (request) => publishedPage(db, request.body));

  addRoute(app, O.call, async (request) =>
    callPublished(
      ctx,
      apiCodeOf(request),
      request.body?.input ?? {},
      languageOf(request.headers['accept-language']),
    ),
  );

  addRoute(
    app,
    O.gatewayCall,
    async (request) => {
      const apiCode = apiCodeOf(request);
      const language = languageOf(request.headers['accept-language']);
      let caller: CallingApp | null = null;
      const started = performance.now();
      const log = (code: number, message: string) =>
        ctx.gatewayLog.record(
          {
            calledAt: ctx.clock.now(),
            appId: caller?.id ?? null,
            appKey: String(request.headers['x-app-key'] ?? '').slice(0, 64),
            apiCode: apiCode.slice(0, 64),
            outcome:
              code === ResultCode.SUCCESS
                ? 'OK'
                : code === ResultCode.RUN_FAILED || code === ResultCode.SERVER_ERROR
                  ? 'FAILED'
                  : 'REFUSED',
            code,
            message: message.slice(0, 500),
            ms: Math.round(performance.now() - started),
            ip: request.ip.slice(0, 64),
          },
          request.log,
        );
      try {
        caller = await verifySignedCall(ctx, {
          method: request.method,
          url: request.url,
          headers: request.headers,
          body: rawBodies.get(request) ?? Buffer.alloc(0),
          ip: request.ip,
        });
        const verified = caller;
        const result = await callPublished(
          ctx,
          apiCode,
          request.body?.input ?? {},
          language,
          (apiId) => requireGrant(ctx, verified, { id: apiId, code: apiCode }),
        );
        log(ResultCode.SUCCESS, '');
        return result;
      } catch (error) {
        if (isApiError(error)) log(error.code, error.messageIn(language));
        else log(ResultCode.SERVER_ERROR, render(text('code.SERVER_ERROR'), language));
        throw error;
      }
    },
    { preParsing: keepRawBody },
  );
}
