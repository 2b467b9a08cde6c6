/**
 * A form's sandbox: one QuickJS runtime and context (WebAssembly) on the page's thread, in
 * which every script of the definition runs. The context has the language and nothing of the
 * page: no DOM, storage, cookies, network, timers or module loading. The one way out is the
 * `channel` host function the prelude keeps to itself; it takes and gives JSON text, so no
 * object of the page ever enters and what comes back is parsed here afresh.
 *
 * Each call from the host runs under a deadline (the interrupt handler) and the runtime has a
 * memory and a stack limit. A call past its time or memory limit is stopped; the runtime is then
 * thrown away and the next call gets a fresh one. A module whose runtime could not be freed
 * (QuickJS after running out of memory) is given up and loaded again.
 */
import variant from '@jitl/quickjs-singlefile-browser-release-sync';
import {
  newQuickJSWASMModuleFromVariant,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSRuntime,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import { ScriptSandboxError } from './sandbox-error';
import { SANDBOX_PRELUDE } from './sandbox-prelude';

/** The limits of one form's sandbox. */
export interface SandboxLimits {
  /** CPU time of one call from the host (a script with the promise jobs it queued), in ms. */
  timeMs: number;
  /** Memory the form's scripts may hold together, in bytes. */
  memoryBytes: number;
}

export const DEFAULT_SANDBOX_LIMITS: SandboxLimits = Object.freeze({
  timeMs: 500,
  memoryBytes: 32 * 1024 * 1024,
});

let limitsNow = DEFAULT_SANDBOX_LIMITS;

/** The limits new sandboxes get. */
export function sandboxLimits(): SandboxLimits {
  return limitsNow;
}

/**
 * Changes the limits of the sandboxes made from now on (tests use short ones); not part of the
 * package's API.
 */
export function setSandboxLimits(limits: Partial<SandboxLimits>): void {
  limitsNow = { ...DEFAULT_SANDBOX_LIMITS, ...limits };
}

const STACK_BYTES = 256 * 1024;
/** The most characters of JSON one value may have on its way out of the sandbox. */
export const MAX_TRANSFER = 1024 * 1024;
/** Globals removed before any script runs: shared memory and callbacks at garbage collection. */
const REMOVED_GLOBALS = ['SharedArrayBuffer', 'WeakRef', 'FinalizationRegistry', 'Atomics'];

/**
 * What the sandbox calls on the host: an API method by name with its arguments (parsed from
 * the script's JSON). With `later` the method answers a promise, whose outcome goes back into
 * the sandbox when it settles.
 */
export type SandboxHostCall = (name: string, args: unknown[], later: boolean) => unknown;

let loading: Promise<QuickJSWASMModule> | undefined;

/** QuickJS, loaded once per page (again after a module was given up). */
export function loadQuickJS(): Promise<QuickJSWASMModule> {
  loading ??= newQuickJSWASMModuleFromVariant(variant);
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Drops keys that would set a prototype when the value is merged into the page's objects. */
function safeReviver(key: string, value: unknown): unknown {
  return key === '__proto__' ? undefined : value;
}

/**
 * Parses JSON text from the sandbox into fresh plain values of the page; refuses text longer
 * than `MAX_TRANSFER`.
 */
export function fromSandbox(json: string | undefined): unknown {
  if (json === undefined) return undefined;
  if (json.length > MAX_TRANSFER)
    throw new RangeError(
      `a value of more than ${MAX_TRANSFER} characters cannot leave the sandbox`,
    );
  return JSON.parse(json, safeReviver) as unknown;
}

/** JSON text of a page value for the sandbox; errors become `{ name, message, … }`. */
export function toSandbox(value: unknown): string {
  const json = JSON.stringify(value ?? null, (_key, item: unknown) =>
    item instanceof Error ? { ...item, name: item.name, message: item.message } : item,
  );
  return json ?? 'null';
}

/** A thrown value's message, as trusted mode reports it (`error.message`). */
function describeThrown(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof name === 'string') return name;
  }
  return String(error);
}

function classify(error: unknown): ScriptSandboxError {
  const message = describeThrown(error);
  const name =
    typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : '';
  if (name === 'InternalError' && /interrupted/.test(message))
    return new ScriptSandboxError('time', message);
  if (
    /out of memory/i.test(message) ||
    (name === 'InternalError' && /stack overflow/.test(message))
  )
    return new ScriptSandboxError('memory', message);
  return new ScriptSandboxError('thrown', message);
}

