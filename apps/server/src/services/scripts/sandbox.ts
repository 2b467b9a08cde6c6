import RELEASE_SYNC from '@jitl/quickjs-wasmfile-release-sync';
import {
  type CustomizeVariantOptions,
  type QuickJSHandle,
  type QuickJSWASMModule,
  newQuickJSWASMModuleFromVariant,
  newVariant,
  shouldInterruptAfterDeadline,
} from 'quickjs-emscripten-core';

/** The limits of one script run. */
export interface ScriptLimits {
  /** Wall time the script may run, in ms. */
  timeoutMs: number;
  /** Memory the script's engine may allocate, in bytes. */
  memoryBytes: number;
}

export const DEFAULT_SCRIPT_LIMITS: ScriptLimits = Object.freeze({
  timeoutMs: 1000,
  memoryBytes: 32 * 1024 * 1024,
});

/** The most characters of the JSON a script answers. */
export const MAX_SCRIPT_ANSWER = 1024 * 1024;

/** How a script run ended. */
export type ScriptOutcome =
  | { ok: true; value: unknown }
  | {
      ok: false;
      /** syntax: it does not parse; thrown: it threw; time, memory: past a limit; answer: its value is not JSON or too large. */
      reason: 'syntax' | 'thrown' | 'time' | 'memory' | 'answer';
      message: string;
    };

let engine: Promise<QuickJSWASMModule> | undefined;

/**
 * The build of QuickJS scripts run in, quiet: a module spent by a script that ran out of
 * memory says so on standard error as it gives up, and that is expected (see `runScript`).
 */
const QUIET = newVariant(RELEASE_SYNC, {
  emscriptenModule: { printErr: () => undefined } as CustomizeVariantOptions['emscriptenModule'],
});

/** QuickJS compiled to WebAssembly, loaded once per process (again after one is spent). */
function quickjs(): Promise<QuickJSWASMModule> {
  engine ??= newQuickJSWASMModuleFromVariant(QUIET);
  return engine;
}

/**
 * Runs `source`, the body of a function whose parameters are the names of `args`, in a QuickJS
 * engine of its own (WebAssembly): the script sees its arguments and the language, nothing else
 * of this process — no file, network, process, module loading or timers exist there. It may run
 * `limits.timeoutMs` and allocate `limits.memoryBytes`; past either it is stopped. Its return
 * value comes out as JSON (at most `MAX_SCRIPT_ANSWER` characters); `undefined` comes out as null.
 */
export async function runScript(
  source: string,
  args: Readonly<Record<string, unknown>>,
  limits: ScriptLimits = DEFAULT_SCRIPT_LIMITS,
): Promise<ScriptOutcome> {
  const names = Object.keys(args);
  const bad = names.find((name) => !/^[A-Za-z_$][\w$]*$/.test(name));
  if (bad !== undefined) throw new Error(`"${bad}" cannot name a script's argument.`);
  const runtime = (await quickjs()).newRuntime();
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(512 * 1024);
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + limits.timeoutMs));
  const context = runtime.newContext();
  const handles: QuickJSHandle[] = [];
  try {
    // The input crosses as JSON text: no object of this process is handed in.
    const text = context.newString(JSON.stringify(args));
    handles.push(text);
    context.setProp(context.global, '__input', text);
    const wrapped = `(function () {
      const args = JSON.parse(globalThis.__input);
      delete globalThis.__input;
      delete globalThis.SharedArrayBuffer;
      const answer = (function (${names.join(', ')}) {\n${source}\n})(${names
        .map((name) => `args.${name}`)
        .join(', ')});
      return answer === undefined ? 'null' : JSON.stringify(answer);
    })()`;
    const parsed = context.evalCode(
      `(function (${names.join(', ')}) {\n${source}\n})`,
      'script.js',
      {
        compileOnly: true,
      },
    );
    if (parsed.error) {
      const message = describe(context.dump(parsed.error));
      parsed.error.dispose();
      return { ok: false, reason: 'syntax', message };
    }
    parsed.value.dispose();
    const result = context.evalCode(wrapped, 'script.js');
    if (result.error) {
      const error = context.dump(result.error) as unknown;
      result.error.dispose();
      return { ok: false, ...classify(error) };
    }
    const json = context.getString(result.value);
    result.value.dispose();
    if (typeof json !== 'string' || json.length > MAX_SCRIPT_ANSWER) {
      return { ok: false, reason: 'answer', message: `answer longer than ${MAX_SCRIPT_ANSWER}` };
    }
    return { ok: true, value: JSON.parse(json) as unknown };
  } catch (error) {
    // The engine itself gave out (its memory limit reached while handing values over).
    return { ok: false, reason: 'memory', message: describe(error) };
  } finally {
    for (const handle of handles) if (handle.alive) handle.dispose();
    try {
      context.dispose();
      runtime.dispose();
    } catch {
      // After running out of memory QuickJS may refuse to free its runtime, and the module is
      // spent: the next script gets a new one.
      engine = undefined;
    }
  }
}

/** Why a run that threw failed: a limit, or the script's own error. */
function classify(error: unknown): {
  reason: 'thrown' | 'time' | 'memory' | 'answer';
  message: string;
} {
  const message = describe(error);
  const name =
    typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : '';
  if (name === 'InternalError' && /interrupted/.test(message)) return { reason: 'time', message };
  if (/out of memory/i.test(message)) return { reason: 'memory', message };
  if (name === 'InternalError' && /stack overflow/.test(message))
    return { reason: 'memory', message };
  if (name === 'TypeError' && /circular|BigInt/i.test(message))
    return { reason: 'answer', message };
  return { reason: 'thrown', message };
}

/** A thrown value as text: "Name: message". */
function describe(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    if (typeof message === 'string')
      return typeof name === 'string' ? `${name}: ${message}` : message;
  }
  return String(error);
}
