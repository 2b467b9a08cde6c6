import { defineConfig } from 'vitest/config';

// Browser tests: each file starts the real server and Chromium of its own and loads sites built
// with Vite once per run. Slow by nature; run with `pnpm e2e` (turbo's `e2e` task builds the
// packages first).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // The run's folder for what files share (`tests/run-cache.ts`: built sites, seeded data),
    // removed when the run ends.
    globalSetup: ['tests/global-setup.ts'],
    // One file at a time: each starts a server and a browser of its own.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
