/**
 * What a browser test needs around the page: the platform server started from its sources as
 * a process of its own (fresh data directory, free port), the page built with Vite, and a
 * small web server that serves the page and passes the platform API through (so that the page
 * and the API share an origin, as behind the usual reverse proxy).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { type Server, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { type Browser, chromium } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import { chromiumArgs, chromiumExecutable } from '../../../.storybook/chromium';

const serverDir = resolve(import.meta.dirname, '../../server');

export interface RunningPlatform {
  /** `http://127.0.0.1:<port>` of the platform server. */
  url: string;
  stop(): Promise<void>;
}

/** `node --import tsx src/main.ts` of apps/server, on a free port with its own data. */
export async function startPlatform(): Promise<RunningPlatform> {
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-platform-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<string>((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API\s+http:\/\/localhost:(\d+)\//.exec(output);
      if (match?.[1]) done(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`The server stopped (${code}):\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Builds the page in `src/<name>` into a temporary folder; answers the folder. */
export async function buildPage(name: string): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), `e2e-${name}-`));
  await build({
    root: resolve(import.meta.dirname, '../src', name),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
    worker: { format: 'es' },
  });
  return outDir;
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** Serves `dir`, passing `/ibsp-bg-auth/*` on to the platform. */
export async function servePage(
  dir: string,
  platform: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(platform);
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://page').pathname;
    if (path.startsWith('/ibsp-bg-auth/')) {
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
      return;
    }
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    readFile(join(dir, path === '/' ? 'index.html' : path)).then(
      (body) =>
        res
          .writeHead(200, {
            'content-type': TYPES[extname(path) || '.html'] ?? 'application/octet-stream',
          })
          .end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

export interface PageSuite {
  platform: RunningPlatform;
  /** The served page (`url`), with the platform API passed through. */
  site: { url: string; close(): Promise<void> };
  browser: Browser;
}

/**
 * What every browser test file needs, as hooks of the file: the platform started, the page in
 * `src/<name>` built and served, Chromium launched; all stopped and removed afterwards. The
 * fields are filled before the first test runs.
 */
export function pageSuite(name: string): PageSuite {
  const suite = {} as PageSuite;
  let dist = '';
  beforeAll(async () => {
    [suite.platform, dist] = await Promise.all([startPlatform(), buildPage(name)]);
    suite.site = await servePage(dist, suite.platform.url);
    suite.browser = await chromium.launch({
      executablePath: chromiumExecutable,
      args: chromiumArgs,
      headless: true,
    });
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.site?.close();
    await suite.platform?.stop();
    if (dist) await rm(dist, { recursive: true, force: true });
  });
  return suite;
}
