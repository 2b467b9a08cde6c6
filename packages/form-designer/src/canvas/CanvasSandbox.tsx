import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createDesignerI18n, type DesignerLocale } from '../i18n';
import { DesignerServicesContext } from '../services/context';
import type { DesignerServices } from '../services/types';
import { DesignerStoreProvider } from '../store/DesignerStoreProvider';
import type { DesignerStore } from '../store/designer-store';

const quietServices: DesignerServices = {
  listDictionaries: async () => [],
  listDataViews: async () => [],
  listViewColumns: async () => [],
  getUploadToken: async () => '',
  notify: () => undefined,
};

export interface CanvasSandboxProps {
  store: DesignerStore;
  locale?: DesignerLocale;
  services?: DesignerServices;
  children: ReactNode;
}

/**
 * What the palette and the canvas need around them (theme, strings, services, store), without
 * the designer's frame: for their stories and the browser tests of drag and drop.
 */
export function CanvasSandbox({
  store,
  locale = 'en-US',
  services = quietServices,
  children,
}: CanvasSandboxProps) {
  const i18n = useMemo(() => createDesignerI18n(locale), [locale]);
  const theme = useMemo(() => createTheme(), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <I18nextProvider i18n={i18n}>
        <DesignerServicesContext.Provider value={services}>
          <DesignerStoreProvider store={store}>{children}</DesignerStoreProvider>
        </DesignerServicesContext.Provider>
      </I18nextProvider>
    </ThemeProvider>
  );
}
