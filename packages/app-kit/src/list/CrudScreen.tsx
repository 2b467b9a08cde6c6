import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../notices/notify';
import { useCan } from '../permissions/authorized';
import { CrudDialogs, type CrudForm, type RemoveText } from './CrudDialogs';
import { ListGrid } from './ListGrid';
import { ListPage } from './ListPage';
import type { SearchField, SearchValues } from './search';
import { SearchFields } from './SearchFields';
import { StatusSwitchProvider, useStatusToggle } from './StatusToggle';
import { type CsvExport, useCsvExport } from './use-csv-export';
import { type ListRow, type PageAnswer, type PagingQuery, useListQuery } from './use-list-query';
import { useListRemoval } from './use-list-removal';
import { useRowActionsColumn } from './use-row-actions-column';
import { useSelection } from './use-selection';

/** The calls and permission codes behind a management list. */
export interface CrudScreenProps<Row extends ListRow, Query extends PagingQuery> {
  title: string;
  /** The title's heading level (see `ListPage`): 2 for a list under a page's own title. */
  level?: 1 | 2;
  /** The record's name in dialog titles and messages ("职务"). */
  entityName: string;
  /** What names a record in a confirmation and in the row buttons' accessible names. */
  rowLabel: (row: Row) => string;
  searchFields: readonly SearchField[];
  /** The query part of the search values (default: `defaultSearch`). */
  toSearch?: (values: SearchValues) => Partial<Query>;
  /** Extra query fields that are not search inputs (a parent id, a tree selection). */
  scope?: Partial<Query>;
  /** Query fields that change how the search is shown, not what it finds (see `useListQuery`). */
  view?: Partial<Query>;
  /** The columns the server can sort by (`sortBy`). */
  sortable: readonly string[];
  /** The screen's RTK Query page hook; it must be the same function on every render. */
  usePage: (query: Query) => PageAnswer<Row>;
  columns: GridColDef<Row>[];
  /** Codes of the buttons; `status` guards enable/disable when it has its own code (else `edit`). */
  permissions: { add?: string; edit?: string; remove?: string; export?: string; status?: string };
  /** The create/edit form; without it there is no Add or Edit. */
  form?: CrudForm<Row>;
  /** Deletes records by id (the rows beside them); without it there is no Delete. */
  remove?: (ids: Row['id'][], rows: Row[]) => Promise<unknown>;
  /** Whether a record may be deleted (default: every one); others get no Delete and no checkbox. */
  canRemoveRow?: (row: Row) => boolean;
  /** The texts of `remove` when it does not delete records. */
  removeText?: RemoveText<Row>;
  /**
   * Enable/disable (code `status`, else `edit`); without it there is no such button. Enabling
   * goes at once, disabling asks for a confirmation first.
   */
  toggleStatus?: (row: Row) => Promise<unknown>;
  /** Whether a row counts as enabled (default `status === 1`). */
  isEnabled?: (row: Row) => boolean;
  /**
   * Where the toggle is: a row button (default), or `'switch'`: the screen's own status column
   * draws `StatusSwitch`, which goes through the same confirmation.
   */
  statusToggle?: 'button' | 'switch';
  /** The confirmation's text for disabling a record (default "停用{entity} {name}？"). */
  disableText?: (row: Row) => string;
  /** Export of the current search to CSV (all pages, at most 10 000 rows). */
  exportCsv?: CsvExport<Row, Query>;
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
  const { entityName, rowLabel, form, remove, removeText, permissions } = props;
  const { isEnabled = statusIsOne, statusToggle = 'button' } = props;
  const { t } = useTranslation('kit');
  const list = useListQuery<Row, Query>(props);
  const { rows } = list;
  const selection = useSelection(rows);
  const csv = useCsvExport(props.exportCsv, list.query);
  const [editing, setEditing] = useState<{ record: Row | null } | null>(null);
  const canAdd = useCan(permissions.add ?? '') && Boolean(permissions.add && form);
  const canEdit = useCan(permissions.edit ?? '') && Boolean(permissions.edit && form);
  const statusCode = permissions.status ?? permissions.edit;
  const canToggle = useCan(statusCode ?? '') && Boolean(statusCode);
  const canRemove = useCan(permissions.remove ?? '') && Boolean(permissions.remove && remove);
  const canExport =
    useCan(permissions.export ?? '') && Boolean(permissions.export && props.exportCsv);

  const done = useCallback(
    (key: 'saved' | 'deleted') => notify(t(key), { variant: 'success', autoHideDuration: 3000 }),
    [t],
  );
  const toggleDone = useCallback(() => done('saved'), [done]);
  const removal = useListRemoval<Row>({
    remove: (ids, rows) => remove?.(ids, rows) ?? Promise.resolve(),
    doneText: removeText?.done ?? t('deleted'),
    selection,
    list,
  });
  const statusToggler = useStatusToggle<Row>({
    toggleStatus: props.toggleStatus,
    allowed: canToggle,
    isEnabled,
    disableText: props.disableText,
    entityName,
    rowLabel,
    onDone: toggleDone,
  });
  const editRow = useCallback((row: Row) => setEditing({ record: row }), []);
  const { ask: askRemoval } = removal;
  const removeRow = useCallback((row: Row) => askRemoval([row]), [askRemoval]);
  const columns = useRowActionsColumn(props.columns, {
    rowLabel,
    onEdit: canEdit ? editRow : undefined,
    onToggle: statusToggler.active && statusToggle === 'button' ? statusToggler.request : undefined,
    isEnabled,
    onRemove: canRemove ? removeRow : undefined,
    canRemoveRow: props.canRemoveRow,
    removeLabel: removeText?.action,
    extra: props.rowActions,
    extraWidth: props.rowActionsWidth,
  });

  const save = async (values: Record<string, unknown>) => {
    if (!form || !editing) return;
    if (editing.record) await form.update(editing.record, values);
    else await form.create(values);
    setEditing(null);
    done('saved');
  };

  const actions = (
    <>
      {canAdd && (
        <Button variant="contained" onClick={() => setEditing({ record: null })}>
          {t('list.add')}
        </Button>
      )}
      {props.toolbar}
      {canExport && (
        <Button variant="outlined" disabled={csv.exporting} onClick={() => void csv.run()}>
          {t('list.export')}
        </Button>
      )}
      {canRemove && (
        <Button
          variant="outlined"
          color="error"
          disabled={selection.selectedRows.length === 0}
          onClick={() => removal.ask(selection.selectedRows)}
        >
          {removeText?.selected ?? t('list.deleteSelected')}
        </Button>
      )}
    </>
  );

  const search =
    props.searchFields.length > 0 ? (
      <SearchFields fields={props.searchFields} list={list} />
    ) : undefined;

  return (
    <ListPage
      title={props.title}
      level={props.level}
      actions={actions}
      search={search}
      aside={props.aside}
    >
      <StatusSwitchProvider toggle={statusToggler} isEnabled={isEnabled}>
        <ListGrid
          list={list}
          columns={columns}
          {...(canRemove
            ? {
                selection: {
                  model: selection.selection,
                  onChange: selection.setSelection,
                  canSelect: props.canRemoveRow,
                },
              }
            : {})}
        />
      </StatusSwitchProvider>
      <CrudDialogs
        entityName={entityName}
        rowLabel={rowLabel}
        form={form}
        editing={editing}
        onSave={save}
        onCloseForm={() => setEditing(null)}
        deleting={removal.deleting}
        removeText={removeText}
        removing={removal.busy}
        onConfirmRemove={() => void removal.confirm()}
        onCancelRemove={removal.cancel}
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
