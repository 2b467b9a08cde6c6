import { GATEWAY_CALL_OUTCOMES, type GatewayCallOutcome } from '@org/api-contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ListGrid,
  ListPage,
  type SearchField,
  SearchFields,
  useDateTimeColumn,
  useListQuery,
} from '@org/app-kit/list';
import { type GatewayCall, type GatewayCallQuery, useGatewayCallsQuery } from './gateway-api';

const SORTABLE = ['calledAt'] as const;
/** The chip colour of each outcome: answered, refused by the gateway, failed while running. */
const OUTCOME_COLOURS = {
  OK: 'success',
  REFUSED: 'warning',
  FAILED: 'error',
} as const satisfies Record<GatewayCallOutcome, 'success' | 'warning' | 'error'>;
/** The theme's warning orange is too light for text on white: the notices' darker one (4.5:1). */
const READABLE_WARNING = { color: '#a04000', borderColor: '#a04000' } as const;

/**
 * 调用记录: every call external applications made through the gateway, newest first (the
 * server's order until the user sorts by time), searched by app key, API code and outcome; a
 * refused or failed call shows the envelope code and the gateway's message.
 */
export function GatewayCallLog({ title, level }: { title: string; level?: 1 | 2 }) {
  const { t } = useTranslation('admin');
  const calledAt = useDateTimeColumn<GatewayCall>('calledAt', t('gateway.calledAt'));

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'appKey', label: t('gateway.appKey'), maxLength: 64, width: 200 },
      { key: 'apiCode', label: t('gateway.apiCode'), maxLength: 64, width: 200 },
      {
        key: 'outcome',
        label: t('gateway.outcome'),
        kind: 'select',
        width: 120,
        options: GATEWAY_CALL_OUTCOMES.map((outcome) => ({
          value: outcome,
          label: t(`gateway.outcome.${outcome}`),
        })),
      },
    ],
    [t],
  );
  const list = useListQuery<GatewayCall, GatewayCallQuery>({
    searchFields,
    sortable: SORTABLE,
    usePage: useGatewayCallsQuery,
  });

  const columns = useMemo<GridColDef<GatewayCall>[]>(() => {
    // translated once here, not per row
    const outcomes = Object.fromEntries(
      GATEWAY_CALL_OUTCOMES.map((outcome) => [outcome, t(`gateway.outcome.${outcome}`)]),
    );
    return [
      // wide enough for an English time with seconds
      { ...calledAt, width: 184 },
      {
        field: 'appName',
        headerName: t('gateway.app'),
        flex: 1,
        minWidth: 110,
        sortable: false,
        // a key the platform does not know has no application: the key names the caller
        valueGetter: (_value, row) => row.appName || row.appKey,
      },
      { field: 'appKey', headerName: t('gateway.appKey'), flex: 1, minWidth: 150, sortable: false },
      {
        field: 'apiCode',
        headerName: t('gateway.apiCode'),
        flex: 1,
        minWidth: 140,
        sortable: false,
      },
      {
        field: 'outcome',
        headerName: t('gateway.outcome'),
        width: 100,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={OUTCOME_COLOURS[row.outcome]}
            label={outcomes[row.outcome] ?? row.outcome}
            {...(row.outcome === 'REFUSED' ? { sx: READABLE_WARNING } : {})}
          />
        ),
      },
      { field: 'code', headerName: t('gateway.code'), width: 76, sortable: false },
      {
        field: 'message',
        headerName: t('gateway.message'),
        flex: 1.5,
        minWidth: 160,
        sortable: false,
        // a long reason is cut off in its cell: the whole of it on pointing
        renderCell: ({ row }) => <span title={row.message}>{row.message}</span>,
      },
      { field: 'ms', headerName: t('gateway.ms'), width: 116, type: 'number', sortable: false },
      { field: 'ip', headerName: t('gateway.ip'), width: 120, sortable: false },
    ];
  }, [t, calledAt]);

  return (
    <ListPage
      title={title}
      level={level}
      actions={
        <Button variant="outlined" disabled={list.isFetching} onClick={() => void list.retry?.()}>
          {t('gateway.refresh')}
        </Button>
      }
      search={<SearchFields fields={searchFields} list={list} />}
    >
      <ListGrid
        list={list}
        columns={columns}
        label={t('gateway.callsTab')}
        emptyText={t('gateway.noCalls')}
      />
    </ListPage>
  );
}
