/**
 * The script host of a form, with its script API as `this`; a chunk (`lazy-script-host.ts`).
 * Trusted mode compiles with `compileScript`; sandbox mode hands the form to
 * `sandbox-script-host.ts`, which loads QuickJS as a chunk of its own.
 */
import type { FormApi } from '../runtime/form-api';
import { messageOf } from '../runtime/runtime-options';
import type { LazyScriptOptions } from './lazy-script-host';
import { ScriptSandboxError } from './sandbox-error';
import { createSandboxScriptHost } from './sandbox-script-host';
import { createScriptApi, type ScriptApi } from './script-api';
import { createScriptHost, type ScriptHost, type ScriptHostOptions } from './script-host';

export type FormScriptOptions = Omit<ScriptHostOptions, 'api'> & {
  /** The form's API; scripts see it through `createScriptApi`, made on first use. */
  api: () => FormApi;
};

export function createFormScriptHost(options: FormScriptOptions): ScriptHost {
  let scriptApi: ScriptApi | undefined;
  return createScriptHost({
    ...options,
    api: () => (scriptApi ??= createScriptApi(options.api())),
  });
}

/**
 * The host of a form's script mode (trusted or sandbox), which reports a failing script with a
 * notice naming it, and the limit it passed if the sandbox stopped it.
 */
export function createHostFor(options: LazyScriptOptions): ScriptHost | Promise<ScriptHost> {
  const { notify, t } = options;
  const hostOptions = {
    scripts: options.scripts,
    api: options.api,
    report(name: string, error: unknown) {
      const reason = error instanceof ScriptSandboxError ? error.reason : 'thrown';
      notify(
        reason === 'thrown'
          ? t()('script.failed', { name, message: messageOf(error) })
          : t()(reason === 'time' ? 'script.timeLimit' : 'script.memoryLimit', { name }),
      );
    },
    reportMissing: (name: string) => notify(t()('script.unknown', { name })),
  };
  return options.mode === 'sandbox'
    ? createSandboxScriptHost(hostOptions)
    : createFormScriptHost({ ...hostOptions, enabled: true });
}
