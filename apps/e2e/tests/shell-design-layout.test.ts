/**
 * The shell's form designer laid out in the window, in Chromium against the started server: a
 * form of 50 fields (stored through the server's API) opened at 1440×900 fits the window (no
 * sideways scroll, Save and the property panel in view, the canvas taking the room between
 * palette and property panel, field keys clear of the inputs), also after a drop and a save,
 * and at 1280×800 and 1920×1080. Screenshots go to `test-results/shell/`.
 */
import { join } from 'node:path';
import { DEFAULT_FORM_CONFIG, type Widget, type WidgetType, createWidget } from '@org/form-schema';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSuite, poll } from './admin-site';
import { drag, middleOf } from './designer-drag';
import { settled } from './waits';

const site = adminSuite('shell');
const { shots } = site;

const FIELDS = 50;
const TYPES: WidgetType[] = ['input', 'number', 'textarea', 'select', 'date', 'radio', 'checkbox'];

const canvasItems = (page: Page) => page.locator('[data-drop-list="root:0"] > [data-drop-item]');
const saveButton = (page: Page) => page.getByRole('button', { name: '保存', exact: true });
const designer = (page: Page) => page.getByRole('region', { name: '表单设计器' });
const properties = (page: Page) => designer(page).getByRole('complementary', { name: '属性' });
const canvas = (page: Page) => designer(page).getByRole('region', { name: '表单画布' });
const palette = (page: Page) => designer(page).getByRole('navigation', { name: '组件' });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /版本|未保存/ });

/** The document's width beyond the window's (0 when nothing scrolls sideways) and its scroll. */
const overflow = (page: Page) =>
  page.evaluate(() => ({
    beyond: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    scrollX: window.scrollX,
  }));

async function box(name: string, target: Locator) {
  const found = await target.boundingBox();
  if (!found) throw new Error(`${name} is not shown`);
  return found;
}

/**
 * Checks that the designer fits a window of `width`: nothing scrolls sideways, Save and the
 * property panel lie inside the window, the canvas takes more than half of the room between palette and
 * property panel (pc), and no field key covers its field's input.
 */
async function expectFits(page: Page, width: number) {
  await poll(() => overflow(page)).toEqual({ beyond: 0, scrollX: 0 });
  const save = await box('Save', saveButton(page));
  expect(save.x).toBeGreaterThanOrEqual(0);
  expect(save.x + save.width).toBeLessThanOrEqual(width);
  const panel = await box('The property panel', properties(page));
  expect(panel.x).toBeGreaterThanOrEqual(0);
  expect(panel.x + panel.width).toBeLessThanOrEqual(width);
  const left = await box('The palette', palette(page));
  const room = panel.x - (left.x + left.width);
  const drawn = await box('The canvas', canvas(page));
  expect(drawn.width).toBeGreaterThan(room / 2);
  // The field key sits above its input, never over it.
  const overlaps = await page.evaluate(() =>
    [...document.querySelectorAll('[data-drop-list="root:0"] > [data-drop-item]')]
      .slice(0, 10)
      .filter((item) => {
        const key = item.querySelector(':scope > .fd-model')?.getBoundingClientRect();
        const input = item.querySelector('.fd-control')?.getBoundingClientRect();
        if (!key || !input) return false;
        return (
          key.bottom > input.top + 0.5 &&
          key.top < input.bottom &&
          key.right > input.left &&
          key.left < input.right
        );
      })
      .map((item) => item.getAttribute('aria-label')),
  );
  expect(overlaps).toEqual([]);
}

describe('the shell’s form designer fits the window with a long form', () => {
  let page: Page;
  let formId = 0;
  const errors: string[] = [];

  it('opens a form of 50 fields at 1440×900 with the whole designer in view', async () => {
    const token = await site.token();
    const app = await site.api<{ id: number }>('/ibsp-bg-auth/sysAppConfig/v1/app', {
      method: 'POST',
      token,
      body: { appCode: 'e2e_layout', appName: '布局' },
    });
    expect(app.code).toBe(20000);
    // Fields of every kind, a grid of two and a sub-table of three columns among them.
    const list: Widget[] = Array.from({ length: FIELDS - 2 }, (_, n) =>
      createWidget(TYPES[n % TYPES.length] ?? 'input', { name: `字段 ${n + 1}` }),
    );
    const grid = createWidget('grid', { name: '两列' });
    grid.columns.forEach((column, n) =>
      column.list.push(createWidget('input', { name: `列 ${n}` })),
    );
    const table = createWidget('table', { name: '明细' });
    table.tableColumns = (['input', 'number', 'date'] as const).map((type) =>
      createWidget(type, { name: `明细 ${type}` }),
    );
    list.splice(3, 0, grid, table);
    const form = await site.api<{ id: number }>('/form-service/form/v1/form', {
      method: 'POST',
      token,
      body: {
        appId: app.data.id,
        formCode: 'e2e_long',
        formName: '五十个字段',
        definition: { list, config: { ...DEFAULT_FORM_CONFIG } },
      },
    });
    expect(form.code).toBe(20000);
    formId = form.data.id;

    page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(page, 'admin', 'Admin@123', `/formDesign?formId=${formId}`);
    await page.waitForURL(/\/formDesign\?formId=\d+$/);
    await poll(() => canvasItems(page).count()).toBe(FIELDS);
    await poll(() => saveButton(page).isVisible()).toBe(true);
    await canvas(page).getByRole('button', { name: '电脑' }).click();
    await canvasItems(page)
      .first()
      .click({ position: { x: 24, y: 8 } });
    await poll(() => properties(page).getByLabel('字段标识').first().isVisible()).toBe(true);
    await settled(properties(page));
    await page.screenshot({ path: join(shots, 'design-layout-1440.png') });
    await expectFits(page, 1440);
  });

  it('stays in the window after a drop and a save', async () => {
    await drag(
      page,
      palette(page).locator('[data-palette-type="input"]').first(),
      middleOf(canvasItems(page).nth(2)),
    );
    await poll(() => canvasItems(page).count()).toBe(FIELDS + 1);
    await poll(() => status(page).innerText()).toBe('有未保存的修改');
    await expectFits(page, 1440);
    await saveButton(page).click();
    await poll(() => status(page).innerText()).toBe('已保存为版本 2');
    await page.screenshot({ path: join(shots, 'design-layout-saved.png') });
    await expectFits(page, 1440);
  });

  it('fits 1280×800 and 1920×1080 as well', async () => {
    for (const [width, height] of [
      [1280, 800],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expectFits(page, width);
      await settled(designer(page));
      await page.screenshot({ path: join(shots, `design-layout-${width}.png`) });
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
