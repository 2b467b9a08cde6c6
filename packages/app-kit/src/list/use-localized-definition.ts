import { localizeDefinition, type TextTable } from '@org/form-schema';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/i18n';
import type { FormDefinitionJson } from './FormDialog';

/**
 * A form definition's texts in other languages: by language, a table from the definition's
 * own text to the translation. The definition's own language (zh-CN) needs none.
 */
export type DefinitionTranslations = Partial<Readonly<Record<Language, TextTable>>>;

/** Localized definitions by source definition, then by table (one table per language). */
const localized = new WeakMap<object, WeakMap<TextTable, object>>();

/**
 * The definition in `language`: its shown texts replaced by the language's table (see
 * `localizeDefinition`), or the definition itself when the language has no table. The same
 * definition and table always give the same object, so a form is not rebuilt on every render.
 */
export function localizedDefinition<D extends FormDefinitionJson>(
  definition: D,
  translations: DefinitionTranslations | undefined,
  language: string,
): D {
  const table = translations?.[language as Language];
  if (!table) return definition;
  let byTable = localized.get(definition);
  if (!byTable) {
    byTable = new WeakMap();
    localized.set(definition, byTable);
  }
  let result = byTable.get(table) as D | undefined;
  if (!result) {
    result = localizeDefinition(definition, table);
    byTable.set(table, result);
  }
  return result;
}

/**
 * The definition in the current language; a change of language gives the definition in the
 * new one (an open form is drawn again in it).
 */
export function useLocalizedDefinition<D extends FormDefinitionJson>(
  definition: D,
  translations: DefinitionTranslations | undefined,
): D {
  const { i18n } = useTranslation('kit');
  return localizedDefinition(definition, translations, i18n.resolvedLanguage ?? i18n.language);
}
