import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A titled group of properties, exposed as a region named by its title. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 2 }}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mt: 1, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
