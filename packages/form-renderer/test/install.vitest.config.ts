import { defineConfig } from 'vitest/config';

// The install test alone (`pnpm test:install`): Node environment, generous time limits.
export default defineConfig({
  test: {
    include: ['test/install.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
