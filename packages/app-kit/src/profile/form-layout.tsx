import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The personal centre's forms as the back-office lays its forms out: the label left of its
 * field (right-aligned, a red mark before required ones), fields at most 420 px wide.
 */
export const FORM_GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '112px minmax(0, 420px)' },
  columnGap: 2,
  rowGap: 1.5,
  alignItems: 'start',
  pt: 1,
} as const;

/** The left label of the field whose input has the id `htmlFor`. */
export function fieldLabel(htmlFor: string, text: string, required = false): ReactNode {
  return (
    <Box
      component="label"
      htmlFor={htmlFor}
      sx={{
        pt: { xs: 0, sm: '8.5px' },
        textAlign: { xs: 'left', sm: 'right' },
        color: 'text.secondary',
        fontSize: 14,
        lineHeight: '23px',
      }}
    >
      {required && (
        <Box component="span" aria-hidden sx={{ color: 'error.main', mr: 0.5 }}>
          *
        </Box>
      )}
      {text}
    </Box>
  );
}

/** What sits in the field column without a label of its own (alerts, the buttons). */
export function fieldColumn(children: ReactNode): ReactNode {
  return <Box sx={{ gridColumn: { xs: '1', sm: '2' } }}>{children}</Box>;
}
