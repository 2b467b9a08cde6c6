import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PivotTable as Pivot } from './statistic-data';

/** The totals row reads as the body does (a table's footer is small and grey), in bold. */
const FOOT = { color: 'text.primary', fontSize: '0.875rem', fontWeight: 600 } as const;

/**
 * A pivot table: the dimension's values down, the series' values across, the first measure
 * where they meet, and totals across and down (or a line saying why there are none: averages
 * and distinct counts do not add up). It shows records without being a list: the cells of one
 * answer, as many as it has groups; it scrolls within its height and takes the focus for it.
 */
export function PivotTable({
  pivot,
  label,
  dimensionLabel,
  seriesLabel,
  totalLabel,
}: {
  pivot: Pivot;
  label: string;
  dimensionLabel: string;
  seriesLabel: string;
  /** What the totals are called (合计, 最小, 最大). */
  totalLabel: string;
}) {
  const { t } = useTranslation('shell');
  const totals = pivot.totals;
  return (
    <>
      <TableContainer
        role="region"
        aria-label={label}
        tabIndex={0}
        sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell rowSpan={2}>{dimensionLabel}</TableCell>
              <TableCell colSpan={pivot.columns.length} align="center">
                {seriesLabel}
              </TableCell>
              {totals && (
                <TableCell rowSpan={2} align="right">
                  {totalLabel}
                </TableCell>
              )}
            </TableRow>
            <TableRow>
              {pivot.columns.map((column, index) => (
                // Series values are told apart by their place (two may be written alike).
                <TableCell key={index} align="right" sx={{ top: 37 }}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {pivot.rows.map((row, index) => (
              <TableRow key={index} hover>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                {row.cells.map((cell, column) => (
                  <TableCell key={column} align="right">
                    {cell}
                  </TableCell>
                ))}
                {row.total !== null && (
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {row.total}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
          {totals && (
            <TableFooter>
              <TableRow>
                <TableCell component="th" scope="row" sx={FOOT}>
                  {totalLabel}
                </TableCell>
                {totals.cells.map((cell, column) => (
                  <TableCell key={column} align="right" sx={FOOT}>
                    {cell}
                  </TableCell>
                ))}
                <TableCell align="right" sx={FOOT}>
                  {totals.total}
                </TableCell>
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </TableContainer>
      {!totals && (
        <Typography variant="body2" color="text.secondary">
          {t('statistic.noTotals')}
        </Typography>
      )}
    </>
  );
}
