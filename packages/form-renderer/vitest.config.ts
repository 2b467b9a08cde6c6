import { defineConfig } from 'vitest/config';

// Unit and component tests (jsdom). The install test has its own config (`pnpm test:install`).
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Component tests of large forms take a few seconds on a loaded machine.
    testTimeout: 60_000,
  },
});
