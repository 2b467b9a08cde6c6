/**
 * The runtime of one rendered form, outside React: the store, the compiled rules, data
 * sources, scripts, remote choices and the API the host's `ref` and the scripts use.
 * Components read the store and call `changeField`/`changeCell`; nothing here renders.
 * Each concern is a part of its own (values and changes, validation, choices, data sources
 * and scripts, uploads); this module builds them and joins their methods.
 */
import {
  coerceModel,
  createInitialModel,
  type FormDefinition,
  type Widget,
} from '@org/form-schema';
import type { RendererServices } from '../contract';
import type { DataSourceClient } from '../data-sources/data-source-client';
import type { ScriptHost } from '../scripts/script-host';
import { createChoices } from './choices';
import { fieldList, type FormApi } from './form-api';
import { completeRows, indexDefinition, type FormIndex } from './form-index';
import { createFormStore, type FormStore } from './form-store';
import type { RuntimeHost, RuntimeOptions } from './runtime-options';
import { createSourcesAndScripts } from './sources-and-scripts';
import { createUploads } from './uploads';
import { createValidation } from './validation';
import { createValues } from './values';
import { mergeOptions } from './widget-options';

export type { RuntimeHost, RuntimeOptions } from './runtime-options';

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

export function createFormRuntime(options: RuntimeOptions): FormRuntime {
  const { definition, host, notify, t } = options;
  const index = indexDefinition(definition);
  const initialValues = () =>
    completeRows(
      index,
      coerceModel(definition, { ...createInitialModel(definition), ...options.value() }),
    );
  const store = createFormStore(initialValues(), { hidden: index.hiddenAtLoad });
  const optionsOf = (model: string, widget: Widget) =>
    mergeOptions(widget, store.getOptions(model));

  // The scripts get the API, and the data sources tell the choices of their results, through
  // functions: both are built below, before any script or request can run.
  const sources = createSourcesAndScripts({
    definition,
    mode: options.scripts,
    api: () => api,
    host,
    notify,
    t,
    onResult: (source) => choices.dataSourceChanged(source),
  });
  const { scripts, dataSources } = sources;
  const validation = createValidation({ definition, index, store, scripts, optionsOf, t });
  const choices = createChoices({ index, store, host, dataSources, optionsOf, notify, t });
  const { validatePath } = validation;
  const values = createValues({ definition, index, store, host, scripts, validatePath });
  const uploads = createUploads({ host, dataSources });
  const allModels = () => [...index.byModel.keys()];

  const api: FormApi = {
    getData: validation.getData,
    getValues: values.getValues,
    getValue: values.getValue,
    setData: values.setData,
    reset() {
      store.reset();
      validation.clear();
    },
    refresh() {
      store.rebuild(initialValues(), index.hiddenAtLoad);
      validation.restore();
      dataSources.clear();
      choices.reloadAll();
      sources.refreshed();
    },
    hide: (fields) => store.setHidden(fieldList(fields), true),
    display: (fields) => store.setHidden(fieldList(fields), false),
    disable: (fields) =>
      store.setDisabled(fields === undefined ? allModels() : fieldList(fields), true),
    enable: (fields) =>
      store.setDisabled(fields === undefined ? allModels() : fieldList(fields), false),
    addClassName: (fields, className) => store.addClassName(fieldList(fields), className),
    removeClassName: (fields, className) => store.removeClassName(fieldList(fields), className),
    validate: validation.validate,
    setErrors: validation.setErrors,
    sendRequest: sources.sendRequest,
    setOptions(fields, patch) {
      for (const model of fieldList(fields)) {
        store.setOptions(model, patch);
        const widget = index.byModel.get(model);
        if (!widget) continue;
        const keys = Object.keys(patch);
        validation.optionsChanged(model, widget, keys);
        choices.optionsChanged(model, widget, keys);
      }
    },
    setRules: validation.setRules,
    triggerEvent: sources.triggerEvent,
  };

  return {
    definition,
    index,
    store,
    api,
    scripts,
    dataSources,
    optionsOf,
    changeField: values.changeField,
    changeCell: values.changeCell,
    addRow: values.addRow,
    removeRow: values.removeRow,
    ensureChoices: choices.ensure,
    hostChanged: choices.hostChanged,
    uploadFile: uploads.uploadFile,
    getUploadToken: uploads.getUploadToken,
    start: sources.start,
  };
}
