import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import {
  ARTEFACT_KINDS,
  FLOW_INSTANCE_STATUSES,
  FORM_PERMISSIONS,
  type Page,
} from '@org/api-contract';
import { useCan } from '@org/app-kit';
import {
  ListGrid,
  ListPage,
  type PageAnswer,
  type PagingQuery,
  type SearchField,
  SearchFields,
  useListQuery,
  useStatusColumn,
} from '@org/app-kit/list';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Holdings, useHoldingsQuery } from '../api/artefacts-api';
import { useFlowOverviewQuery } from '../api/flows-api';
import { Figure } from '../common/Figure';
import { useAppsDenied } from '../common/Loadable';

/**
 * An application with what it holds, keyed by its id as the list kit keys rows, and its flows:
 * the tasks waiting for someone, and its instances by status.
 */
type Holding = Holdings['list'][number] & {
  id: number;
  openTasks: number;
  flows: Readonly<Partial<Record<FlowStatus, number>>>;
};
type FlowStatus = (typeof FLOW_INSTANCE_STATUSES)[number];

interface HoldingsQuery extends PagingQuery {
  /** Part of the application's name or code, any case. */
  keyword?: string;
  status?: number;
}

const COUNTS = ['formCount', 'viewCount', ...ARTEFACT_KINDS] as const;
const FLOW_COUNTS = ['openTasks', 'RUNNING'] as const;
const SORTABLE = ['appName', 'appCode', ...COUNTS, ...FLOW_COUNTS] as const;
type SortColumn = (typeof SORTABLE)[number];
const NO_HOLDINGS: readonly Holding[] = [];

/** The value a column sorts by: a text, or a count (an artefact kind's counts by kind). */
function sortValue(row: Holding, column: SortColumn): string | number {
  if (column === 'appName' || column === 'appCode') return row[column];
  if (column === 'formCount' || column === 'viewCount' || column === 'openTasks')
    return row[column];
  if (column === 'RUNNING') return row.flows.RUNNING ?? 0;
  return row.artefacts[column] ?? 0;
}

/** One page of `rows` for `query`: matched, sorted and cut as the server would. */
function pageOf(rows: readonly Holding[], query: HoldingsQuery): Page<Holding> {
  const keyword = query.keyword?.toLowerCase();
  const matched = rows.filter(
    (row) =>
      (keyword === undefined ||
        row.appName.toLowerCase().includes(keyword) ||
        row.appCode.toLowerCase().includes(keyword)) &&
      (query.status === undefined || row.status === query.status),
  );
  const column = SORTABLE.find((name) => name === query.sortBy);
  if (column) {
    const direction = query.sortOrder === 'desc' ? -1 : 1;
    matched.sort((a, b) => {
      const x = sortValue(a, column);
      const y = sortValue(b, column);
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return order * direction;
    });
  }
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  return {
    list: matched.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    total: matched.length,
    pageNo,
    pageSize,
  };
}

/**
 * Every application's holdings, from the one call that answers them all, with its flows' counts
 * for those who may see forms (the flows' overview needs that permission).
 */
function useAllHoldings() {
  const holdings = useHoldingsQuery();
  const seesFlows = useCan(FORM_PERMISSIONS.view);
  const overview = useFlowOverviewQuery({}, { skip: !seesFlows });
  const rows = useMemo(() => {
    const flows = new Map(overview.data?.list.map((app) => [app.appId, app]));
    return (
      holdings.data?.list.map((row) => ({
        ...row,
        id: row.appId,
        openTasks: flows.get(row.appId)?.openTasks ?? 0,
        flows: flows.get(row.appId)?.byStatus ?? {},
      })) ?? NO_HOLDINGS
    );
  }, [holdings.data, overview.data]);
  return { holdings, rows, seesFlows };
}

/**
 * The list's page hook. The server answers every application at once (the totals above the
 * list need them all, and an organisation has tens of applications, not thousands), so the
 * page is cut here, in the shape of a server's page: search, sort and paging work as on the
 * other lists.
 */
function useHoldingsPage(query: HoldingsQuery): PageAnswer<Holding> {
  const { holdings, rows } = useAllHoldings();
  const data = useMemo(
    () => (holdings.data ? pageOf(rows, query) : undefined),
    [holdings.data, rows, query],
  );
  return {
    data,
    isFetching: holdings.isFetching,
    isError: holdings.isError,
    refetch: holdings.refetch,
  };
}

