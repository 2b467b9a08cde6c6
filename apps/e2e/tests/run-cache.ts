/**
 * What the test files of one `vitest run` make once and share: the built sites (`sites.ts`)
 * and the platform's seeded data (`platform.ts`), in the run's folder from `global-setup.ts`.
 */
import { access, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * The folder `name` of this run, made by `make` by the first test file that asks for it (into
 * a folder of its own, then renamed into place, so that no file ever sees a half-made one) and
 * reused by every later file.
 */
export async function madeOnce(
  name: string,
  make: (dir: string) => Promise<void>,
): Promise<string> {
  const runDir = inject('runDir');
  if (!runDir) throw new Error('No folder for the run: run the tests with vitest.config.ts.');
  const dir = join(runDir, name);
  if (
    await access(dir).then(
      () => true,
      () => false,
    )
  )
    return dir;
  const making = await mkdtemp(join(runDir, `${name}.making-`));
  try {
    await make(making);
    await rename(making, dir);
  } catch (error) {
    await rm(making, { recursive: true, force: true });
    // Renaming onto the folder fails when another test file has just put it there.
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  }
  return dir;
}
