import type { RendererLocale, Translate } from '../contract';
import { MESSAGES, enUS, type MessageKey } from './messages';

/** Texts a host gives to replace or add messages, per locale. */
export type MessageOverrides = Partial<Record<RendererLocale, Readonly<Record<string, string>>>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; a placeholder without a value stays as written. */
export function formatMessage(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** Whether a text is a known message key. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(enUS, key);
}

/**
 * The translate function of a locale: the host's override first, then the locale's table,
 * then English, then the key itself (so a missing text is visible, never a crash).
 */
export function createTranslator(
  locale: RendererLocale,
  overrides: MessageOverrides = {},
): Translate {
  const table: Readonly<Record<string, string>> = MESSAGES[locale] ?? enUS;
  const extra = overrides[locale] ?? {};
  return (key, values) => {
    const text = Object.hasOwn(extra, key)
      ? extra[key]
      : Object.hasOwn(table, key)
        ? table[key]
        : Object.hasOwn(enUS, key)
          ? (enUS as Readonly<Record<string, string>>)[key]
          : key;
    return formatMessage(text ?? key, values);
  };
}

/** The renderer's locale for a host value: zh-CN for Chinese tags, English otherwise. */
export function resolveLocale(locale: string | undefined): RendererLocale {
  return locale && /^zh/i.test(locale) ? 'zh-CN' : 'en-US';
}
