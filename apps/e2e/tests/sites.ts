/**
 * The sites the browser tests load, built with Vite once per `vitest run` and served by a small
 * web server per test file (`scripts/lib/serve-static.ts`): the admin app, the application
 * shell and the pages in `src/`.
 *
 * A production build does not depend on the server it talks to (the apps' `PLATFORM_API_URL`
 * only sets their Vite dev and preview proxies), so every file shares one build and its own
 * server passes the API through to its own platform, as Vite's proxy or the usual reverse
 * proxy would (one origin).
 */
import { join, resolve } from 'node:path';
import { madeOnce } from './run-cache';

export { type Site, serveSite } from '../../../scripts/lib/serve-static';

/** The apps in `apps/<name>`, built with their own Vite config. */
export type AppName = 'admin' | 'shell';
/** The pages in `src/<name>`, each a Vite root of its own. */
export type PageName =
  'designer-page' | 'dialogs-page' | 'renderer-page' | 'sdk-page' | 'upload-page';
export type SiteName = AppName | PageName;

const APPS: ReadonlySet<string> = new Set<AppName>(['admin', 'shell']);

/**
 * Builds `name` into `outDir` for production, as users get it. Vite takes the mode of the
 * bundle from `NODE_ENV` when it is set, and Vitest sets it to `test`: that would bundle React's
 * development build, several times slower, into every page the tests drive.
 */
async function buildSite(name: SiteName, outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildWithVite(name, outDir);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/** Vite is loaded only when something is built. */
async function buildWithVite(name: SiteName, outDir: string): Promise<void> {
  const { build } = await import('vite');
  if (APPS.has(name)) {
    const root = resolve(import.meta.dirname, '../../', name);
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    return;
  }
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    root: resolve(import.meta.dirname, '../src', name),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
    worker: { format: 'es' },
  });
}

/** The folder of `name` built for this run: by the first test file that needs it. */
export function builtSite(name: SiteName): Promise<string> {
  return madeOnce(name, (dir) => buildSite(name, dir));
}
