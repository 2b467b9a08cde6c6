/**
 * The runtime of one rendered form, outside React: the store, the compiled rules, data
 * sources, scripts, remote choices and the API the host's `ref` and the scripts use.
 * Components read the store and call `changeField`/`changeCell`; nothing here renders.
 */
import {
  RULE_OPTIONS,
  buildRules,
  coerceInputValue,
  coerceModel,
  createInitialModel,
  createTableRow,
  createValidator,
  updateWidget,
  type FieldError,
  type FileUploadWidget,
  type FormDefinition,
  type FormModel,
  type ImgUploadWidget,
  type Rule,
  type Validator,
  type Widget,
} from '@org/form-schema';
import type { RendererServices, Translate } from '../contract';
import type { DataSourceClient } from '../data-sources/data-source-client';
import { createLazyDataSources } from '../data-sources/lazy-data-sources';
import type { ChoicesManager } from '../remote/choices-manager';
import type { RemoteChoiceOptions } from '../remote/load-remote-choices';
import type { LookupEndpoints } from '../remote/lookup-service';
import { createLazyScriptHost } from '../scripts/lazy-script-host';
import type { ScriptHost } from '../scripts/script-host';
import type { UploadSettings } from '../services/upload-file';
import {
  FormValidationError,
  fieldList,
  type FormApi,
  type FormValidationResult,
} from './form-api';
import { completeRows, indexDefinition, type FormIndex } from './form-index';
import { cellPath, channelOf, createFormStore, type FormStore } from './form-store';
import { mergeOptions, withOptions } from './widget-options';

/** What the host gives through props; read afresh at every use. */
export interface RuntimeHost {
  remote: Readonly<Record<string, unknown>>;
  remoteOption: Readonly<Record<string, unknown>>;
  getToken?: () => string | null | undefined;
  onChange?: (field: string, value: unknown, model: FormModel) => void;
  onFieldChange?: Readonly<
    Record<string, ((value: unknown, model: FormModel) => void) | undefined>
  >;
  lookup: LookupEndpoints;
  upload: UploadSettings;
  fetch?: typeof fetch;
}

export interface RuntimeOptions {
  definition: FormDefinition;
  /** Data merged over the definition's defaults at load (and at refresh). */
  value: () => FormModel | undefined;
  /** Whether scripts from the definition may run. */
  scripts: boolean;
  host: () => RuntimeHost;
  notify: RendererServices['notify'];
  t: () => Translate;
}

export interface FormRuntime {
  readonly definition: FormDefinition;
  readonly index: FormIndex;
  readonly store: FormStore;
  readonly api: FormApi;
  readonly scripts: ScriptHost;
  readonly dataSources: DataSourceClient;
  /** The widget's options with run-time overrides (`setOptions`) merged in. */
  optionsOf(model: string, widget: Widget): Readonly<Record<string, unknown>>;
  changeField(model: string, raw: unknown): void;
  changeCell(table: string, row: number, column: string, raw: unknown): void;
  addRow(table: string): void;
  removeRow(table: string, row: number): void;
  /** Loads the remote choices of a widget once (`key`: model or `table.column`). */
  ensureChoices(key: string, widget: Widget): void;
  /** The host's props changed: reload choices whose `remoteOption` list changed. */
  hostChanged(previous: RuntimeHost): void;
  uploadFile: RendererServices['uploadFile'];
  getUploadToken: RendererServices['getUploadToken'];
  /** Mount: fetches `auto` data sources and runs the `mounted` script (once). */
  start(): void;
}

const REMOTE_KEYS = new Set([
  'remote',
  'remoteType',
  'remoteFunc',
  'remoteOption',
  'remoteDataSource',
  'remoteArgs',
  'remoteDict',
  'remoteViewId',
  'props',
  'parentLevelField',
]);

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : String(error);
}

