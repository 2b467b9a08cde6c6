/**
 * Vitest's global set-up of the browser tests: one temporary folder per `vitest run` for what
 * the test files make once and share (`run-cache.ts`: the built sites, the seeded platform
 * data), however many files use it; removed when the run ends.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of shared things, one sub-folder each. */
    runDir: string;
  }
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'e2e-run-'));
  project.provide('runDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
