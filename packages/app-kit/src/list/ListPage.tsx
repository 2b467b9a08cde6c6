import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ListPageProps {
  title: string;
  /**
   * The title's heading level: 1 (default) for a page of its own, 2 for a list inside a page
   * that has its title already (an application's area).
   */
  level?: 1 | 2;
  /** Operating actions (Add, batch delete, …), already filtered by permission. */
  actions?: ReactNode;
  /** The `SearchArea`. */
  search?: ReactNode;
  /** A panel left of the search and list (a tree that scopes the list); stacked when narrow. */
  aside?: ReactNode;
  /** The grid and its pager. */
  children: ReactNode;
}

/** The one layout of a management screen: title, actions, search area, list. */
export function ListPage({ title, level = 1, actions, search, aside, children }: ListPageProps) {
  const main = (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
      {search}
      <Paper sx={{ p: 1.5 }}>{children}</Paper>
    </Box>
  );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          variant={level === 1 ? 'h5' : 'h6'}
          component={level === 1 ? 'h1' : 'h2'}
          sx={{ flex: 1, fontWeight: 600 }}
        >
          {title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>
      </Box>
      {aside ? (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
          }}
        >
          <Paper component="aside" sx={{ p: 1.5, overflow: 'auto', maxHeight: { md: '75vh' } }}>
            {aside}
          </Paper>
          {main}
        </Box>
      ) : (
        <>
          {search}
          <Paper sx={{ p: 1.5 }}>{children}</Paper>
        </>
      )}
    </Box>
  );
}
