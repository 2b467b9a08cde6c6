import { API, LOGIN_REASONS, PERMISSIONS } from '@org/api-contract';
import { callRoute, useCan, useHttp } from '@org/app-kit';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ClearAllButton,
  CrudScreen,
  type CsvColumn,
  dayRange,
  type SearchField,
  type SearchValues,
  useDateTimeColumn,
} from '@org/app-kit/list';
import {
  type LoginLogEntry,
  type LoginLogPage,
  type LoginLogQuery,
  useCleanLoginLogMutation,
  useLoginLogPage,
  useRemoveLoginLogsMutation,
} from './login-log-api';

const P = PERMISSIONS.loginLog;
const SORTABLE = ['attemptedAt'] as const;
/** Colours of a result: drawn as plain text in every row (no component per cell). */
const RESULT_COLOURS = { ok: '#2e7d32', failed: '#c62828' } as const;

/** The query part of the search: texts, the result as a boolean, the days as instants. */
export function loginLogSearch(values: SearchValues): Partial<LoginLogQuery> {
  const text = (key: string) => (values[key] ?? '').trim();
  const reason = text('reason');
  return {
    ...(text('account') ? { account: text('account') } : {}),
    ...(text('ip') ? { ip: text('ip') } : {}),
    ...(text('success') ? { success: text('success') === 'true' } : {}),
    ...((LOGIN_REASONS as readonly string[]).includes(reason)
      ? { reason: reason as LoginLogQuery['reason'] }
      : {}),
    ...dayRange(values.from, values.to),
  };
}

/** 登录日志: every sign-in attempt, searched, sorted by time, exported, deleted and cleared. */
export function LoginLogScreen({ title }: { title: string }) {
  const { t, i18n } = useTranslation('admin');
  const http = useHttp();
  const [removeLogs] = useRemoveLoginLogsMutation();
  const [cleanLog] = useCleanLoginLogMutation();
  const canClean = useCan(P.clean);
  const attemptedAt = useDateTimeColumn<LoginLogEntry>('attemptedAt', t('loginLog.attemptedAt'));
  const reasonText = useCallback(
    (row: LoginLogEntry) => {
      const reason = t(`loginLog.reason.${row.reason}`, { defaultValue: row.reason });
      return row.message ? `${reason} (${row.message})` : reason;
    },
    [t],
  );

  // one line at a laptop's width: the search area folds a second line away
  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'account', label: t('loginLog.account'), maxLength: 64, width: 180 },
      { key: 'ip', label: t('loginLog.ip'), maxLength: 64, width: 160 },
      {
        key: 'success',
        label: t('loginLog.result'),
        kind: 'select',
        width: 120,
        options: [
          { value: 'true', label: t('loginLog.success') },
          { value: 'false', label: t('loginLog.failure') },
        ],
      },
      { key: 'from', label: t('loginLog.from'), kind: 'date', width: 150 },
      { key: 'to', label: t('loginLog.to'), kind: 'date', width: 150 },
    ],
    [t],
  );

  const columns = useMemo<GridColDef<LoginLogEntry>[]>(() => {
    // translated once: a page of 100 rows draws these texts hundreds of times
    const ok = t('loginLog.success');
    const failed = t('loginLog.failure');
    const reasons = Object.fromEntries(
      LOGIN_REASONS.map((reason) => [reason, t(`loginLog.reason.${reason}`)]),
    );
    return [
      {
        field: 'account',
        headerName: t('loginLog.account'),
        flex: 1,
        minWidth: 110,
        sortable: false,
      },
      {
        field: 'username',
        headerName: t('loginLog.username'),
        flex: 1,
        minWidth: 100,
        sortable: false,
      },
      { field: 'ip', headerName: t('loginLog.ip'), width: 120, sortable: false },
      { field: 'browser', headerName: t('loginLog.browser'), width: 150, sortable: false },
      { field: 'os', headerName: t('loginLog.os'), width: 90, sortable: false },
      {
        field: 'success',
        headerName: t('loginLog.result'),
        width: 80,
        sortable: false,
        renderCell: ({ row }) => (
          <span style={{ color: row.success ? RESULT_COLOURS.ok : RESULT_COLOURS.failed }}>
            {row.success ? ok : failed}
          </span>
        ),
      },
      {
        field: 'reason',
        headerName: t('loginLog.reason'),
        flex: 1,
        minWidth: 130,
        sortable: false,
        valueGetter: (_value, row) => {
          const reason = reasons[row.reason] ?? row.reason;
          return row.message ? `${reason} (${row.message})` : reason;
        },
      },
      attemptedAt,
    ];
  }, [t, attemptedAt]);

  const csvColumns = useMemo<CsvColumn<LoginLogEntry>[]>(
    () => [
      { header: t('loginLog.account'), value: (row) => row.account },
      { header: t('loginLog.username'), value: (row) => row.username },
      { header: t('loginLog.ip'), value: (row) => row.ip },
      { header: t('loginLog.browser'), value: (row) => row.browser },
      { header: t('loginLog.os'), value: (row) => row.os },
      {
        header: t('loginLog.result'),
        value: (row) => (row.success ? t('loginLog.success') : t('loginLog.failure')),
      },
      { header: t('loginLog.reason'), value: reasonText },
      { header: t('loginLog.attemptedAt'), value: (row) => row.attemptedAt },
      { header: t('loginLog.userAgent'), value: (row) => row.userAgent },
    ],
    [t, reasonText],
  );

  return (
    <CrudScreen<LoginLogEntry, LoginLogQuery>
      title={title}
      entityName={t('loginLog.entry')}
      rowLabel={(row) =>
        `${row.account} ${new Date(row.attemptedAt).toLocaleString(i18n.language)}`
      }
      searchFields={searchFields}
      toSearch={loginLogSearch}
      sortable={SORTABLE}
      usePage={useLoginLogPage}
      columns={columns}
      permissions={{ remove: P.remove, export: P.export }}
      remove={(ids) => removeLogs(ids).unwrap()}
      exportCsv={{
        fetchPage: (body) => callRoute<LoginLogPage>(http, { route: API.loginLog.page, body }),
        columns: csvColumns,
        fileName: 'login-log',
      }}
      toolbar={
        canClean ? (
          <ClearAllButton what={t('loginLog.name')} clear={() => cleanLog().unwrap()} />
        ) : undefined
      }
    />
  );
}
