import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's directory: the nearest directory above this module that holds
 * `drizzle/meta/_journal.json`. Works from the sources (`src/`) and from the bundle (`dist/`).
 */
export function serverRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('The migrations folder (drizzle/) was not found.');
    dir = parent;
  }
}

/** The committed migrations. */
export function migrationsFolder(): string {
  return join(serverRoot(), 'drizzle');
}

/** The default data directory: `data/` in the server package (git-ignored). */
export function defaultDataDir(): string {
  return resolve(serverRoot(), 'data');
}
