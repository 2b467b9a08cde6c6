/**
 * Set-up shared by the dialogs' component tests: imported by each of them.
 */
import { configure } from '@testing-library/react';

// The machine running the tests is often busy, and the dialogs load CodeMirror and the
// renderer's widgets on first use: give asynchronous queries more than one second.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: CodeMirror measures ranges, which jsdom's Range cannot. Empty
// rectangles let it run (tests read and change the text, never positions).
if (typeof Range !== 'undefined' && !('getClientRects' in Range.prototype)) {
  const empty = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] };
  Object.assign(Range.prototype, {
    getClientRects: () => empty,
    getBoundingClientRect: () => ({
      x: 0,
      y: 0,
      width: 0,
      height: 0,
      top: 0,
      left: 0,
      right: 0,
      bottom: 0,
    }),
  });
}
