import { defineConfig } from 'vitest/config';

/**
 * Browser tests: each file starts the real server and Chromium of its own and loads sites built
 * with Vite once per run; run with `pnpm e2e` (turbo's `e2e` task builds the packages first).
 * Files run side by side (`E2E_WORKERS`, default 2): one file drives its browser, server and
 * page in turns and leaves part of a CPU idle while it waits for them; two keep a two-core
 * machine busy. Each has a server, a database and a browser of its own.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // The run's folder for what files share (`tests/run-cache.ts`: built sites, seeded data),
    // removed when the run ends.
    globalSetup: ['tests/global-setup.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    testTimeout: 180_000,
    hookTimeout: 300_000,
    // `expect.poll` waits for what the page shows as long as a loaded machine may need.
    expect: { poll: { timeout: 30_000 } },
  },
});
