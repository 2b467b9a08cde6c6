import Button from '@mui/material/Button';
import { memo, useMemo } from 'react';
import type { FieldWidget } from '@org/form-schema';
import { useRuntime, useSettings } from '../core/form-context';
import { cssLength } from '../core/layout';
import { SubTableCell } from './SubTableCell';
import type { SubTableLayoutProps, TableColumn } from './SubTableItem';

/** Width of the row-number column, in pixels. */
export const ROW_INDEX_WIDTH = 80;
/** Width of a column without its own `width`. */
const COLUMN_WIDTH = '200px';

/**
 * Width of a column: the column widget's own width when it is a length (`160px`, `12em`, a
 * number of pixels); a share of the page (`100%`, the default width of new inputs) means
 * nothing for a column, which then gets the default 200 px.
 */
function columnWidth(column: TableColumn): string {
  const width = cssLength(column.widget.options?.width);
  return width && !width.endsWith('%') ? width : COLUMN_WIDTH;
}

/** Width of the remove-button column. */
const ACTIONS_WIDTH = 96;

/** The table is exactly as wide as its columns (a fixed layout would stretch them otherwise). */
function tableWidth(columns: readonly TableColumn[], canEdit: boolean): string {
  const widths = [`${ROW_INDEX_WIDTH}px`, ...columns.map(columnWidth)];
  if (canEdit) widths.push(`${ACTIONS_WIDTH}px`);
  return `calc(${widths.join(' + ')})`;
}

interface RowProps {
  props: SubTableLayoutProps;
  row: number;
  rowKey: string;
}

const Row = memo(function Row({ props, row, rowKey }: RowProps) {
  const runtime = useRuntime();
  const { t } = useSettings().services;
  const { table, columns, disabled, canEdit } = props;
  return (
    <tr>
      <td className="fr-subtable__index">{row + 1}</td>
      {columns.map((column: TableColumn) => (
        <td key={column.widget.key || column.widget.model} className="fr-subtable__cell">
          <SubTableCell
            table={table}
            row={row}
            rowKey={rowKey}
            column={column.widget}
            resolved={column.resolved}
            disabled={disabled}
          />
        </td>
      ))}
      {canEdit ? (
        <td className="fr-subtable__actions">
          <Button
            size="small"
            color="error"
            aria-label={t('table.removeRow', { row: row + 1 })}
            onClick={() => runtime.removeRow(table.model, row)}
          >
            {t('table.remove')}
          </Button>
        </td>
      ) : null}
    </tr>
  );
});

/**
 * The pc and pad layout of a sub-table: a table with the row number in a first column fixed
 * at 80 px, one column per column widget (its `width`, else 200 px; the control fills it), a remove button per row and an add button below.
 */
export function SubTableGrid(props: SubTableLayoutProps) {
  const runtime = useRuntime();
  const settings = useSettings();
  const { t } = settings.services;
  const { table, columns, rowKeys, canEdit } = props;
  // The column carries the width; each cell's control fills its cell (padding included).
  const rowProps = useMemo<SubTableLayoutProps>(
    () => ({
      ...props,
      columns: props.columns.map((column): TableColumn => ({
        ...column,
        widget: {
          ...column.widget,
          options: { ...column.widget.options, width: '100%' },
        } as FieldWidget,
      })),
    }),
    [props],
  );
  return (
    <div className="fr-subtable">
      <div className="fr-subtable__scroll">
        <table
          className="fr-subtable__table"
          aria-labelledby={props.labelId}
          style={{ width: tableWidth(columns, canEdit) }}
        >
          <thead>
            <tr>
              <th className="fr-subtable__index" style={{ width: ROW_INDEX_WIDTH }} scope="col">
                {t('table.rowIndex')}
              </th>
              {columns.map((column) => (
                <th
                  key={column.widget.key || column.widget.model}
                  scope="col"
                  style={{ width: columnWidth(column) }}
                >
                  {column.required ? (
                    <span className="fr-item__mark" aria-hidden="true">
                      *
                    </span>
                  ) : null}
                  {column.widget.name}
                </th>
              ))}
              {canEdit ? (
                <th className="fr-subtable__actions" scope="col" style={{ width: ACTIONS_WIDTH }}>
                  <span className="fr-hidden-text">{t('table.remove')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rowKeys.map((rowKey, row) => (
              <Row key={rowKey} props={rowProps} row={row} rowKey={rowKey} />
            ))}
          </tbody>
        </table>
        {rowKeys.length === 0 ? <div className="fr-subtable__empty">{t('table.empty')}</div> : null}
      </div>
      {canEdit ? (
        <Button
          size={settings.size}
          variant="outlined"
          onClick={() => runtime.addRow(table.model)}
          className="fr-subtable__add"
        >
          {t('table.add')}
        </Button>
      ) : null}
    </div>
  );
}
