import type { CallError } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PERMISSIONS } from '@org/api-contract';
import { useCan } from '@org/app-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@org/app-kit';

interface QueryLike<T> {
  data?: T | undefined;
  isLoading: boolean;
  error?: unknown;
}

/**
 * A query's rows, a spinner while loading, its error, the empty text (with what to do about it),
 * or why it is not shown.
 */
export function Loadable<T extends { list: readonly unknown[] }>({
  query,
  empty,
  emptyAction,
  denied,
  children,
}: {
  query: QueryLike<T>;
  empty: string;
  /** Offered under the empty text: the first step (create the first one). */
  emptyAction?: ReactNode;
  /** Shown instead of the rows when the user may not read them (the query is skipped). */
  denied?: string | null;
  children: (data: T) => ReactNode;
}) {
  if (denied) return <Alert severity="info">{denied}</Alert>;
  if (query.isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
        <Spinner size={24} />
      </Box>
    );
  }
  if (query.error) {
    return <Alert severity="error">{(query.error as CallError).message}</Alert>;
  }
  if (!query.data || query.data.list.length === 0) {
    return (
      <Box sx={{ py: 1, display: 'grid', justifyItems: 'start', gap: 1 }}>
        <Typography color="text.secondary">{empty}</Typography>
        {emptyAction}
      </Box>
    );
  }
  return children(query.data);
}

/**
 * Applications, their forms and submissions are read with the app config view code: without
 * it, the text that says so (and the queries are skipped), else null.
 */
export function useAppsDenied(): string | null {
  const { t } = useTranslation('shell');
  const code = PERMISSIONS.appConfig.view;
  return useCan(code) ? null : t('app.noAccess', { code });
}
