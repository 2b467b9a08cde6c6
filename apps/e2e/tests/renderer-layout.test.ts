/**
 * The renderer's layout in Chromium, measured as element boxes: controls fit their sub-table
 * column or report cell at every width, action buttons fit their column, label and control
 * share a row at pc width, and a hostile host stylesheet (the Vite React template's CSS,
 * centred text, a large line height, `content-box` sizing) changes none of it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Box, rendererSuite } from './renderer-page';

const t = rendererSuite();

/** Boxes of every form item's label and content, relative to the form's own box. */
async function itemBoxes(page: Page): Promise<Array<{ label: Box | null; control: Box }>> {
  return page.evaluate(() => {
    const form = document.querySelector('form')!.getBoundingClientRect();
    const rel = (el: Element | null) => {
      if (!el) return null;
      const box = el.getBoundingClientRect();
      return {
        left: Math.round(box.left - form.left),
        right: Math.round(box.right - form.left),
        top: Math.round(box.top - form.top),
        bottom: Math.round(box.bottom - form.top),
      };
    };
    return [...document.querySelectorAll('.fr-item')].map((item) => {
      const content = item.querySelector(':scope > .fr-item__content') ?? item;
      const control = content.firstElementChild ?? content;
      return { label: rel(item.querySelector(':scope > .fr-item__label')), control: rel(control)! };
    });
  });
}

interface Placed {
  /** The control: its class and accessible name. */
  control: string;
  /** The cell's content box (inside padding and border). */
  inner: Box;
  controlBox: Box;
}

/** Every control (input, button, group) in cells matching `cells`, with its cell's content box. */
async function cellsAndControls(page: Page, cells: string): Promise<Placed[]> {
  return page.evaluate((selector) => {
    const result: Placed[] = [];
    for (const cell of document.querySelectorAll(selector)) {
      const box = cell.getBoundingClientRect();
      const style = getComputedStyle(cell);
      const inner = {
        left: box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth),
        right: box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth),
        top: box.top,
        bottom: box.bottom,
      };
      const controls = cell.querySelectorAll(
        '.MuiInputBase-root, .MuiButtonBase-root, [role="group"], [role="radiogroup"]',
      );
      for (const control of controls) {
        const name =
          control.getAttribute('aria-label') ??
          control.querySelector('input')?.getAttribute('aria-label') ??
          '';
        const { left, right, top, bottom } = control.getBoundingClientRect();
        result.push({
          control: `${control.className.toString().split(' ')[0]} ${name}`,
          inner,
          controlBox: { left, right, top, bottom },
        });
      }
    }
    return result;
  }, cells);
}

/** The controls that reach out of their cell, described. */
function overflowing(found: readonly Placed[]): string[] {
  return found
    .filter(
      ({ inner, controlBox }) =>
        controlBox.left < inner.left - 0.5 || controlBox.right > inner.right + 0.5,
    )
    .map(
      ({ control, inner, controlBox }) =>
        `${control}: ${Math.round(controlBox.left)}–${Math.round(controlBox.right)} outside ${Math.round(inner.left)}–${Math.round(inner.right)}`,
    );
}

describe('renderer layout', () => {
  it('puts label and control on one row at pc width, beside each other', async () => {
    const page = await t.open('form=first');
    const boxes = await itemBoxes(page);
    expect(boxes.length).toBe(4);
    for (const { label, control } of boxes) {
      if (!label) throw new Error('Every item of this form has a label');
      // The label ends where the content starts (label width 100 px) and shares its first line.
      expect(label.right).toBeLessThanOrEqual(control.left);
      expect(control.left - label.right).toBeLessThanOrEqual(1);
      expect(Math.abs(label.top - control.top)).toBeLessThanOrEqual(2);
      expect(label.right).toBe(100);
    }
    await page.close();
  });

  it('lays the form out the same inside a hostile host stylesheet', async () => {
    for (const form of ['first', 'subtable', 'report']) {
      const plain = await t.open(`form=${form}&width=800`);
      const hostile = await t.open(`form=${form}&width=800&host=hostile`);
      const [a, b] = await Promise.all([itemBoxes(plain), itemBoxes(hostile)]);
      expect(b.length, form).toBe(a.length);
      // Same boxes relative to the form, to the pixel (heights included: no inherited line height).
      expect(b, form).toEqual(a);
      await plain.close();
      await hostile.close();
    }
  });

  it('keeps every sub-table control inside its column, at any width, in any host', async () => {
    for (const [width, host] of [
      [1280, ''],
      [1280, '&host=hostile'],
      [700, ''],
      [360, ''],
    ] as const) {
      const page = await t.open(`form=subtable${host}`, width);
      await page.getByRole('button', { name: 'Add' }).click();
      await page.getByRole('button', { name: 'Add' }).click();
      // both added rows are drawn before their cells are measured
      await expect
        .poll(async () => (await cellsAndControls(page, '.fr-subtable__table td')).length, {
          message: `${width}${host}`,
          timeout: 30_000,
        })
        .toBeGreaterThan(14);
      const found = await cellsAndControls(page, '.fr-subtable__table td');
      expect(overflowing(found), `${width}${host}`).toEqual([]);
      // The default column is 200 px wide.
      const item = await page.getByRole('columnheader', { name: 'Item' }).boundingBox();
      expect(Math.round(item?.width ?? 0)).toBe(200);
      await page.close();
    }
  });

  it('keeps the report cells’ controls inside their cells with a gap between them on mobile', async () => {
    for (const host of ['', '&host=hostile']) {
      const page = await t.open(`form=report&platform=mobile${host}`, 390);
      const found = await cellsAndControls(page, '.fr-report__cell');
      expect(found.length).toBeGreaterThanOrEqual(5);
      expect(overflowing(found), host).toEqual([]);
      const boxes = await page
        .getByRole('textbox', { name: /^(First|Last|Email)$/ })
        .evaluateAll((inputs) =>
          inputs.map((input) => input.closest('.MuiInputBase-root')!.getBoundingClientRect()),
        );
      expect(boxes).toHaveLength(3);
      for (let index = 1; index < boxes.length; index += 1) {
        const [above, below] = [boxes[index - 1]!, boxes[index]!];
        const gap = Math.max(below.top - above.bottom, below.left - above.right);
        expect(gap, host).toBeGreaterThanOrEqual(8);
      }
      await page.close();
    }
  });
});
