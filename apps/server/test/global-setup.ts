import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  buildPgliteTemplate,
  buildPostgresTemplate,
  dropDatabase,
  testDatabaseUrl,
} from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding the seeded PGlite tarball (PGlite engine). */
    pgliteTemplate: string;
    /** Seeded template database on the test PostgreSQL server (PostgreSQL engine). */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one database before the suite; every test server starts from a copy of
 * it (a PGlite tarball, or `CREATE DATABASE … TEMPLATE` on PostgreSQL).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = testDatabaseUrl();
  if (url !== undefined) {
    const template = await buildPostgresTemplate(url);
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return () => dropDatabase(url, template);
  }
  const dir = mkdtempSync(join(tmpdir(), 'platform-test-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await (await buildPgliteTemplate()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}
