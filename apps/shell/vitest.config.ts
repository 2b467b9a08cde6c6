import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Files share their worker's modules and DOM environment (no per-file isolation): loading
    // jsdom, MUI and the code under test once per worker instead of once per file.
    isolate: false,
    pool: 'threads',
    // Component tests drive real user events; the first test of a file also loads MUI and the
    // pages, which takes tens of seconds on a loaded machine.
    testTimeout: 90_000,
  },
});
