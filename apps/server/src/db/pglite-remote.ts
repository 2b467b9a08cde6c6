import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { drizzle } from 'drizzle-orm/pglite';
import * as schema from './schema/index';
import type { Db } from './types';

/**
 * The main thread's side of an embedded database running on a worker thread
 * (`pglite-worker.mjs`). It offers what Drizzle's pglite driver calls (`query`, `transaction`)
 * plus LISTEN, a dump of the data directory and the size of the WebAssembly heap. A statement
 * runs on the worker, so however long it takes, this thread keeps serving; `terminate()` stops
 * the worker mid-statement (the only way to stop a WebAssembly statement).
 */

/** A query's answer as PGlite gives it. */
export interface RemoteResult<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
}

/** What Drizzle's pglite driver uses of a client (a transaction's client too). */
export interface RemoteQueryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<RemoteResult<T>>;
}

/** The worker stopped (terminated, crashed or closed) before answering. */
export class WorkerStoppedError extends Error {
  constructor(reason: string) {
    super(`The embedded database stopped: ${reason}`);
    this.name = 'WorkerStoppedError';
  }
}

interface WasmParts {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Uint8Array;
}

let wasmParts: Promise<WasmParts> | undefined;

/** Node's WebAssembly global (the project's `lib` declares its types but not the value). */
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
  }
).WebAssembly;

/** PGlite's WebAssembly, compiled once per process and shared with every worker. */
function loadWasmParts(): Promise<WasmParts> {
  wasmParts ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      wasm.compile(readFileSync(join(dist, 'pglite.wasm'))),
      wasm.compile(readFileSync(join(dist, 'initdb.wasm'))),
    ]);
    return {
      pgliteWasmModule,
      initdbWasmModule,
      fsBundle: readFileSync(join(dist, 'pglite.data')),
    };
  })();
  return wasmParts;
}

/** The worker's script: beside this module in the sources, beside the bundle once built. */
function workerScript(): URL {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const name of ['pglite-worker.mjs', 'pglite-worker.js', 'db/pglite-worker.mjs']) {
    if (existsSync(join(here, name))) return new URL(name, import.meta.url);
  }
  throw new Error('The embedded database worker script (pglite-worker.mjs) was not found.');
}

export interface RemotePgliteOptions {
  /** Directory of the database files; in memory when absent. */
  dataDir?: string;
  /** A data-directory tarball to start from (on a SharedArrayBuffer, it is not copied). */
  loadDataDir?: Uint8Array;
  /**
   * A nice value for the worker's thread (Linux only): its statements then take the CPU only
   * when the server's own threads leave it.
   */
  niceness?: number;
}

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

