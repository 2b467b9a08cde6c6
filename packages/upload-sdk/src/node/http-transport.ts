/**
 * Requests with Node's own HTTP client instead of `fetch`. A Blob body is written from its
 * stream to the socket as the socket takes it, which costs less CPU and memory per block than
 * fetch, and upload progress is reported as the bytes leave, at most every 50 ms
 * (fetch reports it only when the answer comes). Connections are kept alive. FormData bodies
 * (form and direct uploads) still go through `fetch`, which encodes them.
 */
import {
  type ClientRequest,
  Agent as HttpAgent,
  type IncomingMessage,
  request as httpRequest,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { UploadError, abortReason } from '../errors';
import { fetchTransport } from '../fetch-transport';
import type { HttpRequest, HttpResponse, Transport } from '../transport';

/** A connection that neither sends nor receives for this long is given up (retried). */
const IDLE_TIMEOUT_MS = 5 * 60 * 1000;
/** Upload progress is reported at most this often (as browsers do), and when all is sent. */
const PROGRESS_INTERVAL_MS = 50;

interface Agents {
  http: HttpAgent;
  https: HttpsAgent;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function headerOf(response: IncomingMessage, name: string): string | null {
  const value = response.headers[name.toLowerCase()];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Resolves when `outgoing` takes more data; rejects when it fails or closes first. */
function drained(outgoing: ClientRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      outgoing.off('drain', onDrain).off('error', onError).off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onError = (error: Error) => settle(error);
    const onClose = () => settle(new Error('the connection closed while sending'));
    outgoing.on('drain', onDrain).on('error', onError).on('close', onClose);
  });
}

/** Writes `body` to `outgoing` piece by piece as the socket takes it, then ends it. */
async function sendBody(
  body: Blob,
  outgoing: ClientRequest,
  progress: (sent: number) => void,
): Promise<void> {
  const reader = body.stream().getReader();
  let sent = 0;
  let reportedAt = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (outgoing.destroyed) throw new Error('the connection closed while sending');
      sent += value.byteLength;
      const now = Date.now();
      if (sent === body.size || now - reportedAt >= PROGRESS_INTERVAL_MS) {
        reportedAt = now;
        progress(sent);
      }
      if (!outgoing.write(value)) await drained(outgoing);
    }
    outgoing.end();
  } catch (error) {
    void reader.cancel().catch(() => undefined);
    throw error;
  }
}

function send(request: HttpRequest, agents: Agents): Promise<HttpResponse> {
  const { signal } = request;
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  return new Promise((resolve, reject) => {
    const url = new URL(request.url);
    const secure = url.protocol === 'https:';
    const body = request.body as Blob | string | null | undefined;
    const size = typeof body === 'string' ? Buffer.byteLength(body) : (body?.size ?? 0);
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      done();
    };
    const fail = (error: unknown) =>
      settle(() =>
        reject(
          signal?.aborted
            ? abortReason(signal)
            : new UploadError('network', `No answer from ${request.url} (${describe(error)})`, {
                code: 0,
                cause: error,
              }),
        ),
      );
    const outgoing = (secure ? httpsRequest : httpRequest)(
      url,
      {
        method: request.method,
        headers: { ...request.headers, 'content-length': String(size) },
        agent: secure ? agents.https : agents.http,
      },
      (response) => {
        const pieces: Buffer[] = [];
        response.on('data', (piece: Buffer) => pieces.push(piece));
        response.on('error', fail);
        response.on('close', () =>
          fail(new Error('the connection closed before the answer ended')),
        );
        response.on('end', () =>
          settle(() =>
            resolve({
              status: response.statusCode ?? 0,
              header: (name) => headerOf(response, name),
              text: Buffer.concat(pieces).toString('utf8'),
            }),
          ),
        );
      },
    );
    const onAbort = () => outgoing.destroy(new Error('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    outgoing.on('error', fail);
    outgoing.setTimeout(IDLE_TIMEOUT_MS, () =>
      outgoing.destroy(new Error(`nothing sent or received for ${IDLE_TIMEOUT_MS / 1000} s`)),
    );
    if (body === null || body === undefined || typeof body === 'string') {
      outgoing.end(body ?? undefined);
      return;
    }
    void sendBody(body, outgoing, (sent) => request.onUploadProgress?.(sent, size)).catch(fail);
  });
}

/** A transport over `node:http` and `node:https`, for `config.transport` in Node programs. */
export function nodeTransport(): Transport {
  const agents: Agents = {
    http: new HttpAgent({ keepAlive: true }),
    https: new HttpsAgent({ keepAlive: true }),
  };
  return (request) =>
    typeof FormData !== 'undefined' && request.body instanceof FormData
      ? fetchTransport(request)
      : send(request, agents);
}
