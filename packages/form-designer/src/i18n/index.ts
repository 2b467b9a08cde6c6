import i18next, { type i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { core } from './core';
import { dialogs } from './dialogs';
import { panels } from './panels';

export type DesignerLocale = 'zh-CN' | 'en-US';

/** One namespace per area of the designer, each in its own file. */
export const DESIGNER_NAMESPACES = { core, panels, dialogs } as const;
export type DesignerNamespace = keyof typeof DESIGNER_NAMESPACES;

/**
 * A private i18next instance for one designer: the host's own i18next (if any) keeps its
 * language and resources.
 */
export function createDesignerI18n(locale: DesignerLocale): i18n {
  const instance = i18next.createInstance();
  const resources: Record<string, Record<string, object>> = { 'en-US': {}, 'zh-CN': {} };
  for (const [ns, table] of Object.entries(DESIGNER_NAMESPACES)) {
    resources['en-US']![ns] = table['en-US'];
    resources['zh-CN']![ns] = table['zh-CN'];
  }
  void instance.init({
    lng: locale,
    fallbackLng: 'en-US',
    resources,
    ns: Object.keys(DESIGNER_NAMESPACES),
    defaultNS: 'core',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** `t` of one designer namespace, e.g. `useDesignerTranslation('panels')`. */
export function useDesignerTranslation(ns: DesignerNamespace = 'core') {
  return useTranslation(ns);
}
