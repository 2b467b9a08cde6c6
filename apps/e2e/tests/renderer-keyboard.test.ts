/**
 * Every interactive widget of the renderer operated with the keyboard alone in Chromium: the
 * date and time pickers and their ranges, the cascader, the colour picker, rate, slider, both
 * upload widgets and the rich text editor's toolbar. Each test starts from the widget's box
 * (as a user arrives there with Tab, which the first test walks) and then only presses keys.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rendererSuite } from './renderer-page';
import { settled } from './waits';

const t = rendererSuite();

/** The focused element's name: its label, else its group's. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const own = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0];
    if (typeof own === 'string') return own.trim();
    // A rate's radio buttons: the name of their group.
    if (element.matches('input[type="radio"]'))
      return element.closest('[role="radiogroup"]')?.getAttribute('aria-label') ?? '';
    return (own?.textContent ?? element.textContent ?? '').trim();
  });
}

/** Presses `key` until the focused element's name matches `name`. */
async function pressUntil(page: Page, key: string, name: RegExp, most = 20): Promise<void> {
  const seen: string[] = [];
  for (let index = 0; index < most; index += 1) {
    await page.keyboard.press(key);
    const current = await focusedName(page);
    if (name.test(current)) return;
    seen.push(current);
  }
  throw new Error(`${key} never reached ${String(name)}; focus went through: ${seen.join(' | ')}`);
}

/** Focuses "Read values", presses Enter and answers the form's values. */
async function values(page: Page): Promise<Record<string, unknown>> {
  await page.getByRole('button', { name: 'Read values' }).focus();
  await page.keyboard.press('Enter');
  const text = await page.getByRole('status', { name: 'Values' }).textContent();
  return JSON.parse(text ?? '{}') as Record<string, unknown>;
}

