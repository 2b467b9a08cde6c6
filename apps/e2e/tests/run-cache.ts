/**
 * What the test files of one `vitest run` make once and share: the built sites (`sites.ts`)
 * and the platform's seeded data (`platform.ts`), in the run's folder from `global-setup.ts`.
 * Files run side by side, so a thing is made under a lock that the others wait on.
 */
import { access, mkdtemp, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * The folder `name` of this run, made by `make` by the first test file that asks for it (into
 * a folder of its own, then renamed into place, so that no file ever sees a half-made one) and
 * reused by every later file. A file that asks while another makes it waits for that one (the
 * maker holds `<name>.lock`); if the maker fails, the next file that asks makes it.
 */
export async function madeOnce(
  name: string,
  make: (dir: string) => Promise<void>,
): Promise<string> {
  const runDir = inject('runDir');
  if (!runDir) throw new Error('No folder for the run: run the tests with vitest.config.ts.');
  const dir = join(runDir, name);
  const lock = join(runDir, `${name}.lock`);
  for (;;) {
    if (await exists(dir)) return dir;
    const held = await open(lock, 'wx').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return undefined;
      throw error;
    });
    if (held) {
      const making = await mkdtemp(join(runDir, `${name}.making-`));
      try {
        await make(making);
        await rename(making, dir);
        return dir;
      } catch (error) {
        await rm(making, { recursive: true, force: true });
        throw error;
      } finally {
        await held.close();
        await rm(lock, { force: true });
      }
    }
    // another file is making it: look again shortly (the folder appears, or the lock goes)
    await sleep(250);
  }
}
