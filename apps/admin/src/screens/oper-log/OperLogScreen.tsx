import { ALL_ROUTES, API, OPER_TYPES, PERMISSIONS, isOperation } from '@org/api-contract';
import { callRoute, useCan, useHttp } from '@org/app-kit';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ClearAllButton,
  CrudScreen,
  type CsvColumn,
  dayRange,
  RowButton,
  type SearchField,
  type SearchValues,
  useDateTimeColumn,
} from '@org/app-kit/list';
import { OperLogDetailDialog } from './OperLogDetailDialog';
import {
  type OperLogEntry,
  type OperLogPage,
  type OperLogQuery,
  useCleanOperLogMutation,
  useOperLogPage,
  useRemoveOperLogsMutation,
} from './oper-log-api';

const P = PERMISSIONS.operLog;
const SORTABLE = ['operatedAt', 'durationMs'] as const;
const COLOURS = { ok: '#2e7d32', failed: '#c62828' } as const;

/** The modules an operation can belong to: the tags of the contract's changing routes. */
export const OPERATION_MODULES: readonly string[] = [
  ...new Set(ALL_ROUTES.filter(isOperation).map((route) => route.tag)),
];

/** The query part of the search: texts, the kind, the result as a boolean, days as instants. */
export function operLogSearch(values: SearchValues): Partial<OperLogQuery> {
  const text = (key: string) => (values[key] ?? '').trim();
  const operType = text('operType');
  return {
    ...(text('account') ? { account: text('account') } : {}),
    ...(text('module') ? { module: text('module') } : {}),
    ...((OPER_TYPES as readonly string[]).includes(operType)
      ? { operType: operType as OperLogQuery['operType'] }
      : {}),
    ...(text('success') ? { success: text('success') === 'true' } : {}),
    ...dayRange(values.from, values.to),
  };
}

