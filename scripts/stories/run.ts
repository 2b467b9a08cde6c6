/**
 * Renders every story of the built Storybook (`storybook-static/`) in Chromium as a test: each
 * story rendered, its `play` function run, then axe-core (the a11y addon, WCAG 2.1 A and AA);
 * a story fails on a thrown play function, a render error, an uncaught error in the page, an
 * accessibility violation, or when it has not finished in time.
 *
 *   node --import tsx scripts/stories/run.ts [--dir storybook-static] [--workers 2]
 *        [--filter text]... [--timeout 60000] [--json results.json]
 *
 * The build is served once and each worker keeps one page, loaded once: the next story is
 * shown the way Storybook's manager shows it (`setCurrentStory`), so a story costs its own
 * render instead of loading the preview's modules again. A page whose story failed is loaded
 * afresh for the next one.
 */
import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, type Page, chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../../.storybook/chromium';
import { type StoryEntry, readStories } from './index-file';
import { serveSite } from '../lib/serve-static';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'storybook-static' },
    workers: { type: 'string' },
    filter: { type: 'string', multiple: true, default: [] },
    timeout: { type: 'string', default: '60000' },
    json: { type: 'string' },
  },
});

/** What a story's run ended with, as the page reported it. */
interface StoryOutcome {
  id: string;
  file: string;
  name: string;
  ok: boolean;
  /** Why it failed: play or render errors, uncaught errors, violations, a time-out. */
  errors: string[];
  /** Whether axe-core checked the story (stories may turn it off, saying why). */
  axe: boolean;
  ms: number;
}

/**
 * CSS transitions and animations end as they start: a dialog is opaque as soon as it opens, so
 * no assertion lands in the middle of a fade (components' own timers still run, and the page
 * behind a closing dialog comes back when they end: tests wait for that by role).
 */
const NO_MOTION =
  '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important;' +
  ' animation-duration: 0s !important; animation-delay: 0s !important; }';

/**
 * Installed in every document before Storybook's code: turns motion off and forwards the
 * preview's events to `__storyEvent`. A string, not a function, so that no helper of the
 * TypeScript loader is referred to inside the page.
 */
const LISTEN_TO_PREVIEW = `(() => {
  document.addEventListener('DOMContentLoaded', () => {
    const style = document.createElement('style');
    style.textContent = ${JSON.stringify(NO_MOTION)};
    document.head.append(style);
  });
  const events = ${JSON.stringify([
    'storyFinished',
    'storyErrored',
    'storyThrewException',
    'storyMissing',
    'playFunctionThrewException',
    'unhandledErrorsWhilePlaying',
    'storyRenderPhaseChanged',
  ])};
  const hooked = new WeakSet();
  let channel;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      if (!value || hooked.has(value)) return;
      hooked.add(value);
      for (const name of events) value.on(name, (data) => window.__storyEvent(name, data));
    },
  });
})();`;

interface A11yReport {
  type: string;
  status: string;
  result?: {
    error?: unknown;
    violations?: { id: string; help: string; nodes: { target: unknown[] }[] }[];
  };
}

const describeError = (data: unknown): string => {
  if (data && typeof data === 'object') {
    const { message, stack, name } = data as { message?: string; stack?: string; name?: string };
    return stack ?? `${name ?? 'Error'}: ${message ?? JSON.stringify(data)}`;
  }
  return String(data);
};

const describeReports = (reports: A11yReport[]) =>
  reports
    .filter((report) => report.status === 'failed')
    .map((report) => {
      const violations = report.result?.violations;
      if (!violations) return `${report.type}: ${describeError(report.result?.error)}`;
      return violations
        .map(
          (violation) =>
            `${report.type} ${violation.id}: ${violation.help}\n` +
            violation.nodes.map((node) => `    at ${JSON.stringify(node.target)}`).join('\n'),
        )
        .join('\n');
    });

