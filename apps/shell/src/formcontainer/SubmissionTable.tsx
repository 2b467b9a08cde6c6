import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { type Theme, alpha } from '@mui/material/styles';
import { type SubmissionCell, type SubmissionColumn, submissionCell } from '@org/form-schema';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Submission } from '../api/formcontainer-api';
import { dateTime } from '../common/format';
import type { ChoiceLabels } from './choice-labels';
import type { MetaColumn, TableSort } from './submission-table';

/** A cell's text in the shell's language. */
function cellText(cell: SubmissionCell, t: TFunction): string {
  switch (cell.kind) {
    case 'empty':
      return '';
    case 'text':
      return cell.text;
    case 'list':
      return cell.items.join(t('subs.listSeparator'));
    case 'boolean':
      return t(cell.value ? 'subs.yes' : 'subs.no');
    case 'files':
      return cell.names.join(t('subs.listSeparator'));
    case 'rows':
      return t('subs.tableRows', { count: cell.count });
  }
}

/** A cell that keeps to one line; the whole text shows on hover. */
const CLIPPED = {
  maxWidth: 240,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

/** A layer of a translucent colour over the paper. */
const over = (color: string) => `linear-gradient(${color}, ${color})`;

/**
 * The actions column stays in view when the table scrolls sideways: opaque, with the row's
 * hover and selection shades laid over it as the other cells show them.
 */
const stickyActions = (theme: Theme) => {
  const { primary, action } = theme.palette;
  return {
    position: 'sticky',
    right: 0,
    bgcolor: 'background.paper',
    'tr:hover > &': { backgroundImage: over(action.hover) },
    'tr.Mui-selected > &': {
      backgroundImage: over(alpha(primary.main, action.selectedOpacity)),
    },
    'tr.Mui-selected:hover > &': {
      backgroundImage: over(alpha(primary.main, action.selectedOpacity + action.hoverOpacity)),
    },
  } as const;
};

export interface SubmissionTableProps {
  rows: readonly Submission[];
  /** The field columns shown, in order. */
  fields: readonly SubmissionColumn[];
  meta: readonly MetaColumn[];
  labels: ChoiceLabels;
  sort: TableSort;
  onSort: (sort: TableSort) => void;
  selected: ReadonlySet<number>;
  /** Selects (`on`) or deselects the rows. */
  onSelect: (rows: readonly Submission[], on: boolean) => void;
  onOpen: (row: Submission) => void;
}

/**
 * A page of a form's submissions: a column per chosen field (values as the form model shows
 * them), the submitter, status, version and time as chosen, a check box per row for the
 * selection, sorting by the columns that allow it; a click on a row opens it.
 */
export function SubmissionTable({
  rows,
  fields,
  meta,
  labels,
  sort,
  onSort,
  selected,
  onSelect,
  onOpen,
}: SubmissionTableProps) {
  const { t } = useTranslation('shell');
  const picked = rows.filter((row) => selected.has(row.id)).length;

  const sortHeader = (
    active: boolean,
    label: ReactNode,
    next: (order: 'asc' | 'desc') => TableSort,
  ) => {
    const order = active && sort ? sort.order : 'asc';
    return (
      <TableSortLabel
        active={active}
        direction={order}
        onClick={() => onSort(next(active && order === 'asc' ? 'desc' : 'asc'))}
      >
        {label}
      </TableSortLabel>
    );
  };
  const metaHeader = (key: MetaColumn) => {
    const label = t(`subs.${key}`);
    if (key !== 'submittedAt' && key !== 'formVersion') return label;
    return sortHeader(sort?.by === key, label, (order) => ({ by: key, order }));
  };
  const metaCell = (key: MetaColumn, row: Submission) => {
    switch (key) {
      case 'submitter':
        return row.submitterName;
      case 'status':
        return t(`subs.${row.submitStatus}`);
      case 'formVersion':
        return row.formVersion;
      case 'submittedAt':
        return dateTime(row.submittedAt);
    }
  };

  return (
    <TableContainer sx={{ maxHeight: 'min(56vh, 560px)' }}>
      <Table size="small" stickyHeader aria-label={t('subs.rows')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                checked={rows.length > 0 && picked === rows.length}
                indeterminate={picked > 0 && picked < rows.length}
                onChange={(event) => onSelect(rows, event.target.checked)}
                slotProps={{ input: { 'aria-label': t('subs.selectPage') } }}
              />
            </TableCell>
            <TableCell>ID</TableCell>
            {fields.map((column) => (
              <TableCell key={column.model} sx={CLIPPED} title={column.label}>
                {column.sortable
                  ? sortHeader(
                      sort?.by === 'field' && sort.model === column.model,
                      column.label,
                      (order) => ({ by: 'field', model: column.model, order }),
                    )
                  : column.label}
              </TableCell>
            ))}
            {meta.map((key) => (
              <TableCell key={key} align={key === 'formVersion' ? 'right' : 'left'}>
                {metaHeader(key)}
              </TableCell>
            ))}
            <TableCell sx={{ position: 'sticky', right: 0, zIndex: 3 }}>
              {t('app.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const isSelected = selected.has(row.id);
            return (
              <TableRow
                key={row.id}
                hover
                selected={isSelected}
                onClick={() => onOpen(row)}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    size="small"
                    checked={isSelected}
                    onChange={(event) => onSelect([row], event.target.checked)}
                    slotProps={{ input: { 'aria-label': t('subs.selectRow', { id: row.id }) } }}
                  />
                </TableCell>
                <TableCell>{row.id}</TableCell>
                {fields.map((column) => {
                  const text = cellText(
                    submissionCell(column, row.data[column.model], labels.get(column.model)),
                    t,
                  );
                  return (
                    <TableCell key={column.model} sx={CLIPPED} title={text}>
                      {text}
                    </TableCell>
                  );
                })}
                {meta.map((key) => (
                  <TableCell
                    key={key}
                    align={key === 'formVersion' ? 'right' : 'left'}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {metaCell(key, row)}
                  </TableCell>
                ))}
                <TableCell sx={stickyActions}>
                  <Button
                    size="small"
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(row);
                    }}
                    aria-label={t('subs.viewLabel', { id: row.id })}
                  >
                    {t('subs.view')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
