import { defineConfig } from 'vitest/config';

// Browser tests: each starts the real server, builds its page with Vite and drives the system
// Chromium. Slow by nature; run with `pnpm e2e` (turbo's `e2e` task builds the packages first).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // One file at a time: each starts a server, a build and a browser of its own.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
