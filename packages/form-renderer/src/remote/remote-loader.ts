/**
 * What loads remote choices, in a chunk of its own: forms without remote options never load
 * it, nor the HTTP library behind the dictionary and data-view services.
 */
import type { ChoiceItem } from '../contract';
import type { DataSourceClient } from '../data-sources/data-source-client';
import { loadRemoteChoices, type RemoteChoiceOptions } from './load-remote-choices';
import { createLookupService, type LookupEndpoints } from './lookup-service';

/** What remote choices may come from, read afresh at each load. */
export interface RemoteContext {
  remote: () => Readonly<Record<string, unknown>>;
  remoteOption: () => Readonly<Record<string, unknown>>;
  dataSources: Pick<DataSourceClient, 'load'>;
  lookup: () => LookupEndpoints;
  getToken: () => string | null | undefined;
}

export type RemoteLoader = (options: RemoteChoiceOptions, tree: boolean) => Promise<ChoiceItem[]>;

/** A loader bound to one form's sources. */
export function createRemoteLoader(context: RemoteContext): RemoteLoader {
  const sources = {
    remote: context.remote,
    remoteOption: context.remoteOption,
    dataSources: context.dataSources,
    lookup: createLookupService(context.lookup, context.getToken),
  };
  return (options, tree) => loadRemoteChoices(options, sources, tree);
}