/** One QuickJS runtime and context with the prelude's functions. */
interface Realm {
  runtime: QuickJSRuntime;
  context: QuickJSContext;
  run: QuickJSHandle;
  validator: QuickJSHandle;
  settle: QuickJSHandle;
  /** Promises the sandbox's scripts returned, by the prelude's id. */
  settled: Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>;
  /** Outcomes of those promises that settled before the host asked for them. */
  outcomes: Map<number, { ok: boolean; value: unknown }>;
}

export interface Sandbox {
  /** Runs a function body with these parameters; answers its value, or a promise of it. */
  run(params: readonly string[], body: string, args: readonly unknown[]): unknown;
  /** Runs a `{ func }` rule; resolves with true, or the message of the failure. */
  validate(body: string, rule: unknown, value: unknown): Promise<string | boolean>;
  /** Resolves once the sandbox can run again (after its module was given up). */
  ready(): Promise<void>;
  /**
   * Frees the QuickJS runtime (the form left the page). Scripts' globals are lost; a later
   * call opens a new runtime, so a form mounted again keeps working.
   */
  release(): void;
}

export function createSandbox(
  module: QuickJSWASMModule,
  hostCall: SandboxHostCall,
  limits: SandboxLimits = DEFAULT_SANDBOX_LIMITS,
): Sandbox {
  let current: QuickJSWASMModule | undefined = module;
  let reloading: Promise<void> | undefined;
  let realm: Realm | undefined;
  let depth = 0;
  let deadline = 0;
  /** Set when a call passed a limit: the realm is thrown away once the outermost call ends. */
  let spoiled = false;

  function open(engine: QuickJSWASMModule): Realm {
    const runtime = engine.newRuntime();
    runtime.setMemoryLimit(limits.memoryBytes);
    runtime.setMaxStackSize(STACK_BYTES);
    runtime.setInterruptHandler(() => depth > 0 && performance.now() > deadline);
    const context = runtime.newContext();
    for (const name of REMOVED_GLOBALS) context.setProp(context.global, name, context.undefined);
    const opened: Partial<Realm> & Pick<Realm, 'runtime' | 'context' | 'settled' | 'outcomes'> = {
      runtime,
      context,
      settled: new Map(),
      outcomes: new Map(),
    };
    const channel = context.newFunction('channel', (nameHandle, jsonHandle, idHandle) => {
      const name = context.getString(nameHandle);
      const args = fromSandbox(context.getString(jsonHandle));
      const id = idHandle ? context.dump(idHandle) : undefined;
      if (name === 'settled') {
        settledInSandbox(opened as Realm, args);
        return undefined;
      }
      const list = Array.isArray(args) ? args : [];
      if (typeof id === 'number') {
        Promise.resolve(hostCall(name, list, true)).then(
          (value) => settle(opened as Realm, id, true, value),
          (error: unknown) => settle(opened as Realm, id, false, error),
        );
        return undefined;
      }
      const answer = hostCall(name, list, false);
      return answer === undefined ? undefined : context.newString(toSandbox(answer));
    });
    const prelude = context.evalCode(SANDBOX_PRELUDE, 'prelude.js');
    const made = context.unwrapResult(prelude);
    const functions = context.unwrapResult(context.callFunction(made, context.undefined, channel));
    made.dispose();
    channel.dispose();
    opened.run = context.getProp(functions, 'run');
    opened.validator = context.getProp(functions, 'validator');
    opened.settle = context.getProp(functions, 'settle');
    functions.dispose();
    return opened as Realm;
  }

  function close(old: Realm) {
    for (const waiting of old.settled.values())
      waiting.reject(new ScriptSandboxError('thrown', 'the script was stopped'));
    try {
      for (const handle of [old.run, old.validator, old.settle]) handle.dispose();
      old.context.dispose();
      old.runtime.dispose();
    } catch {
      // After running out of memory QuickJS may refuse to free its runtime; the module is
      // spent and the next call gets a new one.
      current = undefined;
      reloading = loadFresh();
    }
  }

  async function loadFresh() {
    loading = undefined;
    current = await loadQuickJS();
    reloading = undefined;
  }

  function realmNow(): Realm {
    if (realm) return realm;
    if (!current) throw new ScriptSandboxError('memory', 'the script engine is restarting');
    realm = open(current);
    return realm;
  }

  /** Runs `work` in the realm under the call's deadline, then the promise jobs it queued. */
  function call(work: (active: Realm) => QuickJSHandle | { error: QuickJSHandle }): string {
    const active = realmNow();
    const { context, runtime } = active;
    const outermost = depth === 0;
    if (outermost) deadline = performance.now() + limits.timeMs;
    depth += 1;
    try {
      const result = work(active);
      if ('error' in result && result.error) {
        const error = context.dump(result.error) as unknown;
        result.error.dispose();
        throw classify(error);
      }
      const handle = result as QuickJSHandle;
      const text = context.getString(handle);
      handle.dispose();
      if (outermost) drain(runtime);
      return text;
    } catch (error) {
      const failure = error instanceof ScriptSandboxError ? error : classify(error);
      if (failure.reason !== 'thrown') spoiled = true;
      throw failure;
    } finally {
      depth -= 1;
      if (depth === 0 && spoiled && realm === active) {
        spoiled = false;
        realm = undefined;
        close(active);
      }
    }
  }

  /** Runs the promise jobs the scripts queued, within the current call's deadline. */
  function drain(runtime: QuickJSRuntime) {
    while (runtime.hasPendingJob()) {
      const jobs = runtime.executePendingJobs(64);
      if (jobs.error) {
        const error = jobs.error.context.dump(jobs.error) as unknown;
        jobs.error.dispose();
        throw classify(error);
      }
      jobs.dispose();
    }
    // A job stopped by the deadline only rejects its own promise: the chain is over, and the
    // call ran past its time.
    if (performance.now() > deadline) throw new ScriptSandboxError('time', 'interrupted');
  }

  function unwrap(result: ReturnType<QuickJSContext['callFunction']>) {
    if (result.error) return { error: result.error };
    return result.value;
  }

  function answerOf(active: Realm, text: string): unknown {
    const answer = fromSandbox(text) as { value?: unknown; promise?: number };
    if (typeof answer.promise !== 'number') return answer.value;
    const id = answer.promise;
    // A promise that settled while the call ran its jobs left its outcome behind.
    const outcome = active.outcomes.get(id);
    active.outcomes.delete(id);
    if (outcome) return outcome.ok ? Promise.resolve(outcome.value) : Promise.reject(outcome.value);
    return new Promise((resolve, reject) => active.settled.set(id, { resolve, reject }));
  }

  function settledInSandbox(active: Realm, args: unknown) {
    const [id, ok, value] = Array.isArray(args) ? args : [];
    if (typeof id !== 'number') return;
    const outcome =
      ok === true
        ? { ok: true, value: value as unknown }
        : { ok: false, value: new ScriptSandboxError('thrown', describeThrown(value)) };
    const waiting = active.settled.get(id);
    if (!waiting) {
      active.outcomes.set(id, outcome);
      return;
    }
    active.settled.delete(id);
    if (outcome.ok) waiting.resolve(outcome.value);
    else waiting.reject(outcome.value);
  }

  /** Hands the outcome of a host promise back to the script that waits for it. */
  function settle(active: Realm, id: number, ok: boolean, value: unknown) {
    if (realm !== active) return;
    const payload = ok ? value : { name: 'Error', message: describeThrown(value) };
    try {
      call(({ context }) => {
        const args = [context.newNumber(id), ok ? context.true : context.false];
        const json = context.newString(toSandbox(payload));
        const result = context.callFunction(
          active.settle,
          context.undefined,
          args[0]!,
          args[1]!,
          json,
        );
        args[0]!.dispose();
        json.dispose();
        if (result.error) return { error: result.error };
        result.value.dispose();
        return context.newString('');
      });
    } catch {
      // The continuation failed; it was the script's own promise chain, reported by its owner.
    }
  }

  return {
    run(params, body, args) {
      let active: Realm | undefined;
      const text = call((realmInUse) => {
        active = realmInUse;
        const { context } = realmInUse;
        const handles = [
          context.newString(JSON.stringify(params)),
          context.newString(body),
          context.newString(toSandbox(args)),
        ];
        const result = context.callFunction(realmInUse.run, context.undefined, handles);
        for (const handle of handles) handle.dispose();
        return unwrap(result);
      });
      return answerOf(active as Realm, text);
    },
    validate(body, rule, value) {
      try {
        let active: Realm | undefined;
        const text = call((realmInUse) => {
          active = realmInUse;
          const { context } = realmInUse;
          const handles = [
            context.newString(body),
            context.newString(toSandbox(rule)),
            context.newString(toSandbox(value)),
          ];
          const result = context.callFunction(realmInUse.validator, context.undefined, handles);
          for (const handle of handles) handle.dispose();
          return unwrap(result);
        });
        return Promise.resolve(answerOf(active as Realm, text)) as Promise<string | boolean>;
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    ready: () => reloading ?? Promise.resolve(),
    release() {
      if (!realm || depth > 0) return;
      const old = realm;
      realm = undefined;
      close(old);
    },
  };
}
