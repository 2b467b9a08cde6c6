/**
 * A real HTTP server on a free local port for tests of requests (data sources, remote
 * options, uploads). It answers CORS preflights, records every request with its body, and
 * lets each test decide the answers.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Answer {
  status?: number;
  json?: unknown;
  text?: string;
  /** Milliseconds to wait before answering. */
  delay?: number;
}

export type Handler = (request: RecordedRequest) => Answer | Promise<Answer>;

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  /** Replaces the handler of the next requests. */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    request.on('error', reject);
  });
}

export async function startServer(
  initial: Handler = () => ({ status: 404, json: {} }),
): Promise<TestServer> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    const origin = request.headers.origin ?? '*';
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Vary', 'Origin');
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, PATCH');
      response.setHeader(
        'Access-Control-Allow-Headers',
        request.headers['access-control-request-headers'] ?? 'content-type',
      );
      response.writeHead(204).end();
      return;
    }
    void readBody(request).then(async (body) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
      };
      requests.push(recorded);
      const answer = await handler(recorded);
      if (answer.delay) await new Promise((resolve) => setTimeout(resolve, answer.delay));
      const text = answer.json !== undefined ? JSON.stringify(answer.json) : (answer.text ?? '');
      response.writeHead(answer.status ?? 200, {
        'Content-Type': answer.json !== undefined ? 'application/json' : 'text/plain',
      });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The platform's success envelope. */
export const ok = (data: unknown): Answer => ({
  json: { code: 20000, success: true, message: 'ok', data },
});
