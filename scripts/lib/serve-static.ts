/**
 * A small web server for tests that load built pages (the stories' runner, the browser tests):
 * a built folder on a free loopback port, with the platform's API paths passed on to a platform
 * server when one is given, as Vite's proxy or the usual reverse proxy would (one origin).
 */
import { readFile } from 'node:fs/promises';
import { type IncomingMessage, type ServerResponse, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

/** A served site. */
export interface Site {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly url: string;
  close(): Promise<void>;
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** The platform's paths, as the apps' Vite proxies pass them on (`apps/<app>/vite.config.ts`). */
const API_PATHS = ['/ibsp-bg-auth', '/router', '/storage', '/form-service', '/dataview-service'];

const isApi = (path: string) =>
  API_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Passes a request on to the platform at `target` and its answer back. */
function passOn(target: URL, req: IncomingMessage, res: ServerResponse): void {
  const upstream = request(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: req.headers,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
}

/**
 * Serves the built site in `dir` on a free loopback port. With `platform` (the platform
 * server's URL) the API paths go there. A path without a file that has no extension is a
 * route of the app: it gets `index.html`, as Vite's preview answers.
 */
export async function serveSite(dir: string, platform?: string): Promise<Site> {
  const target = platform ? new URL(platform) : undefined;
  const root = normalize(dir);
  const server = createServer((req, res) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (target && isApi(path)) {
      passOn(target, req, res);
      return;
    }
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    const route = extname(path) === '';
    readFile(file)
      .catch(() => (route ? readFile(join(root, 'index.html')) : undefined))
      .then(
        (body) => {
          if (!body) {
            // No favicon is no error in the page's console.
            res.writeHead(path === '/favicon.ico' ? 204 : 404).end();
            return;
          }
          const type = route ? '.html' : extname(file);
          res
            .writeHead(200, {
              'content-type': TYPES[type] ?? 'application/octet-stream',
              // Built assets carry a hash in their names: another document need not fetch them.
              'cache-control': type === '.html' ? 'no-cache' : 'max-age=3600',
            })
            .end(body);
        },
        () => res.writeHead(500).end(),
      );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((done) => {
        // Keep-alive connections of a browser that is still open would hold `close` back.
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
