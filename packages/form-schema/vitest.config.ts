import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Property-based tests are CPU-bound; on a loaded two-core CI machine they need more than
    // the default five seconds. A real hang still fails.
    testTimeout: 30_000,
  },
});
