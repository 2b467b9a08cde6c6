/**
 * The script host a form gets, chosen by its script mode at this one seam. `off` gives
 * `NO_SCRIPTS`, which runs nothing. `trusted` loads `form-script-host.ts` (with
 * `compileScript` and the script API) and `sandbox` loads `sandbox-script-host.ts` (with
 * QuickJS) as a chunk when the form is created, so forms without scripts load neither. Until
 * it is there, events and hooks run as soon as it is, in the order they came, and custom
 * validators wait for it; from then on every call goes straight to it.
 */
import type { FormScriptOptions } from './form-script-host';
import type { SandboxLimits } from './sandbox-engine';
import type { ScriptHost } from './script-host';
import type { ScriptMode } from './script-mode';

/** The host of a form whose host app did not allow scripts: nothing runs. */
export const NO_SCRIPTS: ScriptHost = Object.freeze<ScriptHost>({
  enabled: false,
  isolated: false,
  ready: () => Promise.resolve(),
  has: () => false,
  runEvent: () => undefined,
  runHook: (_label, _body, _params, _args, fallback) => fallback,
  validatorFor: () => undefined,
});

export type LazyScriptOptions = Omit<FormScriptOptions, 'enabled'> & {
  mode: ScriptMode;
  /** Limits of the sandbox (sandbox mode only). */
  limits?: Partial<SandboxLimits>;
};

function loadHost(options: LazyScriptOptions): Promise<ScriptHost> {
  if (options.mode === 'sandbox') {
    return import('./sandbox-script-host').then((module) =>
      module.createSandboxScriptHost(options),
    );
  }
  return import('./form-script-host').then((module) =>
    module.createFormScriptHost({ ...options, enabled: true }),
  );
}

export function createLazyScriptHost(options: LazyScriptOptions): ScriptHost {
  if (options.mode === 'off') return NO_SCRIPTS;
  let host: ScriptHost | undefined;
  const loading = loadHost(options).then((loaded) => {
    host = loaded;
    return host;
  });
  loading.catch(() => undefined); // each use reports a failed load in its own way
  return {
    enabled: true,
    isolated: options.mode === 'sandbox',
    ready: () => loading.then((loaded) => loaded.ready()),
    has: (name) =>
      Boolean(name) &&
      options.scripts.some((script) => script.key === name || script.name === name),
    runEvent(name, args) {
      if (host) return host.runEvent(name, args);
      return loading.then(
        (loaded) => loaded.runEvent(name, args),
        (error: unknown) => options.report(name, error),
      );
    },
    runHook: (...call) =>
      host ? host.runHook(...call) : loading.then((loaded) => loaded.runHook(...call)),
    validatorFor(rule) {
      if (host) return host.validatorFor(rule);
      if (!rule.func || !rule.func.trim()) return undefined;
      return async (...call) => {
        const validator = (await loading).validatorFor(rule);
        return validator ? validator(...call) : true;
      };
    },
    release: () => host?.release?.(),
  };
}
