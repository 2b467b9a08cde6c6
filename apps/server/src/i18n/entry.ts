import type { Language } from './language';

/** One message of the catalogue in every language. Values are named in braces: `{code}`. */
export type Entry = Readonly<Record<Language, string>>;

/** A group of the catalogue's messages; keeps each text's literal type for its value names. */
export function messages<const T extends Record<string, Entry>>(entries: T): T {
  return entries;
}
