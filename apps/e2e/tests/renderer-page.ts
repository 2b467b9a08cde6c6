/**
 * What the renderer's layout and keyboard tests need: the page in `src/renderer-page` built
 * with Vite and served on a free port (no platform server: these forms call no API), and
 * Chromium. Started and stopped as hooks of the test file.
 */
import { readFile, rm } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumArgs, chromiumExecutable } from '../../../.storybook/chromium';
import { buildPage } from './platform';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

export interface RendererSuite {
  browser: Browser;
  /** Opens the page with `query` (`form=…&platform=…&host=hostile`) at a viewport width. */
  open(query: string, width?: number): Promise<Page>;
}

export function rendererSuite(): RendererSuite {
  let dist = '';
  let server: Server | undefined;
  let origin = '';
  const suite = {} as RendererSuite;
  beforeAll(async () => {
    dist = await buildPage('renderer-page');
    server = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://page').pathname;
      readFile(join(dist, path === '/' ? 'index.html' : path)).then(
        (body) =>
          res
            .writeHead(200, { 'content-type': TYPES[extname(path) || '.html'] ?? 'text/plain' })
            .end(body),
        () => res.writeHead(404).end(),
      );
    });
    await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    suite.browser = await chromium.launch({
      executablePath: chromiumExecutable,
      args: chromiumArgs,
      headless: true,
    });
  });
  afterAll(async () => {
    await suite.browser?.close();
    await new Promise((done) => (server ? server.close(done) : done(undefined)));
    if (dist) await rm(dist, { recursive: true, force: true });
  });
  suite.open = async (query, width = 1280) => {
    const page = await suite.browser.newPage({ viewport: { width, height: 900 } });
    // The page has the window's focus, so that keys do what they do for a person.
    await page.bringToFront();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/?${query}`);
    await page
      .locator('form')
      .first()
      .waitFor({ timeout: 60_000 })
      .catch((error: unknown) => {
        throw new Error(`${String(error)}\nPage errors: ${errors.join('\n')}`);
      });
    // Lazy widgets (pickers, cascader, uploads, editor) have loaded.
    await page.waitForFunction(() => document.querySelector('.fr-loading') === null);
    return page;
  };
  return suite;
}

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
