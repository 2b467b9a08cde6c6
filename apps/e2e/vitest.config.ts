import { defineConfig } from 'vitest/config';

// Browser tests: each starts the real server, builds its page with Vite and drives the system
// Chromium. Slow by nature; run with `pnpm e2e` (turbo's `e2e` task builds the packages first).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
