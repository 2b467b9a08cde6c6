import type { DesignerLocale } from '../i18n';

/**
 * The designer's language: the one asked for, else the page's (`<html lang>`: any `zh…` gives
 * zh-CN, any `en…` gives en-US), else zh-CN.
 */
export function resolveLocale(asked?: DesignerLocale): DesignerLocale {
  if (asked) return asked;
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang.toLowerCase();
  if (lang.startsWith('en')) return 'en-US';
  return 'zh-CN';
}
