import { expect, waitFor } from 'storybook/test';

/**
 * Waits until React Flow has drawn a flow inside `container`: its `nodes` nodes, visible (React
 * Flow draws a node once it knows its size), and then its edges (drawn after the nodes, all in
 * one go). Before that the canvas is empty, or holds the nodes alone.
 */
export function flowDrawn(container: HTMLElement, nodes: number, timeout = 10_000) {
  return waitFor(
    () => {
      const drawn = container.querySelectorAll<HTMLElement>('.react-flow__node');
      expect(drawn).toHaveLength(nodes);
      for (const node of drawn) expect(node).toBeVisible();
      expect(container.querySelector('.react-flow__edge')).not.toBeNull();
    },
    { timeout },
  );
}

/**
 * Waits until an element and everything around it have faded in (a dialog's or a popover's
 * transition), since the accessibility check reads their colours.
 */
export function fadedIn(element: HTMLElement) {
  return waitFor(() => {
    for (let at: HTMLElement | null = element; at; at = at.parentElement) {
      expect(getComputedStyle(at).opacity).toBe('1');
    }
  });
}