export function createFormRuntime(options: RuntimeOptions): FormRuntime {
  const { definition } = options;
  const index = indexDefinition(definition);
  const initialValues = () =>
    completeRows(
      index,
      coerceModel(definition, { ...createInitialModel(definition), ...options.value() }),
    );
  const store = createFormStore(initialValues(), { hidden: index.hiddenAtLoad });
  const t = (...args: Parameters<Translate>) => options.t()(...args);

  // The API object is created below; scripts receive it lazily, once it exists.
  const scripts = createLazyScriptHost({
    enabled: options.scripts,
    scripts: definition.config.eventScript ?? [],
    api: () => api,
    report: (name, error) =>
      options.notify({
        type: 'error',
        message: t('script.failed', { name, message: messageOf(error) }),
      }),
    reportMissing: (name) =>
      options.notify({ type: 'error', message: t('script.unknown', { name }) }),
  });

  let rulesDefinition = definition;
  const buildValidator = () =>
    createValidator(rulesDefinition, { resolveFuncRule: (rule) => scripts.validatorFor(rule) });
  let validator: Validator = buildValidator();

  const dataSources = createLazyDataSources({
    sources: definition.config.dataSource ?? [],
    getToken: () => options.host().getToken?.(),
    scripts,
    fetch: (...args) => (options.host().fetch ?? fetch)(...args),
    onResult: (source) => withChoices((manager) => manager.dataSourceChanged(source)),
  });

  const optionsOf = (model: string, widget: Widget) =>
    mergeOptions(widget, store.getOptions(model));
  const columnModel = (key: string) => key.slice(key.lastIndexOf('.') + 1);

  const reportChoices = (label: string, message: string) =>
    options.notify({ type: 'error', message: t('remote.loadFailed', { label, message }) });

  // Remote choices: the manager loads with the first widget whose choices are remote, so until
  // then no key is known and there is nothing to reload.
  let choices: ChoicesManager | undefined;
  let choicesLoading: Promise<ChoicesManager> | undefined;
  const loadChoices = () =>
    (choicesLoading ??= import('../remote/choices-manager').then((module) => {
      choices = module.createChoicesManager({
        store,
        context: {
          remote: () => options.host().remote,
          remoteOption: () => options.host().remoteOption,
          dataSources,
          lookup: () => options.host().lookup,
          getToken: () => options.host().getToken?.(),
        },
        optionsOf: (key, widget) =>
          optionsOf(index.byModel.has(key) ? key : columnModel(key), widget) as RemoteChoiceOptions,
        t: options.t,
        report: reportChoices,
      });
      return choices;
    }));
  /** Uses the manager now, or once it has loaded; nothing before a widget asked for it. */
  const withChoices = (call: (manager: ChoicesManager) => void) => {
    if (choices) call(choices);
    else void choicesLoading?.then(call, () => undefined);
  };
  const ensureChoices = (key: string, widget: Widget) => {
    if (choices) return choices.ensure(key, widget);
    loadChoices().then(
      (manager) => manager.ensure(key, widget),
      (error: unknown) => {
        const message = messageOf(error);
        reportChoices(widget.name || widget.model, message);
        store.setChoices(key, { items: [], loading: false, error: message || 'Error' });
      },
    );
  };

  // --- validation -------------------------------------------------------------------------

  const isShown = (model: string): boolean =>
    !store.isHidden(model) &&
    !(index.ancestors.get(model) ?? []).some((outer) => store.isHidden(outer));

  const errorShown = (error: FieldError): boolean => {
    if (error.row === undefined) return isShown(error.key);
    const dot = error.key.lastIndexOf('.');
    return isShown(error.key.slice(0, dot)) && isShown(error.key.slice(dot + 1));
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
    return { valid: errors.length === 0, errors };
  };

  // --- changes ----------------------------------------------------------------------------

  const emitChange = (field: string, value: unknown) => {
    const host = options.host();
    const onField = host.onFieldChange?.[field];
    if (!host.onChange && !onField) return;
    const model = store.getValues();
    host.onChange?.(field, value, model);
    onField?.(value, model);
  };

  const runChangeScript = (widget: Widget, args: Record<string, unknown>) => {
    const name = widget.events?.onChange;
    if (name) scripts.runEvent(name, { ...args, model: store.getValues() });
  };

  const rowsOf = (table: string): readonly Record<string, unknown>[] => {
    const rows = store.getValue(table);
    return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
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

  const allModels = () => [...index.byModel.keys()];
  let started = false;

  const refresh = () => {
    store.rebuild(initialValues(), index.hiddenAtLoad);
    rulesDefinition = definition;
    validator = buildValidator();
    checks.clear();
    dataSources.clear();
    withChoices((manager) => manager.reloadAll());
    void dataSources.fetchAuto();
    if (scripts.has('refresh')) scripts.runEvent('refresh', {});
  };

  const api: FormApi = {
    async getData({ validate: check = true } = {}) {
      if (!check) return store.getValues();
      const result = await validate();
      if (!result.valid) throw new FormValidationError(t('form.validationFailed'), result.errors);
      return store.getValues();
    },
    getValues: () => store.getValues(),
    getValue: (field) => store.getValue(field),
    setData(values) {
      const before = store.getValues();
      store.setValues(completeRows(index, coerceModel(definition, values)));
      const after = store.getValues();
      for (const field of Object.keys(values)) {
        if (!Object.is(before[field], after[field])) emitChange(field, after[field]);
      }
    },
    reset() {
      store.reset();
      store.clearErrors();
      checks.clear();
    },
    refresh,
    hide: (fields) => store.setHidden(fieldList(fields), true),
    display: (fields) => store.setHidden(fieldList(fields), false),
    disable: (fields) =>
      store.setDisabled(fields === undefined ? allModels() : fieldList(fields), true),
    enable: (fields) =>
      store.setDisabled(fields === undefined ? allModels() : fieldList(fields), false),
    addClassName: (fields, className) => store.addClassName(fieldList(fields), className),
    removeClassName: (fields, className) => store.removeClassName(fieldList(fields), className),
    validate: (fields) => validate(fields === undefined ? undefined : fieldList(fields)),
    setErrors(errors) {
      for (const [path, message] of Object.entries(errors)) {
        if (index.byModel.has(channelOf(path))) store.setError(path, message);
      }
    },
    sendRequest: (name, args) => dataSources.send(name, args),
    setOptions(fields, patch) {
      for (const model of fieldList(fields)) {
        store.setOptions(model, patch);
        const widget = index.byModel.get(model);
        if (!widget) continue;
        const keys = Object.keys(patch);
        if (keys.some((key) => RULE_OPTIONS.includes(key))) {
          const merged = withOptions(widget, optionsOf(model, widget));
          const owner = [...index.tables].find(([, entry]) => entry.columns.get(model) === widget);
          setRules(owner ? `${owner[0]}.${model}` : model, buildRules(merged));
        }
        if (keys.some((key) => REMOTE_KEYS.has(key))) {
          withChoices((manager) => {
            manager.reload(model);
            for (const [table, entry] of index.tables) {
              if (entry.columns.get(model) === widget) manager.reload(`${table}.${model}`);
            }
          });
        }
      }
    },
    setRules,
    triggerEvent: (name, args) => scripts.runEvent(name, args),
  };

  // Upload code loads with the first upload (or token request).
  const getUploadToken = async (widget: ImgUploadWidget | FileUploadWidget) => {
    const { createUploadTokenGetter } = await import('../services/upload-token');
    return createUploadTokenGetter({
      remote: () => options.host().remote,
      sendRequest: (name) => dataSources.send(name),
    })(widget);
  };
  const uploadFile: RendererServices['uploadFile'] = async (request) => {
    const { createUploadFile } = await import('../services/upload-file');
    return createUploadFile({
      settings: () => options.host().upload,
      getToken: () => options.host().getToken?.(),
      getUploadToken,
    })(request);
  };

  return {
    definition,
    index,
    store,
    api,
    scripts,
    dataSources,
    optionsOf,
    changeField(model, raw) {
      const widget = index.byModel.get(model);
      if (!widget) return;
      const value = coerceInputValue(widget, raw);
      if (Object.is(store.getValue(model), value) && Object.hasOwn(store.peekValues(), model))
        return;
      store.setValue(model, value);
      validatePath(model, model, value);
      emitChange(model, value);
      runChangeScript(widget, { field: model, value });
    },
    changeCell(table, row, column, raw) {
      const entry = index.tables.get(table);
      const widget = entry?.columns.get(column);
      const rows = rowsOf(table);
      const current = rows[row];
      if (!widget || !current) return;
      const value = coerceInputValue(widget, raw);
      if (Object.is(current[column], value)) return;
      const next = rows.slice();
      next[row] = { ...current, [column]: value };
      store.setValue(table, next);
      validatePath(`${table}.${column}`, cellPath(table, row, column), value, row);
      emitChange(table, next);
      runChangeScript(widget, { field: column, value, table, rowIndex: row });
    },
    addRow(table) {
      const entry = index.tables.get(table);
      if (!entry) return;
      const next = [...rowsOf(table), createTableRow(entry.table)];
      store.setValue(table, next);
      emitChange(table, next);
    },
    removeRow(table, row) {
      const rows = rowsOf(table);
      if (row < 0 || row >= rows.length) return;
      const next = rows.filter((_, position) => position !== row);
      // Messages are kept by row position; after a removal they would point at other rows.
      store.clearErrors([table]);
      store.setValue(table, next);
      emitChange(table, next);
    },
    ensureChoices,
    hostChanged(previous) {
      const next = options.host();
      if (previous.remoteOption !== next.remoteOption) {
        withChoices((manager) =>
          manager.optionListsChanged(previous.remoteOption, next.remoteOption),
        );
      }
    },
    uploadFile,
    getUploadToken,
    start() {
      if (started) return;
      started = true;
      void dataSources.fetchAuto();
      if (scripts.has('mounted')) scripts.runEvent('mounted', {});
    },
  };
}
