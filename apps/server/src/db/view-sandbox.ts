import { RemotePglite, drizzleOver } from './pglite-remote';
import { type Db, type ViewEngine, type ViewRunOptions, ViewTimeoutError } from './types';

/**
 * WebAssembly heap above which the sandbox is discarded after a run. PGlite's heap starts near
 * 200 MB and never shrinks, so a view that allocated much would otherwise keep it.
 */
export const SANDBOX_MAX_HEAP_BYTES = 384 * 1024 * 1024;

/**
 * Nice value of the sandbox's thread (Linux): a runaway view takes the CPU that requests leave,
 * instead of sharing it evenly with them.
 */
export const SANDBOX_NICENESS = 10;

interface Sandbox {
  remote: RemotePglite;
  db: Db;
}

/**
 * Where data views run on the embedded engine. A WebAssembly statement cannot be interrupted,
 * only its thread ended, and ending the main database's thread would lose it; so views run on
 * a copy of the database in a worker of their own, which is terminated when a run outlasts its
 * limit (and after a run that swelled its heap). The copy is a dump of the main database's
 * data directory, taken again before a run whenever a transaction has written or committed
 * since (the main database's transaction snapshot changed), so a view sees every commit made
 * before it was asked for. Runs take turns. The answer is due by the view's limit from the
 * request: waiting for the turn and restarting a stopped sandbox count against it, taking a
 * new copy does not.
 */
export class ViewSandbox implements ViewEngine {
  private snapshot: { stamp: string; tarball: Uint8Array } | undefined;
  private sandbox: Sandbox | undefined;
  private turn: Promise<unknown> = Promise.resolve();
  private starting: Promise<Sandbox> | undefined;
  private closed = false;

  constructor(private readonly main: RemotePglite) {}

  run<T>(
    timeoutMs: number,
    task: (db: Db, deadline: number) => Promise<T>,
    options: ViewRunOptions = {},
  ): Promise<T> {
    const requested = performance.now();
    // The data as of the request: a run queued behind others needs no commit made after it.
    const wanted = (options.readsData ?? true) ? this.stamp() : Promise.resolve(undefined);
    // Its failure is the run's, reported when its turn comes; not an unhandled rejection now.
    wanted.catch(() => undefined);
    const result = this.turn.then(async () =>
      this.runNow(timeoutMs, requested, task, await wanted),
    );
    this.turn = result.catch(() => undefined);
    return result;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.turn;
    await this.starting?.catch(() => undefined);
    await this.discard();
    this.snapshot = undefined;
  }

  private async runNow<T>(
    timeoutMs: number,
    requested: number,
    task: (db: Db, deadline: number) => Promise<T>,
    wanted: string | undefined,
  ): Promise<T> {
    if (this.closed) throw new Error('The database is closed.');
    // The answer is due by the limit from the request, and waiting for the turn counts. Getting
    // the sandbox ready is not held against the view: taking a new copy of the database (after
    // a change, bounded by the database's size) or restarting a sandbox that an earlier run
    // ended (bounded by the engine's start, which a busy machine slows).
    let deadline = requested + timeoutMs;
    if (deadline - performance.now() < 1) throw new ViewTimeoutError(timeoutMs);
    const preparing = performance.now();
    const sandbox = await this.ready(wanted);
    deadline += performance.now() - preparing;
    if (deadline - performance.now() < 1) throw new ViewTimeoutError(timeoutMs);
    try {
      return await this.beforeDeadline(task(sandbox.db, deadline), deadline, timeoutMs, true);
    } finally {
      await this.trim(sandbox);
    }
  }

  /**
   * `work`, or ViewTimeoutError at `deadline`. With `kill`, the sandbox is ended then (the only
   * way to stop a running WebAssembly statement) and a fresh one started for the next run.
   */
  private async beforeDeadline<T>(
    work: Promise<T>,
    deadline: number,
    timeoutMs: number,
    kill: boolean,
  ): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => {
          if (kill) {
            void this.discard()
              .then(() => (this.closed ? undefined : this.start()))
              .catch(() => undefined);
          }
          reject(new ViewTimeoutError(timeoutMs));
        },
        Math.max(0, deadline - performance.now()),
      );
    });
    try {
      return await Promise.race([work, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Whether the copy holds the data as of `wanted` (any copy will do when it is undefined). */
  private current(wanted: string | undefined): boolean {
    return this.snapshot !== undefined && (wanted === undefined || this.snapshot.stamp === wanted);
  }

  /**
   * The main database's transaction snapshot (xmin:xmax:in-progress ids): it changes with
   * every write and every commit, and not with reads, checkpoints or hint bits (unlike the WAL
   * position).
   */
  private async stamp(): Promise<string> {
    const { rows } = await this.main.query<{ stamp: string }>(
      'select pg_current_snapshot()::text as stamp',
    );
    return rows[0]?.stamp ?? '';
  }

  /**
   * The sandbox, on a copy of the main database that holds the data as of `wanted` (or, when
   * `wanted` is undefined, on any copy: the schema only changes by migrations, before the
   * first copy is taken).
   */
  private async ready(wanted: string | undefined): Promise<Sandbox> {
    if (!this.current(wanted)) {
      const stamp = await this.stamp();
      if (this.snapshot?.stamp !== stamp) {
        // Flush every committed change into the files, then copy them.
        await this.main.query('checkpoint');
        const dumped = await this.main.dumpDataDir();
        // Shared memory: every sandbox started from this copy reads it without a copy.
        const tarball = new Uint8Array(new SharedArrayBuffer(dumped.byteLength));
        tarball.set(dumped);
        this.snapshot = { stamp, tarball };
        await this.discard();
      }
    }
    return this.start();
  }

  /** The sandbox on the current copy, started if need be (one start at a time). */
  private start(): Promise<Sandbox> {
    const sandbox = this.sandbox;
    if (sandbox?.remote.alive) return Promise.resolve(sandbox);
    if (this.starting) return this.starting;
    const snapshot = this.snapshot;
    if (!snapshot || this.closed) return Promise.reject(new Error('The view sandbox is closed.'));
    const starting = RemotePglite.start({
      loadDataDir: snapshot.tarball,
      niceness: SANDBOX_NICENESS,
    }).then(async (remote) => {
      if (this.starting === starting) this.starting = undefined;
      // Closing, or a newer copy, may have come while this one started.
      if (this.closed || this.snapshot !== snapshot) {
        await remote.terminate();
        return this.start();
      }
      this.sandbox = { remote, db: drizzleOver(remote) };
      return this.sandbox;
    });
    this.starting = starting;
    starting.catch(() => {
      if (this.starting === starting) this.starting = undefined;
    });
    return starting;
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
