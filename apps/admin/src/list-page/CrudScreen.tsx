import { DEFAULT_PAGE_SIZE, type Page } from '@org/api-contract';
import { notify, showError, useCan } from '@org/app-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { enUS, zhCN } from '@mui/x-data-grid/locales';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';
import { type CsvColumn, downloadText, fetchAll, toCsv } from './csv';
import { FormDialog, type FormDefinitionJson } from './FormDialog';
import { ListPage } from './ListPage';
import { Pager } from './Pager';
import {
  LIST_GRID_FRAME,
  LIST_GRID_SLOTS,
  LIST_HEADER_HEIGHT,
  LIST_ROW_HEIGHT,
  ListRowStyles,
  RowButton,
} from './RowControls';
import { SearchArea } from './SearchArea';
import { StatusSwitchProvider, useStatusToggle } from './StatusToggle';

/** Columns drawn beyond the visible ones, in px: all of a list's (see the grid below). */
const COLUMN_BUFFER_PX = 4000;

/** A row of a management list: every record the server pages has a numeric id. */
export interface ListRow {
  id: number;
}

/** The paging and sort part of every page query of the contract. */
export interface PagingQuery {
  pageNo?: number;
  pageSize?: number;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
}

/**
 * One input of the search area. `status` is the enabled / disabled / all select; `date` a day
 * (`YYYY-MM-DD`, the screen's `toSearch` turns it into what its query asks).
 */
export interface SearchField {
  key: string;
  label: string;
  kind?: 'text' | 'status' | 'select' | 'date';
  /** The choices of a `select` (an empty value, "all", is added first). */
  options?: readonly { value: string; label: string }[];
  maxLength?: number;
  /** Width in px (default: the input's own), so that a screen's fields fit on one line. */
  width?: number;
}

/** The text values of the search inputs, by field key. */
export type SearchValues = Record<string, string>;

/**
 * The query part of the search: trimmed non-empty texts as they are, `status` (and any field
 * whose options are numbers) as numbers. A screen may pass its own `toSearch` instead.
 */
export function defaultSearch(fields: readonly SearchField[], values: SearchValues) {
  const query: Record<string, string | number> = {};
  for (const field of fields) {
    const text = (values[field.key] ?? '').trim();
    if (text === '') continue;
    query[field.key] = field.kind === 'status' ? Number(text) : text;
  }
  return query;
}

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

export { RowButton } from './RowControls';

