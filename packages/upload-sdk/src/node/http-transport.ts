/**
 * Requests with Node's own HTTP client instead of `fetch`. A Blob body is written from its
 * stream to the socket as the socket takes it, which costs less CPU and memory per block than
 * fetch, and upload progress is reported as the bytes leave, at most every 50 ms
 * (fetch reports it only when the answer comes). Connections are kept alive. FormData bodies
 * (form and direct uploads) still go through `fetch`, which encodes them.
 *
 * A slice of a file opened with `fileFromPath` is read from the file straight into buffers the
 * transport keeps and reuses. A Blob's stream makes a new buffer for every piece; a gigabyte of
 * such short-lived buffers outside the JavaScript heap makes V8 run dozens of full garbage
 * collections per upload, which cost more CPU than sending the bytes.
 */
import {
  type ClientRequest,
  Agent as HttpAgent,
  type IncomingMessage,
  request as httpRequest,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { open } from 'node:fs/promises';
import { UploadError, abortReason, isUploadError, noAnswerError } from '../errors';
import { fetchTransport } from '../fetch-transport';
import type { HttpRequest, HttpResponse, Transport } from '../transport';
import { type FileRange, fileRangeOf } from './file-source';

/** A connection that neither sends nor receives for this long is given up (retried). */
const IDLE_TIMEOUT_MS = 5 * 60 * 1000;
/** Upload progress is reported at most this often (as browsers do), and when all is sent. */
const PROGRESS_INTERVAL_MS = 50;
/** Bytes read from a file per write; each request sends from two such buffers in turn. */
const FILE_PIECE = 256 * 1024;
/** Spare file buffers a transport keeps between requests (two per request at 3 at once). */
const SPARE_BUFFERS = 8;

/** What one `nodeTransport()` keeps across its requests. */
interface Shared {
  http: HttpAgent;
  https: HttpsAgent;
  buffers: Buffer[];
}

function headerOf(response: IncomingMessage, name: string): string | null {
  const value = response.headers[name.toLowerCase()];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Waits for what `start` sets up to call `ready`; rejects when `outgoing` fails or closes
 * first. `start` answers how to undo what it set up.
 */
function whileOpen(
  outgoing: ClientRequest,
  start: (ready: (error?: Error | null) => void) => () => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let undo: (() => void) | undefined;
    const settle = (error?: Error | null) => {
      if (settled) return;
      settled = true;
      undo?.();
      outgoing.off('error', settle).off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onClose = () => settle(new Error('the connection closed while sending'));
    outgoing.on('error', settle).on('close', onClose);
    const stop = start(settle);
    if (settled) stop();
    else undo = stop;
  });
}

/** Resolves when `outgoing` takes more data. */
function drained(outgoing: ClientRequest): Promise<void> {
  return whileOpen(outgoing, (ready) => {
    const onDrain = () => ready();
    outgoing.on('drain', onDrain);
    return () => outgoing.off('drain', onDrain);
  });
}

/** Writes `piece` and resolves once the socket has taken it (its buffer is free again). */
function written(outgoing: ClientRequest, piece: Uint8Array): Promise<void> {
  const done = whileOpen(outgoing, (ready) => {
    outgoing.write(piece, ready);
    return () => undefined;
  });
  done.catch(() => undefined);
  return done;
}

/** Reports `sent` bytes at most every PROGRESS_INTERVAL_MS, and always the last byte. */
function throttled(size: number, progress: (sent: number) => void): (sent: number) => void {
  let reportedAt = 0;
  return (sent) => {
    const now = Date.now();
    if (sent === size || now - reportedAt >= PROGRESS_INTERVAL_MS) {
      reportedAt = now;
      progress(sent);
    }
  };
}

/** Writes `body` to `outgoing` piece by piece as the socket takes it, then ends it. */
async function sendBlob(
  body: Blob,
  outgoing: ClientRequest,
  progress: (sent: number) => void,
): Promise<void> {
  const reader = body.stream().getReader();
  const report = throttled(body.size, progress);
  let sent = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (outgoing.destroyed) throw new Error('the connection closed while sending');
      sent += value.byteLength;
      report(sent);
      if (!outgoing.write(value)) await drained(outgoing);
    }
    outgoing.end();
  } catch (error) {
    void reader.cancel().catch(() => undefined);
    throw error;
  }
}

/**
 * Writes the bytes of `range` to `outgoing`, read from the file into two buffers in turn: one
 * is filled while the socket takes the other. The buffers go back to `spare` when every write
 * has finished, so the next request reads into them again.
 */
async function sendFileRange(
  range: FileRange,
  outgoing: ClientRequest,
  spare: Buffer[],
  progress: (sent: number) => void,
): Promise<void> {
  const file = await open(range.path, 'r');
  const buffers: Buffer[] = [];
  try {
    const info = await file.stat();
    if (info.size !== range.size || info.mtimeMs !== range.mtimeMs) {
      throw new UploadError(
        'file-changed',
        `${range.path} changed after it was opened for upload (size or modification time)`,
      );
    }
    const report = throttled(range.end - range.start, progress);
    const writes: Promise<void>[] = [];
    for (let position = range.start, turn = 0; position < range.end; turn ^= 1) {
      await writes[turn];
      if (outgoing.destroyed) throw new Error('the connection closed while sending');
      const buffer = (buffers[turn] ??= spare.pop() ?? Buffer.allocUnsafeSlow(FILE_PIECE));
      const length = Math.min(FILE_PIECE, range.end - position);
      const { bytesRead } = await file.read(buffer, 0, length, position);
      if (bytesRead === 0) throw new Error(`${range.path} ended before byte ${range.end}`);
      writes[turn] = written(outgoing, buffer.subarray(0, bytesRead));
      position += bytesRead;
      report(position - range.start);
    }
    await Promise.all(writes);
    outgoing.end();
    spare.push(...buffers.splice(0, Math.max(0, SPARE_BUFFERS - spare.length)));
  } finally {
    await file.close();
  }
}

function send(request: HttpRequest, shared: Shared): Promise<HttpResponse> {
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
            : isUploadError(error)
              ? error
              : noAnswerError(request.url, error),
        ),
      );
    const outgoing = (secure ? httpsRequest : httpRequest)(
      url,
      {
        method: request.method,
        headers: { ...request.headers, 'content-length': String(size) },
        agent: secure ? shared.https : shared.http,
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
    const progress = (sent: number) => request.onUploadProgress?.(sent, size);
    const range = fileRangeOf(body);
    const sending = range
      ? sendFileRange(range, outgoing, shared.buffers, progress)
      : sendBlob(body, outgoing, progress);
    sending.catch((error: unknown) => {
      outgoing.destroy();
      fail(error);
    });
  });
}

/** A transport over `node:http` and `node:https`, for `config.transport` in Node programs. */
export function nodeTransport(): Transport {
  const shared: Shared = {
    http: new HttpAgent({ keepAlive: true }),
    https: new HttpsAgent({ keepAlive: true }),
    buffers: [],
  };
  return (request) =>
    typeof FormData !== 'undefined' && request.body instanceof FormData
      ? fetchTransport(request)
      : send(request, shared);
}
