import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ColumnDraft } from './view-draft';

/** The column settings switched on and off, with the text keys of their headers. */
const SWITCHES = ['visible', 'queryable', 'sortable'] as const;
const SWITCH_TEXT = {
  visible: 'dataview.columnVisible',
  queryable: 'dataview.columnQueryable',
  sortable: 'dataview.columnSortable',
} as const;

/**
 * The columns of a view's answer, as the server read them from a trial run of its SQL (in
 * order, with their data type): their labels and whether they are shown are edited here.
 * Not on the list kit: these are the inputs of one view's definition, not records to page.
 */
export function ColumnsEditor({
  columns,
  errors,
  onChange,
}: {
  columns: readonly ColumnDraft[];
  errors: Readonly<Record<string, string>>;
  onChange: (columns: ColumnDraft[]) => void;
}) {
  const { t } = useTranslation('shell');
  const change = (index: number, fields: Partial<ColumnDraft>) =>
    onChange(columns.map((column, i) => (i === index ? { ...column, ...fields } : column)));
  return (
    <Box component="section" aria-label={t('dataview.columns')} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {t('dataview.columns')}
      </Typography>
      {columns.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('dataview.noColumns')}
        </Typography>
      ) : (
        <Table
          size="small"
          aria-label={t('dataview.columns')}
          sx={{ '& th': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('dataview.columnName')}</TableCell>
              <TableCell>{t('dataview.columnType')}</TableCell>
              <TableCell>{t('dataview.columnLabel')}</TableCell>
              {SWITCHES.map((name) => (
                <TableCell key={name} padding="checkbox">
                  {t(SWITCH_TEXT[name])}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {columns.map((column, index) => {
              const problem =
                errors[`columns[${index}].columnComment`] ?? errors[`columns[${index}].columnName`];
              return (
                <TableRow key={column.columnName}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{column.columnName}</TableCell>
                  <TableCell>{t(`dataview.type.${column.dataType}`)}</TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      fullWidth
                      value={column.columnComment}
                      placeholder={column.columnName}
                      onChange={(event) => change(index, { columnComment: event.target.value })}
                      error={problem !== undefined}
                      helperText={problem}
                      slotProps={{
                        htmlInput: {
                          'aria-label': t('dataview.columnLabelOf', { name: column.columnName }),
                        },
                      }}
                    />
                  </TableCell>
                  {SWITCHES.map((name) => (
                    <TableCell key={name} padding="checkbox">
                      <Checkbox
                        checked={column[name]}
                        onChange={(event) => change(index, { [name]: event.target.checked })}
                        slotProps={{
                          input: {
                            'aria-label': `${t(SWITCH_TEXT[name])}: ${column.columnName}`,
                          },
                        }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
