import type { CallError } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface QueryLike<T> {
  data?: T | undefined;
  isLoading: boolean;
  error?: unknown;
}

/** A query's rows, a spinner while loading, its error, or the empty text. */
export function Loadable<T extends { list: readonly unknown[] }>({
  query,
  empty,
  children,
}: {
  query: QueryLike<T>;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
        <CircularProgress size={24} aria-label="Loading" />
      </Box>
    );
  }
  if (query.error) {
    return <Alert severity="error">{(query.error as CallError).message}</Alert>;
  }
  if (!query.data || query.data.list.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {empty}
      </Typography>
    );
  }
  return children(query.data);
}