/** The calls and permission codes behind a management list. */
export interface CrudScreenProps<Row extends ListRow, Query extends PagingQuery> {
  title: string;
  /** The record's name in dialog titles and messages ("职务"). */
  entityName: string;
  /** What names a record in a confirmation and in the row buttons' accessible names. */
  rowLabel: (row: Row) => string;
  searchFields: readonly SearchField[];
  /** The query part of the search values (default: `defaultSearch`). */
  toSearch?: (values: SearchValues) => Partial<Query>;
  /** Extra query fields that are not search inputs (a parent id, a tree selection). */
  scope?: Partial<Query>;
  /**
   * Query fields that change how the search is shown, not what it finds (the folded rows of a
   * tree table): unlike a new `scope`, a change keeps the page.
   */
  view?: Partial<Query>;
  /** The columns the server can sort by (`sortBy`). */
  sortable: readonly string[];
  /** The screen's RTK Query page hook; it must be the same function on every render. */
  usePage: (query: Query) => { data?: Page<Row> | undefined; isFetching: boolean };
  columns: GridColDef<Row>[];
  /** Codes of the buttons; `status` guards enable/disable when it has its own code (else `edit`). */
  permissions: { add?: string; edit?: string; remove?: string; export?: string; status?: string };
  /** The create/edit form; without it there is no Add or Edit. */
  form?: {
    definition: FormDefinitionJson;
    /** The form's values for a record being edited (default: the row itself). */
    toValues?: (row: Row) => Record<string, unknown>;
    /** The definition for editing one record (default: `definition`), e.g. a locked key. */
    editDefinition?: (row: Row) => FormDefinitionJson;
    create: (values: Record<string, unknown>) => Promise<unknown>;
    update: (row: Row, values: Record<string, unknown>) => Promise<unknown>;
  };
  /** Deletes records by id (the rows beside them); without it there is no Delete. */
  remove?: (ids: number[], rows: Row[]) => Promise<unknown>;
  /** Whether a record may be deleted (default: every one); others get no Delete and no checkbox. */
  canRemoveRow?: (row: Row) => boolean;
  /**
   * The texts of `remove` when it does not delete records (强退 ends sessions): the row and
   * toolbar buttons, the confirmation (title, text, button) and the notice after it.
   */
  removeText?: {
    action: string;
    selected: string;
    title: string;
    confirm: (rows: Row[]) => string;
    done: string;
  };
  /**
   * Enable/disable (code `status`, else `edit`); without it there is no such button. Enabling
   * goes at once, disabling asks for a confirmation first.
   */
  toggleStatus?: (row: Row) => Promise<unknown>;
  /** Whether a row counts as enabled (default `status === 1`). */
  isEnabled?: (row: Row) => boolean;
  /**
   * Where the toggle is: a row button (default), or `'switch'`: the screen's own status column
   * draws `StatusSwitch` (from `./StatusToggle`), which goes through the same confirmation.
   */
  statusToggle?: 'button' | 'switch';
  /** The confirmation's text for disabling a record (default "停用{entity} {name}？"). */
  disableText?: (row: Row) => string;
  /** Export of the current search to CSV (all pages, at most 10 000 rows). */
  exportCsv?: {
    fetchPage: (query: Query) => Promise<Page<Row>>;
    columns: CsvColumn<Row>[];
    fileName: string;
  };
  /** Buttons of the row beside Edit / Enable / Delete (already filtered by permission). */
  rowActions?: (row: Row) => ReactNode;
  /** Width the extra row actions need, in px. */
  rowActionsWidth?: number;
  /** Buttons beside Add / Export / Delete selected (already filtered by permission). */
  toolbar?: ReactNode;
  /** Extra dialogs of the screen. */
  children?: ReactNode;
  /** Content beside the list, e.g. a tree that scopes it (rendered left of the list). */
  aside?: ReactNode;
}

/**
 * The one management list: title, operating actions, collapsible search area, a data grid with
 * server paging and sorting, row selection for batch delete, create/edit dialogs rendered from
 * a form definition, delete with a confirmation naming the record, enable/disable and export
 * of the current search. Buttons show only with the user's resource codes.
 */
