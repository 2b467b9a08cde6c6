import {
  Envelope,
  type RouteBody,
  type RouteContract,
  type RouteData,
  type RouteQuery,
  isOperation,
  routeUrl,
} from '@org/api-contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preParsingHookHandler,
} from 'fastify';
import { guardsFor } from '../auth/guards';
import { operationHooks } from '../services/oper-log';
import { allowMissingBody } from './validation';

/** `data` already serialised to JSON (a cached answer): sent as it is. */
export class JsonText {
  constructor(readonly json: string) {}
}

/** The request a route handler receives: query and body typed by the contract. */
export type ContractRequest<R extends RouteContract> = FastifyRequest<{
  Querystring: RouteQuery<R>;
  Body: RouteBody<R>;
}>;

/** A route handler: answers the envelope's `data` (or throws an `ApiError`). */
export type RouteHandler<R extends RouteContract> = (
  request: ContractRequest<R>,
  reply: FastifyReply,
) => Promise<RouteData<R> | JsonText>;

const SUCCESS_PREFIX = '{"code":20000,"message":"success","data":';

function accessText(route: RouteContract): string {
  if (route.access === 'public') return 'Access: anyone.';
  if (route.access === 'signedIn') return 'Access: any signed-in user (X-Token).';
  return `Access: resource code \`${route.access.permission}\` (X-Token).`;
}

/** The Fastify schema of a contract route, for validation, serialisation and OpenAPI. */
export function schemaOf(route: RouteContract): FastifySchema {
  return {
    summary: route.summary,
    description: [route.description, accessText(route)].filter(Boolean).join('\n\n'),
    tags: [route.tag],
    ...(route.access === 'public' ? {} : { security: [{ token: [] }] }),
    ...(route.querystring === undefined ? {} : { querystring: route.querystring }),
    ...(route.body === undefined ? {} : { body: route.body }),
    response: { 200: Envelope(route.data) },
  };
}

/**
 * Registers a route of the contract: its URL, schemas, body limit and guards come from the
 * contract, so a route cannot be served without the checks its `access` asks for. A route
 * that changes something (`isOperation`) records each call in the operation log once answered.
 */
export function addRoute<R extends RouteContract>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  /** Hooks the route needs besides its guards: the gateway reads the raw body before parsing. */
  hooks: { preParsing?: preParsingHookHandler } = {},
): void {
  const url = routeUrl(route);
  if (route.bodyOptional) allowMissingBody(route.method, url);
  app.route({
    method: route.method,
    url,
    schema: schemaOf(route),
    ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
    ...(isOperation(route) ? operationHooks(route) : {}),
    ...hooks,
    // Guards run before validation: a caller without access learns nothing about the input rules.
    preValidation: guardsFor(route),
    handler: async (request, reply) => {
      reply.header('x-reqid', request.id);
      const data = await handler(request as ContractRequest<R>, reply);
      if (data instanceof JsonText) {
        return reply.type('application/json; charset=utf-8').send(`${SUCCESS_PREFIX}${data.json}}`);
      }
      return { code: 20000, message: 'success', data };
    },
  });
}
