import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Data directories this process holds (a second server in the same process is refused too). */
const held = new Set<string>();

/** Another running server already uses the data directory. */
export class DataDirBusyError extends Error {
  override readonly name = 'DataDirBusyError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another server (process ${pid}). ` +
        'Stop it, or give this one another DATA_DIR; to run several instances, use PostgreSQL ' +
        '(DATABASE_URL).',
    );
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims `dataDir` for this process with a `server.lock` file holding the pid; a lock left by
 * a process that no longer runs is taken over. PGlite must never be opened by two processes.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  if (held.has(dir)) throw new DataDirBusyError(dir, process.pid);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'server.lock');
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) {
        throw new DataDirBusyError(dir, pid);
      }
      unlinkSync(file);
    }
  }
  held.add(dir);
  return () => {
    held.delete(dir);
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
