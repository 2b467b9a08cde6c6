import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { PUBLISHED_API_SORT_COLUMNS } from '@org/api-contract';
import {
  ListGrid,
  ListPage,
  type PageAnswer,
  RowButton,
  type SearchField,
  SearchFields,
  useDateTimeColumn,
  useListQuery,
  useRowActionsColumn,
} from '@org/app-kit/list';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PublishedApi,
  type PublishedApiQuery,
  usePublishedOrchestrationsQuery,
} from '../api/orchestrations-api';
import type { AppSummary } from '../api/shell-api';
import { dateTime } from '../common/format';
import { PublishedApiDialog } from './PublishedApiDialog';

/** A published orchestration as a list's row: known by its catalogue API's id. */
type PublishedRow = PublishedApi & { id: number };

/** A page of the application's published orchestrations for the list kit (`usePage`). */
function usePublishedRows(query: PublishedApiQuery): PageAnswer<PublishedRow> {
  const { data, isFetching, isError, refetch } = usePublishedOrchestrationsQuery(query);
  const rows = useMemo(
    () => data && { ...data, list: data.list.map((api) => ({ ...api, id: api.apiId })) },
    [data],
  );
  return { data: rows, isFetching, isError, refetch };
}

const codeOf = (row: PublishedRow) => row.apiCode;
/** Published APIs have no enabled state the list toggles (the row actions ask for one). */
const noStatus = () => true;

/**
 * 本应用发布的接口: the orchestrations the application published, on the list kit — search by
 * code or name, server paging, sorted by code (the server's order) or publication time — with
 * their version, state, publisher and the path signed-in users call. 调试 calls one in a dialog,
 * an offline one too (its refusal is what a caller would get).
 */
export function PublishedApis({ app }: { app: AppSummary }) {
  const { t } = useTranslation('shell');
  const [trying, setTrying] = useState<PublishedRow | null>(null);
  const searchFields = useMemo<SearchField[]>(
    () => [{ key: 'keyword', label: t('publishedApi.search') }],
    [t],
  );
  const scope = useMemo(() => ({ appId: app.id }), [app.id]);
  const list = useListQuery<PublishedRow, PublishedApiQuery>({
    searchFields,
    scope,
    sortable: PUBLISHED_API_SORT_COLUMNS,
    usePage: usePublishedRows,
  });
  const publishedAt = useDateTimeColumn<PublishedRow>(
    'publishedAt',
    t('publishedApi.publishedAt'),
    dateTime,
  );
  const columns = useMemo<GridColDef<PublishedRow>[]>(() => {
    const status = { PUBLISHED: t('serverApi.PUBLISHED'), OFFLINE: t('serverApi.OFFLINE') };
    return [
      {
        field: 'apiCode',
        headerName: t('serverApi.apiCode'),
        width: 190,
        cellClassName: 'monospace',
      },
      {
        field: 'apiName',
        headerName: t('serverApi.apiName'),
        flex: 1,
        minWidth: 120,
        sortable: false,
      },
      {
        field: 'inputs',
        headerName: t('publishedApi.inputs'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        // what a caller gives: name, type, and * when required
        valueGetter: (_value, row) =>
          row.inputs
            .map(
              (input) =>
                `${input.name}: ${t(`orchestration.inputType.${input.type}`)}${input.required ? ' *' : ''}`,
            )
            .join(', ') || '—',
        cellClassName: 'monospace',
      },
      { field: 'version', headerName: t('publishedApi.version'), width: 70, sortable: false },
      {
        field: 'publishStatus',
        headerName: t('serverApi.publishStatus'),
        width: 90,
        sortable: false,
        valueGetter: (_value, row) => status[row.publishStatus],
      },
      publishedAt,
      {
        field: 'publishedBy',
        headerName: t('publishedApi.publishedBy'),
        width: 110,
        sortable: false,
      },
      {
        field: 'path',
        headerName: t('publishedApi.path'),
        flex: 2,
        minWidth: 260,
        sortable: false,
        cellClassName: 'monospace',
      },
    ];
  }, [t, publishedAt]);
  const tryText = t('publishedApi.try');
  const tryButton = useCallback(
    (row: PublishedRow) => (
      <RowButton onClick={() => setTrying(row)} aria-label={`${tryText} ${row.apiCode}`}>
        {tryText}
      </RowButton>
    ),
    [tryText],
  );
  const withTry = useRowActionsColumn(columns, {
    rowLabel: codeOf,
    isEnabled: noStatus,
    extra: tryButton,
    extraWidth: 56,
  });
  const title = t('publishedApi.title');
  return (
    <ListPage title={title} level={2} search={<SearchFields fields={searchFields} list={list} />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('publishedApi.intro')}
      </Typography>
      <ListGrid
        list={list}
        columns={withTry}
        label={title}
        emptyText={list.query.keyword ? t('artefact.noMatch') : t('publishedApi.empty')}
      />
      {trying && <PublishedApiDialog api={trying} onClose={() => setTrying(null)} />}
    </ListPage>
  );
}
