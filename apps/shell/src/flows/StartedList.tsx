import type { GridColDef } from '@mui/x-data-grid';
import {
  ListGrid,
  ListPage,
  RowLink,
  SearchFields,
  useDateTimeColumn,
  useListQuery,
  useRowActionsColumn,
} from '@org/app-kit/list';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  type FlowInstance,
  type FlowInstanceQuery,
  useStartedInstancesQuery,
} from '../api/flows-api';
import { dateTime } from '../common/format';
import { instancePath, rowChipStyle, useStatusWords } from './FlowStatus';
import { useFlowSearch } from './flow-search';

/** Rows have no enabled state: the kit's column asks for one. */
const ALWAYS = () => true;
const SORTABLE = ['startedAt', 'updatedAt'] as const;

function useStartedColumns(): GridColDef<FlowInstance>[] {
  const { t } = useTranslation('shell');
  const words = useStatusWords();
  const started = useDateTimeColumn<FlowInstance>('startedAt', t('flows.list.startedAt'), dateTime);
  const updated = useDateTimeColumn<FlowInstance>('updatedAt', t('flows.list.updatedAt'), dateTime);
  return useMemo(
    () => [
      {
        field: 'title',
        headerName: t('flows.list.title'),
        flex: 1.4,
        minWidth: 180,
        sortable: false,
      },
      { field: 'flowName', headerName: t('flows.list.flow'), width: 130, sortable: false },
      { field: 'appName', headerName: t('flows.list.app'), width: 110, sortable: false },
      {
        field: 'status',
        headerName: t('flows.list.status'),
        width: 110,
        sortable: false,
        renderCell: ({ row }) => <span style={rowChipStyle(row.status)}>{words[row.status]}</span>,
      },
      {
        field: 'currentNodes',
        headerName: t('flows.list.waitingAt'),
        flex: 1,
        minWidth: 120,
        sortable: false,
      },
      started,
      updated,
    ],
    [t, words, started, updated],
  );
}

/**
 * 我发起的: the flows the caller started on the list kit, each with its status as a chip and the
 * steps it waits at; searched by title, flow, status and days, paged and sorted by the server.
 * A row opens the instance's page.
 */
export function StartedList() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const search = useFlowSearch(t('flows.list.startedAt'));
  const list = useListQuery<FlowInstance, FlowInstanceQuery>({
    searchFields: search.fields,
    toSearch: search.toSearch,
    sortable: SORTABLE,
    usePage: useStartedInstancesQuery,
  });
  const columns = useStartedColumns();
  const openText = t('flows.list.open');
  const rowLabel = useCallback((row: FlowInstance) => row.title, []);
  const openLink = useCallback(
    (row: FlowInstance) => (
      <RowLink to={instancePath(row.id)} aria-label={`${openText} ${row.title}`}>
        {openText}
      </RowLink>
    ),
    [openText],
  );
  const withOpen = useRowActionsColumn(columns, {
    rowLabel,
    isEnabled: ALWAYS,
    extra: openLink,
    extraWidth: 56,
  });
  const open = useCallback((row: FlowInstance) => void navigate(instancePath(row.id)), [navigate]);
  const name = t('flows.tabs.started');
  return (
    <ListPage level={2} title={name} search={<SearchFields fields={search.fields} list={list} />}>
      <ListGrid
        list={list}
        columns={withOpen}
        label={name}
        emptyText={t('flows.list.empty.started')}
        onRowClick={open}
      />
    </ListPage>
  );
}
