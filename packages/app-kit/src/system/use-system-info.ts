import { DEFAULT_SYS_NAMES } from '@org/api-contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useKitDispatch, useKitSelector } from '../hooks';
import { chosenLanguage, rememberPlatformLanguage } from '../i18n/i18n';
import { DEFAULT_LOGO } from './logo';
import { loadSystemInfo } from './system-slice';

/**
 * The system name and logo from the server, with the defaults while loading or absent. Until
 * the user chooses a language, the apps speak the platform's (a platform started in English
 * greets in English).
 */
export function useSystemInfo(): { sysName: string; sysLog: string } {
  const dispatch = useKitDispatch();
  const { i18n } = useTranslation('kit');
  const info = useKitSelector((state) => state.system.info);
  const platformLanguage = info?.language;
  useEffect(() => {
    void dispatch(loadSystemInfo());
  }, [dispatch]);
  useEffect(() => {
    if (!platformLanguage) return;
    rememberPlatformLanguage(platformLanguage);
    if (!chosenLanguage() && i18n.language !== platformLanguage) {
      void i18n.changeLanguage(platformLanguage);
    }
  }, [i18n, platformLanguage]);
  return {
    sysName: info?.sysName || DEFAULT_SYS_NAMES[i18n.language === 'en-US' ? 'en-US' : 'zh-CN'],
    sysLog: info?.sysLog || DEFAULT_LOGO,
  };
}
