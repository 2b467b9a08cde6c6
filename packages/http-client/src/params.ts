/** Query parameters as callers give them; see {@link serializeParams} for how each value is sent. */
export type QueryParams = Record<string, unknown> | URLSearchParams;

/**
 * Turns query parameters into a query string (without the leading `?`), the way the platform's
 * servers read them:
 * - an array becomes one pair per element, the key repeated without brackets
 *   (`{ ids: [1, 2] }` → `ids=1&ids=2`); an empty array sends nothing;
 * - a plain object (also one inside an array) is sent as its JSON text
 *   (`{ filter: { a: 1 } }` → `filter=%7B%22a%22%3A1%7D`), so nested values keep their types
 *   and need no key convention on the server;
 * - a valid `Date` is sent as its ISO text (an invalid one is left out); strings, numbers, booleans and bigints as their text;
 * - `null` and `undefined` are left out (also inside arrays);
 * - a `URLSearchParams` is sent as it is.
 * Keys and values are percent-encoded (a space becomes `+`).
 */
export function serializeParams(params: QueryParams | null | undefined): string {
  if (params == null) return '';
  if (params instanceof URLSearchParams) return params.toString();
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      for (const item of value) appendValue(search, key, item);
    } else {
      appendValue(search, key, value);
    }
  }
  return search.toString();
}

function appendValue(search: URLSearchParams, key: string, value: unknown): void {
  const text = valueText(value);
  if (text !== undefined) search.append(key, text);
}

function valueText(value: unknown): string | undefined {
  switch (typeof value) {
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    default:
      if (value === null) return undefined;
      if (value instanceof Date) {
        return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
      }
      return JSON.stringify(value);
  }
}
