/**
 * The data sources of a form, with the request code (`data-source-client.ts`) loaded on first
 * use: forms without data sources never load it.
 */
import type { DataSource } from '@org/form-schema';
import type { DataSourceClient, DataSourceClientOptions } from './data-source-client';
import { UnknownDataSourceError } from './errors';

/** The source with this name, or else this key. */
export function findDataSource(
  sources: readonly DataSource[],
  nameOrKey: string,
): DataSource | undefined {
  return (
    sources.find((source) => source.name === nameOrKey) ??
    sources.find((source) => source.key === nameOrKey)
  );
}

export function createLazyDataSources(options: DataSourceClientOptions): DataSourceClient {
  let client: DataSourceClient | undefined;
  let loading: Promise<DataSourceClient> | undefined;
  // Request functions run at once, so the form's script host is there before a request goes.
  const ready = () =>
    (loading ??= Promise.all([import('./data-source-client'), options.scripts.ready()]).then(
      ([module]) => {
        client = module.createDataSourceClient(options);
        return client;
      },
    ));
  const known = (nameOrKey: string) => findDataSource(options.sources, nameOrKey) !== undefined;
  return {
    find: (nameOrKey) => findDataSource(options.sources, nameOrKey),
    send: (nameOrKey, args) =>
      known(nameOrKey)
        ? ready().then((loaded) => loaded.send(nameOrKey, args))
        : Promise.reject(new UnknownDataSourceError(nameOrKey)),
    load: (nameOrKey, args) =>
      known(nameOrKey)
        ? ready().then((loaded) => loaded.load(nameOrKey, args))
        : Promise.reject(new UnknownDataSourceError(nameOrKey)),
    result: (nameOrKey) => client?.result(nameOrKey) ?? { stored: false, value: undefined },
    results: () => client?.results() ?? {},
    fetchAuto: () =>
      options.sources.some((source) => source.auto)
        ? ready().then((loaded) => loaded.fetchAuto())
        : Promise.resolve(),
    clear: () => client?.clear(),
  };
}
