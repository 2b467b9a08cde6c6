import type { CustomValidator, EventScript, FuncRule } from '@org/form-schema';
import { compileScript, type CompiledScript } from './compile-script';

export type { ScriptMode } from './script-mode';

/** Runs the scripts of one form, or refuses to when the host turned scripts off. */
export interface ScriptHost {
  readonly enabled: boolean;
  /**
   * Whether scripts run in the sandbox: then a data source's `requestFunc` may change the
   * request's params, headers and body, not where it goes, and never sees the session token.
   */
  readonly isolated: boolean;
  /** Whether an event script with this key or name exists (and scripts are on). */
  has(name: string): boolean;
  /**
   * Runs an event script (by key, then by name) with `this` = the script API and the
   * argument object. A script that throws, or returns a promise that rejects, is reported
   * (an error toast) and answers undefined; the form keeps working.
   */
  runEvent(name: string, args?: unknown): unknown;
  /**
   * Runs a function body of a data source (`requestFunc`, …). Unlike event scripts, errors
   * are thrown to the caller. Returns `fallback` when scripts are off or the body is empty.
   */
  runHook(
    label: string,
    body: string | undefined,
    params: readonly string[],
    args: readonly unknown[],
    fallback: unknown,
  ): unknown;
  /** A validator for a FormMaking `{ func }` rule, or undefined when scripts are off. */
  validatorFor(rule: FuncRule): CustomValidator | undefined;
  /** Resolves once `runHook` answers at once (the host's code has loaded). */
  ready(): Promise<void>;
  /**
   * Gives back what the scripts hold (the sandbox's runtime) when the form leaves the page; a
   * later call opens it again.
   */
  release(): void;
}

export interface ScriptHostOptions {
  enabled: boolean;
  scripts: readonly EventScript[];
  /** `this` of every script. */
  api: () => unknown;
  /** Reports a failing event script. */
  report: (script: string, error: unknown) => void;
  /** Reports an unknown event script name. */
  reportMissing?: (script: string) => void;
}

/** Event scripts receive their argument object as `args` (also `arguments[0]`). */
const EVENT_PARAMS = ['args'];
const VALIDATOR_PARAMS = ['rule', 'value', 'callback'];

export function createScriptHost(options: ScriptHostOptions): ScriptHost {
  const cache = new Map<string, CompiledScript>();
  const compile = (params: readonly string[], body: string) => {
    const id = `${params.join(',')}\n${body}`;
    let compiled = cache.get(id);
    if (!compiled) {
      compiled = compileScript(params, body);
      cache.set(id, compiled);
    }
    return compiled;
  };
  const find = (name: string) =>
    options.scripts.find((script) => script.key === name) ??
    options.scripts.find((script) => script.name === name);

  return {
    enabled: options.enabled,
    isolated: false,
    release: () => undefined,
    ready: () => Promise.resolve(),
    has: (name) => options.enabled && Boolean(name) && find(name) !== undefined,
    runEvent(name, args) {
      if (!options.enabled || !name) return undefined;
      const script = find(name);
      if (!script) {
        options.reportMissing?.(name);
        return undefined;
      }
      if (!script.func || !script.func.trim()) return undefined;
      const label = script.name || script.key;
      try {
        const result = compile(EVENT_PARAMS, script.func).call(options.api(), args);
        if (result instanceof Promise) {
          return result.catch((error: unknown) => {
            options.report(label, error);
            return undefined;
          });
        }
        return result;
      } catch (error) {
        options.report(label, error);
        return undefined;
      }
    },
    runHook(_label, body, params, args, fallback) {
      if (!options.enabled || !body || !body.trim()) return fallback;
      return compile(params, body).call(options.api(), ...args);
    },
    validatorFor(rule) {
      if (!options.enabled || !rule.func || !rule.func.trim()) return undefined;
      let compiled: CompiledScript;
      try {
        compiled = compile(VALIDATOR_PARAMS, rule.func);
      } catch (error) {
        return () => (error instanceof Error ? error.message : String(error));
      }
      const api = options.api;
      return (value) =>
        new Promise<string | boolean>((resolve, reject) => {
          const callback = (failure?: unknown) => {
            if (failure === undefined || failure === null || failure === '') resolve(true);
            else if (failure instanceof Error) resolve(failure.message || rule.message || false);
            else resolve(String(failure));
          };
          try {
            // Like async-validator: a validator calls `callback(error?)`, or answers directly
            // with a boolean, an Error or a promise.
            const answer = compiled.call(api(), rule, value, callback);
            if (answer instanceof Promise) answer.then(() => resolve(true), reject);
            else if (answer === true) resolve(true);
            else if (answer === false) resolve(rule.message || false);
            else if (answer instanceof Error) callback(answer);
          } catch (error) {
            reject(error);
          }
        });
    },
  };
}
