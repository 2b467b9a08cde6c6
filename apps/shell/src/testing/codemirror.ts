/**
 * Set-up for tests that show a CodeMirror editor (the data view's SQL field): import it from
 * the test file. jsdom has no layout and its Range cannot measure; CodeMirror measures text
 * ranges while it draws, so empty rectangles let it run (the tests read and type text, never
 * positions).
 */
if (typeof Range !== 'undefined' && !('getClientRects' in Range.prototype)) {
  const rect = { x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 };
  const empty = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] };
  Object.assign(Range.prototype, {
    getClientRects: () => empty,
    getBoundingClientRect: () => rect,
  });
}

export {};
