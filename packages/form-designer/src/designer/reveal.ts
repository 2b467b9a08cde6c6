/** Scrolls a widget's canvas item into view inside one designer. */

/** The attribute every canvas item carries with its widget's key. */
export const WIDGET_KEY_ATTRIBUTE = 'data-widget-key';

/** The canvas item of a widget inside `root`, or null while it is not rendered. */
export function findCanvasItem(root: ParentNode, key: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[${WIDGET_KEY_ATTRIBUTE}="${CSS.escape(key)}"]`);
}

/**
 * Scrolls the widget's canvas item into view once the selection has rendered. Waits a frame
 * so that an item shown by the selection (a tab pane switching) exists.
 */
export function revealWidget(root: ParentNode | null, key: string): void {
  const run = () => {
    const item = root ? findCanvasItem(root, key) : null;
    item?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  else run();
}
