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
    // Component tests drive real user events; on a loaded machine they need more than 5 s.
    testTimeout: 60_000,
  },
});
