import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { config as transitions } from 'react-transition-group';
import { afterEach, beforeAll } from 'vitest';

// MUI's transitions (dialogs, menus, popovers, collapses) end at once: a test waits for what a
// user sees, never for an animation's time, and never meets an element still fading.
transitions.disabled = true;

// `findBy…` and `waitFor` wait up to 30 s: lazy chunks (CodeMirror, the renderer's widgets)
// are compiled on first use, which takes that long while the whole suite loads the machine.
configure({ asyncUtilTimeout: 30_000 });

afterEach(cleanup);

// The property panels' code loads right after the designer's first paint, before a user can
// select anything; tests select at once, so it is loaded before each file's tests (after the
// file's module mocks are in place).
beforeAll(async () => {
  const { loadPropertyPanels } = await import('./src/panels/PropertiesPanel');
  await loadPropertyPanels();
});

// jsdom has no layout, and its Range cannot measure: CodeMirror (the JSON, script and code
// editors) measures text ranges while it draws. Empty rectangles let it run; the tests read
// and type text, never positions.
if (typeof Range !== 'undefined' && !('getClientRects' in Range.prototype)) {
  const rect = { x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 };
  const empty = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] };
  Object.assign(Range.prototype, {
    getClientRects: () => empty,
    getBoundingClientRect: () => rect,
  });
}
