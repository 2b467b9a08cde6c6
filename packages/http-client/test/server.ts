import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

// The client must reach 127.0.0.1 directly even on a machine with a proxy configured.
for (const name of [
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'ALL_PROXY',
  'http_proxy',
  'https_proxy',
  'all_proxy',
]) {
  delete process.env[name];
}

/** One request as the test server received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  /** The raw query string, without `?`. */
  rawQuery: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface TestServer {
  baseURL: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Answers the routes the tests need:
 * - `/ok`: success envelope with `{ hello: 'world' }`;
 * - `/echo`: success envelope describing the request it received;
 * - `/code/<n>?message=…&delay=…`: envelope with code n (HTTP 200), after an optional delay;
 * - `/no-message/<n>`: envelope with code n and no message at all;
 * - `/envelope-status/<status>/<n>`: envelope with code n sent with an HTTP error status;
 * - `/slow?ms=…`: success envelope after a delay;
 * - `/hang`: never answers;
 * - `/html-500`, `/text-200`, `/json-200`, `/empty-200`: bodies that are not envelopes.
 */
export async function startTestServer(): Promise<TestServer> {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      res.writeHead(599);
      res.end(String(error));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req);
    const request: ReceivedRequest = {
      method: req.method ?? '',
      path: target.pathname,
      rawQuery: target.search.replace(/^\?/, ''),
      query: target.searchParams,
      headers: req.headers,
      body,
    };
    received.push(request);
    const [, route = '', first, second] = target.pathname.split('/');
    const wait = Number(target.searchParams.get('delay') ?? 0);
    if (wait > 0) await delay(wait);

    switch (route) {
      case 'ok':
        return sendJson(res, 200, { code: 20000, message: 'success', data: { hello: 'world' } });
      case 'echo':
        return sendJson(res, 200, {
          code: 20000,
          message: '',
          data: {
            method: request.method,
            path: request.path,
            rawQuery: request.rawQuery,
            token: req.headers['x-token'] ?? null,
            contentType: req.headers['content-type'] ?? null,
            body: request.body,
          },
        });
      case 'code':
        return sendJson(res, 200, {
          code: Number(first),
          message: target.searchParams.get('message') ?? '',
          data: { reason: 'test' },
        });
      case 'no-message':
        return sendJson(res, 200, { code: Number(first) });
      case 'envelope-status':
        return sendJson(res, Number(first), { code: Number(second), message: 'From status' });
      case 'slow':
        await delay(Number(target.searchParams.get('ms') ?? 1000));
        return sendJson(res, 200, { code: 20000, message: '', data: 'late' });
      case 'hang':
        return; // the socket stays open until the client gives up or the server closes
      case 'html-500':
        res.writeHead(500, { 'content-type': 'text/html' });
        res.end('<!doctype html><html><body><h1>Internal Server Error</h1></body></html>');
        return;
      case 'text-200':
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('plain words');
        return;
      case 'json-200':
        return sendJson(res, 200, { items: [1, 2, 3] });
      case 'empty-200':
        res.writeHead(200);
        res.end();
        return;
      default:
        return sendJson(res, 404, { code: 40400, message: 'No such test route' });
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A local port that nothing listens on: taken from the system, then released. */
export async function closedPortURL(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
