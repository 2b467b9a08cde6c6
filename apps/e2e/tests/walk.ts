/**
 * The language walk: every screen of an app opened in one language, and every text a user
 * reads on it checked against that language. On a platform started in English nothing may be
 * Chinese (its data is English too); on a Chinese one no English word may show outside the data
 * and a short list of names that stay as they are (product names, protocols, codes).
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AdminSite } from './admin-site';
import type { PlatformLanguage } from './platform';
import { settled } from './waits';

/** A text on a screen: what it says, and where (the element and its parent). */
export interface ShownText {
  text: string;
  where: string;
}

/** What a screen shows: its texts, and the words of its data. */
export interface ShownScreen {
  texts: ShownText[];
  /**
   * Words of what users typed or stored (field values, cells of grids and tables, items of
   * trees, what is marked `translate="no"`): a text that quotes them (`列 regionCode 的标题`)
   * quotes data.
   */
  dataWords: string[];
}

/**
 * Every text of the page a user reads: visible text, and the names read out or shown on
 * pointing (`aria-label`, `placeholder`, `title`, `alt`) of visible elements. Left out: what
 * users typed or stored (field values, never read here, and code editors), in a Chinese walk
 * the data cells of grids and tables and the items of trees, and what is marked as never
 * translated (`translate="no"`: codes and models). An element that declares its own `lang`
 * (the language menu's items) speaks that language and is left out too.
 */
export async function shownTexts(page: Page, skipData: boolean): Promise<ShownScreen> {
  return page.evaluate((skipData) => {
    const data = [
      '[translate="no"]',
      ...(skipData ? ['[role="gridcell"]', '[role="treeitem"]', '[role="cell"]', 'td'] : []),
    ].join(',');
    const skipped = [
      'pre',
      'code',
      '.cm-editor',
      '[contenteditable="true"]',
      '[lang]:not(html)',
      // the credit link of the graph library the flow designer draws with, in its own words
      '.react-flow__attribution',
      data,
    ].join(',');
    const describe = (element: Element) =>
      [element, element.parentElement]
        .filter((node): node is Element => node !== null)
        .map((node) => {
          const role = node.getAttribute('role');
          const label = node.getAttribute('aria-label');
          const className = typeof node.className === 'string' ? node.className.split(' ')[0] : '';
          return `${node.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${
            label ? `[aria-label="${label}"]` : ''
          }${className ? `.${className}` : ''}`;
        })
        .reverse()
        .join(' > ');
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    const shown = (element: Element) => visible(element) && !element.closest(skipped);
    // a text area's text is its value
    const shownText = (element: Element) => shown(element) && !element.closest('textarea');
    const texts: { text: string; where: string }[] = [];
    // the text of an element is its text nodes together (React writes `a (b)` as four)
    const byElement = new Map<Element, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (element)
        byElement.set(element, (byElement.get(element) ?? '') + (node.textContent ?? ''));
    }
    for (const [element, content] of byElement) {
      const text = content.trim();
      if (text !== '' && shownText(element)) texts.push({ text, where: describe(element) });
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [placeholder], [title], img[alt]',
    )) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const text = element.getAttribute(name)?.trim();
        if (text) texts.push({ text, where: `${describe(element)} @${name}` });
      }
    }
    const stored = [
      ...[...document.body.querySelectorAll(data)]
        .filter(visible)
        .map((node) => node.textContent ?? ''),
      ...[...document.body.querySelectorAll('input, textarea')].map(
        (field) => (field as HTMLInputElement).value,
      ),
    ];
    const dataWords = [...new Set(stored.flatMap((text) => text.match(/[A-Za-z]\w*/g) ?? []))];
    return { texts, dataWords };
  }, skipData);
}

const HAN = /\p{Script=Han}/u;

/**
 * Latin words that stay as they are in Chinese: names of products, protocols, standards and
 * formats, units, keys of the keyboard, and the tokens of the data a Chinese platform is
 * seeded with (accounts, codes).
 */
const KEPT_IN_CHINESE = new Set([
  'API',
  'APIs',
  'CSV',
  'CRM',
  'GitLab',
  'HTTP',
  'HTTPS',
  'ID',
  'IP',
  'JSON',
  'SQL',
  'SELECT',
  'WITH',
  'URL',
  'GET',
  'POST',
  'PUT',
  'DELETE',
  'KB',
  'MB',
  'GB',
  'MiB',
  'KiB',
  'GiB',
  'HTML',
  'PNG',
  'JPEG',
  'GIF',
  'WebP',
  'SVG',
  'http',
  'https',
  'IPv4',
  'IPv6',
  'CIDR',
  'PC',
  'admin',
  'editor',
  'BPMN',
  'Ctrl',
  'Shift',
]);

/**
 * What is left out before looking for words: e-mail addresses and web addresses (data), a
 * code in brackets after its name (`生产 (prod)`), identifiers with `_`, `.` or `:` in them,
 * parameters (`:name`), paths, the names of the external apps' credentials and of JSON Schema,
 * and examples of values (`例如 …`, `如 …`).
 */
