import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Component tests drive real user events; on a loaded machine they need more than 5 s.
    testTimeout: 60_000,
  },
});
