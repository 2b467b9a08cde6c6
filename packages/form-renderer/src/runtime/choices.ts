/**
 * Remote choices. The manager is a chunk that loads with the first widget whose choices are
 * remote, so until then no key is known and there is nothing to reload: every later call
 * uses it now, or once it has loaded, and does nothing if no widget asked for it.
 */
import type { DataSource, Widget } from '@org/form-schema';
import type { RendererServices, Translate } from '../contract';
import type { DataSourceClient } from '../data-sources/data-source-client';
import type { ChoicesManager } from '../remote/choices-manager';
import type { RemoteChoiceOptions } from '../remote/load-remote-choices';
import type { FormIndex } from './form-index';
import type { FormStore } from './form-store';
import { messageOf, type RuntimeHost } from './runtime-options';

/** Options that say where a widget's choices come from: setting one loads them again. */
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

export interface ChoicesOptions {
  index: FormIndex;
  store: FormStore;
  host: () => RuntimeHost;
  dataSources: DataSourceClient;
  optionsOf: (model: string, widget: Widget) => Readonly<Record<string, unknown>>;
  notify: RendererServices['notify'];
  t: () => Translate;
}

export interface RuntimeChoices {
  /** Loads the remote choices of a widget once (`key`: model or `table.column`). */
  ensure(key: string, widget: Widget): void;
  /** The host's props changed: reloads choices whose `remoteOption` list changed. */
  hostChanged(previous: RuntimeHost): void;
  /** A data source stored a result: reloads the choices that list it. */
  dataSourceChanged(source: DataSource): void;
  /** `setOptions` gave the field these options: reloads its choices if one says where from. */
  optionsChanged(model: string, widget: Widget, keys: readonly string[]): void;
  reloadAll(): void;
}

export function createChoices(options: ChoicesOptions): RuntimeChoices {
  const { index, store, host, dataSources, optionsOf, notify, t } = options;
  const columnModel = (key: string) => key.slice(key.lastIndexOf('.') + 1);
  const report = (label: string, message: string) =>
    notify({ type: 'error', message: t()('remote.loadFailed', { label, message }) });

  let choices: ChoicesManager | undefined;
  let choicesLoading: Promise<ChoicesManager> | undefined;
  const loadChoices = () =>
    (choicesLoading ??= import('../remote/choices-manager').then((module) => {
      choices = module.createChoicesManager({
        store,
        context: {
          remote: () => host().remote,
          remoteOption: () => host().remoteOption,
          dataSources,
          lookup: () => host().lookup,
          getToken: () => host().getToken?.(),
        },
        optionsOf: (key, widget) =>
          optionsOf(index.byModel.has(key) ? key : columnModel(key), widget) as RemoteChoiceOptions,
        t,
        report,
      });
      return choices;
    }));
  /** Uses the manager now, or once it has loaded; nothing before a widget asked for it. */
  const withChoices = (call: (manager: ChoicesManager) => void) => {
    if (choices) call(choices);
    else void choicesLoading?.then(call, () => undefined);
  };

  return {
    ensure(key, widget) {
      if (choices) return choices.ensure(key, widget);
      loadChoices().then(
        (manager) => manager.ensure(key, widget),
        (error: unknown) => {
          const message = messageOf(error);
          report(widget.name || widget.model, message);
          store.setChoices(key, { items: [], loading: false, error: message || 'Error' });
        },
      );
    },
    hostChanged(previous) {
      const next = host();
      if (previous.remoteOption !== next.remoteOption) {
        withChoices((manager) =>
          manager.optionListsChanged(previous.remoteOption, next.remoteOption),
        );
      }
    },
    dataSourceChanged: (source) => withChoices((manager) => manager.dataSourceChanged(source)),
    optionsChanged(model, widget, keys) {
      if (!keys.some((key) => REMOTE_KEYS.has(key))) return;
      withChoices((manager) => {
        manager.reload(model);
        for (const [table, entry] of index.tables) {
          if (entry.columns.get(model) === widget) manager.reload(`${table}.${model}`);
        }
      });
    },
    reloadAll: () => withChoices((manager) => manager.reloadAll()),
  };
}
