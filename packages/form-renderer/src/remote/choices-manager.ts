/**
 * Remote choices of a form: loaded when a widget is created, reloaded when its option list
 * or data source changes, kept in the form store under the widget's key (its model, or
 * `table.column` for a sub-table column) so only that widget re-renders. A chunk: the runtime
 * loads it with the first widget whose choices are remote.
 */
import type { DataSource, Widget } from '@org/form-schema';
import type { Translate } from '../contract';
import type { FormStore } from '../runtime/form-store';
import { describeRemoteError } from './describe-error';
import type { RemoteChoiceOptions } from './load-remote-choices';
import type { RemoteContext, RemoteLoader } from './remote-loader';
import { readyChoices } from './static-choices';

export interface ChoicesManagerOptions {
  store: FormStore;
  context: RemoteContext;
  /** The widget's options with run-time overrides applied. */
  optionsOf: (key: string, widget: Widget) => RemoteChoiceOptions;
  /** The form's texts, for the message of a failed load. */
  t: () => Translate;
  /** Reports a failed load (an error toast); `label` is the widget's label. */
  report: (label: string, message: string) => void;
}

export interface ChoicesManager {
  /** Starts loading the choices of a remote widget unless already loaded or loading. */
  ensure(key: string, widget: Widget): void;
  /** Loads again, if the key was loaded before. */
  reload(key: string): void;
  /** Reloads the `option` widgets whose host list changed. */
  optionListsChanged(
    previous: Readonly<Record<string, unknown>>,
    next: Readonly<Record<string, unknown>>,
  ): void;
  /** Reloads the `datasource` widgets bound to a data source that has a new result. */
  dataSourceChanged(source: DataSource): void;
  /** Forgets what was loaded and loads every known key again (refresh). */
  reloadAll(): void;
}

const TREE_TYPES = new Set(['cascader']);

export function createChoicesManager(options: ChoicesManagerOptions): ChoicesManager {
  const known = new Map<string, Widget>();
  const generation = new Map<string, number>();
  const loading = new Set<string>();
  let loader: Promise<RemoteLoader> | undefined;
  const ready = () =>
    (loader ??= import('./remote-loader').then((module) =>
      module.createRemoteLoader(options.context),
    ));

  const load = (key: string, widget: Widget) => {
    const remote = options.optionsOf(key, widget);
    if (remote.remote !== true) return;
    const run = (generation.get(key) ?? 0) + 1;
    generation.set(key, run);
    loading.add(key);
    const previous = options.store.getChoices(key);
    options.store.setChoices(key, { items: previous?.items ?? [], loading: true, error: null });
    ready()
      .then((load) => load(remote, TREE_TYPES.has(widget.type)))
      .then(
        (items) => {
          if (generation.get(key) !== run) return;
          loading.delete(key);
          options.store.setChoices(key, readyChoices(items));
        },
        (error: unknown) => {
          if (generation.get(key) !== run) return;
          loading.delete(key);
          const message = error instanceof Error ? error.message : String(error);
          options.report(widget.name || widget.model, describeRemoteError(error, options.t()));
          options.store.setChoices(key, { items: [], loading: false, error: message || 'Error' });
        },
      );
  };

  return {
    ensure(key, widget) {
      if (known.has(key)) return;
      known.set(key, widget);
      load(key, widget);
    },
    reload(key) {
      const widget = known.get(key);
      if (widget) load(key, widget);
    },
    optionListsChanged(previous, next) {
      for (const [key, widget] of known) {
        const remote = options.optionsOf(key, widget);
        if (remote.remote !== true || remote.remoteType !== 'option') continue;
        const name = remote.remoteOption ?? '';
        if (previous[name] !== next[name]) load(key, widget);
      }
    },
    dataSourceChanged(source) {
      for (const [key, widget] of known) {
        if (loading.has(key)) continue; // its own request is what just answered
        const remote = options.optionsOf(key, widget);
        if (remote.remote !== true || remote.remoteType !== 'datasource') continue;
        if (remote.remoteDataSource === source.name || remote.remoteDataSource === source.key) {
          load(key, widget);
        }
      }
    },
    reloadAll() {
      for (const [key, widget] of known) load(key, widget);
    },
  };
}
