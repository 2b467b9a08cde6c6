import { ResultCode } from '@org/api-contract';
import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation } from '../db/sql-errors';
import { languageOf } from '../i18n/language';
import { type Text, render, text } from '../i18n/text';
import { codeText, isApiError, validationFailed } from './api-error';
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
  const language = languageOf(request.headers['accept-language']);
  const said = (
    code: Answer['code'],
    message: Text,
    data: Record<string, unknown> | null = null,
  ): Answer => ({ status: 200, code, message: render(message, language), data });
  if (isApiError(error)) {
    return {
      status: error.httpStatus,
      code: error.code,
      message: error.messageIn(language),
      data: error.dataIn(language),
    };
  }
  const e = error as Partial<FastifyError> & {
    validation?: ErrorObject[];
    validationContext?: string;
  };
  if (Array.isArray(e.validation)) {
    const part = PARTS[e.validationContext ?? 'body'] ?? 'body';
    const failure = validationFailed(fieldErrors(part, e.validation));
    return answerFor(failure, request);
  }
  const bodyLimit = request.routeOptions.bodyLimit;
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return said(
        ResultCode.PAYLOAD_TOO_LARGE,
        bodyLimit === undefined
          ? codeText(ResultCode.PAYLOAD_TOO_LARGE)
          : text('http.bodyTooLarge', { limit: bodyLimit }),
        { limit: bodyLimit ?? null },
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return said(ResultCode.UNSUPPORTED_MEDIA_TYPE, text('http.sendJson'));
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return said(ResultCode.BAD_REQUEST, text('http.badJson'));
    default:
      break;
  }
  if (error instanceof SyntaxError && e.statusCode === 400) {
    return said(ResultCode.BAD_REQUEST, text('http.badJson'));
  }
  if (isUniqueViolation(error)) return said(ResultCode.CONFLICT, text('http.duplicate'));
  if (isForeignKeyViolation(error)) return said(ResultCode.CONFLICT, text('http.inUse'));
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    // Fastify's own refusal of a malformed request: its words, for developers, in `data`.
    const detail = typeof e.message === 'string' && e.message !== '' ? e.message : null;
    return said(
      ResultCode.BAD_REQUEST,
      codeText(ResultCode.BAD_REQUEST),
      detail ? { detail } : null,
    );
  }
  return {
    status: 500,
    code: ResultCode.SERVER_ERROR,
    message: render(codeText(ResultCode.SERVER_ERROR), language),
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
      message: render(
        text('http.routeNotFound', {
          method: request.method,
          path: request.url.split('?')[0] ?? '',
        }),
        languageOf(request.headers['accept-language']),
      ),
      data: null,
    }),
  );
}
