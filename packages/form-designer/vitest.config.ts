import { defineConfig } from 'vitest/config';

/**
 * Files that need modules of their own: a module mock, or a first (lazy) load under test. Every
 * other file shares its worker's modules and DOM environment with the files before it (no
 * per-file isolation), which saves loading jsdom, MUI and the designer for each file.
 */
const FRESH_MODULES = [
  // mocks ./WidgetPreview with vi.mock, which must come before the canvas is first loaded
  'src/canvas/Canvas.renders.test.tsx',
  // shows the placeholder while CodeMirror loads for the first time
  'src/dialogs/CodeEditorDialog.test.tsx',
];

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Component tests drive real user events; on a loaded machine they need more than 5 s.
    testTimeout: 90_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: FRESH_MODULES,
          isolate: false,
          pool: 'threads',
        },
      },
      { extends: true, test: { name: 'fresh', include: FRESH_MODULES } },
    ],
  },
});
