import { API, DEFAULT_PAGE_SIZE, PERMISSIONS } from '@org/api-contract';
import { callRoute, showError, useCan, useHttp } from '@org/app-kit';
import { enqueueSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { enUS, zhCN } from '@mui/x-data-grid/locales';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../list-page/ConfirmDialog';
import { type CsvColumn, downloadText, fetchAll, toCsv } from '../../list-page/csv';
import { FormDialog, type FormDefinitionJson } from '../../list-page/FormDialog';
import { ListPage } from '../../list-page/ListPage';
import { Pager } from '../../list-page/Pager';
import { SearchArea } from '../../list-page/SearchArea';
import definitionJson from './position.form.json';
import {
  type Position,
  type PositionPage,
  type PositionQuery,
  useCreatePositionMutation,
  usePositionPageQuery,
  useRemovePositionsMutation,
  useUpdatePositionMutation,
} from './position-api';

const P = PERMISSIONS.position;
const definition = definitionJson as FormDefinitionJson;
const SORTABLE = new Set(['sort', 'positionCode', 'positionName', 'positionLevel', 'createdAt']);

interface Filters {
  positionCode: string;
  positionName: string;
  status: '' | '0' | '1';
}
const NO_FILTERS: Filters = { positionCode: '', positionName: '', status: '' };

type Editing = { mode: 'create' } | { mode: 'edit'; record: Position } | null;

/** The row actions are text buttons without MUI's 64 px minimum, so three fit. */
const ROW_BUTTON = { minWidth: 0, px: 1 };

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** 职务管理: positions on the list-page pattern, end to end against the server. */
export function PositionScreen({ title }: { title: string }) {
  const { t, i18n } = useTranslation('admin');
  const english = i18n.language.startsWith('en');
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Position[] | null>(null);
  const canAdd = useCan(P.add);
  const canEdit = useCan(P.edit);
  const canRemove = useCan(P.remove);
  const canExport = useCan(P.export);
  const http = useHttp();
  const [exporting, setExporting] = useState(false);

  const query = useMemo<PositionQuery>(() => {
    const sort = sortModel[0];
    return {
      ...paging,
      ...(filters.positionCode.trim() ? { positionCode: filters.positionCode.trim() } : {}),
      ...(filters.positionName.trim() ? { positionName: filters.positionName.trim() } : {}),
      ...(filters.status === '' ? {} : { status: Number(filters.status) as 0 | 1 }),
      ...(sort && SORTABLE.has(sort.field)
        ? { sortBy: sort.field as PositionQuery['sortBy'], sortOrder: sort.sort ?? 'asc' }
        : {}),
    };
  }, [filters, paging, sortModel]);
  const { data, isFetching } = usePositionPageQuery(query);
  const [createPosition] = useCreatePositionMutation();
  const [updatePosition] = useUpdatePositionMutation();
  const [removePositions, removing] = useRemovePositionsMutation();
  const rows = data?.list ?? [];
  const selectedRows = rows.filter((row) => selection.ids.has(row.id));

  const toggleStatus = useCallback(
    async (row: Position) => {
      try {
        await updatePosition({ id: row.id, status: row.status === 1 ? 0 : 1 }).unwrap();
        enqueueSnackbar(t('saved'), { variant: 'success', autoHideDuration: 3000 });
      } catch (error) {
        showError((error as { message?: string }).message || 'Error');
      }
    },
    [updatePosition, t],
  );

  const columns = useMemo<GridColDef<Position>[]>(() => {
    const cols: GridColDef<Position>[] = [
      { field: 'positionCode', headerName: t('position.positionCode'), flex: 1, minWidth: 110 },
      { field: 'positionName', headerName: t('position.positionName'), flex: 1, minWidth: 110 },
      {
        field: 'positionLevel',
        headerName: t('position.positionLevel'),
        width: 70,
        type: 'number',
      },
      {
        field: 'orgName',
        headerName: t('position.orgName'),
        flex: 1,
        minWidth: 100,
        sortable: false,
      },
      {
        field: 'memberCount',
        headerName: t('position.memberCount'),
        width: 70,
        type: 'number',
        sortable: false,
      },
      {
        field: 'status',
        headerName: t('position.status'),
        width: 80,
        sortable: false,
        valueGetter: (value: number) => (value === 1 ? t('status.enabled') : t('status.disabled')),
      },
      { field: 'sort', headerName: t('position.sort'), width: 70, type: 'number' },
      {
        field: 'createdAt',
        headerName: t('position.createdAt'),
        width: 168,
        valueFormatter: (value: string) => new Date(value).toLocaleString(i18n.language),
      },
    ];
    if (canEdit || canRemove) {
      cols.push({
        field: 'actions',
        headerName: t('list.actions'),
        width: 176,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            {canEdit && (
              <Button
                size="small"
                sx={ROW_BUTTON}
                onClick={() => setEditing({ mode: 'edit', record: row })}
                aria-label={`${t('list.edit')} ${row.positionName}`}
              >
                {t('list.edit')}
              </Button>
            )}
            {canEdit && (
              <Button
                size="small"
                sx={ROW_BUTTON}
                color={row.status === 1 ? 'warning' : 'success'}
                onClick={() => void toggleStatus(row)}
                aria-label={`${row.status === 1 ? t('list.disable') : t('list.enable')} ${row.positionName}`}
              >
                {row.status === 1 ? t('list.disable') : t('list.enable')}
              </Button>
            )}
            {canRemove && (
              <Button
                size="small"
                sx={ROW_BUTTON}
                color="error"
                onClick={() => setDeleting([row])}
                aria-label={`${t('list.delete')} ${row.positionName}`}
              >
                {t('list.delete')}
              </Button>
            )}
          </Stack>
        ),
      });
    }
    return cols;
  }, [t, i18n.language, canEdit, canRemove, toggleStatus]);

  const save = async (values: Record<string, unknown>) => {
    const body = {
      positionCode: String(values.positionCode ?? '').trim(),
      positionName: String(values.positionName ?? '').trim(),
      positionLevel: Number(values.positionLevel ?? 0),
      sort: Number(values.sort ?? 0),
      status: (Number(values.status ?? 1) === 0 ? 0 : 1) as 0 | 1,
      remark: String(values.remark ?? ''),
    };
    if (editing?.mode === 'edit') await updatePosition({ id: editing.record.id, ...body }).unwrap();
    else await createPosition(body).unwrap();
    setEditing(null);
    enqueueSnackbar(t('saved'), { variant: 'success', autoHideDuration: 3000 });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { pageNo: _pageNo, pageSize: _pageSize, ...search } = query;
      const all = await fetchAll((pageNo, pageSize) =>
        callRoute<PositionPage>(http, {
          route: API.position.page,
          body: { ...search, pageNo, pageSize },
        }),
      );
      const csvColumns: CsvColumn<Position>[] = [
        { header: t('position.positionCode'), value: (row) => row.positionCode },
        { header: t('position.positionName'), value: (row) => row.positionName },
        { header: t('position.positionLevel'), value: (row) => row.positionLevel },
        { header: t('position.orgName'), value: (row) => row.orgName },
        { header: t('position.memberCount'), value: (row) => row.memberCount },
        {
          header: t('position.status'),
          value: (row) => (row.status === 1 ? t('status.enabled') : t('status.disabled')),
        },
        { header: t('position.sort'), value: (row) => row.sort },
        { header: t('position.remark'), value: (row) => row.remark },
        { header: t('position.createdAt'), value: (row) => row.createdAt },
      ];
      downloadText(
        toCsv(all, csvColumns),
        `positions-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    } catch (error) {
      // failed calls were shown by the client; the export limit is shown here
      if (error instanceof RangeError) showError(error.message);
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await removePositions(deleting.map((row) => row.id)).unwrap();
      enqueueSnackbar(t('deleted'), { variant: 'success', autoHideDuration: 3000 });
      setSelection(EMPTY_SELECTION);
      if (rows.length === deleting.length && paging.pageNo > 1) {
        setPaging({ ...paging, pageNo: paging.pageNo - 1 });
      }
    } catch {
      // the client has shown the server's message
    } finally {
      setDeleting(null);
    }
  };

  const search = (
    <SearchArea
      onSearch={() => {
        setFilters(draft);
        setPaging({ ...paging, pageNo: 1 });
      }}
      onReset={() => {
        setDraft(NO_FILTERS);
        setFilters(NO_FILTERS);
        setPaging({ ...paging, pageNo: 1 });
      }}
    >
      <TextField
        size="small"
        label={t('position.positionCode')}
        value={draft.positionCode}
        onChange={(event) => setDraft({ ...draft, positionCode: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
      <TextField
        size="small"
        label={t('position.positionName')}
        value={draft.positionName}
        onChange={(event) => setDraft({ ...draft, positionName: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        select
        size="small"
        label={t('position.status')}
        value={draft.status}
        onChange={(event) =>
          setDraft({ ...draft, status: event.target.value as Filters['status'] })
        }
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="">{t('status.all')}</MenuItem>
        <MenuItem value="1">{t('status.enabled')}</MenuItem>
        <MenuItem value="0">{t('status.disabled')}</MenuItem>
      </TextField>
    </SearchArea>
  );

  const actions = (
    <>
      {canAdd && (
        <Button variant="contained" onClick={() => setEditing({ mode: 'create' })}>
          {t('list.add')}
        </Button>
      )}
      {canExport && (
        <Button variant="outlined" disabled={exporting} onClick={() => void exportCsv()}>
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
          {t('list.deleteSelected')}
        </Button>
      )}
    </>
  );

  const name = t('position.name');
  return (
    <ListPage title={title} actions={actions} search={search}>
      <DataGrid
        aria-label={t('list.rows')}
        rows={rows}
        columns={columns}
        rowCount={data?.total ?? 0}
        loading={isFetching}
        paginationMode="server"
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={(model) => {
          setSortModel(model);
          setPaging({ ...paging, pageNo: 1 });
        }}
        paginationModel={{ page: paging.pageNo - 1, pageSize: paging.pageSize }}
        checkboxSelection={canRemove}
        disableRowSelectionOnClick
        keepNonExistentRowsSelected={false}
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        hideFooter
        disableColumnMenu
        autoHeight
        localeText={{
          ...(english ? enUS : zhCN).components.MuiDataGrid.defaultProps.localeText,
          noRowsLabel: t('list.empty'),
        }}
        sx={{ border: 0, minHeight: 200 }}
      />
      <Pager
        total={data?.total ?? 0}
        pageNo={paging.pageNo}
        pageSize={paging.pageSize}
        onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
      />
      <FormDialog
        open={editing !== null}
        title={
          editing?.mode === 'edit'
            ? t('dialog.editTitle', { name })
            : t('dialog.createTitle', { name })
        }
        definition={definition}
        value={editing?.mode === 'edit' ? { ...editing.record } : undefined}
        onSave={save}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('confirm.title')}
        text={
          deleting && deleting.length === 1
            ? t('confirm.text', {
                name: `${deleting[0]?.positionName} (${deleting[0]?.positionCode})`,
              })
            : t('confirm.textMany', { count: deleting?.length ?? 0 })
        }
        confirmLabel={t('list.delete')}
        busy={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </ListPage>
  );
}