/** 操作日志: the changes made through the API, searched, sorted, opened, exported, cleared. */
export function OperLogScreen({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const [removeLogs] = useRemoveOperLogsMutation();
  const [cleanLog] = useCleanOperLogMutation();
  const canClean = useCan(P.clean);
  const [shown, setShown] = useState<OperLogEntry | null>(null);
  const operatedAt = useDateTimeColumn<OperLogEntry>('operatedAt', t('operLog.operatedAt'));
  const moduleText = useCallback(
    (tag: string) => t(`operLog.module.${tag}`, { defaultValue: tag }),
    [t],
  );
  const typeText = useCallback(
    (type: string) => t(`operLog.type.${type}`, { defaultValue: type }),
    [t],
  );

  // one line at a laptop's width: the search area folds a second line away
  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'account', label: t('operLog.account'), maxLength: 64, width: 150 },
      {
        key: 'module',
        label: t('operLog.module'),
        kind: 'select',
        width: 130,
        options: OPERATION_MODULES.map((tag) => ({ value: tag, label: moduleText(tag) })),
      },
      {
        key: 'operType',
        label: t('operLog.operType'),
        kind: 'select',
        width: 110,
        options: OPER_TYPES.map((type) => ({ value: type, label: typeText(type) })),
      },
      {
        key: 'success',
        label: t('operLog.result'),
        kind: 'select',
        width: 110,
        options: [
          { value: 'true', label: t('operLog.success') },
          { value: 'false', label: t('operLog.failure') },
        ],
      },
      { key: 'from', label: t('operLog.from'), kind: 'date', width: 145 },
      { key: 'to', label: t('operLog.to'), kind: 'date', width: 145 },
    ],
    [t, moduleText, typeText],
  );

  const columns = useMemo<GridColDef<OperLogEntry>[]>(() => {
    // translated once: a page of 100 rows draws these texts hundreds of times
    const modules = new Map(OPERATION_MODULES.map((tag) => [tag, moduleText(tag)]));
    const types = new Map(OPER_TYPES.map((type) => [type as string, typeText(type)]));
    const ok = t('operLog.success');
    const failed = t('operLog.failure');
    const ms = t('operLog.ms', { value: '' }).trim();
    return [
      {
        field: 'module',
        headerName: t('operLog.module'),
        width: 100,
        sortable: false,
        valueGetter: (value: string) => modules.get(value) ?? value,
      },
      {
        field: 'operType',
        headerName: t('operLog.operType'),
        width: 80,
        sortable: false,
        valueGetter: (value: string) => types.get(value) ?? value,
      },
      { field: 'action', headerName: t('operLog.action'), flex: 1, minWidth: 160, sortable: false },
      { field: 'account', headerName: t('operLog.account'), width: 100, sortable: false },
      { field: 'ip', headerName: t('operLog.ip'), width: 110, sortable: false },
      {
        field: 'success',
        headerName: t('operLog.result'),
        width: 100,
        sortable: false,
        renderCell: ({ row }) => (
          <span style={{ color: row.success ? COLOURS.ok : COLOURS.failed }}>
            {row.success ? ok : `${failed} ${row.resultCode}`}
          </span>
        ),
      },
      {
        field: 'durationMs',
        headerName: t('operLog.durationMs'),
        width: 90,
        type: 'number',
        valueFormatter: (value: number) => `${value} ${ms}`,
      },
      operatedAt,
    ];
  }, [t, moduleText, typeText, operatedAt]);

  const csvColumns = useMemo<CsvColumn<OperLogEntry>[]>(
    () => [
      { header: t('operLog.module'), value: (row) => moduleText(row.module) },
      { header: t('operLog.operType'), value: (row) => typeText(row.operType) },
      { header: t('operLog.action'), value: (row) => row.action },
      { header: t('operLog.account'), value: (row) => row.account },
      { header: t('operLog.username'), value: (row) => row.username },
      { header: t('operLog.method'), value: (row) => row.method },
      { header: t('operLog.url'), value: (row) => row.url },
      { header: t('operLog.targetIds'), value: (row) => row.targetIds },
      { header: t('operLog.ip'), value: (row) => row.ip },
      {
        header: t('operLog.result'),
        value: (row) => (row.success ? t('operLog.success') : t('operLog.failure')),
      },
      { header: t('operLog.resultCode'), value: (row) => row.resultCode },
      { header: t('operLog.resultMessage'), value: (row) => row.resultMessage },
      { header: t('operLog.durationMs'), value: (row) => row.durationMs },
      { header: t('operLog.operatedAt'), value: (row) => row.operatedAt },
    ],
    [t, moduleText, typeText],
  );

  const detail = t('list.detail');
  const rowActions = useCallback(
    (row: OperLogEntry) => (
      <RowButton onClick={() => setShown(row)} aria-label={`${detail} ${row.action}`}>
        {detail}
      </RowButton>
    ),
    [detail],
  );

  return (
    <CrudScreen<OperLogEntry, OperLogQuery>
      title={title}
      entityName={t('operLog.entry')}
      rowLabel={(row) => `${row.account} ${row.action}`}
      searchFields={searchFields}
      toSearch={operLogSearch}
      sortable={SORTABLE}
      usePage={useOperLogPage}
      columns={columns}
      permissions={{ remove: P.remove, export: P.export }}
      remove={(ids) => removeLogs(ids).unwrap()}
      rowActions={rowActions}
      rowActionsWidth={56}
      exportCsv={{
        fetchPage: (body) => callRoute<OperLogPage>(http, { route: API.operLog.page, body }),
        columns: csvColumns,
        fileName: 'operation-log',
      }}
      toolbar={
        canClean ? (
          <ClearAllButton what={t('operLog.name')} clear={() => cleanLog().unwrap()} />
        ) : undefined
      }
    >
      <OperLogDetailDialog entry={shown} onClose={() => setShown(null)} />
    </CrudScreen>
  );
}
