/**
 * Failures of the storage protocol. Unlike the platform's routes (an envelope with HTTP 200),
 * the Qiniu-compatible endpoints answer with the HTTP status Qiniu clients expect and a body
 * `{ "error": "<message>" }`; the statuses and their meanings are in `STORAGE_ERRORS` of the
 * contract.
 */
import { STORAGE_ERRORS, type StorageErrorStatus } from '@org/api-contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { type Text, render } from '../i18n/text';

/** Bytes of an unread body read away before an error is answered (see `drainRequest` below). */
const DRAIN_LIMIT = 16 * 1024 * 1024;

/**
 * A refusal of the storage protocol. Its message is English, as the protocol answers it; one
 * an envelope route may pass on (the direct upload) is given as a text of the catalogue, kept
 * in `text` for that route to answer in the request's language.
 */
export class StorageError extends Error {
  override readonly name = 'StorageError';
  readonly text: Text | undefined;

  constructor(
    readonly status: StorageErrorStatus,
    message: string | Text,
  ) {
    super(typeof message === 'string' ? message : render(message, 'en-US'));
    this.text = typeof message === 'string' ? undefined : message;
  }
}

/** The errors, by meaning. */
export const fail = {
  badRequest: (message: string | Text) => new StorageError(400, message),
  badToken: (message: string) => new StorageError(401, message),
  forbidden: (message: string | Text) => new StorageError(403, message),
  notFound: (message = 'no such file or directory') => new StorageError(404, message),
  checksum: (message: string) => new StorageError(406, message),
  tooLarge: (message: string) => new StorageError(413, message),
  callbackFailed: (message: string) => new StorageError(579, message),
  noSuchEntry: (message: string) => new StorageError(612, message),
  exists: (message = 'file exists') => new StorageError(614, message),
  noSuchBucket: (message = 'no such bucket') => new StorageError(631, message),
  badContext: (message: string) => new StorageError(701, message),
};

export function isStorageError(error: unknown): error is StorageError {
  return error instanceof StorageError;
}

/** The answer for any error raised in the protocol scope. */
export function protocolAnswer(error: unknown): {
  status: number;
  message: string;
  fault: boolean;
} {
  if (isStorageError(error)) return { status: error.status, message: error.message, fault: false };
  const e = error as Partial<FastifyError> & { code?: string };
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, message: 'request entity too large', fault: false };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 400, message: 'unsupported content type', fault: false };
    default:
      break;
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return { status: 400, message: e.message || STORAGE_ERRORS[400], fault: false };
  }
  return { status: 500, message: 'internal error', fault: true };
}

/**
 * Sends `{ error }` with `status`. Fastify only sends the standard range (100–599), so the
 * protocol's own codes (612, 614, 631, 701) are written on the raw response, with the headers
 * already set on the reply (X-Reqid, CORS).
 */
export function sendProtocolError(reply: FastifyReply, status: number, message: string) {
  const body = JSON.stringify({ error: message });
  reply.header('x-reqid', reply.request.id);
  if (status >= 100 && status <= 599) {
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  }
  reply.hijack();
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  headers['content-type'] = 'application/json; charset=utf-8';
  headers['content-length'] = Buffer.byteLength(body);
  reply.raw.writeHead(status, headers);
  reply.raw.end(body);
  return reply;
}

/** `{ error }` answers for everything in the protocol scope, including unknown paths. */
export function installProtocolErrors(app: FastifyInstance): void {
  app.setErrorHandler(async (error, request, reply) => {
    const answer = protocolAnswer(error);
    if (answer.fault) request.log.error({ err: error }, 'storage request failed');
    if (!(await drainRequest(request.raw, DRAIN_LIMIT))) reply.header('connection', 'close');
    return sendProtocolError(reply, answer.status, answer.message);
  });
  app.setNotFoundHandler((request, reply) =>
    sendProtocolError(reply, 404, `no route ${request.method} ${request.url.split('?')[0] ?? ''}`),
  );
}

/**
 * Reads what is left of a request body before an error is answered. A client still sending a
 * chunk when the server has already refused it (an expired token, a spent context) otherwise
 * sees a reset connection instead of the 401 or 701 it could act on. Beyond `maxBytes` (a file
 * far over the limit) the connection is closed after the answer instead.
 */
export function drainRequest(
  raw: IncomingMessage,
  maxBytes: number,
  timeoutMs = 15_000,
): Promise<boolean> {
  if (raw.readableEnded || raw.destroyed || raw.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (drained: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onClose);
      raw.off('error', onClose);
      resolve(drained);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) {
        raw.pause();
        finish(false);
      }
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(false);
    const timer = setTimeout(() => finish(false), timeoutMs);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onClose);
    raw.once('error', onClose);
    raw.unpipe();
    raw.resume();
  });
}
