import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StatisticResult } from '../api/statistics-api';
import type { Cell, ResultColumn } from './statistic-data';

/**
 * A number card: each measure over all the rows as a large number with its label under it,
 * side by side (wrapping on a narrow screen), as a list named `label`.
 */
export function NumberCards({
  result,
  label,
  write,
}: {
  result: StatisticResult;
  label: string;
  write: (column: ResultColumn, value: Cell | undefined) => string;
}) {
  const row = result.rows[0] ?? {};
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      {result.measures.map((measure) => (
        <Paper
          key={measure.key}
          component="li"
          variant="outlined"
          sx={{ px: 3, py: 2, minWidth: 180, flex: '1 1 180px', overflowWrap: 'anywhere' }}
        >
          <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
            {write(measure, row[measure.key])}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {measure.label}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
