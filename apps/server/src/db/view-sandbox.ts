import { RemotePglite, drizzleOver } from './pglite-remote';
import { type Db, type ViewEngine, type ViewRunOptions, ViewTimeoutError } from './types';

/**
 * WebAssembly heap above which the sandbox is discarded after a run. PGlite's heap starts near
 * 200 MB and never shrinks, so a view that allocated much would otherwise keep it.
 */
export const SANDBOX_MAX_HEAP_BYTES = 384 * 1024 * 1024;

interface Sandbox {
  remote: RemotePglite;
  db: Db;
}

/**
 * Where data views run on the embedded engine. A WebAssembly statement cannot be interrupted,
 * only its thread ended, and ending the main database's thread would lose it; so views run on
 * a copy of the database in a worker of their own, which is terminated when a run outlasts its
 * limit (and after a run that swelled its heap). The copy is a dump of the main database's
 * data directory, taken again before a run whenever the main database has written since (its
 * WAL position moved), so a view sees every commit made before it started. Runs take turns.
 */
export class ViewSandbox implements ViewEngine {
  private snapshot: { lsn: string; tarball: Uint8Array } | undefined;
  private sandbox: Sandbox | undefined;
  private turn: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(private readonly main: RemotePglite) {}

  run<T>(
    timeoutMs: number,
    task: (db: Db, deadline: number) => Promise<T>,
    options: ViewRunOptions = {},
  ): Promise<T> {
    const result = this.turn.then(() => this.runNow(timeoutMs, task, options.readsData ?? true));
    this.turn = result.catch(() => undefined);
    return result;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.turn;
    await this.discard();
    this.snapshot = undefined;
  }

  private async runNow<T>(
    timeoutMs: number,
    task: (db: Db, deadline: number) => Promise<T>,
    readsData: boolean,
  ): Promise<T> {
    if (this.closed) throw new Error('The database is closed.');
    const sandbox = await this.ready(readsData);
    const deadline = performance.now() + timeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const stopped = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // Ending the thread is the only way to stop a running WebAssembly statement.
        void this.discard();
        reject(new ViewTimeoutError(timeoutMs));
      }, timeoutMs);
    });
    try {
      return await Promise.race([task(sandbox.db, deadline), stopped]);
    } finally {
      clearTimeout(timer);
      await this.trim(sandbox);
    }
  }

  /**
   * The sandbox, on a copy of the main database as of now (or, when `current` is false, on any
   * copy: the schema only changes by migrations, before the first copy is taken).
   */
  private async ready(current: boolean): Promise<Sandbox> {
    let snapshot = this.snapshot;
    if (current || !snapshot) {
      const { rows } = await this.main.query<{ lsn: string }>(
        'select pg_current_wal_insert_lsn()::text as lsn',
      );
      const lsn = rows[0]?.lsn ?? '';
      if (snapshot?.lsn !== lsn) {
        // Flush every committed change into the files, then copy them.
        await this.main.query('checkpoint');
        snapshot = { lsn, tarball: await this.main.dumpDataDir() };
        this.snapshot = snapshot;
        await this.discard();
      }
    }
    if (this.sandbox?.remote.alive) return this.sandbox;
    const remote = await RemotePglite.start({ loadDataDir: snapshot.tarball });
    this.sandbox = { remote, db: drizzleOver(remote) };
    return this.sandbox;
  }

  /** Discards the sandbox when its heap grew past the bound, so its memory is given back. */
  private async trim(sandbox: Sandbox): Promise<void> {
    if (this.sandbox !== sandbox || !sandbox.remote.alive) return;
    const bytes = await sandbox.remote.memoryBytes().catch(() => Number.POSITIVE_INFINITY);
    if (bytes > SANDBOX_MAX_HEAP_BYTES) await this.discard();
  }

  private async discard(): Promise<void> {
    const sandbox = this.sandbox;
    this.sandbox = undefined;
    if (sandbox) await sandbox.remote.terminate();
  }
}
