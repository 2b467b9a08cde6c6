/**
 * Resume points as files in a directory, so that an upload interrupted by a crash or a
 * restart of the process continues where it stopped. One small JSON file per point, written
 * to a temporary name and renamed, so a crash mid-write never leaves a torn point behind.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResumeStore } from '../resume-store';

function fileName(key: string): string {
  return `${key.replace(/[^A-Za-z0-9_-]/g, '_')}.json`;
}

export function fileResumeStore(directory: string): ResumeStore {
  let ready: Promise<unknown> | undefined;
  const ensure = () => {
    ready ??= mkdir(directory, { recursive: true });
    return ready;
  };
  return {
    async get(key) {
      try {
        return await readFile(join(directory, fileName(key)), 'utf8');
      } catch {
        return null;
      }
    },
    async set(key, value) {
      await ensure();
      const target = join(directory, fileName(key));
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, value, 'utf8');
      await rename(temporary, target);
    },
    async remove(key) {
      await rm(join(directory, fileName(key)), { force: true });
    },
  };
}
