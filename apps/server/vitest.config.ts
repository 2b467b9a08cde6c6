import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Every file starts a real database (PGlite in WebAssembly, or a PostgreSQL database).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Files share a worker process: PGlite's WebAssembly is compiled once per worker, not per file.
    isolate: false,
  },
});
