/**
 * Dragging in the form designer (the designer page and the shell's form design) with the real
 * mouse. The designer reads the place under the pointer once a frame and draws its drop line
 * there (`packages/form-designer/src/dnd`); a drag waits for that line instead of pausing.
 */
import type { Locator, Page } from 'playwright-core';
import { nextFrames } from './waits';

export interface Point {
  x: number;
  y: number;
}

/** The line the designer draws where a drop would go (red when the drop is refused). */
export const dropLine = (page: Page) => page.getByTestId('drop-line');

/**
 * Waits until the designer has followed the pointer to where it now is: a frame for it to read
 * the pointer, and the drop line drawn.
 */
export async function dropShown(page: Page): Promise<void> {
  await nextFrames(page);
  await dropLine(page).waitFor();
}

/**
 * A pointer drag: press, move past the 5 px threshold, glide to `to()` (read once the drag is
 * under way), wait for `until` if given (what a resting pointer brings, such as a tab opening
 * its pane) and for the drop line, release, and wait for the drag to be over.
 */
export async function drag(
  page: Page,
  from: Locator,
  to: () => Promise<Point>,
  until?: () => Promise<unknown>,
): Promise<void> {
  const box = await from.boundingBox();
  if (!box) throw new Error('Nothing to drag from');
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 12, start.y + 12, { steps: 2 });
  const point = await to();
  // Each step waits for a frame of the page: a few show the glide, more only cost time.
  await page.mouse.move(point.x, point.y, { steps: 4 });
  await until?.();
  await dropShown(page);
  await page.mouse.up();
  await dragOver(page);
}

/**
 * Waits until a drag that was let go is over: its drop line gone, and clicks reaching the page
 * again. For a moment after a drop, the drag library swallows every click on the document (so
 * that letting go does not also click what is under the pointer); a click sent in that moment,
 * such as selecting the next widget, would be lost. A test click sent to the body shows when
 * that moment has passed.
 */
export async function dragOver(page: Page): Promise<void> {
  await dropLine(page).waitFor({ state: 'detached' });
  await page.waitForFunction(() => {
    let reached = false;
    const probe = () => {
      reached = true;
    };
    document.body.addEventListener('click', probe);
    document.body.dispatchEvent(new MouseEvent('click'));
    document.body.removeEventListener('click', probe);
    return reached;
  });
}

/** The middle of an element. */
export const middleOf = (target: Locator) => async (): Promise<Point> => {
  const box = await target.boundingBox();
  if (!box) throw new Error('No place to drop on');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Just below the last widget of the form (the end of the form's list). */
export const formEnd = (page: Page) => async (): Promise<Point> => {
  const canvas = await page.locator('[data-drop-list="root:0"]').boundingBox();
  if (!canvas) throw new Error('No canvas');
  const last = page.locator('[data-drop-list="root:0"] > [data-drop-item]').last();
  const lastBox = (await last.count()) > 0 ? await last.boundingBox() : null;
  return {
    x: canvas.x + canvas.width / 2,
    y: lastBox ? lastBox.y + lastBox.height + 20 : canvas.y + 40,
  };
};
