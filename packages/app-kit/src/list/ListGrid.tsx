import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_FIELD,
  type GridCellParams,
  type GridColDef,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from './grid-locale';
import { Pager } from './Pager';
import {
  LIST_GRID_FRAME,
  LIST_GRID_SLOTS,
  LIST_HEADER_HEIGHT,
  LIST_ROW_HEIGHT,
  ListRowStyles,
} from './RowControls';
import type { ListQuery, ListRow, PagingQuery } from './use-list-query';

/** Columns drawn beyond the visible ones, in px: all of a list's (see the grid below). */
const COLUMN_BUFFER_PX = 4000;
const PLAIN_ROWS = { border: 0, minHeight: 200 } as const;
/** Rows that open on a click show it with the pointer. */
const OPENABLE_ROWS = { ...PLAIN_ROWS, '& .MuiDataGrid-row': { cursor: 'pointer' } } as const;

export interface ListGridProps<Row extends ListRow, Query extends PagingQuery> {
  /** The list's query state (`useListQuery`): rows, paging, sort. */
  list: ListQuery<Row, Query>;
  columns: GridColDef<Row>[];
  /** The grid's accessible name (default 数据列表). */
  label?: string;
  /** What the grid says when there are no rows (default 暂无数据). */
  emptyText?: string;
  /** Checkboxes for batch actions, with the selection they edit. */
  selection?: {
    model: GridRowSelectionModel;
    onChange: (model: GridRowSelectionModel) => void;
    /** Rows that cannot be checked (default: none). */
    canSelect?: ((row: Row) => boolean) | undefined;
    /** Each row's checkbox's accessible name (default 选择行); must be stable. */
    checkboxLabel?: ((row: Row) => string) | undefined;
    /** Rows checked on other pages stay checked (default: the selection is the page's). */
    keepAcrossPages?: boolean | undefined;
  };
  /**
   * Opens a row on a click anywhere in it but its checkbox and its controls (a list whose rows
   * are read elsewhere); must be stable.
   */
  onRowClick?: ((row: Row) => void) | undefined;
}

/**
 * A server-paged list's grid and pager: the data grid with server sorting, a bar above the
 * rows while a later page loads, the empty text, and the spec's pager (total or estimate,
 * 10/20/50/100, page numbers; the server's cursor for the next page).
 */
export function ListGrid<Row extends ListRow, Query extends PagingQuery>({
  list,
  columns,
  label,
  emptyText: ownEmptyText,
  selection,
  onRowClick,
}: ListGridProps<Row, Query>) {
  const { t } = useTranslation('kit');
  const { rows, total, firstLoad, sortModel, sortBy, shownPageNo, shownPageSize } = list;
  const shownPage = useMemo(
    () => ({ page: shownPageNo - 1, pageSize: shownPageSize }),
    [shownPageNo, shownPageSize],
  );
  const checkable = selection !== undefined;
  const model = selection?.model;
  const onSelection = selection?.onChange;
  const canSelect = selection?.canSelect;
  const checkboxLabel = selection?.checkboxLabel;
  const keepSelected = selection?.keepAcrossPages ?? false;
  const nameOf = useMemo(() => {
    if (!checkboxLabel) return undefined;
    const names = new Map<GridRowId, string>(rows.map((row) => [row.id, checkboxLabel(row)]));
    return (id: GridRowId) => names.get(id);
  }, [rows, checkboxLabel]);
  const emptyText = ownEmptyText ?? t('list.empty');
  const gridLabel = label ?? t('list.rows');
  const localeText = useGridLocaleText(emptyText);
  // The grid is as tall as its rows up to about the window's height, then scrolls inside and
  // draws only the rows in view: a page of 100 costs what a screenful costs.
  // The grid is rendered again only when what it shows changes. Each render of a data grid
  // renders every row again (its root props are new), so a refetch's start, a dialog opening or
  // the pager's own state must not render it: a fetch over shown rows is the bar above them.
  const grid = useMemo(
    () => (
      <DataGrid
        slots={LIST_GRID_SLOTS}
        {...(nameOf ? { slotProps: { rowCheckbox: { nameOf } } } : {})}
        rowHeight={LIST_ROW_HEIGHT}
        columnHeaderHeight={LIST_HEADER_HEIGHT}
        aria-label={gridLabel}
        rows={rows}
        columns={columns}
        rowCount={total}
        loading={firstLoad}
        paginationMode="server"
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={(next: GridSortModel) => sortBy(next)}
        paginationModel={shownPage}
        checkboxSelection={checkable}
        {...(canSelect ? { isRowSelectable: ({ row }: { row: Row }) => canSelect(row) } : {})}
        disableRowSelectionOnClick
        keepNonExistentRowsSelected={keepSelected}
        // "All rows" checked is the rows it checked, never "all but none": a list reads its
        // selection as the ids in it
        disableRowSelectionExcludeModel
        {...(model ? { rowSelectionModel: model } : {})}
        {...(onSelection ? { onRowSelectionModelChange: onSelection } : {})}
        {...(onRowClick
          ? {
              onCellClick: (cell: GridCellParams<Row>, event: { target: EventTarget }) => {
                const control = (event.target as Element).closest('button, a, input, label');
                if (cell.field !== GRID_CHECKBOX_SELECTION_FIELD && !control) onRowClick(cell.row);
              },
            }
          : {})}
        hideFooter
        disableColumnMenu
        // Every column is drawn (lists have a dozen at most), so the actions column that sticks
        // to the right edge is there however far the list is scrolled sideways.
        columnBufferPx={COLUMN_BUFFER_PX}
        localeText={localeText}
        sx={onRowClick ? OPENABLE_ROWS : PLAIN_ROWS}
      />
    ),
    [
      gridLabel,
      rows,
      columns,
      total,
      firstLoad,
      sortModel,
      sortBy,
      shownPage,
      checkable,
      canSelect,
      nameOf,
      keepSelected,
      onRowClick,
      model,
      onSelection,
      localeText,
    ],
  );
  return (
    <>
      <ListRowStyles />
      {list.failed && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            list.retry && (
              <Button color="inherit" size="small" onClick={list.retry}>
                {t('list.retry')}
              </Button>
            )
          }
        >
          {t('list.failed')}
        </Alert>
      )}
      <Box sx={LIST_GRID_FRAME}>
        {/* the grid's own first-load overlay is a skeleton, which says nothing to a screen reader */}
        {list.isFetching && (
          <LinearProgress
            aria-label={t('list.loading')}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
          />
        )}
        {grid}
      </Box>
      <Pager
        total={total}
        pageNo={list.paging.pageNo}
        pageSize={list.paging.pageSize}
        estimated={list.estimated}
        onChange={list.goTo}
      />
    </>
  );
}
