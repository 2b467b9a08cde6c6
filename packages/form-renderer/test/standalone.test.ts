/**
 * The standalone browser build, as a page without a bundler loads it: built with its own tsup
 * config into a temporary folder, loaded by a classic <script>, mounted with
 * `OrgFormRenderer.mount`, filled and read in Chromium.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumExecutable } from '../../../.storybook/chromium';
import { standaloneBuild } from '../tsup.standalone.config';

const packageDir = resolve(import.meta.dirname, '..');
const FILE = 'form-renderer.standalone.js';

const definition = {
  list: [
    {
      type: 'input',
      key: 'k1',
      model: 'name',
      name: 'Name',
      options: { required: true },
      rules: [{ required: true, message: 'Name is required' }],
    },
    { type: 'number', key: 'k2', model: 'age', name: 'Age', options: { min: 0, max: 120 } },
  ],
  config: { labelWidth: 100, labelPosition: 'right', size: 'small' },
};

const page = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><script src="/${FILE}"></script></head>
  <body>
    <div id="form"></div>
    <button id="get">Get data</button>
    <pre id="out"></pre>
    <script>
      const form = OrgFormRenderer.mount('#form', { definition: ${JSON.stringify(definition)} });
      document.getElementById('get').onclick = () =>
        form.getData().then(
          (data) => (document.getElementById('out').textContent = JSON.stringify(data)),
          (error) => (document.getElementById('out').textContent = 'failed: ' + error.message),
        );
    </script>
  </body>
</html>`;

describe('standalone browser build', () => {
  let dir = '';
  let server: Server;
  let browser: Browser;
  let url = '';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'renderer-standalone-'));
    const previous = process.cwd();
    process.chdir(packageDir);
    try {
      await build({
        ...standaloneBuild,
        outDir: dir,
        sourcemap: false,
        silent: true,
        config: false,
      });
    } finally {
      process.chdir(previous);
    }
    await writeFile(join(dir, 'index.html'), page);
    server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      readFile(join(dir, path === '/' ? 'index.html' : path)).then(
        (body) =>
          response
            .writeHead(200, {
              'Content-Type': extname(path) === '.js' ? 'text/javascript' : 'text/html',
            })
            .end(body),
        () => response.writeHead(404).end(),
      );
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((done) => server?.close(done));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is one script with React, ReactDOM and MUI inside, defining the global', async () => {
    const code = await readFile(join(dir, FILE), 'utf8');
    expect(code.startsWith('"use strict";var OrgFormRenderer=')).toBe(true);
    // Nothing left to load: no module imports, no lazy chunks, no requires of packages.
    expect(code.match(/\brequire\(["'](react|@mui|@emotion|quill|dompurify)/)).toBeNull();
    expect(code.match(/\bimport\(\s*["'][^"']+["']\s*\)/)).toBeNull();
  });

  it('renders a form in a page, validates, fills and gives its data', async () => {
    const tab = await browser.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(url);
    await tab.getByLabel('Name').waitFor();
    await tab.getByRole('button', { name: 'Get data' }).click();
    await expect.poll(() => tab.locator('#out').textContent()).toMatch(/^failed: /);
    await tab.getByLabel('Name').fill('Ada');
    await tab.getByLabel('Age').fill('36');
    await tab.getByRole('button', { name: 'Get data' }).click();
    await expect
      .poll(async () => JSON.parse((await tab.locator('#out').textContent()) || 'null') as unknown)
      .toEqual({ name: 'Ada', age: 36 });
    expect(errors).toEqual([]);
    await tab.close();
  });
});
