/**
 * Data sources of a form (`config.dataSource[]`): a new source's defaults, clones, validation
 * and the token header stored with a saved source (spec §4, §5, §7, §8).
 */
import { defaultIdSource, type IdSource } from './ids';
import { SCRIPT_PARAMS } from './definition-scripts';
import { copyName, nameIssues, syntaxIssue, uniqueKey, type ItemIssue } from './named-items';
import type { DataSource, HttpMethod } from './types';

/** Methods a data source may use. */
export const DATA_SOURCE_METHODS: readonly HttpMethod[] = Object.freeze([
  'GET',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
]);

/** Default function bodies of a new data source. */
export const DEFAULT_DATA_SOURCE_FUNCS = Object.freeze({
  requestFunc: 'return config;',
  responseFunc: 'return res;',
  errorFunc: '',
});

/** Spec texts of the data source manager. */
export const DATA_SOURCE_MESSAGES = Object.freeze({
  repeated: 'data source name cannot be repeated',
  unsaved: 'unsaved data please save first',
  invalid: 'setting error',
});

/** The header that carries the session token. */
export const TOKEN_HEADER = 'X-Token';

/** A new source: a fresh 8-character key, `DataSource_{key}`, GET, auto on, default functions. */
export function createDataSource(
  existing: readonly DataSource[] = [],
  ids: IdSource = defaultIdSource,
): DataSource {
  const key = uniqueKey(existing, ids);
  return {
    key,
    name: `DataSource_${key}`,
    url: '',
    method: 'GET',
    auto: true,
    headers: {},
    params: {},
    ...DEFAULT_DATA_SOURCE_FUNCS,
  };
}

/** A copy with a new key and the name plus `_copy` (numbered when that name is taken). */
export function cloneDataSource(
  source: DataSource,
  existing: readonly DataSource[],
  ids: IdSource = defaultIdSource,
): DataSource {
  return {
    ...source,
    headers: { ...source.headers },
    params: structuredCloneJson(source.params),
    key: uniqueKey(existing, ids),
    name: copyName(existing, source.name),
  };
}

function structuredCloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/**
 * What is wrong with a source before it may be saved: name required and unique among the
 * others, url required, a known method, functions that parse (`syntax`, with line and column).
 * An empty list means it may be saved.
 */
export function validateDataSource(source: DataSource, others: readonly DataSource[]): ItemIssue[] {
  const issues = nameIssues(others, source, DATA_SOURCE_MESSAGES.repeated);
  if (!source.url.trim())
    issues.push({ field: 'url', code: 'required', message: 'url is required' });
  if (!DATA_SOURCE_METHODS.includes(source.method))
    issues.push({ field: 'method', code: 'invalid', message: `unknown method "${source.method}"` });
  for (const part of ['requestFunc', 'responseFunc', 'errorFunc'] as const) {
    const syntax = syntaxIssue(part, source[part] ?? '', SCRIPT_PARAMS[part]);
    if (syntax) issues.push(syntax);
  }
  return issues;
}

/**
 * The source as it is saved: its `X-Token` header set to the stored token (any other spelling
 * of the header replaced). Without a token the headers are kept as they are.
 */
export function withTokenHeader(source: DataSource, token: string | null | undefined): DataSource {
  if (!token) return source;
  const headers = Object.fromEntries(
    Object.entries(source.headers).filter(([name]) => name.toLowerCase() !== 'x-token'),
  );
  return { ...source, headers: { ...headers, [TOKEN_HEADER]: token } };
}
