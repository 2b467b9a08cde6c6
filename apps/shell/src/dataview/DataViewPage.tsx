import { FORM_PERMISSIONS, VIEW_SORT_COLUMNS, VIEW_STATUSES, VIEW_TYPES } from '@org/api-contract';
import { type CallError, notify, useCan } from '@org/app-kit';
import {
  ListGrid,
  ListPage,
  RowButton,
  type SearchField,
  SearchFields,
  useListQuery,
  useNamedText,
  useRowActionsColumn,
} from '@org/app-kit/list';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppSummary } from '../api/shell-api';
import {
  type ViewPageQuery,
  type ViewSummary,
  useDatasourcesQuery,
  useRemoveViewsMutation,
  useUpdateViewMutation,
} from '../api/dataview-api';
import { AppArea } from '../common/AppArea';
import { dateTime } from '../common/format';
import { RunDialog } from './RunDialog';
import { useViewsByCode } from './view-rows';
import { ViewEditorDialog } from './ViewEditorDialog';

/** Views have no enabled state the list toggles (the row actions ask every list for one). */
const noStatus = () => true;
const viewName = (view: ViewSummary) => view.viewName;
const CODE = { fontFamily: 'monospace' } as const;

/** Asks before deleting a view, naming it; a refusal (a parent of other views) shows inside. */
function DeleteDialog({
  view,
  onDeleted,
  onClose,
}: {
  view: ViewSummary;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const [remove, removing] = useRemoveViewsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const confirmed = async () => {
    try {
      await remove([view.id]).unwrap();
      notify(t('app.deleted'), { variant: 'success', autoHideDuration: 3000 });
      onDeleted();
      onClose();
    } catch (error) {
      setFailure((error as CallError).message);
    }
  };
  return (
    <Dialog open onClose={(_, reason) => reason !== 'backdropClick' && onClose()}>
      <DialogTitle>{t('app.confirmTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <DialogContentText>
          {t('dataview.confirmText', { name: view.viewName, code: view.viewCode })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          loading={removing.isLoading}
          onClick={() => void confirmed()}
        >
          {t('app.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The application's data views: search, page, sort, create, edit, run, publish, delete. */
function ViewList({ app }: { app: AppSummary }) {
  const { t } = useTranslation('shell');
  const canAdd = useCan(FORM_PERMISSIONS.add);
  const canEdit = useCan(FORM_PERMISSIONS.edit);
  const canRemove = useCan(FORM_PERMISSIONS.remove);
  const scope = useMemo(() => ({ appId: app.id }), [app.id]);
  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'viewCodeOrComment', label: t('dataview.search'), maxLength: 200 },
      {
        key: 'viewType',
        label: t('dataview.viewType'),
        kind: 'select',
        options: VIEW_TYPES.map((type) => ({ value: type, label: t(`dataview.${type}`) })),
      },
      {
        key: 'viewStatus',
        label: t('dataview.viewStatus'),
        kind: 'select',
        options: VIEW_STATUSES.map((status) => ({ value: status, label: t(`dataview.${status}`) })),
      },
    ],
    [t],
  );
  const list = useListQuery<ViewSummary, ViewPageQuery>({
    searchFields,
    scope,
    sortable: VIEW_SORT_COLUMNS,
    usePage: useViewsByCode,
  });
  const sources = useDatasourcesQuery();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [running, setRunning] = useState<ViewSummary | null>(null);
  const [deleting, setDeleting] = useState<ViewSummary | null>(null);
  const [update] = useUpdateViewMutation();

  const publish = useCallback(
    async (view: ViewSummary) => {
      const viewStatus = view.viewStatus === 'PUBLISHED' ? 'DRAFT' : 'PUBLISHED';
      try {
        await update({ id: view.id, viewStatus, appCode: app.appCode }).unwrap();
        notify(
          t(viewStatus === 'PUBLISHED' ? 'dataview.published' : 'dataview.unpublished', {
            name: view.viewName,
          }),
          { variant: 'success', autoHideDuration: 3000 },
        );
      } catch (error) {
        notify((error as CallError).message, { variant: 'error', autoHideDuration: 5000 });
      }
    },
    [update, app.appCode, t],
  );

  const columns = useMemo<GridColDef<ViewSummary>[]>(() => {
    const sourceNames = new Map(
      (sources.data?.list ?? []).map((source) => [source.id, source.datasourceName]),
    );
    const statusText = {
      DRAFT: t('dataview.DRAFT'),
      PUBLISHED: t('dataview.PUBLISHED'),
      disabled: t('app.disabled'),
    };
    return [
      {
        field: 'viewCode',
        headerName: t('dataview.viewCode'),
        flex: 1,
        minWidth: 140,
        renderCell: ({ value }) => <span style={CODE}>{value}</span>,
      },
      {
        field: 'viewName',
        headerName: t('dataview.viewName'),
        flex: 1.5,
        minWidth: 160,
        // the comment beside the name, the whole of both on hover
        renderCell: ({ row }) => {
          const text = row.viewComment ? `${row.viewName} · ${row.viewComment}` : row.viewName;
          return <span title={text}>{text}</span>;
        },
      },
      {
        field: 'viewType',
        headerName: t('dataview.viewType'),
        width: 80,
        sortable: false,
        valueGetter: (value: ViewSummary['viewType']) => t(`dataview.${value}`),
      },
      {
        field: 'datasourceId',
        headerName: t('dataview.datasource'),
        flex: 1,
        minWidth: 120,
        sortable: false,
        valueGetter: (value: number) => sourceNames.get(value) ?? String(value),
      },
      {
        field: 'viewStatus',
        headerName: t('dataview.viewStatus'),
        width: 120,
        sortable: false,
        valueGetter: (value: ViewSummary['viewStatus'], row) =>
          row.status === 0 ? `${statusText[value]} · ${statusText.disabled}` : statusText[value],
      },
      {
        field: 'updatedAt',
        headerName: t('area.updatedAt'),
        width: 150,
        valueFormatter: (value: string) => dateTime(value),
      },
    ];
  }, [t, sources.data]);

  const runOf = useNamedText('dataview.runOf', 'shell');
  const editOf = useNamedText('dataview.editTitle', 'shell');
  const publishOf = useNamedText('dataview.publishOf', 'shell');
  const unpublishOf = useNamedText('dataview.unpublishOf', 'shell');
  const deleteOf = useNamedText('dataview.deleteOf', 'shell');
  const buttons = useMemo(
    () => ({
      run: t('dataview.run'),
      edit: t('dataview.edit'),
      publish: t('dataview.publish'),
      unpublish: t('dataview.unpublish'),
      delete: t('app.delete'),
    }),
    [t],
  );
  // The view's own buttons, named as before; the kit's column holds them.
  const rowButtons = useCallback(
    (view: ViewSummary) => {
      const published = view.viewStatus === 'PUBLISHED';
      return (
        <>
          <RowButton aria-label={runOf(view.viewName)} onClick={() => setRunning(view)}>
            {buttons.run}
          </RowButton>
          {canEdit && (
            <RowButton aria-label={editOf(view.viewName)} onClick={() => setEditing(view.id)}>
              {buttons.edit}
            </RowButton>
          )}
          {canEdit && (
            <RowButton
              aria-label={(published ? unpublishOf : publishOf)(view.viewName)}
              onClick={() => void publish(view)}
            >
              {published ? buttons.unpublish : buttons.publish}
            </RowButton>
          )}
          {canRemove && (
            <RowButton
              color="error"
              aria-label={deleteOf(view.viewName)}
              onClick={() => setDeleting(view)}
            >
              {buttons.delete}
            </RowButton>
          )}
        </>
      );
    },
    [runOf, editOf, publishOf, unpublishOf, deleteOf, buttons, canEdit, canRemove, publish],
  );
  const withActions = useRowActionsColumn(columns, {
    rowLabel: viewName,
    isEnabled: noStatus,
    extra: rowButtons,
    extraWidth: 56 + (canEdit ? 112 : 0) + (canRemove ? 56 : 0),
  });

  return (
    <ListPage
      title={t('route.DataView')}
      level={2}
      actions={
        canAdd && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('dataview.new')}
          </Button>
        )
      }
      search={<SearchFields fields={searchFields} list={list} />}
    >
      <ListGrid
        list={list}
        columns={withActions}
        label={t('dataview.rows')}
        emptyText={t('dataview.empty')}
      />
      {editing !== null && (
        <ViewEditorDialog
          app={app}
          viewId={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {running && <RunDialog view={running} onClose={() => setRunning(null)} />}
      {deleting && (
        <DeleteDialog
          view={deleting}
          onDeleted={() => list.removed(1)}
          onClose={() => setDeleting(null)}
        />
      )}
    </ListPage>
  );
}

/**
 * app/{appId}/DataView: the application's data views (read-only SQL the forms' selects and
 * cascaders take their options from): listed, searched and paged; created, changed, run,
 * published and deleted by the app config codes.
 */
export function DataViewPage() {
  return <AppArea>{(app) => <ViewList app={app} />}</AppArea>;
}
