import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { GridColDef } from '@mui/x-data-grid';
import { TASK_RUN_STATUSES, TASK_RUN_TRIGGERS } from '@org/api-contract';
import {
  ListGrid,
  RowButton,
  type SearchField,
  SearchFields,
  useDateTimeColumn,
  useListQuery,
  useRowActionsColumn,
} from '@org/app-kit/list';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArtefactRecord } from '../api/artefacts-api';
import { type TaskRunPageQuery, type TaskRunRecord, useTaskRunsQuery } from '../api/tasks-api';
import { dateTime } from '../common/format';
import { ERROR_TEXT, STATUS_MARK, durationText } from './task-runs';
import { TaskRunDetail } from './TaskRunDetail';

const SORTABLE = ['startedAt'] as const;
/** Runs have no enabled state the list toggles (the row actions ask for one). */
const noStatus = () => true;
const runLabel = (row: TaskRunRecord) => `#${row.id}`;

/**
 * A scheduled task's runs on the list kit, newest first (the server's order until the user
 * sorts by start): a status filter, server paging, the status as a coloured mark, trigger,
 * times, duration, attempt and the summary or the error. A row opens its detail under the
 * list (on a click, or its 详情 button); 刷新 asks again, as runs go on while the dialog is open.
 */
export function TaskRunsDialog({ task, onClose }: { task: ArtefactRecord; onClose: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const titleId = useId();
  const [opened, setOpened] = useState<TaskRunRecord | null>(null);
  const searchFields = useMemo<SearchField[]>(
    () => [
      {
        key: 'status',
        label: t('task.status'),
        kind: 'select',
        options: TASK_RUN_STATUSES.map((status) => ({
          value: status,
          label: t(`task.status.${status}`),
        })),
      },
    ],
    [t],
  );
  const scope = useMemo(() => ({ taskId: task.id }), [task.id]);
  const list = useListQuery<TaskRunRecord, TaskRunPageQuery>({
    searchFields,
    scope,
    sortable: SORTABLE,
    usePage: useTaskRunsQuery,
  });

  const scheduledAt = useDateTimeColumn<TaskRunRecord>(
    'scheduledAt',
    t('task.scheduledAt'),
    dateTime,
  );
  const startedAt = useDateTimeColumn<TaskRunRecord>('startedAt', t('task.startedAt'), dateTime);
  const columns = useMemo<GridColDef<TaskRunRecord>[]>(() => {
    const statusText = Object.fromEntries(
      TASK_RUN_STATUSES.map((status) => [status, t(`task.status.${status}`)]),
    );
    const triggerText = Object.fromEntries(
      TASK_RUN_TRIGGERS.map((trigger) => [trigger, t(`task.trigger.${trigger}`)]),
    );
    return [
      {
        field: 'status',
        headerName: t('task.status'),
        width: 100,
        sortable: false,
        renderCell: ({ row }) => (
          <span style={STATUS_MARK[row.status]}>{statusText[row.status]}</span>
        ),
      },
      {
        field: 'trigger',
        headerName: t('task.trigger'),
        width: 90,
        sortable: false,
        valueGetter: (_value, row) => triggerText[row.trigger],
      },
      { ...scheduledAt, sortable: false },
      startedAt,
      {
        field: 'durationMs',
        headerName: t('task.duration'),
        width: 100,
        sortable: false,
        valueGetter: (_value, row) => durationText(row.durationMs, t, i18n.language),
      },
      { field: 'attempt', headerName: t('task.attempt'), width: 80, sortable: false },
      {
        field: 'outcome',
        headerName: t('task.outcome'),
        flex: 1,
        minWidth: 200,
        sortable: false,
        valueGetter: (_value, row) => row.error || row.summary,
        renderCell: ({ row }) =>
          row.error ? <span style={ERROR_TEXT}>{row.error}</span> : row.summary,
      },
    ];
  }, [t, i18n.language, scheduledAt, startedAt]);

  const detailsText = t('task.details');
  const detailsButton = useCallback(
    (row: TaskRunRecord) => (
      <RowButton onClick={() => setOpened(row)} aria-label={`${detailsText} ${runLabel(row)}`}>
        {detailsText}
      </RowButton>
    ),
    [detailsText],
  );
  const withActions = useRowActionsColumn(columns, {
    rowLabel: runLabel,
    isEnabled: noStatus,
    extra: detailsButton,
    extraWidth: 64,
  });
  // after a refresh the opened run shows as the list has it now
  const shown = opened && (list.rows.find((row) => row.id === opened.id) ?? opened);

  return (
    <Dialog
      open
      fullWidth
      maxWidth="lg"
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('task.runsOf', { name: task.artefactName })}</DialogTitle>
      <DialogContent
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 1.5,
          alignContent: 'start',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <SearchFields fields={searchFields} list={list} />
          </Box>
          <Button
            startIcon={<Refresh />}
            onClick={() => void list.retry?.()}
            loading={list.isFetching}
            sx={{ mt: 2 }}
          >
            {t('task.refresh')}
          </Button>
        </Box>
        <ListGrid
          list={list}
          columns={withActions}
          label={t('task.runs')}
          emptyText={t('task.noRuns')}
          onRowClick={setOpened}
        />
        {shown && <TaskRunDetail run={shown} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('task.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
