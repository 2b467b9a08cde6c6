import { ThemeContext } from '@emotion/react';
import { enUS, zhCN } from '@mui/material/locale';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import { useContext, useMemo, type ReactNode } from 'react';
import { useDesignerLocale } from '../dialogs/use-designer-locale';

/**
 * The host's theme (or MUI's default) with MUI's own texts in the designer's language: the
 * pager's and the autocomplete's button names, an alert's close, a rating's labels follow the
 * designer even where the host's theme speaks another language. Inside the designer's i18next
 * provider: a new language gives a new theme.
 */
export function DesignerTheme({ children }: { children: ReactNode }) {
  const locale = useDesignerLocale();
  // MUI's theme context holds an empty object when no host gave a theme; a theme function
  // there would have nothing to extend (and MUI says so in the console).
  const hosted = Object.keys(useContext(ThemeContext)).length > 0;
  // Stable per language: MUI merges again whenever the function or the outer theme changes.
  const theme = useMemo(() => {
    const texts = locale === 'en-US' ? enUS : zhCN;
    return hosted ? (outer: Theme) => createTheme(outer, texts) : createTheme({}, texts);
  }, [hosted, locale]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
