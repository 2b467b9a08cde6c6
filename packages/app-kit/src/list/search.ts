/**
 * One input of a list's search. `status` is the enabled / disabled / all select; `date` a day
 * (`YYYY-MM-DD`, the screen's `toSearch` turns it into what its query asks).
 */
export interface SearchField {
  key: string;
  label: string;
  kind?: 'text' | 'status' | 'select' | 'date';
  /** The choices of a `select` (an empty value, "all", is added first). */
  options?: readonly { value: string; label: string }[];
  maxLength?: number;
  /** Width in px (default: the input's own), so that a screen's fields fit on one line. */
  width?: number;
}

/** The text values of the search inputs, by field key. */
export type SearchValues = Record<string, string>;

/** Every field empty: the search before the user types, and after Reset. */
export function blankSearch(fields: readonly SearchField[]): SearchValues {
  return Object.fromEntries(fields.map((field) => [field.key, '']));
}

/**
 * The query part of the search: trimmed non-empty texts as they are, `status` as a number. A
 * screen may pass its own `toSearch` instead.
 */
export function defaultSearch(fields: readonly SearchField[], values: SearchValues) {
  const query: Record<string, string | number> = {};
  for (const field of fields) {
    const text = (values[field.key] ?? '').trim();
    if (text === '') continue;
    query[field.key] = field.kind === 'status' ? Number(text) : text;
  }
  return query;
}