/** Opens a date box's calendar with Enter, moves `right` days from today and picks with Enter. */
async function pickDay(page: Page, box: string, right: number): Promise<void> {
  await page.getByRole('textbox', { name: box, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Calendar' }).isVisible()).resolves.toBe(true);
  // Tab goes through the month navigation to the grid's focused day.
  await pressUntil(page, 'Tab', /\d{4}$/);
  for (let step = 0; step < right; step += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Opens a time box's panel with Enter, steps hours and minutes down, confirms with OK. */
async function pickTime(page: Page, box: string, hours: number, minutes: number) {
  await page.getByRole('textbox', { name: box, exact: true }).focus();
  await page.keyboard.press('Enter');
  await pressUntil(page, 'Tab', /^Hours$/);
  for (let step = 0; step < hours; step += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Minutes');
  for (let step = 0; step < minutes; step += 1) await page.keyboard.press('ArrowDown');
  await pressUntil(page, 'Tab', /^OK$/);
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const inDays = (days: number) => iso(new Date(Date.now() + days * 86_400_000));

describe('every widget by keyboard alone', () => {
  it('reaches every widget with Tab, in order, and leaves the editor with Tab', async () => {
    const page = await t.open('form=keyboard');
    await page.getByRole('textbox', { name: 'Day', exact: true }).focus();
    const stops = ['Day'];
    for (let index = 0; index < 60 && stops.at(-1) !== 'Read values'; index += 1) {
      await page.keyboard.press('Tab');
      stops.push(await focusedName(page));
    }
    const expected = [
      'Days (start)',
      'Days (end)',
      'At',
      'Span (start)',
      'Span (end)',
      'Place',
      'Tint: no color',
      'Stars',
      'Level',
      'Select file for Files',
      'Upload Photos',
      'Bold',
      'Link',
      'Body',
      'Read values',
    ];
    const order = expected.map((name) => stops.indexOf(name));
    expect(
      order.every((index) => index > 0),
      stops.join(' | '),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await page.close();
  });

  it('picks a date and a date range', async () => {
    const page = await t.open('form=keyboard');
    await pickDay(page, 'Day', 1);
    await pickDay(page, 'Days (start)', 0);
    await pickDay(page, 'Days (end)', 2);
    const data = await values(page);
    expect(data.day).toBe(inDays(1));
    expect(data.days).toEqual([inDays(0), inDays(2)]);
    await page.close();
  });

  it('picks a time and a time range', async () => {
    const page = await t.open('form=keyboard');
    await pickTime(page, 'At', 9, 30);
    await pickTime(page, 'Span (start)', 1, 0);
    await pickTime(page, 'Span (end)', 2, 15);
    const data = await values(page);
    expect(data.at).toBe('09:30:00');
    expect(data.span).toEqual(['01:00:00', '02:15:00']);
    await page.close();
  });

  it('chooses a cascader path with the arrow keys', async () => {
    const page = await t.open('form=keyboard');
    await page.getByRole('combobox', { name: 'Place' }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toBe('Zhejiang');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toBe('Nanjing');
    await page.keyboard.press('Enter');
    expect(await focusedName(page)).toBe('Place');
    expect((await values(page)).place).toEqual(['js', 'nj']);
    await page.close();
  });

  it('picks a colour in the square and by text, and dismisses with Escape', async () => {
    const page = await t.open('form=keyboard');
    const swatch = page.getByRole('button', { name: /^Tint/ });
    await swatch.focus();
    await page.keyboard.press('Enter');
    await pressUntil(page, 'Tab', /^Saturation and brightness$/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await pressUntil(page, 'Tab', /^OK$/);
    await page.keyboard.press('Enter');
    const first = (await values(page)).tint;
    expect(first).toMatch(/^#[0-9A-F]{6}$/);

    await swatch.focus();
    await page.keyboard.press('Enter');
    await pressUntil(page, 'Tab', /^Color value$/);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('#112233');
    await pressUntil(page, 'Tab', /^OK$/);
    await page.keyboard.press('Enter');
    expect((await values(page)).tint).toBe('#112233');

    await swatch.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('Tint: #112233');
    await page.close();
  });

  it('sets the rate and the slider with the arrow keys', async () => {
    const page = await t.open('form=keyboard');
    await page.getByRole('button', { name: /^Tint/ }).focus();
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Stars');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Level');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    const data = await values(page);
    expect(data.stars).toBe(3);
    expect(data.level).toBe(90);
    await page.close();
  });

  it('uploads and removes files in both upload widgets', async () => {
    const page = await t.open('form=keyboard');
    await page.route('**/upload', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ url: 'https://files.example.com/a.png' }),
      }),
    );
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    for (const [button, model] of [
      ['Select file for Files', 'files'],
      ['Upload Photos', 'photos'],
    ] as const) {
      await page.getByRole('button', { name: button }).focus();
      expect(await focusedName(page)).toBe(button);
      // Nothing moves around the button any more (the last file's row has gone) before Enter.
      await settled(page.getByRole('button', { name: button }));
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: button }).press('Enter'),
      ]);
      await chooser.setFiles({ name: 'a.png', mimeType: 'image/png', buffer: png });
      await expect
        .poll(async () => ((await values(page))[model] as unknown[]).length, { timeout: 10_000 })
        .toBe(1);
      // The file's remove button: after the file (file list) or before the add tile (images).
      await page.getByRole('button', { name: button }).focus();
      await pressUntil(page, model === 'files' ? 'Tab' : 'Shift+Tab', /^Remove a\.png$/);
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => ((await values(page))[model] as unknown[]).length, { timeout: 10_000 })
        .toBe(0);
    }
    await page.close();
  });

  it('formats and links text from the editor toolbar', async () => {
    const page = await t.open('form=keyboard');
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.focus();
    await page.keyboard.type('Hello world');
    await page.keyboard.press('Control+a');
    await pressUntil(page, 'Shift+Tab', /^Bold$/);
    await page.keyboard.press('Enter');
    expect(await focusedName(page)).toBe('Body');
    await page.keyboard.press('Control+a');
    await pressUntil(page, 'Shift+Tab', /^Link$/);
    await page.keyboard.press('Enter');
    expect(await focusedName(page)).toBe('Link address');
    await settled(page.getByRole('dialog'));
    const address = page.getByRole('textbox', { name: 'Link address' });
    await address.pressSequentially('https://example.com');
    await expect.poll(() => address.inputValue()).toBe('https://example.com');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const html = String((await values(page)).body);
    expect(html).toContain('<strong>');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('Hello world');
    await page.close();
  });
});
