/** The script host of a form, with its script API as `this`; a chunk (`lazy-script-host.ts`). */
import type { FormApi } from '../runtime/form-api';
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
