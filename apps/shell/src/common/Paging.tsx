import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

/** Page sizes of the lists (spec §9); the first is the default. */
export const PAGE_SIZES = [10, 20, 50, 100];

export interface PagingProps {
  total: number;
  pageNo: number;
  pageSize: number;
  onChange: (pageNo: number, pageSize: number) => void;
}

/** The lists' paging in the shell's language: sizes, the rows shown of the total, previous, next. */
export function Paging({ total, pageNo, pageSize, onChange }: PagingProps) {
  const { t } = useTranslation('shell');
  return (
    <TablePagination
      component="div"
      count={total}
      page={pageNo - 1}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      labelRowsPerPage={t('app.perPage')}
      labelDisplayedRows={({ from, to, count }) => t('app.displayed', { from, to, count })}
      getItemAriaLabel={(type) =>
        t(
          {
            first: 'app.firstPage',
            last: 'app.lastPage',
            next: 'app.nextPage',
            previous: 'app.previousPage',
          }[type],
        )
      }
      onPageChange={(_, next) => onChange(next + 1, pageSize)}
      onRowsPerPageChange={(event) => onChange(1, Number(event.target.value))}
    />
  );
}
