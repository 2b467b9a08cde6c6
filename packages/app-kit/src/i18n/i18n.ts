import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readPreference, writePreference } from '../session/token';
import { kitMessages } from './messages';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
/** Cookie that keeps the chosen language. */
export const LANGUAGE_COOKIE = 'language';
/** Cookie that remembers the platform's language, so a page opens in it before the server says. */
const PLATFORM_LANGUAGE_COOKIE = 'platformLanguage';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language the user chose (kept in the `language` cookie), if they chose one. */
export function chosenLanguage(): Language | undefined {
  const saved = readPreference(LANGUAGE_COOKIE);
  return isLanguage(saved) ? saved : undefined;
}

/** Remembers the platform's language the server named, for the next page load. */
export function rememberPlatformLanguage(language: Language): void {
  if (readPreference(PLATFORM_LANGUAGE_COOKIE) !== language) {
    writePreference(PLATFORM_LANGUAGE_COOKIE, language);
  }
}

/** The platform's language as the server last named it, if it did. */
function rememberedPlatformLanguage(): Language | undefined {
  const saved = readPreference(PLATFORM_LANGUAGE_COOKIE);
  return isLanguage(saved) ? saved : undefined;
}

/** Switches `i18n` to `language` and keeps it as the user's choice. */
export function chooseLanguage(i18n: I18n, language: Language): Promise<unknown> {
  writePreference(LANGUAGE_COOKIE, language);
  return i18n.changeLanguage(language);
}

/**
 * An i18next instance with the kit's texts (namespace `kit`) and the app's `resources`
 * (by language, then namespace; a `kit` namespace there adds to the kit's). Every namespace
 * falls back to `kit`, so an app's screens use the kit's shared texts by their keys. The
 * language is the one the user chose (the `language` cookie), else the platform's as the
 * server last named it, else zh-CN, until the server names the platform's (`useSystemInfo`).
 */
export function createI18n(resources: Resource = {}, language?: Language): I18n {
  const instance = i18next.createInstance();
  const lng = language ?? chosenLanguage() ?? rememberedPlatformLanguage() ?? DEFAULT_LANGUAGE;
  const merged: Resource = {};
  for (const lang of LANGUAGES) {
    const { kit, ...app } = resources[lang] ?? {};
    merged[lang] = { ...app, kit: { ...kitMessages[lang], ...(kit as object | undefined) } };
  }
  void instance.use(initReactI18next).init({
    resources: merged,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'kit',
    fallbackNS: 'kit',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instance.on('languageChanged', (lang) => {
    document.documentElement.lang = lang;
  });
  document.documentElement.lang = lng;
  return instance;
}

/**
 * Adds an app's texts (by language, then namespace) to `i18n` after it was created: texts only
 * a lazily loaded part of the app shows can come with that part's code.
 */
export function addResources(i18n: I18n, resources: Resource): void {
  for (const [lang, namespaces] of Object.entries(resources)) {
    for (const [namespace, texts] of Object.entries(namespaces)) {
      i18n.addResourceBundle(lang, namespace, texts, true, true);
    }
  }
}
