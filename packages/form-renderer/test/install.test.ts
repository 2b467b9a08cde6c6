/**
 * Installable alone (slow: it packs, installs from the registry and builds). It is the turbo
 * task `test:install`, which builds the packages first; run alone, build them before.
 *
 * Packs @org/form-renderer and the workspace packages it depends on exactly as they would be
 * published, installs the tarballs into a blank Vite + React app in a temporary folder outside
 * the workspace (React, MUI and Vite come from the registry), builds the app, and opens the
 * built page in Chromium to fill and submit a form.
 */
import { execFile } from 'node:child_process';
import { access, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumExecutable } from '../../../.storybook/chromium';

const run = promisify(execFile);
const packageDir = resolve(import.meta.dirname, '..');
const repoDir = resolve(packageDir, '../..');
/** The renderer and the workspace packages it depends on. */
const PACKAGES = ['form-schema', 'http-client', 'upload-sdk', 'form-renderer'];

async function manifest(
  dir: string,
): Promise<{ name: string; version: string; peerDependencies?: Record<string, string> }> {
  return JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as never;
}

async function sh(command: string, args: string[], cwd: string) {
  return run(command, args, { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: '1' } });
}

function serve(dir: string): Promise<Server> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    readFile(join(dir, path === '/' ? 'index.html' : path)).then(
      (body) => {
        response.writeHead(200, {
          'Content-Type': types[extname(path) || '.html'] ?? 'application/octet-stream',
        });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

describe('installable alone', () => {
  let work = '';
  let app = '';
  let server: Server | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'form-renderer-install-'));
    const tarballs = join(work, 'tarballs');
    await mkdir(tarballs);
    const dependencies: Record<string, string> = {};
    for (const name of PACKAGES) {
      const dir = join(repoDir, 'packages', name);
      await access(join(dir, 'dist', 'index.js')).catch(() => {
        throw new Error(`${name} is not built: run \`pnpm build\` (turbo's test:install does)`);
      });
      await sh('pnpm', ['pack', '--pack-destination', tarballs], dir);
      const { name: packageName, version } = await manifest(dir);
      const file = (await readdir(tarballs)).find((entry) =>
        entry.includes(`${packageName.replace('@', '').replace('/', '-')}-${version}`),
      );
      if (!file) throw new Error(`no tarball for ${packageName}`);
      dependencies[packageName] = `file:${join(tarballs, file)}`;
    }
    const renderer = await manifest(packageDir);
    app = join(work, 'app');
    await cp(join(import.meta.dirname, 'install-app'), app, { recursive: true });
    await writeFile(
      join(app, 'package.json'),
      JSON.stringify(
        {
          name: 'installed-renderer-app',
          private: true,
          type: 'module',
          dependencies: {
            ...dependencies,
            ...renderer.peerDependencies,
            '@vitejs/plugin-react': '^6.0.0',
            vite: '^8.0.0',
          },
        },
        null,
        2,
      ),
    );
    await sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], app);
    await sh(join(app, 'node_modules/.bin/vite'), ['build'], app);
    server = await serve(join(app, 'dist'));
    browser = await chromium.launch({
      executablePath: chromiumExecutable,
      args: chromiumArgs,
      headless: true,
    });
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    server?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('installed the packed packages, not workspace links', async () => {
    const installed = await manifest(join(app, 'node_modules/@org/form-renderer'));
    expect(installed.name).toBe('@org/form-renderer');
    expect(JSON.stringify(installed)).not.toContain('workspace:');
  });

  it('renders, validates and submits a form in the built app', async () => {
    const page = await (browser as Browser).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const { port } = (server as Server).address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    const name = page.getByRole('textbox', { name: 'Full name' });
    await name.waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByLabel('Answer').textContent())
      .toBe('Rejected: Form data validation failed');
    await expect.poll(() => page.getByText('Please give your name').count()).toBe(1);
    await name.fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByLabel('Answer').textContent())
      .toBe('{"fullName":"Ada Lovelace","team":"core"}');
    expect(errors).toEqual([]);
    await page.close();
  });
});
