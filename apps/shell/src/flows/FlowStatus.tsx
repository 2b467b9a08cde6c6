import Chip from '@mui/material/Chip';
import { type CSSProperties, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowInstance } from '../api/flows-api';

type InstanceStatus = FlowInstance['status'];

/** The process centre, where flows are started. */
export const CENTRE_PATH = '/processCenter/index';
/** The page of the to-do, done, copied and started lists. */
export const TASKS_PATH = '/processCenter/tasks';

/** The tabs of the tasks page, in their order. */
export const TASK_TABS = ['todo', 'done', 'copied', 'started'] as const;
export type TaskTab = (typeof TASK_TABS)[number];

/** The tasks page at one of its lists. */
export const tasksPath = (tab: TaskTab) =>
  tab === 'todo' ? TASKS_PATH : `${TASKS_PATH}?tab=${tab}`;

/** An instance's page, for the caller's task when given. */
export function instancePath(id: number, taskId?: number | null): string {
  return `/processCenter/workflowView?id=${id}${taskId ? `&taskId=${taskId}` : ''}`;
}

/** The page where a flow is started. */
export const startPath = (flowId: number) => `/processCenter/handle/${flowId}`;

/** Each status's colours (background, text), dark enough on light to read at a chip's size. */
const STATUS_COLORS: Readonly<Record<InstanceStatus, [string, string]>> = {
  RUNNING: ['#e3f2fd', '#01579b'],
  RETURNED: ['#fff3e0', '#8a4500'],
  APPROVED: ['#e8f5e9', '#1b5e20'],
  REJECTED: ['#ffebee', '#b71c1c'],
  WITHDRAWN: ['#eeeeee', '#424242'],
};

/**
 * The look of a status chip in a list's row: a plain span styled once per status, since a MUI
 * `Chip` in each of 100 rows would cost most of the list's render.
 */
export function rowChipStyle(status: InstanceStatus): CSSProperties {
  const [background, color] = STATUS_COLORS[status];
  return {
    background,
    color,
    borderRadius: 12,
    padding: '2px 8px',
    fontSize: 12,
    lineHeight: '18px',
    whiteSpace: 'nowrap',
  };
}

/** The words of every instance status, translated once for a list's rows. */
export function useStatusWords(): Readonly<Record<InstanceStatus, string>> {
  const { t } = useTranslation('shell');
  return useMemo(
    () => ({
      RUNNING: t('flows.status.RUNNING'),
      RETURNED: t('flows.status.RETURNED'),
      APPROVED: t('flows.status.APPROVED'),
      REJECTED: t('flows.status.REJECTED'),
      WITHDRAWN: t('flows.status.WITHDRAWN'),
    }),
    [t],
  );
}

/** An instance's status as a chip in its colours. */
export function InstanceStatusChip({ status }: { status: InstanceStatus }) {
  const { t } = useTranslation('shell');
  const [background, color] = STATUS_COLORS[status];
  return (
    <Chip
      size="small"
      label={t(`flows.status.${status}`)}
      data-testid="flow-status"
      sx={{ bgcolor: background, color }}
    />
  );
}

/** Where an instance stands at a node. */
export type NodeMark = 'passed' | 'current' | 'pending';

/**
 * How each mark is drawn: an outline around the node, as in the legend (pending: dashed, in a
 * grey that stands out from the paper by more than 3:1).
 */
export const MARK_LOOKS: Readonly<
  Record<NodeMark, { fill: string; stroke: string; width: number; dashed: boolean }>
> = {
  passed: { fill: '#e8f5e9', stroke: '#2e7d32', width: 2, dashed: false },
  current: { fill: '#fff3e0', stroke: '#e65100', width: 3, dashed: false },
  pending: { fill: '#fafafa', stroke: '#757575', width: 2, dashed: true },
};

/** Where an instance stands at each node of its flow. */
export function markOf(
  id: string,
  passed: ReadonlySet<string>,
  current: ReadonlySet<string>,
): NodeMark {
  if (current.has(id)) return 'current';
  return passed.has(id) ? 'passed' : 'pending';
}
