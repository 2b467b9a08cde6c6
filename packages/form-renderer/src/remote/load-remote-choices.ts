/**
 * Loads the choices of a widget whose `options.remote` is on, by `remoteType`:
 * - `func`: the host function `remote[remoteFunc]`, called with a `resolve` callback (a
 *   returned array or promise is accepted too);
 * - `option`: the host list `remoteOption[remoteOption]`;
 * - `datasource`: the stored result of a form data source (requested when not yet stored);
 * - `dict`: `data[0].list` of the dictionary service for `remoteDict`;
 * - `dataView`: the records of data view `remoteViewId` (a tree for cascaders, built from
 *   `parentLevelField` and `id`/`ID`).
 * The answer is mapped through `props` into `ChoiceItem`s.
 */
import type { PropsMapping, RemoteType } from '@org/form-schema';
import type { ChoiceItem } from '../contract';
import type { DataSourceClient } from '../data-sources/data-source-client';
import type { LookupService } from './lookup-service';
import { buildChoiceTree, listIn, mapChoiceItems } from './map-choices';

/** A host function for remote options: FormMaking calls `remote[remoteFunc](resolve)`. */
export type RemoteFunction = (
  resolve: (data: unknown) => void,
  reject: (error: unknown) => void,
) => unknown;

/** The options of a widget that matter for remote choices (run-time overrides applied). */
export interface RemoteChoiceOptions {
  remote?: boolean;
  remoteType?: RemoteType | string;
  remoteFunc?: string;
  remoteOption?: string;
  remoteDataSource?: string;
  remoteArgs?: string;
  remoteDict?: string;
  remoteViewId?: string;
  parentLevelField?: string;
  props?: Partial<PropsMapping>;
}

export interface RemoteSources {
  remote: () => Readonly<Record<string, unknown>>;
  remoteOption: () => Readonly<Record<string, unknown>>;
  dataSources: Pick<DataSourceClient, 'load'>;
  lookup: LookupService;
}

/** A remote source that is named but missing; the message names the missing thing. */
export class RemoteSourceError extends Error {
  readonly code: 'missing-function' | 'bad-answer';
  readonly source: string;
  constructor(code: RemoteSourceError['code'], source: string, message: string) {
    super(message);
    this.name = 'RemoteSourceError';
    this.code = code;
    this.source = source;
  }
}

function callRemoteFunction(fn: RemoteFunction): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const answer = fn(resolve, reject);
    if (answer && typeof (answer as Promise<unknown>).then === 'function') {
      (answer as Promise<unknown>).then(resolve, reject);
    } else if (Array.isArray(answer)) {
      resolve(answer);
    }
  });
}

function parseArgs(text: string | undefined): unknown {
  if (!text || !text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The raw answer of the widget's remote source. */
async function fetchAnswer(options: RemoteChoiceOptions, sources: RemoteSources): Promise<unknown> {
  const type = options.remoteType || 'func';
  switch (type) {
    case 'option': {
      const name = options.remoteOption ?? '';
      const lists = sources.remoteOption();
      return Object.hasOwn(lists, name) ? lists[name] : [];
    }
    case 'datasource':
      return sources.dataSources.load(
        options.remoteDataSource ?? '',
        parseArgs(options.remoteArgs),
      );
    case 'dict':
      return sources.lookup.dictionary(options.remoteDict ?? '');
    case 'dataView':
      return sources.lookup.dataView(options.remoteViewId ?? '');
    default: {
      const name = options.remoteFunc ?? '';
      const functions = sources.remote();
      const fn = Object.hasOwn(functions, name) ? functions[name] : undefined;
      if (typeof fn !== 'function') {
        throw new RemoteSourceError('missing-function', name, `No remote function named "${name}"`);
      }
      return callRemoteFunction(fn as RemoteFunction);
    }
  }
}

/** Loads and maps the choices of a remote widget (`tree` for cascaders). */
export async function loadRemoteChoices(
  options: RemoteChoiceOptions,
  sources: RemoteSources,
  tree: boolean,
): Promise<ChoiceItem[]> {
  const answer = await fetchAnswer(options, sources);
  const list = listIn(answer);
  if (!list) {
    if (answer === null || answer === undefined) return [];
    throw new RemoteSourceError(
      'bad-answer',
      options.remoteType ?? 'func',
      'The answer has no list of options',
    );
  }
  if (tree && options.remoteType === 'dataView') {
    return buildChoiceTree(list, options.parentLevelField || 'pid', options.props);
  }
  return mapChoiceItems(list, options.props);
}
