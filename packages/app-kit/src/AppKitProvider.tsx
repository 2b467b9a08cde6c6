import type { HttpClient } from '@org/http-client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme, styled } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { HttpContext } from './hooks';
import { ExpiredLoginDialog } from './notices/ExpiredLoginDialog';
import type { KitStore } from './store';

/** The kit's theme: medium (MUI's default) buttons, the platform's blue. */
export const kitTheme = createTheme({
  palette: { primary: { main: '#1565c0' } },
  components: {
    MuiButton: {
      defaultProps: { size: 'medium' },
      styleOverrides: { root: { textTransform: 'none' } },
    },
  },
});

/** Notices in colours that keep white text readable (contrast of at least 4.5:1). */
const Notice = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#a04000' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1565c0' },
});
const NOTICES = { default: Notice, success: Notice, error: Notice, warning: Notice, info: Notice };

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
          <ThemeProvider theme={kitTheme}>
            <CssBaseline />
            <SnackbarProvider
              maxSnack={4}
              autoHideDuration={5000}
              anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
              Components={NOTICES}
            >
              {children}
              <ExpiredLoginDialog {...(reload ? { reload } : {})} />
            </SnackbarProvider>
          </ThemeProvider>
        </I18nextProvider>
      </HttpContext.Provider>
    </Provider>
  );
}