/** An embedded database on its own thread. */
export class RemotePglite implements RemoteQueryable {
  private readonly pending = new Map<number, Pending>();
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private stopped: string | undefined;
  /** `performance.now()` when the worker last answered a call; -Infinity before the first. */
  private answeredAt = Number.NEGATIVE_INFINITY;
  private readonly exited: Promise<void>;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: WorkerMessage) => this.receive(message));
    worker.on('error', (error) => this.stop(`it failed (${error.message})`));
    this.exited = new Promise((resolve) =>
      worker.once('exit', () => {
        this.stop('its thread ended');
        resolve();
      }),
    );
  }

  /** Starts a worker and waits for its database to open. */
  static async start(options: RemotePgliteOptions = {}): Promise<RemotePglite> {
    const parts = await loadWasmParts();
    const worker = new Worker(workerScript(), {
      workerData: {
        ...parts,
        ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
        ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
        ...(options.niceness === undefined ? {} : { niceness: options.niceness }),
      },
    });
    const ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: WorkerMessage) => {
        if ('ready' in message) {
          cleanup();
          resolve();
        }
      };
      const onError = (error: Error) => {
        cleanup();
        reject(error);
      };
      const onExit = (code: number) => {
        cleanup();
        reject(new WorkerStoppedError(`its thread ended with code ${code} while opening`));
      };
      const cleanup = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
    });
    await ready;
    return new RemotePglite(worker);
  }

  /** Milliseconds since the worker last answered a call (a result or a database error). */
  get sinceLastAnswer(): number {
    return performance.now() - this.answeredAt;
  }

  /** False once the worker has stopped; every call then fails. */
  get alive(): boolean {
    return this.stopped === undefined;
  }

  query<T>(
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
  ): Promise<RemoteResult<T>> {
    return this.call({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object' });
  }

  /**
   * Runs several statements given as one string, without parameters (`BEGIN; …; COMMIT;`), in
   * the order PGlite takes queries; answers the last statement's result.
   */
  exec<T>(sql: string): Promise<RemoteResult<T>> {
    return this.call({ op: 'exec', sql });
  }

  /**
   * Runs `task` in a transaction: committed when it resolves, rolled back when it throws. The
   * worker holds PGlite's transaction lock meanwhile, so other queries wait their turn there.
   */
  async transaction<T>(task: (tx: RemoteQueryable) => Promise<T>): Promise<T> {
    const txId = this.nextId++;
    await this.call({ op: 'begin', txId });
    const tx: RemoteQueryable = {
      query: <R>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
        this.call<RemoteResult<R>>({
          op: 'query',
          txId,
          sql,
          params,
          rowMode: options.rowMode ?? 'object',
        }),
    };
    let result: T;
    try {
      result = await task(tx);
    } catch (error) {
      if (this.alive) await this.call({ op: 'end', txId, commit: false });
      throw error;
    }
    await this.call({ op: 'end', txId, commit: true });
    return result;
  }

  /** LISTEN on a channel; answers the function that stops it. */
  async listen(
    channel: string,
    onMessage: (payload: string) => void,
  ): Promise<() => Promise<void>> {
    let handlers = this.channels.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.channels.set(channel, handlers);
      await this.call({ op: 'listen', channel });
    }
    handlers.add(onMessage);
    return async () => {
      const current = this.channels.get(channel);
      if (!current?.delete(onMessage) || current.size > 0) return;
      this.channels.delete(channel);
      if (this.alive) await this.call({ op: 'unlisten', channel });
    };
  }

  /** A tarball of the data directory (what `PGlite.dumpDataDir('none')` gives). */
  dumpDataDir(): Promise<Uint8Array> {
    return this.call({ op: 'dump' });
  }

  /** Bytes of the WebAssembly heap (it grows with what statements allocate, and never shrinks). */
  memoryBytes(): Promise<number> {
    return this.call({ op: 'memory' });
  }

  /** Closes the database, then ends the thread. */
  async close(): Promise<void> {
    if (this.alive) {
      try {
        await this.call({ op: 'close' });
      } finally {
        await this.terminate();
      }
    }
    await this.exited;
  }

  /** Ends the thread at once, mid-statement if need be; pending calls fail. */
  async terminate(): Promise<void> {
    this.stop('it was stopped');
    await this.worker.terminate();
    await this.exited;
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.stopped !== undefined) return Promise.reject(new WorkerStoppedError(this.stopped));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private receive(message: WorkerMessage): void {
    if ('notify' in message) {
      for (const handler of this.channels.get(message.notify) ?? []) handler(message.payload);
      return;
    }
    if (!('id' in message)) return;
    this.answeredAt = performance.now();
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    if ('error' in message) pending.reject(databaseErrorOf(message.error));
    else pending.resolve(message.result);
  }

  private stop(reason: string): void {
    if (this.stopped !== undefined) return;
    this.stopped = reason;
    const error = new WorkerStoppedError(reason);
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}

type WorkerMessage =
  | { ready: true }
  | { notify: string; payload: string }
  | { id: number; result: unknown }
  | { id: number; error: { message: string } & Record<string, unknown> };

/** The worker's error as an Error with the database's fields (`code`, `detail`, …) on it. */
function databaseErrorOf(fields: { message: string } & Record<string, unknown>): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(message), { name: 'DatabaseError' }, rest);
}

/** Drizzle over an embedded database on its worker thread (its pglite driver as the client). */
export function drizzleOver(remote: RemotePglite): Db {
  // The driver calls `query` and `transaction`, which the remote client offers.
  return drizzle({ client: remote as never, schema }) as unknown as Db;
}
