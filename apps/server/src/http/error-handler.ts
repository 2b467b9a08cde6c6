import { ResultCode, resultMessage } from '@org/api-contract';
import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation } from '../db/sql-errors';
import { isApiError, validationFailed } from './api-error';
import { fieldErrors } from './validation';

interface Answer {
  status: number;
  code: number;
  message: string;
  data: Record<string, unknown> | null;
  /** Unexpected: log it as an error with its stack. */
  fault?: boolean;
}

const PARTS: Readonly<Record<string, string>> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** What a thrown error becomes in the answer. Never exposes a stack or SQL. */
export function answerFor(error: unknown, request: FastifyRequest): Answer {
  if (isApiError(error)) {
    return { status: error.httpStatus, code: error.code, message: error.message, data: error.data };
  }
  const e = error as Partial<FastifyError> & {
    validation?: ErrorObject[];
    validationContext?: string;
  };
  if (Array.isArray(e.validation)) {
    const part = PARTS[e.validationContext ?? 'body'] ?? 'body';
    const failure = validationFailed(fieldErrors(part, e.validation));
    return { status: 200, code: failure.code, message: failure.message, data: failure.data };
  }
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 200,
        code: ResultCode.PAYLOAD_TOO_LARGE,
        message: `The request body is larger than ${request.routeOptions.bodyLimit ?? 'allowed'} bytes.`,
        data: { limit: request.routeOptions.bodyLimit ?? null },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 200,
        code: ResultCode.UNSUPPORTED_MEDIA_TYPE,
        message: 'Send the body as application/json.',
        data: null,
      };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return {
        status: 200,
        code: ResultCode.BAD_REQUEST,
        message: 'The body is not valid JSON.',
        data: null,
      };
    default:
      break;
  }
  if (error instanceof SyntaxError && e.statusCode === 400) {
    return {
      status: 200,
      code: ResultCode.BAD_REQUEST,
      message: 'The body is not valid JSON.',
      data: null,
    };
  }
  if (isUniqueViolation(error)) {
    return {
      status: 200,
      code: ResultCode.CONFLICT,
      message: 'A record with the same code or key already exists.',
      data: null,
    };
  }
  if (isForeignKeyViolation(error)) {
    return {
      status: 200,
      code: ResultCode.CONFLICT,
      message: 'The record is still in use, or refers to a record that does not exist.',
      data: null,
    };
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return {
      status: 200,
      code: ResultCode.BAD_REQUEST,
      message:
        typeof e.message === 'string' && e.message !== ''
          ? e.message
          : resultMessage(ResultCode.BAD_REQUEST),
      data: null,
    };
  }
  return {
    status: 500,
    code: ResultCode.SERVER_ERROR,
    message: resultMessage(ResultCode.SERVER_ERROR),
    data: { requestId: request.id },
    fault: true,
  };
}

function send(reply: FastifyReply, answer: Answer): FastifyReply {
  reply.request.resultCode = answer.code;
  return reply
    .header('x-reqid', reply.request.id)
    .status(answer.status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ code: answer.code, message: answer.message, data: answer.data }));
}

/**
 * Every failure becomes an envelope. Business and input errors answer HTTP 200 (the client
 * reads the code); unknown routes answer 404 and unexpected faults 500, both still enveloped.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const answer = answerFor(error, request);
    if (answer.fault) request.log.error({ err: error }, 'request failed');
    return send(reply, answer);
  });
  app.setNotFoundHandler((request, reply) =>
    send(reply, {
      status: 404,
      code: ResultCode.NOT_FOUND,
      message: `No route ${request.method} ${request.url.split('?')[0] ?? ''}.`,
      data: null,
    }),
  );
}