/** What every application holds, added up; with `seesFlows`, its flows too. */
function Totals({ rows, seesFlows }: { rows: readonly Holding[]; seesFlows: boolean }) {
  const { t } = useTranslation('shell');
  const sum = (count: (row: Holding) => number) =>
    rows.reduce((total, row) => total + count(row), 0);
  const line = { display: 'flex', gap: 1.5, flexWrap: 'wrap' } as const;
  return (
    <>
      <Box component="section" aria-label={t('business.totals')} sx={line}>
        <Figure label={t('business.appCount')} value={rows.length} />
        <Figure label={t('business.forms')} value={sum((r) => r.formCount)} />
        <Figure label={t('business.views')} value={sum((r) => r.viewCount)} />
        {ARTEFACT_KINDS.map((kind) => (
          <Figure
            key={kind}
            label={t(`artefact.kind.${kind}`)}
            value={sum((r) => r.artefacts[kind] ?? 0)}
          />
        ))}
      </Box>
      {seesFlows && (
        <Box component="section" aria-label={t('business.flowTotals')} sx={line}>
          <Figure label={t('business.openTasks')} value={sum((r) => r.openTasks)} />
          {FLOW_INSTANCE_STATUSES.map((status) => (
            <Figure
              key={status}
              label={t(`flows.status.${status}`)}
              value={sum((r) => r.flows[status] ?? 0)}
            />
          ))}
        </Box>
      )}
    </>
  );
}

function Overview() {
  const { t } = useTranslation('shell');
  const { rows, seesFlows } = useAllHoldings();
  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'keyword', label: t('business.search') },
      { key: 'status', label: t('app.status'), kind: 'status' },
    ],
    [t],
  );
  const list = useListQuery<Holding, HoldingsQuery>({
    searchFields,
    sortable: SORTABLE,
    usePage: useHoldingsPage,
  });
  const status = useStatusColumn<Holding>(t('app.status'));
  const columns = useMemo<GridColDef<Holding>[]>(
    () => [
      {
        field: 'appName',
        headerName: t('app.appName'),
        flex: 1,
        minWidth: 140,
        renderCell: ({ row }) => <Link to={`/app/${row.appId}`}>{row.appName}</Link>,
      },
      { field: 'appCode', headerName: t('app.appCode'), width: 120 },
      {
        field: 'description',
        headerName: t('app.description'),
        flex: 1,
        minWidth: 140,
        sortable: false,
      },
      status,
      { field: 'formCount', headerName: t('business.forms'), width: 80, type: 'number' },
      { field: 'viewCount', headerName: t('business.views'), width: 90, type: 'number' },
      ...ARTEFACT_KINDS.map((kind): GridColDef<Holding> => ({
        field: kind,
        headerName: t(`artefact.kind.${kind}`),
        width: 90,
        type: 'number',
        valueGetter: (_value, row) => row.artefacts[kind] ?? 0,
      })),
      ...(seesFlows
        ? [
            {
              field: 'openTasks',
              headerName: t('business.openTasks'),
              width: 90,
              type: 'number',
            } satisfies GridColDef<Holding>,
            {
              field: 'RUNNING',
              headerName: t('flows.status.RUNNING'),
              width: 90,
              type: 'number',
              valueGetter: (_value, row) => row.flows.RUNNING ?? 0,
            } satisfies GridColDef<Holding>,
          ]
        : []),
    ],
    [t, status, seesFlows],
  );
  const searching = list.query.keyword !== undefined || list.query.status !== undefined;
  return (
    <ListPage
      title={t('business.apps')}
      search={
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {rows.length > 0 && <Totals rows={rows} seesFlows={seesFlows} />}
          <SearchFields fields={searchFields} list={list} />
        </Box>
      }
    >
      <ListGrid
        list={list}
        columns={columns}
        label={t('business.apps')}
        emptyText={searching ? t('artefact.noMatch') : t('business.noApps')}
      />
    </ListPage>
  );
}

/**
 * businessCenter (and default): every application with what it holds — forms, data views and
 * artefacts of each kind — on the list kit, with the totals; each application links to its
 * area.
 */
export function BusinessCenterPage() {
  const denied = useAppsDenied();
  return denied ? <Alert severity="info">{denied}</Alert> : <Overview />;
}
