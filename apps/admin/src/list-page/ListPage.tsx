import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ListPageProps {
  title: string;
  /** Operating actions (Add, batch delete, …), already filtered by permission. */
  actions?: ReactNode;
  /** The `SearchArea`. */
  search?: ReactNode;
  /** The grid and its pager. */
  children: ReactNode;
}

/** The one layout of a management screen: title, actions, search area, list. */
export function ListPage({ title, actions, search, children }: ListPageProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, fontWeight: 600 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box>
      </Box>
      {search}
      <Paper sx={{ p: 1.5 }}>{children}</Paper>
    </Box>
  );
}
