import { defineConfig } from 'vitest/config';

// The install test and the standalone build's test (`pnpm test:install`): Node environment,
// generous time limits.
export default defineConfig({
  test: {
    include: ['test/install.test.ts', 'test/standalone.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
