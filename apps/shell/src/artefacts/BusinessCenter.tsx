import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { ARTEFACT_KINDS, type Page } from '@org/api-contract';
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
import { useAppsDenied } from '../common/Loadable';

/** An application with what it holds, keyed by its id as the list kit keys rows. */
type Holding = Holdings['list'][number] & { id: number };

interface HoldingsQuery extends PagingQuery {
  /** Part of the application's name or code, any case. */
  keyword?: string;
  status?: number;
}

const COUNTS = ['formCount', 'viewCount', ...ARTEFACT_KINDS] as const;
const SORTABLE = ['appName', 'appCode', ...COUNTS] as const;
type SortColumn = (typeof SORTABLE)[number];
const NO_HOLDINGS: readonly Holding[] = [];

/** The value a column sorts by: a text, or a count (an artefact kind's counts by kind). */
function sortValue(row: Holding, column: SortColumn): string | number {
  if (column === 'appName' || column === 'appCode') return row[column];
  if (column === 'formCount' || column === 'viewCount') return row[column];
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

/** Every application's holdings, from the one call that answers them all. */
function useAllHoldings() {
  const holdings = useHoldingsQuery();
  const rows = useMemo(
    () => holdings.data?.list.map((row) => ({ ...row, id: row.appId })) ?? NO_HOLDINGS,
    [holdings.data],
  );
  return { holdings, rows };
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

/** A number with its label, large. */
function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 120 }}>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

/** What every application holds, added up. */
function Totals({ rows }: { rows: readonly Holding[] }) {
  const { t } = useTranslation('shell');
  const sum = (count: (row: Holding) => number) =>
    rows.reduce((total, row) => total + count(row), 0);
  return (
    <Box
      component="section"
      aria-label={t('business.totals')}
      sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}
    >
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
  );
}

function Overview() {
  const { t } = useTranslation('shell');
  const { rows } = useAllHoldings();
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
    ],
    [t, status],
  );
  const searching = list.query.keyword !== undefined || list.query.status !== undefined;
  return (
    <ListPage
      title={t('business.apps')}
      search={
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {rows.length > 0 && <Totals rows={rows} />}
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
