/**
 * The script host a form gets. Without `scripts` it is `NO_SCRIPTS`, which runs nothing; with
 * them the host (`form-script-host.ts`, with `compileScript` and the script API) loads as a
 * chunk when the form is created, so forms without scripts never load it. Until it is there,
 * events and hooks run as soon as it is, in the order they came, and custom validators wait
 * for it; from then on every call goes straight to it.
 */
import type { FormScriptOptions } from './form-script-host';
import type { ScriptHost } from './script-host';

/** The host of a form whose host app did not allow scripts: nothing runs. */
export const NO_SCRIPTS: ScriptHost = Object.freeze<ScriptHost>({
  enabled: false,
  ready: () => Promise.resolve(),
  has: () => false,
  runEvent: () => undefined,
  runHook: (_label, _body, _params, _args, fallback) => fallback,
  validatorFor: () => undefined,
});

export function createLazyScriptHost(options: FormScriptOptions): ScriptHost {
  if (!options.enabled) return NO_SCRIPTS;
  let host: ScriptHost | undefined;
  const loading = import('./form-script-host').then((module) => {
    host = module.createFormScriptHost(options);
    return host;
  });
  loading.catch(() => undefined); // each use reports a failed load in its own way
  return {
    enabled: true,
    ready: () => loading.then(() => undefined),
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
  };
}