const NOT_WORDS = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /\bhttps?:\/\/\S+/g,
  /[(（][\w.:-]+[)）]/g,
  /\b\w+[_.:]\w+(?:[_.:]\w+)*\b/g,
  /:\w+/g,
  /\S*\/\S*/g,
  /\b(?:App (?:Key|Secret)|JSON Schema)\b/g,
  /(?:例如|如) [^，。；]*/g,
];

/** Words a text shows that are not in its language; `data` holds words of the screen's data. */
export function foreignWords(
  text: string,
  language: PlatformLanguage,
  data: ReadonlySet<string> = new Set(),
): string[] {
  if (language === 'en-US') return HAN.test(text) ? [text] : [];
  const prose = NOT_WORDS.reduce((left, pattern) => left.replace(pattern, ' '), text);
  // Latin words of two letters or more; single letters are units and list marks
  const words = prose.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? [];
  return words.filter((word) => !KEPT_IN_CHINESE.has(word) && !data.has(word));
}

export interface WalkReport {
  /** Screens walked, by name. */
  screens: string[];
  /** `screen: where: text` of each text that is not in the language. */
  findings: string[];
}

/** A screen of the walk: its name (for the findings and the screenshot) and how to show it. */
export interface WalkedScreen {
  name: string;
  open: () => Promise<void>;
}

/**
 * Walks screens of one app in one language: for each, `open` shows it (navigates, waits for it)
 * and every text shown is checked, then the same for its create dialog when it has one (`add`
 * and `cancel` name its buttons). A screenshot of each lands in `shots/walk-<language>/`.
 */
export async function walkScreens(
  page: Page,
  language: PlatformLanguage,
  shots: string,
  screens: readonly WalkedScreen[],
  buttons: { add: string; cancel: string },
): Promise<WalkReport> {
  const report: WalkReport = { screens: [], findings: [] };
  const folder = join(shots, `walk-${language}`);
  await mkdir(folder, { recursive: true });
  const check = async (name: string) => {
    // a page opens in the language it knew last, and switches once the server names the
    // platform's
    await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
    await settled(page.locator('body'));
    await page.screenshot({ path: join(folder, `${name.replace(/[^\w-]+/g, '-')}.png`) });
    report.screens.push(name);
    const title = await page.title();
    for (const word of foreignWords(title, language)) {
      report.findings.push(`${name}: <title>: ${word} (in "${title}")`);
    }
    const { texts, dataWords } = await shownTexts(page, language === 'zh-CN');
    const data = new Set(dataWords);
    for (const { text, where } of texts) {
      for (const word of foreignWords(text, language, data)) {
        report.findings.push(`${name}: ${where}: ${word} (in "${text.slice(0, 80)}")`);
      }
    }
  };
  for (const screen of screens) {
    await screen.open();
    await check(screen.name);
    const close = await openAddDialog(page, buttons);
    if (close) {
      await check(`${screen.name}-add`);
      await close();
    }
  }
  return report;
}

/**
 * Waits until the screen has come in: its heading shown (or, on a page that needs a choice made
 * elsewhere, the alert saying so) and nothing loading (no progress bar or spinner in view).
 */
export async function screenReady(page: Page): Promise<void> {
  await expect
    .poll(
      async () =>
        (await page.locator('main h1:visible, main [role="alert"]:visible').count()) > 0 &&
        (await page.locator('[role="progressbar"]:visible').count()) === 0,
      { timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Opens the screen's create dialog, when it has one (a button named `add` in the page), so that
 * the walk reads the form too; `close` names the dialog's cancel button.
 */
export async function openAddDialog(
  page: Page,
  names: { add: string; cancel: string },
): Promise<(() => Promise<void>) | undefined> {
  const add = page.getByRole('main').getByRole('button', { name: names.add, exact: true });
  if ((await add.count()) !== 1 || !(await add.isEnabled())) return undefined;
  await add.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expect
    .poll(() => dialog.locator('[role="progressbar"]:visible').count(), { timeout: 30_000 })
    .toBe(0);
  return async () => {
    await dialog.getByRole('button', { name: names.cancel, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  };
}

/** Fails with every finding of the walk, once: a reader sees them all at a time. */
export function expectNoFindings(report: WalkReport): void {
  expect([...new Set(report.findings)]).toEqual([]);
}

/**
 * The walk of one app as a test does it: signs in as the administrator at `start` on a page of
 * its own, walks what `screens` lists for that page, and fails with every finding.
 */
export async function walkApp(
  site: AdminSite,
  language: PlatformLanguage,
  start: string,
  buttons: { add: string; cancel: string },
  screens: (page: Page) => Promise<WalkedScreen[]>,
): Promise<void> {
  const page = await site.browser.newPage({ viewport: { width: 1366, height: 860 } });
  const walked = await screens(page);
  await site.signIn(page, 'admin', 'Admin@123', start);
  await page.waitForURL((url) => url.pathname === start);
  const report = await walkScreens(page, language, site.shots, walked, buttons);
  console.log(`${language}: walked ${report.screens.length} screens and dialogs`);
  expectNoFindings(report);
  await page.close();
}
