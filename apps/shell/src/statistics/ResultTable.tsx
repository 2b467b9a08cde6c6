import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { StatisticResult } from '../api/statistics-api';
import type { Cell, ResultColumn } from './statistic-data';

/**
 * A statistic's answer as a table: a column per answered column (dimension, series, measures)
 * under its label, each value written in the language's format, measures right-aligned. It
 * shows records without being a list: one answer of at most 1000 groups, all at once and in
 * the statistic's own order, so it has no paging or sorting of its own. It scrolls within its
 * height, and takes the focus to be scrolled by keyboard.
 */
export function ResultTable({
  result,
  label,
  write,
}: {
  result: StatisticResult;
  label: string;
  write: (column: ResultColumn, value: Cell | undefined) => string;
}) {
  const groups = [result.dimension, result.series].filter(
    (column): column is ResultColumn => column !== null,
  );
  return (
    <TableContainer
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            {groups.map((column) => (
              <TableCell key={column.key}>{column.label}</TableCell>
            ))}
            {result.measures.map((column) => (
              <TableCell key={column.key} align="right">
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {result.rows.map((row, index) => (
            // Groups have no identity but their place in the answer.
            <TableRow key={index}>
              {groups.map((column, at) => (
                <TableCell
                  key={column.key}
                  {...(at === 0 ? { component: 'th' as const, scope: 'row' } : {})}
                >
                  {write(column, row[column.key])}
                </TableCell>
              ))}
              {result.measures.map((column) => (
                <TableCell key={column.key} align="right">
                  {write(column, row[column.key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
