import { MESSAGES } from './catalogue';
import { DEFAULT_LANGUAGE, type Language } from './language';

/** A message of the catalogue (`src/i18n/messages/`). */
export type MessageKey = keyof typeof MESSAGES;

type Names<S extends string> = S extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Names<Rest>
  : never;

/** The names of the values a message takes (`{{code}}` in its text). */
export type ValueNames<K extends MessageKey> = Names<(typeof MESSAGES)[K]['en-US']>;

/**
 * What a message's value may be: kept as given (codes, names, numbers), a text of its own, or a
 * list of them (shown with the language's list separator, or the one `joined` names).
 */
export type TextValue = string | number | Text | readonly TextValue[] | Joined | Localized;

/**
 * A value already said in each language by whoever made it (`@org/form-schema`'s definition
 * problems, for one): the request's language picks one.
 */
export interface Localized {
  readonly localized: Readonly<Record<Language, string>>;
}

/** A value said in each language: `localized({ 'zh-CN': …, 'en-US': … })`. */
export const localized = (texts: Readonly<Record<Language, string>>): Localized => ({
  localized: texts,
});

/** Values shown one after another, with a separator of the catalogue between them. */
export interface Joined {
  readonly items: readonly TextValue[];
  readonly by: MessageKey;
}

/** `items` with the separator `by` (a key of the catalogue) between them. */
export const joined = (items: readonly TextValue[], by: MessageKey): Joined => ({ items, by });

/**
 * A message to show, not yet in a language: its key and its values. Errors carry texts; the
 * answer renders them in the language of the request.
 */
export interface Text {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, TextValue>>;
}

type ValuesOf<K extends MessageKey> = [ValueNames<K>] extends [never]
  ? []
  : [values: Readonly<Record<ValueNames<K>, TextValue>>];

/** The text of message `key` with its values. */
export function text<K extends MessageKey>(key: K, ...values: ValuesOf<K>): Text {
  return values[0] === undefined ? { key } : { key, values: values[0] };
}

export function isText(value: unknown): value is Text {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { key?: unknown }).key === 'string' &&
    Object.hasOwn(MESSAGES, (value as { key: string }).key)
  );
}

const PLACE = /\{\{(\w+)\}\}/g;

/** The message in `language`, its values put in (a value not given stays as its name). */
export function render(message: Text, language: Language = DEFAULT_LANGUAGE): string {
  const template = MESSAGES[message.key][language];
  return template.replace(PLACE, (place, name: string) => {
    const value = message.values?.[name];
    return value === undefined ? place : renderValue(value, language);
  });
}

function renderValue(value: TextValue, language: Language): string {
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return renderValue(joined(value, 'list.separator'), language);
  if ('localized' in value) return value.localized[language];
  if ('items' in value) {
    const separator = MESSAGES[value.by][language];
    return value.items.map((item) => renderValue(item, language)).join(separator);
  }
  return render(value as Text, language);
}

/** The value names used in a template, in order of first use. */
export function namesIn(template: string): string[] {
  return [...new Set([...template.matchAll(PLACE)].map((match) => match[1]!))];
}
