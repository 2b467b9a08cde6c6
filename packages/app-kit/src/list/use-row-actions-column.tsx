import type { GridColDef } from '@mui/x-data-grid';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowButton } from './RowControls';
import type { ListRow } from './use-list-query';

/** What a list's row buttons do; a button shows only when its action is given. */
export interface RowActions<Row> {
  /** What names a record in the buttons' accessible names. */
  rowLabel: (row: Row) => string;
  onEdit?: ((row: Row) => void) | undefined;
  /** Enable / disable by `isEnabled`. */
  onToggle?: ((row: Row) => void) | undefined;
  isEnabled: (row: Row) => boolean;
  onRemove?: ((row: Row) => void) | undefined;
  /** Whether a record may be removed (default: every one). */
  canRemoveRow?: ((row: Row) => boolean) | undefined;
  /** The remove button's text when it does not delete (强退). */
  removeLabel?: string | undefined;
  /** Further buttons between Enable and Delete (already filtered by permission). */
  extra?: ((row: Row) => ReactNode) | undefined;
  /** Width the extra buttons need, in px. */
  extraWidth?: number | undefined;
}

/**
 * `columns` with an 操作 column of the row buttons appended (none when there is no button):
 * Edit, Enable/Disable, the screen's own, Delete, each named with the record.
 */
export function useRowActionsColumn<Row extends ListRow>(
  columns: GridColDef<Row>[],
  actions: RowActions<Row>,
): GridColDef<Row>[] {
  const { t } = useTranslation('kit');
  const { rowLabel, onEdit, onToggle, isEnabled, onRemove, canRemoveRow, removeLabel } = actions;
  const { extra, extraWidth = 0 } = actions;
  return useMemo(() => {
    if (!onEdit && !onToggle && !onRemove && !extra) return columns;
    const width = 24 + (onEdit ? 56 : 0) + (onToggle ? 56 : 0) + (onRemove ? 56 : 0) + extraWidth;
    // translated once here: a 100-row page renders these hundreds of times
    const text = {
      edit: t('list.edit'),
      enable: t('list.enable'),
      disable: t('list.disable'),
      delete: removeLabel ?? t('list.delete'),
    };
    const column: GridColDef<Row> = {
      field: 'actions',
      headerName: t('list.actions'),
      width,
      sortable: false,
      renderCell: ({ row }) => {
        const label = rowLabel(row);
        const enabled = isEnabled(row);
        return (
          <div className="row-actions">
            {onEdit && (
              <RowButton onClick={() => onEdit(row)} aria-label={`${text.edit} ${label}`}>
                {text.edit}
              </RowButton>
            )}
            {onToggle && (
              <RowButton
                color={enabled ? 'inherit' : 'success'}
                onClick={() => onToggle(row)}
                aria-label={`${enabled ? text.disable : text.enable} ${label}`}
              >
                {enabled ? text.disable : text.enable}
              </RowButton>
            )}
            {extra?.(row)}
            {onRemove && (canRemoveRow?.(row) ?? true) && (
              <RowButton
                color="error"
                onClick={() => onRemove(row)}
                aria-label={`${text.delete} ${label}`}
              >
                {text.delete}
              </RowButton>
            )}
          </div>
        );
      },
    };
    return [...columns, column];
  }, [
    columns,
    t,
    rowLabel,
    onEdit,
    onToggle,
    isEnabled,
    onRemove,
    canRemoveRow,
    removeLabel,
    extra,
    extraWidth,
  ]);
}
