/**
 * Waits for what the page shows rather than for a length of time: the browser tests run on
 * busy two-CPU machines, where any fixed pause is too short one day and wasted every other.
 */
import type { Locator, Page } from 'playwright-core';

/**
 * Resolves once the page has drawn `count` more frames, so that what it does once a frame
 * (reading the pointer, drawing a drop line) has seen the input sent before.
 */
export async function nextFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((done) => {
        const step = (left: number) =>
          left === 0 ? done() : requestAnimationFrame(() => step(left - 1));
        step(frames);
      }),
    count,
  );
}

/**
 * Waits until `target` has finished coming in (before a screenshot): it and its ancestors are
 * fully opaque (a fade), no transition or animation of the page that ends is still running (a
 * slide, a grow), and its box stays the same over two frames.
 */
export async function settled(target: Locator): Promise<void> {
  const element = await target.elementHandle();
  try {
    await target.page().waitForFunction((shown) => {
      for (let node: Element | null = shown; node; node = node.parentElement) {
        if (getComputedStyle(node).opacity !== '1') return false;
      }
      // Spinners and focus ripples repeat for ever; they are part of the picture.
      return document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        );
    }, element);
    await element.waitForElementState('stable');
  } finally {
    await element.dispose();
  }
}

/**
 * Checks a row's checkbox in a data grid. The grid keeps the selection in its own state and
 * draws the box checked a moment after the click on a busy machine, so this waits for the box
 * to show checked rather than reading it at once (as `locator.check()` does, and fails).
 */
export async function checkRow(box: Locator): Promise<void> {
  await box.click();
  await box
    .page()
    .waitForFunction(
      (input) => input instanceof HTMLInputElement && input.checked,
      await box.elementHandle(),
    );
}
