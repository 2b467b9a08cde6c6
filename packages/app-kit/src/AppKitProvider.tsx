import type { HttpClient } from '@org/http-client';
import CssBaseline from '@mui/material/CssBaseline';
import { enUS, zhCN } from '@mui/material/locale';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { HttpContext } from './hooks';
import { ExpiredLoginDialog } from './notices/ExpiredLoginDialog';
import { onNoticeWanted } from './notices/notify';
import type { KitStore } from './store';
import { whenIdle } from './idle/idle';

const kitThemeOptions = {
  palette: { primary: { main: '#1565c0' } },
  components: {
    MuiButton: {
      defaultProps: { size: 'medium' as const },
      styleOverrides: { root: { textTransform: 'none' as const } },
    },
  },
};

/**
 * The kit's theme in `language`: medium (MUI's default) buttons, the platform's blue, and MUI's
 * own texts (the pager's button names, a dialog's close, an empty autocomplete) in the language.
 */
export function kitTheme(language: string) {
  return createTheme(kitThemeOptions, language.startsWith('en') ? enUS : zhCN);
}

/** The kit's theme, made again when the user switches the language. */
function LocalizedTheme({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const theme = useMemo(() => kitTheme(language), [language]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

const NoticeHost = lazy(() => import('./notices/NoticeHost'));

/**
 * Mounts the notice host once the page is idle after its first paint, or at once when a
 * notice is asked for before that: notistack is not part of the first paint.
 */
function Notices() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const cancel = whenIdle(() => setWanted(true));
    const unsubscribe = onNoticeWanted(() => setWanted(true));
    return () => {
      cancel();
      unsubscribe();
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <NoticeHost />
    </Suspense>
  ) : null;
}

export interface AppKitProviderProps {
  kit: { store: KitStore; http: HttpClient };
  i18n: I18n;
  /** Passed to the expired-login dialog (stories and tests). */
  reload?: () => void;
  children: ReactNode;
}

/** Store, HTTP client, translations, theme, notices and the expired-login dialog. */
export function AppKitProvider({ kit, i18n, reload, children }: AppKitProviderProps) {
  return (
    <Provider store={kit.store}>
      <HttpContext.Provider value={kit.http}>
        <I18nextProvider i18n={i18n}>
          <LocalizedTheme>
            <CssBaseline />
            {children}
            <ExpiredLoginDialog {...(reload ? { reload } : {})} />
            <Notices />
          </LocalizedTheme>
        </I18nextProvider>
      </HttpContext.Provider>
    </Provider>
  );
}
