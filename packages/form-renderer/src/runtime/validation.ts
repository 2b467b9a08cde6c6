/**
 * Validation: the compiled rules (the definition's, changed at run time by `setRules` and by
 * rule options given to `setOptions`), the check of one field after a change, the check of
 * the whole form, and the messages shown.
 */
import {
  RULE_OPTIONS,
  buildRules,
  createValidator,
  updateWidget,
  type FieldError,
  type FormDefinition,
  type Rule,
  type Validator,
  type Widget,
} from '@org/form-schema';
import type { Translate } from '../contract';
import { localizeMessage } from '../i18n/rule-messages';
import type { ScriptHost } from '../scripts/script-host';
import {
  FormValidationError,
  fieldList,
  type FieldFailure,
  type FormApi,
  type FormValidationResult,
} from './form-api';
import type { FormIndex } from './form-index';
import { channelOf, type FormStore } from './form-store';
import { withOptions } from './widget-options';

/** A sub-table cell's path: `table[row].column`. */
const CELL_PATH = /^(.+)\[(\d+)\]\.([^[\]]+)$/;

export interface ValidationOptions {
  definition: FormDefinition;
  index: FormIndex;
  store: FormStore;
  /** Custom (`func`) rules are script functions. */
  scripts: ScriptHost;
  optionsOf: (model: string, widget: Widget) => Readonly<Record<string, unknown>>;
  t: () => Translate;
}

export interface RuntimeValidation {
  /** Checks the value of one field, or of one cell (`path`), and shows its first message. */
  validatePath(key: string, path: string, value: unknown, row?: number): void;
  getData: FormApi['getData'];
  validate: FormApi['validate'];
  setErrors: FormApi['setErrors'];
  setRules: FormApi['setRules'];
  /** `setOptions` gave the field these options: rebuilds its rules if one is a rule option. */
  optionsChanged(model: string, widget: Widget, keys: readonly string[]): void;
  /** `reset`: no messages, and the checks still running are not shown. */
  clear(): void;
  /** `refresh`: the definition's rules again, and the checks still running are not shown. */
  restore(): void;
}

export function createValidation(options: ValidationOptions): RuntimeValidation {
  const { definition, index, store, scripts } = options;
  let rulesDefinition = definition;
  const buildValidator = () =>
    createValidator(rulesDefinition, { resolveFuncRule: (rule) => scripts.validatorFor(rule) });
  let validator: Validator = buildValidator();

  const isShown = (model: string): boolean =>
    !store.isHidden(model) &&
    !(index.ancestors.get(model) ?? []).some((outer) => store.isHidden(outer));

  const errorShown = (error: FieldError): boolean => {
    if (error.row === undefined) return isShown(error.key);
    const dot = error.key.lastIndexOf('.');
    return isShown(error.key.slice(0, dot)) && isShown(error.key.slice(dot + 1));
  };

  const named = (name: string | undefined, model: string) =>
    typeof name === 'string' && name.trim() !== '' ? name.trim() : model;

  /** A failure as the host lists it: the message in the locale, the field named by its label. */
  const failureOf = (error: FieldError, t: Translate): FieldFailure => {
    const message = localizeMessage(t, error.message);
    if (error.row === undefined) {
      return { ...error, message, label: named(index.byModel.get(error.key)?.name, error.key) };
    }
    const dot = error.key.lastIndexOf('.');
    const table = error.key.slice(0, dot);
    const column = error.key.slice(dot + 1);
    const entry = index.tables.get(table);
    const label = t('table.cellOf', {
      table: named(entry?.table.name, table),
      column: named(entry?.columns.get(column)?.name, column),
      row: error.row + 1,
    });
    return { ...error, message, label };
  };

  const checks = new Map<string, number>();
  const validatePath = (key: string, path: string, value: unknown, row?: number) => {
    const run = (checks.get(path) ?? 0) + 1;
    checks.set(path, run);
    // Built-in rules never read the model, and custom (`func`) rules read the form through the
    // script API (`this.getValues()`), so the live values do: a keystroke copies no model.
    validator.validateField(key, value, store.peekValues(), row).then(
      (messages) => {
        if (checks.get(path) === run) store.setError(path, messages[0]);
      },
      () => undefined,
    );
  };

  const validate = async (fields?: readonly string[]): Promise<FormValidationResult> => {
    const result = await validator.validate(store.getValues());
    const wanted = fields && fields.length > 0 ? new Set(fields) : undefined;
    const inScope = (error: FieldError) =>
      !wanted || wanted.has(error.key) || wanted.has(channelOf(error.path));
    const errors = result.errors.filter((error) => errorShown(error) && inScope(error));
    const messages = new Map<string, string>();
    for (const error of errors)
      if (!messages.has(error.path)) messages.set(error.path, error.message);
    if (wanted) {
      store.clearErrors([...wanted]);
      for (const [path, message] of messages) store.setError(path, message);
    } else {
      store.setErrors(messages);
    }
    const t = options.t();
    return { valid: errors.length === 0, errors: errors.map((error) => failureOf(error, t)) };
  };

  const setRules = (field: string, rules: readonly Rule[]) => {
    const dot = field.indexOf('.');
    const widget =
      dot > 0 && index.tables.has(field.slice(0, dot))
        ? index.tables.get(field.slice(0, dot))?.columns.get(field.slice(dot + 1))
        : index.byModel.get(field);
    if (!widget) return;
    rulesDefinition = updateWidget(rulesDefinition, widget.key, (current) => ({
      ...current,
      rules: [...rules],
    }));
    validator = buildValidator();
  };

  return {
    validatePath,
    async getData({ validate: check = true } = {}) {
      if (!check) return store.getValues();
      const result = await validate();
      if (!result.valid) {
        throw new FormValidationError(options.t()('form.validationFailed'), result.errors);
      }
      return store.getValues();
    },
    validate: (fields) => validate(fields === undefined ? undefined : fieldList(fields)),
    setErrors(errors) {
      const t = options.t();
      const shown: FieldFailure[] = [];
      for (const [path, message] of Object.entries(errors)) {
        if (!index.byModel.has(channelOf(path))) continue;
        store.setError(path, message);
        const cell = CELL_PATH.exec(path);
        const error: FieldError = cell
          ? { path, key: `${cell[1]}.${cell[3]}`, message, row: Number(cell[2]) }
          : { path, key: path, message };
        shown.push(failureOf(error, t));
      }
      return shown;
    },
    setRules,
    optionsChanged(model, widget, keys) {
      if (!keys.some((key) => RULE_OPTIONS.includes(key))) return;
      const merged = withOptions(widget, options.optionsOf(model, widget));
      const owner = [...index.tables].find(([, entry]) => entry.columns.get(model) === widget);
      setRules(owner ? `${owner[0]}.${model}` : model, buildRules(merged));
    },
    clear() {
      store.clearErrors();
      checks.clear();
    },
    restore() {
      rulesDefinition = definition;
      validator = buildValidator();
      checks.clear();
    },
  };
}
