/**
 * The script host a form gets, chosen by its script mode at this one seam. Off gives
 * `NO_SCRIPTS`, which runs nothing. Otherwise `form-script-host.ts` (with `compileScript`, the
 * script API and the sandbox's host) loads as a chunk when the form is created, and in sandbox
 * mode QuickJS after it, so forms without scripts load neither. Until
 * it is there, events and hooks run as soon as it is, in the order they came, and custom
 * validators wait for it; from then on every call goes straight to it.
 */
import type { EventScript } from '@org/form-schema';
import type { Translate } from '../contract';
import type { FormApi } from '../runtime/form-api';
import type { ScriptHost } from './script-host';
import type { ScriptMode } from './script-mode';

const nothing = () => undefined;

/** The host of a form whose host app did not allow scripts: nothing runs. */
export const NO_SCRIPTS: ScriptHost = Object.freeze<ScriptHost>({
  enabled: false,
  isolated: false,
  release: nothing,
  ready: () => Promise.resolve(),
  has: () => false,
  runEvent: nothing,
  runHook: (_label, _body, _params, _args, fallback) => fallback,
  validatorFor: nothing,
});

export interface LazyScriptOptions {
  mode: ScriptMode;
  scripts: readonly EventScript[];
  /** The form's API (built after the scripts, so given lazily). */
  api: () => FormApi;
  /** Shows an error notice: a script failed, or does not exist. */
  notify: (message: string) => void;
  t: () => Translate;
}

export function createLazyScriptHost(options: LazyScriptOptions): ScriptHost {
  if (options.mode !== true && options.mode !== 'sandbox') return NO_SCRIPTS;
  let host: ScriptHost | undefined;
  const loading = import('./form-script-host')
    .then((chunk) => chunk.createHostFor(options))
    .then((loaded) => {
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
        (error: unknown) =>
          options.notify(options.t()('script.failed', { name, message: String(error) })),
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
    release: () => host?.release(),
  };
}
