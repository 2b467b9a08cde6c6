import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS, zhCN } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The data grid's own texts (column menu, selection, a checkbox's name…) in the language the
 * user reads, with the list's text for no rows.
 */
export function useGridLocaleText(noRowsLabel: string): Partial<GridLocaleText> {
  const { i18n } = useTranslation('kit');
  const english = (i18n.resolvedLanguage ?? i18n.language).startsWith('en');
  return useMemo(
    () => ({
      ...(english ? enUS : zhCN).components.MuiDataGrid.defaultProps.localeText,
      noRowsLabel,
    }),
    [english, noRowsLabel],
  );
}
