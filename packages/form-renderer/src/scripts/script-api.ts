import type { FormModel, Rule } from '@org/form-schema';
import type { FormApi } from '../runtime/form-api';

/**
 * The object scripts see as `this`: the FormMaking-compatible calls, backed by the form's API.
 * Field lists may be one model name or an array of them.
 */
export interface ScriptApi {
  getData(validate?: boolean): Promise<FormModel>;
  getValues(): FormModel;
  getValue(field: string): unknown;
  setData(values: FormModel): void;
  reset(): void;
  refresh(): void;
  hide(fields: string | readonly string[]): void;
  display(fields: string | readonly string[]): void;
  /** FormMaking's spelling: `disabled(fields, true)` disables, `disabled(fields, false)` enables. */
  disabled(fields: string | readonly string[], disabled?: boolean): void;
  addClassName(fields: string | readonly string[], className: string): void;
  removeClassName(fields: string | readonly string[], className: string): void;
  setOptions(fields: string | readonly string[], options: Record<string, unknown>): void;
  setRules(field: string, rules: readonly Rule[]): void;
  sendRequest(name: string, args?: unknown): Promise<unknown>;
  triggerEvent(name: string, args?: unknown): unknown;
  validate(fields?: string | readonly string[]): Promise<boolean>;
}

/** The script-facing API of a form. */
export function createScriptApi(api: FormApi): ScriptApi {
  return {
    getData: (validate = true) => api.getData({ validate }),
    getValues: () => api.getValues(),
    getValue: (field) => api.getValue(field),
    setData: (values) => api.setData(values),
    reset: () => api.reset(),
    refresh: () => api.refresh(),
    hide: (fields) => api.hide(fields),
    display: (fields) => api.display(fields),
    disabled: (fields, disabled = true) => (disabled ? api.disable(fields) : api.enable(fields)),
    addClassName: (fields, className) => api.addClassName(fields, className),
    removeClassName: (fields, className) => api.removeClassName(fields, className),
    setOptions: (fields, options) => api.setOptions(fields, options),
    setRules: (field, rules) => api.setRules(field, rules),
    sendRequest: (name, args) => api.sendRequest(name, args),
    triggerEvent: (name, args) => api.triggerEvent(name, args),
    validate: async (fields) => (await api.validate(fields)).valid,
  };
}
