import type { GridColDef } from '@mui/x-data-grid';
import { RowButton, useNamedText, useRowActionsColumn } from '@org/app-kit/list';
import { type SubmissionCell, type SubmissionColumn, submissionCell } from '@org/form-schema';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Submission } from '../api/formcontainer-api';
import { dateTime } from '../common/format';
import type { ChoiceLabels } from './choice-labels';
import { type MetaColumn, SORTABLE_META, fieldKey } from './submission-table';

/** The words a cell's text is made of, translated once for every cell of the list. */
interface CellWords {
  separator: string;
  yes: string;
  no: string;
  rows: (count: number) => string;
}

/** A cell's text in the shell's language. */
function cellText(cell: SubmissionCell, words: CellWords): string {
  switch (cell.kind) {
    case 'empty':
      return '';
    case 'text':
      return cell.text;
    case 'list':
      return cell.items.join(words.separator);
    case 'boolean':
      return cell.value ? words.yes : words.no;
    case 'files':
      return cell.names.join(words.separator);
    case 'rows':
      return words.rows(cell.count);
  }
}

/** A text that may be cut at the column's edge: the whole of it shows on hover. */
const clipped = ({ value }: { value?: string }) => <span title={value}>{value}</span>;

/** Submissions have no enabled state (the row actions ask every list for one). */
const noStatus = () => true;
const idOf = (row: Submission) => String(row.id);

const META_WIDTHS: Record<MetaColumn, number> = {
  submitter: 110,
  status: 90,
  formVersion: 80,
  submittedAt: 150,
};

/**
 * The columns of a form's submissions: the ID, a column per chosen field (values as the form
 * model shows them, sorted by the server where the field allows it), the submitter, status,
 * version and time as chosen, and 查看 that opens the row.
 */
export function useSubmissionColumns({
  fields,
  meta,
  labels,
  onOpen,
}: {
  /** The field columns shown, in order. */
  fields: readonly SubmissionColumn[];
  meta: readonly MetaColumn[];
  labels: ChoiceLabels;
  onOpen: (row: Submission) => void;
}): GridColDef<Submission>[] {
  const { t } = useTranslation('shell');
  const tableRows = useNamedText('subs.tableRows', 'shell', 'count');
  const columns = useMemo(() => {
    const words: CellWords = {
      separator: t('subs.listSeparator'),
      yes: t('subs.yes'),
      no: t('subs.no'),
      rows: tableRows,
    };
    const statusText = { DRAFT: t('subs.DRAFT'), SUBMITTED: t('subs.SUBMITTED') };
    const fieldColumns = fields.map((column): GridColDef<Submission> => ({
      field: fieldKey(column.model),
      headerName: column.label,
      description: column.label,
      flex: 1,
      minWidth: 120,
      sortable: column.sortable,
      valueGetter: (_, row) =>
        cellText(submissionCell(column, row.data[column.model], labels.get(column.model)), words),
      renderCell: clipped,
    }));
    const metaColumns = meta.map((key): GridColDef<Submission> => ({
      field: key,
      headerName: t(`subs.${key}`),
      width: META_WIDTHS[key],
      sortable: SORTABLE_META.some((sorted) => sorted === key),
      ...(key === 'formVersion' ? { type: 'number' as const } : {}),
      valueGetter: (_, row) => {
        switch (key) {
          case 'submitter':
            return row.submitterName;
          case 'status':
            return statusText[row.submitStatus];
          case 'formVersion':
            return row.formVersion;
          case 'submittedAt':
            return dateTime(row.submittedAt);
        }
      },
    }));
    const id: GridColDef<Submission> = {
      field: 'id',
      headerName: 'ID',
      width: 80,
      sortable: false,
    };
    return [id, ...fieldColumns, ...metaColumns];
  }, [t, tableRows, fields, meta, labels]);

  const viewText = t('subs.view');
  const viewLabel = useNamedText('subs.viewLabel', 'shell', 'id');
  const viewButton = useCallback(
    (row: Submission) => (
      <RowButton onClick={() => onOpen(row)} aria-label={viewLabel(row.id)}>
        {viewText}
      </RowButton>
    ),
    [onOpen, viewLabel, viewText],
  );
  return useRowActionsColumn(columns, {
    rowLabel: idOf,
    isEnabled: noStatus,
    extra: viewButton,
    extraWidth: 48,
  });
}
