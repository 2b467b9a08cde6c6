import { useTranslation } from 'react-i18next';
import type { DesignerLocale } from '../i18n';

/** The designer's language, for the renderer inside dialogs. */
export function useDesignerLocale(): DesignerLocale {
  const { i18n } = useTranslation();
  return i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US';
}
