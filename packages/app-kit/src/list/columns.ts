import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListRow } from './use-list-query';

/** A status column: 启用 / 停用 from `status` (1 / 0). */
export function useStatusColumn<Row extends ListRow>(headerName: string): GridColDef<Row> {
  const { t } = useTranslation('kit');
  return useMemo(() => {
    const enabled = t('status.enabled');
    const disabled = t('status.disabled');
    return {
      field: 'status',
      headerName,
      width: 80,
      sortable: false,
      valueGetter: (value: number) => (value === 1 ? enabled : disabled),
    };
  }, [headerName, t]);
}

/**
 * A date-time column in the user's language, or written by `format` (an app's own way of
 * writing times; it must be stable).
 */
export function useDateTimeColumn<Row extends ListRow>(
  field: string,
  headerName: string,
  format?: (iso: string) => string,
): GridColDef<Row> {
  const { i18n } = useTranslation('kit');
  return useMemo(
    () => ({
      field,
      headerName,
      width: 168,
      valueFormatter: (value: string | null) => {
        if (!value) return '';
        return format ? format(value) : new Date(value).toLocaleString(i18n.language);
      },
    }),
    [field, headerName, format, i18n.language],
  );
}
