/**
 * What a browser test needs around the page: the platform server started from its sources as
 * a process of its own (a fresh database of its own, a free port), the page built with Vite
 * once per run (`sites.ts`) and served with the platform API passed through (so that the page
 * and the API share an origin, as behind the usual reverse proxy), and Chromium.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { chromiumArgs, chromiumExecutable } from '../../../.storybook/chromium';
import { madeOnce } from './run-cache';
import { type PageName, type Site, builtSite, serveSite } from './sites';

const serverDir = resolve(import.meta.dirname, '../../server');

export interface RunningPlatform {
  /** `http://127.0.0.1:<port>` of the platform server. */
  url: string;
  stop(): Promise<void>;
}

/** The platform's language: of its seed data, and of the apps until a user chooses one. */
export type PlatformLanguage = 'zh-CN' | 'en-US';

/**
 * `node --import tsx src/main.ts` of apps/server on `dataDir` and a free port, once it answers;
 * `stop` asks it to shut down and answers its exit code.
 */
async function runServer(
  dataDir: string,
  language: PlatformLanguage,
): Promise<{ url: string; stop(): Promise<number | null> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PLATFORM_LANGUAGE: language,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  let output = '';
  const port = await new Promise<string>((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API\s+http:\/\/localhost:(\d+)\//.exec(output);
      if (match?.[1]) done(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => fail(new Error(`The server stopped (${code}):\n${output}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  // The server sets its shutdown on SIGTERM only after printing the banner; a signal sent
  // before that kills it without closing the database. Once it answers, the shutdown is set.
  await (await fetch(url)).arrayBuffer();
  return {
    url,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * The data directory of a platform that created, migrated and seeded its database and shut
 * down cleanly: made once per run (`run-cache.ts`), as creating the database and hashing the
 * seed's passwords is half of a server's start.
 */
function seededData(language: PlatformLanguage): Promise<string> {
  return madeOnce(`platform-data-${language}`, async (dir) => {
    const code = await (await runServer(dir, language)).stop();
    if (code !== 0) throw new Error(`The platform that seeds the data stopped with ${code}.`);
  });
}

/**
 * The platform server on a free port, with data of its own: a copy of the run's freshly seeded
 * data (`seededData`), so every test file starts from the same new database. A platform
 * started in English (`language`) is seeded in English.
 */
export async function startPlatform(
  language: PlatformLanguage = 'zh-CN',
): Promise<RunningPlatform> {
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-platform-'));
  try {
    await cp(await seededData(language), dataDir, { recursive: true });
    const server = await runServer(dataDir, language);
    return {
      url: server.url,
      async stop() {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The system Chromium, headless (`.storybook/chromium.ts`). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutable,
    args: chromiumArgs,
    headless: true,
  });
}

const failures = resolve(import.meta.dirname, '../test-results/failures');

/**
 * After a failed test: what each page of `browser` showed, so that a failure that happens
 * only sometimes can be understood from its run's log. Prints every page's address and the
 * text of its open dialogs and alerts (notices), and saves a screenshot of it in
 * `test-results/failures/`.
 */
export function reportPagesOnFailure(browser: () => Browser | undefined): void {
  afterEach(async ({ task }) => {
    const open = browser();
    if (task.result?.state !== 'fail' || !open) return;
    await mkdir(failures, { recursive: true });
    const pages = open.contexts().flatMap((context) => context.pages());
    const name = task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60);
    for (const [index, page] of pages.entries()) {
      const path = join(failures, `${name}-${index + 1}.png`);
      const texts = (role: 'dialog' | 'alert') =>
        page
          .getByRole(role)
          .allInnerTexts()
          .then((all) => all.map((text) => `--- ${role}:\n${text}`))
          .catch(() => []);
      const shown = [...(await texts('dialog')), ...(await texts('alert'))];
      await page.screenshot({ path }).catch(() => undefined);
      console.log(
        [`Page ${index + 1} of "${task.name}": ${page.url()} (${path})`, ...shown]
          .join('\n')
          .slice(0, 4000),
      );
    }
  });
}

export interface PageSuite {
  platform: RunningPlatform;
  /** The served page (`url`), with the platform API passed through. */
  site: Site;
  browser: Browser;
}

/**
 * What every browser test file needs, as hooks of the file: its own platform started, the page
 * in `src/<name>` (built once per run) served, Chromium launched; all stopped afterwards. The
 * fields are filled before the first test runs.
 */
export function pageSuite(name: PageName): PageSuite {
  const suite = {} as PageSuite;
  beforeAll(async () => {
    // Each kept as soon as it is up, so that `afterAll` stops it even if another one failed.
    const [, dir] = await Promise.all([
      startPlatform().then((platform) => (suite.platform = platform)),
      builtSite(name),
      launchChromium().then((browser) => (suite.browser = browser)),
    ]);
    suite.site = await serveSite(dir, suite.platform.url);
  });
  reportPagesOnFailure(() => suite.browser);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.site?.close();
    await suite.platform?.stop();
  });
  return suite;
}