/** One worker: a page of its own that runs stories off the shared queue. */
async function work(
  browser: Browser,
  origin: string,
  queue: StoryEntry[],
  timeout: number,
  done: (outcome: StoryOutcome) => void,
) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    // Storybook pauses animations at a story's end, instead of waiting for them, in test runs.
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/${browser.version()} Safari/537.36 StorybookTestRunner`,
  });
  let current: ((name: string, data: unknown) => void) | undefined;
  await context.exposeFunction('__storyEvent', (name: string, data: unknown) =>
    current?.(name, data),
  );
  await context.addInitScript(LISTEN_TO_PREVIEW);
  const page: Page = await context.newPage();
  let pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(describeError(error)));
  let fresh = true;

  for (let story = queue.shift(); story; story = queue.shift()) {
    const started = performance.now();
    const errors: string[] = [];
    let phase = 'loading';
    let axe = false;
    pageErrors = [];
    const finished = new Promise<boolean>((settle) => {
      current = (name, data) => {
        switch (name) {
          case 'storyRenderPhaseChanged':
            phase = (data as { newPhase?: string }).newPhase ?? phase;
            return;
          case 'playFunctionThrewException':
          case 'storyThrewException':
            errors.push(describeError(data));
            return;
          case 'unhandledErrorsWhilePlaying':
            for (const error of data as unknown[]) errors.push(describeError(error));
            return;
          case 'storyErrored':
            errors.push(describeError(data));
            settle(false);
            return;
          case 'storyMissing':
            errors.push(`The story ${String(data)} is not in the build.`);
            settle(false);
            return;
          case 'storyFinished': {
            const { status, reporters } = data as { status: string; reporters: A11yReport[] };
            axe = reporters.some((report) => report.type === 'a11y');
            errors.push(...describeReports(reporters));
            settle(status === 'success' && errors.length === 0);
          }
        }
      };
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((settle) => {
      timer = setTimeout(() => {
        errors.push(`Not finished after ${timeout} ms (phase: ${phase}).`);
        settle(false);
      }, timeout);
    });
    if (fresh) {
      await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    } else {
      // Storybook's own way to another story, as its manager does: the preview unmounts the
      // story shown and renders the next, without loading every module again
      await page.evaluate(
        `globalThis.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', ${JSON.stringify({
          storyId: story.id,
          viewMode: 'story',
        })})`,
      );
    }
    let ok = await Promise.race([finished, timedOut]);
    clearTimeout(timer);
    current = undefined;
    if (pageErrors.length > 0) {
      errors.push(...pageErrors.map((error) => `uncaught: ${error}`));
      ok = false;
    }
    // after a failure the next story starts in a new document, whatever this one left behind
    fresh = !ok;
    done({
      id: story.id,
      file: story.importPath,
      name: `${story.title} › ${story.name}`,
      ok,
      errors,
      axe,
      ms: performance.now() - started,
    });
  }
  await context.close();
}

async function main() {
  const dir = resolve(values.dir);
  const timeout = Number(values.timeout);
  const stories = (await readStories(dir)).filter(
    (story) =>
      values.filter.length === 0 ||
      values.filter.some((text) => story.id.includes(text) || story.importPath.includes(text)),
  );
  if (stories.length === 0)
    throw new Error(`No story to run in ${dir} (filters: ${values.filter.join(', ') || 'none'}).`);
  const workers = Math.max(
    1,
    Math.min(Number(values.workers ?? Math.min(availableParallelism(), 2)), stories.length),
  );
  const site = await serveSite(dir);
  const browser = await chromium.launch({
    executablePath: chromiumExecutable,
    args: chromiumArgs,
    headless: true,
  });
  const outcomes: StoryOutcome[] = [];
  const started = performance.now();
  console.log(`Running ${stories.length} stories of ${dir} with ${workers} page(s).`);
  try {
    const queue = [...stories];
    await Promise.all(
      Array.from({ length: workers }, () =>
        work(browser, site.url, queue, timeout, (outcome) => {
          outcomes.push(outcome);
          const mark = outcome.ok ? '✓' : '✗';
          console.log(`${mark} ${outcome.name} (${Math.round(outcome.ms)} ms)`);
          for (const error of outcome.errors)
            console.log(`    ${error.replaceAll('\n', '\n    ')}`);
        }),
      ),
    );
  } finally {
    await browser.close();
    await site.close();
  }
  const failed = outcomes.filter((outcome) => !outcome.ok);
  const files = new Set(outcomes.map((outcome) => outcome.file));
  const slowest = [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 8);
  console.log('\nSlowest stories:');
  for (const outcome of slowest) console.log(`  ${Math.round(outcome.ms)} ms  ${outcome.name}`);
  if (failed.length > 0) {
    console.log('\nFailed stories:');
    for (const outcome of failed) console.log(`  ✗ ${outcome.name}  (${outcome.file})`);
  }
  const checked = outcomes.filter((outcome) => outcome.axe).length;
  console.log(
    `\nStory files ${files.size}, stories ${outcomes.length} (axe-core on ${checked}) in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  console.log(`${outcomes.length - failed.length} passed, ${failed.length} failed`);
  if (values.json) await writeFile(values.json, JSON.stringify(outcomes, null, 2));
  process.exitCode = failed.length > 0 ? 1 : 0;
}

await main();
