import { PERMISSIONS, describeUserAgent } from '@org/api-contract';
import { deviceName } from '@org/app-kit';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudScreen, type SearchField, useDateTimeColumn, useNamedText } from '@org/app-kit/list';
import {
  type OnlineQuery,
  type OnlineRow,
  useForceLogoutMutation,
  useOnlinePageQuery,
} from './online-api';

const P = PERMISSIONS.online;
const SORTABLE = ['lastSeenAt', 'createdAt', 'account'] as const;

/** How a session is named in a confirmation and in its row button's accessible name. */
function sessionLabel(row: OnlineRow): string {
  return `${row.username || row.account} (${row.account}, ${row.ip})`;
}

/**
 * 在线用户: the live sessions of the users in the caller's data scope (account, name,
 * organisation, address, browser and system from the user agent, signed in, last active),
 * searched by account and address, with forced sign-out of one or several (强退). The caller's
 * own session is marked and cannot be chosen.
 */
export function OnlineScreen({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const [forceLogout] = useForceLogoutMutation();
  const createdAt = useDateTimeColumn<OnlineRow>('createdAt', t('online.createdAt'));
  const lastSeenAt = useDateTimeColumn<OnlineRow>('lastSeenAt', t('online.lastSeenAt'));
  const current = useNamedText('online.current', 'admin');

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'account', label: t('online.account'), maxLength: 64 },
      { key: 'ip', label: t('online.ip'), maxLength: 64 },
    ],
    [t],
  );

  const columns = useMemo<GridColDef<OnlineRow>[]>(() => {
    // translated once here, not per row
    const unknown = t('online.unknown');
    return [
      {
        field: 'account',
        headerName: t('online.account'),
        flex: 1,
        minWidth: 110,
        renderCell: ({ row }) => (row.current ? current(row.account) : row.account),
      },
      {
        field: 'username',
        headerName: t('online.username'),
        flex: 1,
        minWidth: 90,
        sortable: false,
      },
      {
        field: 'orgName',
        headerName: t('online.orgName'),
        flex: 1,
        minWidth: 90,
        sortable: false,
      },
      { field: 'ip', headerName: t('online.ip'), width: 120, sortable: false },
      {
        field: 'browser',
        headerName: t('online.browser'),
        width: 170,
        sortable: false,
        valueGetter: (_value: unknown, row: OnlineRow) =>
          deviceName(describeUserAgent(row.userAgent), unknown),
      },
      createdAt,
      lastSeenAt,
    ];
  }, [t, current, createdAt, lastSeenAt]);

  const removeText = useMemo(
    () => ({
      action: t('online.forceLogout'),
      selected: t('online.forceSelected'),
      title: t('online.confirmTitle'),
      confirm: (rows: OnlineRow[]) =>
        rows.length === 1 && rows[0]
          ? t('online.confirmOne', { name: sessionLabel(rows[0]) })
          : t('online.confirmMany', { count: rows.length }),
      done: t('online.done'),
    }),
    [t],
  );

  return (
    <CrudScreen<OnlineRow, OnlineQuery>
      title={title}
      entityName={t('online.name')}
      rowLabel={sessionLabel}
      searchFields={searchFields}
      sortable={SORTABLE}
      usePage={useOnlinePageQuery}
      columns={columns}
      permissions={{ remove: P.forceLogout }}
      remove={(_ids, rows) => forceLogout(rows.map((row) => row.sessionId)).unwrap()}
      canRemoveRow={(row) => !row.current}
      removeText={removeText}
    />
  );
}
