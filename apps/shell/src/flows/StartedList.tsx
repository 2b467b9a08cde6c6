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
/** The columns the server sorts instances by. */
export const INSTANCE_SORTABLE = ['startedAt', 'updatedAt'] as const;

/**
 * The columns of a list of instances: title, flow, application (or, for a list of one
 * application's flows, the initiator instead), status, the steps it waits at and its times.
 */
export function useInstanceColumns(byInitiator = false): GridColDef<FlowInstance>[] {
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
      byInitiator
        ? {
            field: 'initiatorName',
            headerName: t('flows.list.initiator'),
            width: 110,
            sortable: false,
          }
        : { field: 'appName', headerName: t('flows.list.app'), width: 110, sortable: false },
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
    [t, byInitiator, words, started, updated],
  );
}

/**
 * A list of instances' columns with a link to each one's page in the row's actions, and the
 * row click that opens it.
 */
export function useOpenableInstances(byInitiator = false) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const columns = useInstanceColumns(byInitiator);
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
  return { columns: withOpen, open };
}

/**
 * 我发起的: the flows the caller started on the list kit, each with its status as a chip and the
 * steps it waits at; searched by title, flow, status and days, paged and sorted by the server.
 * A row opens the instance's page.
 */
export function StartedList() {
  const { t } = useTranslation('shell');
  const search = useFlowSearch(t('flows.list.startedAt'));
  const list = useListQuery<FlowInstance, FlowInstanceQuery>({
    searchFields: search.fields,
    toSearch: search.toSearch,
    sortable: INSTANCE_SORTABLE,
    usePage: useStartedInstancesQuery,
  });
  const { columns, open } = useOpenableInstances();
  const name = t('flows.tabs.started');
  return (
    <ListPage level={2} title={name} search={<SearchFields fields={search.fields} list={list} />}>
      <ListGrid
        list={list}
        columns={columns}
        label={name}
        emptyText={t('flows.list.empty.started')}
        onRowClick={open}
      />
    </ListPage>
  );
}
