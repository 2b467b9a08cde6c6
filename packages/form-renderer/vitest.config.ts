import { defineConfig } from 'vitest/config';

// Unit and component tests (jsdom). The install test has its own config (`pnpm test:install`).
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Files share their worker's modules and DOM environment (no per-file isolation): loading
    // jsdom, MUI and the code under test once per worker instead of once per file.
    isolate: false,
    pool: 'threads',
    // Component tests of large forms take a few seconds on a loaded machine.
    testTimeout: 60_000,
  },
});
