/**
 * The whole form designer in a page, for the browser tests (`?locale=zh-CN` for Chinese).
 * `window.designer` lets a test load a definition, read it back and select a widget, through
 * the designer's ref handle.
 */
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { FormDesigner, type FormDesignerHandle } from '@org/form-designer';
import type { FormDefinition } from '@org/form-schema';
import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';

const locale = new URLSearchParams(location.search).get('locale') === 'zh-CN' ? 'zh-CN' : 'en-US';

declare global {
  interface Window {
    designer: {
      load(definition: FormDefinition): void;
      state(): { definition: FormDefinition; selected: string | null };
      select(key: string | null): void;
    };
  }
}

function Page() {
  const handle = useRef<FormDesignerHandle>(null);
  useEffect(() => {
    const designer = () => {
      if (!handle.current) throw new Error('The designer is not mounted');
      return handle.current;
    };
    window.designer = {
      load: (definition) => designer().setDefinition(definition),
      state: () => ({
        definition: designer().getDefinition(),
        selected: designer().getSelected()?.key ?? null,
      }),
      select: (key) => designer().select(key),
    };
  }, []);
  return (
    <FormDesigner
      ref={handle}
      locale={locale}
      height="100vh"
      services={{
        listDictionaries: async () => [],
        listDataViews: async () => [],
        listViewColumns: async () => [],
        getUploadToken: async () => '',
      }}
    />
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <ThemeProvider theme={createTheme()}>
    <CssBaseline />
    <Page />
  </ThemeProvider>,
);