export function CrudScreen<Row extends ListRow, Query extends PagingQuery>(
  props: CrudScreenProps<Row, Query>,
) {
  const {
    title,
    entityName,
    rowLabel,
    searchFields,
    toSearch,
    scope,
    view,
    sortable,
    usePage,
    permissions,
    form,
    remove,
    canRemoveRow,
    removeText,
    toggleStatus,
    isEnabled = statusIsOne,
    statusToggle = 'button',
    disableText,
    exportCsv,
    rowActions,
    rowActionsWidth = 0,
  } = props;
  const { t, i18n } = useTranslation('admin');
  const english = i18n.language.startsWith('en');
  const blank = useMemo(
    () => Object.fromEntries(searchFields.map((field) => [field.key, ''])) as SearchValues,
    [searchFields],
  );
  const [draft, setDraft] = useState<SearchValues>(blank);
  const [filters, setFilters] = useState<SearchValues>(blank);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  // A new scope (another tree node) is a new search: back to its first page.
  const scopeKey = JSON.stringify(scope ?? {});
  const [pagedScope, setPagedScope] = useState(scopeKey);
  if (pagedScope !== scopeKey) {
    setPagedScope(scopeKey);
    if (paging.pageNo !== 1) setPaging({ ...paging, pageNo: 1 });
  }
  /** The server's cursor to the page after the one shown, used when the user steps to it. */
  const [cursor, setCursor] = useState<{ pageNo: number; value: string } | null>(null);
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [editing, setEditing] = useState<{ record: Row | null } | null>(null);
  const [deleting, setDeleting] = useState<Row[] | null>(null);
  const [removing, setRemoving] = useState(false);
  const [exporting, setExporting] = useState(false);
  const canAdd = useCan(permissions.add ?? '') && Boolean(permissions.add && form);
  const canEdit = useCan(permissions.edit ?? '') && Boolean(permissions.edit);
  const statusCode = permissions.status ?? permissions.edit;
  const canToggle = useCan(statusCode ?? '') && Boolean(statusCode);
  const canRemove = useCan(permissions.remove ?? '') && Boolean(permissions.remove && remove);
  const canExport = useCan(permissions.export ?? '') && Boolean(permissions.export && exportCsv);

  const query = useMemo(() => {
    const sort = sortModel[0];
    return {
      ...(scope ?? {}),
      ...(view ?? {}),
      ...(toSearch ? toSearch(filters) : defaultSearch(searchFields, filters)),
      ...paging,
      ...(cursor && cursor.pageNo === paging.pageNo ? { cursor: cursor.value } : {}),
      ...(sort && sortable.includes(sort.field)
        ? { sortBy: sort.field, sortOrder: sort.sort ?? 'asc' }
        : {}),
    } as Query;
  }, [scope, view, toSearch, filters, searchFields, paging, cursor, sortModel, sortable]);
  const { data, isFetching } = usePage(query);
  // The grid is told the page of the rows it shows, not the page asked for: told the new page
  // while the old rows are still shown, it renders every row again for their new positions,
  // and then once more when the new rows arrive.
  const total = data?.total ?? 0;
  const shownPageNo = data?.pageNo ?? paging.pageNo;
  const shownPageSize = data?.pageSize ?? paging.pageSize;
  const shownPage = useMemo(
    () => ({ page: shownPageNo - 1, pageSize: shownPageSize }),
    [shownPageNo, shownPageSize],
  );
  const rows = useMemo(() => data?.list ?? [], [data]);
  const selectedRows = rows.filter((row) => selection.ids.has(row.id));

  const done = useCallback(
    (key: 'saved' | 'deleted') => notify(t(key), { variant: 'success', autoHideDuration: 3000 }),
    [t],
  );

  const toggleDone = useCallback(() => done('saved'), [done]);
  const statusToggler = useStatusToggle<Row>({
    toggleStatus,
    allowed: canToggle,
    isEnabled,
    disableText,
    entityName,
    rowLabel,
    onDone: toggleDone,
  });
  const toggle = statusToggler.request;

  const columns = useMemo<GridColDef<Row>[]>(() => {
    const showEdit = canEdit && Boolean(form);
    const showToggle = statusToggler.active && statusToggle === 'button';
    if (!showEdit && !showToggle && !canRemove && !rowActions) return props.columns;
    const width =
      24 + (showEdit ? 56 : 0) + (showToggle ? 56 : 0) + (canRemove ? 56 : 0) + rowActionsWidth;
    // translated once here: a 100-row page renders these hundreds of times
    const text = {
      edit: t('list.edit'),
      enable: t('list.enable'),
      disable: t('list.disable'),
      delete: removeText?.action ?? t('list.delete'),
    };
    const actions: GridColDef<Row> = {
      field: 'actions',
      headerName: t('list.actions'),
      width,
      sortable: false,
      renderCell: ({ row }) => {
        const label = rowLabel(row);
        const enabled = isEnabled(row);
        return (
          <div className="row-actions">
            {showEdit && (
              <RowButton
                onClick={() => setEditing({ record: row })}
                aria-label={`${text.edit} ${label}`}
              >
                {text.edit}
              </RowButton>
            )}
            {showToggle && (
              <RowButton
                color={enabled ? 'inherit' : 'success'}
                onClick={() => toggle(row)}
                aria-label={`${enabled ? text.disable : text.enable} ${label}`}
              >
                {enabled ? text.disable : text.enable}
              </RowButton>
            )}
            {rowActions?.(row)}
            {canRemove && (canRemoveRow?.(row) ?? true) && (
              <RowButton
                color="error"
                onClick={() => setDeleting([row])}
                aria-label={`${text.delete} ${label}`}
              >
                {text.delete}
              </RowButton>
            )}
          </div>
        );
      },
    };
    return [...props.columns, actions];
  }, [
    props.columns,
    t,
    canEdit,
    statusToggler.active,
    statusToggle,
    canRemove,
    form,
    rowActions,
    rowActionsWidth,
    rowLabel,
    isEnabled,
    toggle,
    canRemoveRow,
    removeText,
  ]);

  const save = async (values: Record<string, unknown>) => {
    if (!form || !editing) return;
    if (editing.record) await form.update(editing.record, values);
    else await form.create(values);
    setEditing(null);
    done('saved');
  };

  const runExport = async () => {
    if (!exportCsv) return;
    setExporting(true);
    try {
      const all = await fetchAll((pageNo, pageSize) =>
        exportCsv.fetchPage({ ...query, pageNo, pageSize }),
      );
      downloadText(
        toCsv(all, exportCsv.columns),
        `${exportCsv.fileName}-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    } catch (error) {
      // failed calls were shown by the client; the export limit is shown here
      if (error instanceof RangeError) showError(error.message);
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting || !remove) return;
    setRemoving(true);
    try {
      await remove(
        deleting.map((row) => row.id),
        deleting,
      );
      if (removeText) notify(removeText.done, { variant: 'success', autoHideDuration: 3000 });
      else done('deleted');
      setSelection(EMPTY_SELECTION);
      if (rows.length === deleting.length && paging.pageNo > 1) {
        setPaging({ ...paging, pageNo: paging.pageNo - 1 });
      }
    } catch {
      // the client has shown the server's message
    } finally {
      setRemoving(false);
      setDeleting(null);
    }
  };

  const search =
    searchFields.length > 0 ? (
      <SearchArea
        onSearch={() => {
          setFilters(draft);
          setPaging({ ...paging, pageNo: 1 });
        }}
        onReset={() => {
          setDraft(blank);
          setFilters(blank);
          setPaging({ ...paging, pageNo: 1 });
        }}
      >
        {searchFields.map((field) =>
          field.kind === 'status' || field.kind === 'select' ? (
            <TextField
              key={field.key}
              select
              size="small"
              label={field.label}
              value={draft[field.key] ?? ''}
              onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
              sx={{ minWidth: 120, ...(field.width === undefined ? {} : { width: field.width }) }}
            >
              <MenuItem value="">{t('status.all')}</MenuItem>
              {(field.kind === 'status'
                ? [
                    { value: '1', label: t('status.enabled') },
                    { value: '0', label: t('status.disabled') },
                  ]
                : (field.options ?? [])
              ).map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          ) : field.kind === 'date' ? (
            <TextField
              key={field.key}
              type="date"
              size="small"
              label={field.label}
              value={draft[field.key] ?? ''}
              onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: field.width ?? 160 }}
            />
          ) : (
            <TextField
              key={field.key}
              size="small"
              label={field.label}
              value={draft[field.key] ?? ''}
              onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
              slotProps={{ htmlInput: { maxLength: field.maxLength ?? 100 } }}
              {...(field.width === undefined ? {} : { sx: { width: field.width } })}
            />
          ),
        )}
      </SearchArea>
    ) : undefined;

  const actions = (
    <>
      {canAdd && (
        <Button variant="contained" onClick={() => setEditing({ record: null })}>
          {t('list.add')}
        </Button>
      )}
      {props.toolbar}
      {canExport && (
        <Button variant="outlined" disabled={exporting} onClick={() => void runExport()}>
          {t('list.export')}
        </Button>
      )}
      {canRemove && (
        <Button
          variant="outlined"
          color="error"
          disabled={selectedRows.length === 0}
          onClick={() => setDeleting(selectedRows)}
        >
          {removeText?.selected ?? t('list.deleteSelected')}
        </Button>
      )}
    </>
  );

  // The grid is as tall as its rows up to about the window's height, then scrolls inside and
  // draws only the rows in view: a page of 100 costs what a screenful costs.
  // The grid is rendered again only when what it shows changes. Each render of a data grid
  // renders every row again (its root props are new), so a refetch's start, a dialog opening or
  // the pager's own state must not render it: a fetch over shown rows is the bar above them.
  const firstLoad = isFetching && data === undefined;
  const canSelectRow = canRemoveRow;
  const emptyText = t('list.empty');
  const gridLabel = t('list.rows');
  const grid = useMemo(
    () => (
      <DataGrid
        slots={LIST_GRID_SLOTS}
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
        onSortModelChange={(model) => {
          setSortModel(model);
          setPaging((current) => ({ ...current, pageNo: 1 }));
        }}
        paginationModel={shownPage}
        checkboxSelection={canRemove}
        {...(canSelectRow ? { isRowSelectable: ({ row }: { row: Row }) => canSelectRow(row) } : {})}
        disableRowSelectionOnClick
        keepNonExistentRowsSelected={false}
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        hideFooter
        disableColumnMenu
        // Every column is drawn (lists have a dozen at most), so the actions column that sticks
        // to the right edge is there however far the list is scrolled sideways.
        columnBufferPx={COLUMN_BUFFER_PX}
        localeText={{
          ...(english ? enUS : zhCN).components.MuiDataGrid.defaultProps.localeText,
          noRowsLabel: emptyText,
        }}
        sx={{ border: 0, minHeight: 200 }}
      />
    ),
    [
      gridLabel,
      rows,
      columns,
      total,
      firstLoad,
      sortModel,
      shownPage,
      canRemove,
      canSelectRow,
      selection,
      english,
      emptyText,
    ],
  );

  const list = (
    <>
      <Box sx={LIST_GRID_FRAME}>
        {isFetching && !firstLoad && (
          <LinearProgress
            aria-label={t('list.loading')}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
          />
        )}
        {grid}
      </Box>
      <Pager
        total={total}
        pageNo={paging.pageNo}
        pageSize={paging.pageSize}
        estimated={data?.totalEstimated === true}
        onChange={(pageNo, pageSize) => {
          const next = pageNo === paging.pageNo + 1 && pageSize === paging.pageSize;
          setCursor(next && data?.nextCursor ? { pageNo, value: data.nextCursor } : null);
          setPaging({ pageNo, pageSize });
        }}
      />
    </>
  );

  return (
    <ListPage title={title} actions={actions} search={search} aside={props.aside}>
      <ListRowStyles />
      <StatusSwitchProvider toggle={statusToggler} isEnabled={isEnabled}>
        {list}
      </StatusSwitchProvider>
      {form && (
        <FormDialog
          open={editing !== null}
          title={
            editing?.record
              ? t('dialog.editTitle', { name: entityName })
              : t('dialog.createTitle', { name: entityName })
          }
          definition={
            editing?.record && form.editDefinition
              ? form.editDefinition(editing.record)
              : form.definition
          }
          value={
            editing?.record
              ? (form.toValues?.(editing.record) ??
                ({ ...editing.record } as Record<string, unknown>))
              : undefined
          }
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={removeText?.title ?? t('confirm.title')}
        text={
          removeText && deleting
            ? removeText.confirm(deleting)
            : deleting && deleting.length === 1 && deleting[0]
              ? t('confirm.text', { name: rowLabel(deleting[0]) })
              : t('confirm.textMany', { count: deleting?.length ?? 0 })
        }
        confirmLabel={removeText?.action ?? t('list.delete')}
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      {statusToggler.dialog}
      {props.children}
    </ListPage>
  );
}

/** The default of `isEnabled`: `status === 1`. */
function statusIsOne(row: ListRow): boolean {
  return (row as { status?: number }).status === 1;
}

/** A status column: 启用 / 停用 from `status` (1 / 0). */
export function useStatusColumn<Row extends ListRow>(headerName: string): GridColDef<Row> {
  const { t } = useTranslation('admin');
  return useMemo(() => {
    const enabled = t('status.enabled');
    const disabled = t('status.disabled');
    return {
      field: 'status',
      headerName,
      width: 80,
      sortable: false,
      valueGetter: (value: number) => (value === 1 ? enabled : disabled),
    };
  }, [headerName, t]);
}

/** A date-time column in the user's language. */
export function useDateTimeColumn<Row extends ListRow>(
  field: string,
  headerName: string,
): GridColDef<Row> {
  const { i18n } = useTranslation('admin');
  return useMemo(
    () => ({
      field,
      headerName,
      width: 168,
      valueFormatter: (value: string | null) =>
        value ? new Date(value).toLocaleString(i18n.language) : '',
    }),
    [field, headerName, i18n.language],
  );
}
