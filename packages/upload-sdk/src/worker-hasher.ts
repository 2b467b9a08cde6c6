/**
 * Hashing in a dedicated worker, so that MD5 (pure script) and SHA-1 of large files do not
 * block the page. The worker is built from the source text of `Md5`, `Sha1` and `workerMain`
 * (no separate file to serve or bundle) and started on the first digest. If it cannot start
 * (a Content-Security-Policy without `worker-src blob:`, or no Worker at all) hashing falls
 * back to the calling thread.
 */
import { abortReason } from './errors';
import { type HashAlgorithm, type Hasher, threadHasher } from './hasher';
import { Md5 } from './md5';
import { Sha1 } from './sha1';

interface Incremental {
  update(data: Uint8Array): unknown;
  digest(): Uint8Array;
}

interface WorkerScope {
  crypto?: Crypto;
  onmessage:
    ((event: { data: { id: number; algorithm: HashAlgorithm; blob: Blob } }) => void) | null;
  postMessage(message: unknown, transfer?: unknown[]): void;
}

/** Runs inside the worker; must not refer to anything outside itself. */
function workerMain(Md5Class: new () => Incremental, Sha1Class: new () => Incremental): void {
  const scope = globalThis as unknown as WorkerScope;
  const slice = 1024 * 1024;
  scope.onmessage = async (event) => {
    const { id, algorithm, blob } = event.data;
    try {
      let digest: Uint8Array;
      const subtle = scope.crypto?.subtle;
      if (algorithm === 'sha1' && subtle) {
        digest = new Uint8Array(await subtle.digest('SHA-1', await blob.arrayBuffer()));
      } else {
        const hash = algorithm === 'md5' ? new Md5Class() : new Sha1Class();
        for (let offset = 0; offset < blob.size; offset += slice) {
          hash.update(new Uint8Array(await blob.slice(offset, offset + slice).arrayBuffer()));
        }
        digest = hash.digest();
      }
      scope.postMessage({ id, digest }, [digest.buffer]);
    } catch (error) {
      scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  };
}

function workerSource(): string {
  return [
    `const Md5 = ${Md5.toString()};`,
    `const Sha1 = ${Sha1.toString()};`,
    `(${workerMain.toString()})(Md5, Sha1);`,
  ].join('\n');
}

interface Pending {
  resolve: (digest: Uint8Array) => void;
  reject: (error: unknown) => void;
}

/**
 * A hasher backed by one worker, or undefined where workers cannot be made from a Blob URL
 * (Node, some embedded runtimes).
 */
export function workerHasher(): Hasher | undefined {
  if (
    typeof Worker !== 'function' ||
    typeof Blob !== 'function' ||
    typeof URL?.createObjectURL !== 'function'
  ) {
    return undefined;
  }
  const fallback = threadHasher();
  const pending = new Map<number, Pending>();
  let worker: Worker | undefined;
  let broken = false;
  let nextId = 1;

  const fail = (error: unknown) => {
    broken = true;
    worker?.terminate();
    worker = undefined;
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };

  const start = (): Worker | undefined => {
    if (broken) return undefined;
    if (worker) return worker;
    try {
      const url = URL.createObjectURL(new Blob([workerSource()], { type: 'text/javascript' }));
      worker = new Worker(url);
      URL.revokeObjectURL(url);
    } catch {
      broken = true;
      return undefined;
    }
    worker.onmessage = (
      event: MessageEvent<{ id: number; digest?: Uint8Array; error?: string }>,
    ) => {
      const entry = pending.get(event.data.id);
      if (!entry) return;
      pending.delete(event.data.id);
      if (event.data.digest) entry.resolve(new Uint8Array(event.data.digest));
      else entry.reject(new Error(`Hashing failed: ${event.data.error ?? 'unknown error'}`));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fail(new Error(`The hashing worker failed: ${event.message}`));
    };
    return worker;
  };

  const hasher: Hasher = {
    get where() {
      return broken ? 'thread' : 'worker';
    },
    digest(algorithm, data, signal) {
      const target = start();
      if (!target) return fallback.digest(algorithm, data, signal);
      if (signal?.aborted) return Promise.reject(abortReason(signal));
      const id = nextId++;
      return new Promise<Uint8Array>((resolve, reject) => {
        const onAbort = () => {
          pending.delete(id);
          reject(abortReason(signal));
        };
        pending.set(id, {
          resolve: (digest) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(digest);
          },
          reject: (error) => {
            signal?.removeEventListener('abort', onAbort);
            // A worker that died mid-way: finish this digest here.
            if (broken) fallback.digest(algorithm, data, signal).then(resolve, reject);
            else reject(error);
          },
        });
        signal?.addEventListener('abort', onAbort, { once: true });
        target.postMessage({ id, algorithm, blob: data });
      });
    },
  };
  return hasher;
}

let shared: Hasher | undefined;
let runtimeHasher: (() => Hasher) | undefined;

/**
 * Makes `make` the default hasher where there is no Worker. Only the package's Node entry calls
 * this, once, when it loads.
 */
export function setRuntimeHasher(make: () => Hasher): void {
  runtimeHasher = make;
}

/**
 * The hasher uploads use unless configured otherwise: a worker where possible; in Node, its
 * native crypto (through the package's Node entry); else the calling thread.
 */
export function defaultHasher(): Hasher {
  shared ??= workerHasher() ?? runtimeHasher?.() ?? threadHasher();
  return shared;
}
