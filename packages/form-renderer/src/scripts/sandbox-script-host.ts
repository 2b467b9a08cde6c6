/**
 * The script host of a form in sandbox mode (`scripts="sandbox"`), a chunk with QuickJS: every
 * text of the definition that is code (event scripts, data-source functions, `{ func }` rules)
 * runs in the form's sandbox (`sandbox-engine.ts`), with the FormMaking-compatible API as
 * `this`. The API's calls cross as JSON; those that answer promises in trusted mode
 * (`getData`, `sendRequest`, `validate`) answer promises there too, settled by the host.
 * Every failure (a throw, a limit, a call the API does not have) is reported with a notice
 * naming the script, and the form goes on.
 */
import type { FormApi } from '../runtime/form-api';
import type { SandboxHostCall } from './sandbox-engine';
import { createScriptApi, type ScriptApi } from './script-api';
import type { ScriptHost, ScriptHostOptions } from './script-host';

export type SandboxScriptOptions = Omit<ScriptHostOptions, 'api' | 'enabled'> & {
  api: () => FormApi;
};

/** The API's calls and whether each answers at once or with a promise. */
const CALLS: Readonly<Record<keyof ScriptApi, 'now' | 'later'>> = {
  getData: 'later',
  getValues: 'now',
  getValue: 'now',
  setData: 'now',
  reset: 'now',
  refresh: 'now',
  hide: 'now',
  display: 'now',
  disabled: 'now',
  addClassName: 'now',
  removeClassName: 'now',
  setOptions: 'now',
  setRules: 'now',
  sendRequest: 'later',
  triggerEvent: 'now',
  validate: 'later',
};

const EVENT_PARAMS = ['args'];

function text(value: unknown): string {
  return typeof value === 'string' ? value : String(value ?? '');
}

/** A field list as the API takes it: a model name or names; anything else names none. */
function fields(value: unknown): string | string[] {
  if (typeof value === 'string') return value;
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Calls the API with the arguments a script sent, checked for their shape. */
function callApi(api: ScriptApi, name: keyof ScriptApi, args: unknown[]): unknown {
  const [first, second] = args;
  switch (name) {
    case 'getData':
      return api.getData(first !== false);
    case 'getValues':
      return api.getValues();
    case 'getValue':
      return api.getValue(text(first));
    case 'setData':
      return api.setData(record(first));
    case 'reset':
      return api.reset();
    case 'refresh':
      return api.refresh();
    case 'hide':
      return api.hide(fields(first));
    case 'display':
      return api.display(fields(first));
    case 'disabled':
      return api.disabled(fields(first), second !== false);
    case 'addClassName':
      return api.addClassName(fields(first), text(second));
    case 'removeClassName':
      return api.removeClassName(fields(first), text(second));
    case 'setOptions':
      return api.setOptions(fields(first), record(second));
    case 'setRules':
      return api.setRules(text(first), Array.isArray(second) ? second : []);
    case 'sendRequest':
      return api.sendRequest(text(first), second);
    case 'triggerEvent':
      return api.triggerEvent(text(first), second);
    case 'validate':
      return api.validate(first === undefined || first === null ? undefined : fields(first));
  }
}

export async function createSandboxScriptHost(options: SandboxScriptOptions): Promise<ScriptHost> {
  // QuickJS is a chunk of its own, loaded by the first sandboxed form.
  const { createSandbox, loadQuickJS, sandboxLimits } = await import('./sandbox-engine');
  const module = await loadQuickJS();
  let scriptApi: ScriptApi | undefined;
  const apiOf = () => (scriptApi ??= createScriptApi(options.api()));

  const hostCall: SandboxHostCall = (name, args, later) => {
    const kind = Object.hasOwn(CALLS, name) ? CALLS[name as keyof ScriptApi] : undefined;
    if (!kind || (kind === 'later') !== later)
      throw new TypeError(`this.${name} is not a function`);
    return callApi(apiOf(), name as keyof ScriptApi, args);
  };
  const sandbox = createSandbox(module, hostCall, sandboxLimits());

  const find = (name: string) =>
    options.scripts.find((script) => script.key === name) ??
    options.scripts.find((script) => script.name === name);

  /** Runs a body; a failure is reported under `label` and thrown on. */
  const run = (
    label: string,
    params: readonly string[],
    body: string,
    args: readonly unknown[],
  ) => {
    let result: unknown;
    try {
      result = sandbox.run(params, body, args);
    } catch (error) {
      options.report(label, error);
      throw error;
    }
    if (result instanceof Promise) {
      return result.catch((error: unknown) => {
        options.report(label, error);
        throw error;
      });
    }
    return result;
  };

  return {
    enabled: true,
    isolated: true,
    ready: () => sandbox.ready(),
    has: (name) => Boolean(name) && find(name) !== undefined,
    runEvent(name, args) {
      if (!name) return undefined;
      const script = find(name);
      if (!script) {
        options.reportMissing?.(name);
        return undefined;
      }
      if (!script.func || !script.func.trim()) return undefined;
      try {
        const result = run(script.name || script.key, EVENT_PARAMS, script.func, [args]);
        return result instanceof Promise ? result.catch(() => undefined) : result;
      } catch {
        return undefined;
      }
    },
    runHook(label, body, params, args, fallback) {
      if (!body || !body.trim()) return fallback;
      return run(label, params, body, args);
    },
    validatorFor(rule) {
      const body = rule.func;
      if (!body || !body.trim()) return undefined;
      return (value, _model, context) =>
        sandbox.validate(body, rule, value).catch((error: unknown) => {
          options.report(`${context.key}.validator`, error);
          throw error;
        });
    },
    release: () => sandbox.release(),
  };
}
