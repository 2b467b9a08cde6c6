/**
 * The definition's data sources and scripts: the script host (a chunk, only with `scripts`),
 * the data-source client (its request code loaded on first use), and the lifecycle events
 * that fetch the `auto` sources and run the `mounted` and `refresh` scripts.
 */
import type { DataSource, FormDefinition } from '@org/form-schema';
import type { RendererServices, Translate } from '../contract';
import type { DataSourceClient } from '../data-sources/data-source-client';
import { createLazyDataSources } from '../data-sources/lazy-data-sources';
import { createLazyScriptHost } from '../scripts/lazy-script-host';
import type { ScriptHost } from '../scripts/script-host';
import type { ScriptMode } from '../scripts/script-mode';
import type { FormApi } from './form-api';
import type { RuntimeHost } from './runtime-options';

export interface SourcesAndScriptsOptions {
  definition: FormDefinition;
  /** Whether scripts from the definition run, and where. */
  mode: ScriptMode;
  /** The API is built after the scripts, so they receive it lazily, once it exists. */
  api: () => FormApi;
  host: () => RuntimeHost;
  notify: RendererServices['notify'];
  t: () => Translate;
  /** Called with the source of every stored result (remote choices may list it). */
  onResult: (source: DataSource) => void;
}

export interface SourcesAndScripts {
  readonly scripts: ScriptHost;
  readonly dataSources: DataSourceClient;
  sendRequest: FormApi['sendRequest'];
  triggerEvent: FormApi['triggerEvent'];
  /** Mount: fetches `auto` data sources and runs the `mounted` script (once). */
  start(): void;
  /** After `refresh` rebuilt the values: fetches `auto` sources again, runs `refresh`. */
  refreshed(): void;
}

export function createSourcesAndScripts(options: SourcesAndScriptsOptions): SourcesAndScripts {
  const { host, notify, t } = options;
  const { config } = options.definition;

  const scripts = createLazyScriptHost({
    mode: options.mode,
    scripts: config.eventScript ?? [],
    api: options.api,
    notify: (message) => notify({ type: 'error', message }),
    t,
  });

  const dataSources = createLazyDataSources({
    sources: config.dataSource ?? [],
    getToken: () => host().getToken?.(),
    scripts,
    fetch: (...args) => (host().fetch ?? fetch)(...args),
    onResult: (source) => options.onResult(source),
  });

  /** Fetches the `auto` sources, then runs the event's script if the definition has one. */
  const load = (event: 'mounted' | 'refresh') => {
    void dataSources.fetchAuto();
    if (scripts.has(event)) scripts.runEvent(event, {});
  };

  let started = false;
  return {
    scripts,
    dataSources,
    sendRequest: (name, args) => dataSources.send(name, args),
    triggerEvent: (name, args) => scripts.runEvent(name, args),
    start() {
      if (started) return;
      started = true;
      load('mounted');
    },
    refreshed: () => load('refresh'),
  };
}
