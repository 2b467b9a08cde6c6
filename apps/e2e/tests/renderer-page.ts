/**
 * What the renderer's layout and keyboard tests need: the page in `src/renderer-page` (built
 * once per run, `sites.ts`) served on a free port (no platform server: these forms call no
 * API), and Chromium. Started and stopped as hooks of the test file.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, reportPagesOnFailure } from './platform';
import { type Site, builtSite, serveSite } from './sites';

export interface RendererSuite {
  browser: Browser;
  /** Opens the page with `query` (`form=…&platform=…&host=hostile`) at a viewport width. */
  open(query: string, width?: number): Promise<Page>;
}

export function rendererSuite(): RendererSuite {
  let site: Site | undefined;
  const suite = {} as RendererSuite;
  beforeAll(async () => {
    const [dir] = await Promise.all([
      builtSite('renderer-page'),
      launchChromium().then((browser) => (suite.browser = browser)),
    ]);
    site = await serveSite(dir);
  });
  reportPagesOnFailure(() => suite.browser);
  afterAll(async () => {
    await suite.browser?.close();
    await site?.close();
  });
  suite.open = async (query, width = 1280) => {
    if (!site) throw new Error('The page is not served yet.');
    const page = await suite.browser.newPage({ viewport: { width, height: 900 } });
    // The page has the window's focus, so that keys do what they do for a person.
    await page.bringToFront();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.url}/?${query}`);
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
