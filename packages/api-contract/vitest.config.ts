import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Compiling every route's schemas takes seconds on a loaded machine.
    testTimeout: 30_000,
  },
});
