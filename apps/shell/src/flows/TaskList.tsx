import { FLOW_TASK_STATUSES } from '@org/api-contract';
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
  type FlowTask,
  type FlowTaskQuery,
  useCopiedTasksQuery,
  useDoneTasksQuery,
  useTodoTasksQuery,
} from '../api/flows-api';
import { dateTime } from '../common/format';
import { instancePath, rowChipStyle, useStatusWords } from './FlowStatus';
import { useFlowSearch } from './flow-search';

/** The lists of tasks: to do, decided, copied. */
export type TaskListKind = 'todo' | 'done' | 'copied';

const PAGES = { todo: useTodoTasksQuery, done: useDoneTasksQuery, copied: useCopiedTasksQuery };
/** Rows have no enabled state: the kit's column asks for one. */
const ALWAYS = () => true;
const SORTABLE = ['createdAt', 'decidedAt'] as const;
const UNREAD_MARK = {
  display: 'inline-block',
  width: 8,
  height: 8,
  borderRadius: 4,
  background: '#d32f2f',
  marginRight: 6,
} as const;

/** The words of every task status, translated once for the rows. */
function useTaskStatusWords() {
  const { t } = useTranslation('shell');
  return useMemo(
    () =>
      Object.fromEntries(
        FLOW_TASK_STATUSES.map((status) => [status, t(`flows.taskStatus.${status}`)]),
      ) as Record<FlowTask['status'], string>,
    [t],
  );
}

function useTaskColumns(kind: TaskListKind): GridColDef<FlowTask>[] {
  const { t } = useTranslation('shell');
  const statusWords = useStatusWords();
  const taskWords = useTaskStatusWords();
  const arrived = useDateTimeColumn<FlowTask>('createdAt', t('flows.list.arrivedAt'), dateTime);
  const decided = useDateTimeColumn<FlowTask>('decidedAt', t('flows.list.decidedAt'), dateTime);
  return useMemo(() => {
    const unread = t('flows.list.unread');
    const urged = t('flows.list.urged');
    const title: GridColDef<FlowTask> = {
      field: 'title',
      headerName: t('flows.list.title'),
      flex: 1.4,
      minWidth: 180,
      sortable: false,
      renderCell: ({ row }) =>
        row.status === 'UNREAD' ? (
          <strong>
            <span style={UNREAD_MARK} role="img" aria-label={unread} />
            {row.title}
          </strong>
        ) : row.urgedAt && row.status === 'PENDING' ? (
          <span>
            {row.title} <span style={rowChipStyle('REJECTED')}>{urged}</span>
          </span>
        ) : (
          row.title
        ),
    };
    const plain = (
      field: keyof FlowTask,
      headerName: string,
      width = 120,
    ): GridColDef<FlowTask> => ({
      field,
      headerName,
      width,
      sortable: false,
    });
    const instanceStatus: GridColDef<FlowTask> = {
      field: 'instanceStatus',
      headerName: t('flows.list.status'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <span style={rowChipStyle(row.instanceStatus)}>{statusWords[row.instanceStatus]}</span>
      ),
    };
    const flow = plain('flowName', t('flows.list.flow'), 130);
    const initiator = plain('initiatorName', t('flows.list.initiator'), 110);
    const step = plain('nodeName', t('flows.list.step'), 120);
    if (kind === 'todo')
      return [title, flow, step, initiator, plain('appName', t('flows.list.app')), arrived];
    if (kind === 'copied') return [title, flow, initiator, instanceStatus, arrived];
    const mine: GridColDef<FlowTask> = {
      ...plain('status', t('flows.list.myDecision'), 100),
      valueGetter: (_value, row) => taskWords[row.status],
    };
    return [title, flow, step, mine, instanceStatus, decided];
  }, [t, kind, statusWords, taskWords, arrived, decided]);
}

/**
 * One list of tasks on the list kit: the caller's to-dos (待办), decided tasks (已办) or copies
 * (抄送我的, the unread ones marked), searched by title, flow, status and days, paged and sorted
 * by the server. A row opens its instance's page for the task.
 */
export function TaskList({ kind }: { kind: TaskListKind }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const timeLabel = kind === 'done' ? t('flows.list.decidedAt') : t('flows.list.arrivedAt');
  const search = useFlowSearch(timeLabel);
  const list = useListQuery<FlowTask, FlowTaskQuery>({
    searchFields: search.fields,
    toSearch: search.toSearch,
    sortable: SORTABLE,
    usePage: PAGES[kind],
  });
  const columns = useTaskColumns(kind);
  const openText = kind === 'todo' ? t('flows.list.handle') : t('flows.list.open');
  const rowLabel = useCallback((task: FlowTask) => task.title, []);
  const openLink = useCallback(
    (task: FlowTask) => (
      <RowLink to={instancePath(task.instanceId, task.id)} aria-label={`${openText} ${task.title}`}>
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
  const open = useCallback(
    (task: FlowTask) => void navigate(instancePath(task.instanceId, task.id)),
    [navigate],
  );
  const name = t(`flows.tabs.${kind}`);
  return (
    <ListPage level={2} title={name} search={<SearchFields fields={search.fields} list={list} />}>
      <ListGrid
        list={list}
        columns={withOpen}
        label={name}
        emptyText={t(`flows.list.empty.${kind}`)}
        onRowClick={open}
      />
    </ListPage>
  );
}
