import { Type, type Static } from 'typebox';
import { DateTime, Id, MapOf, Text } from '../common';
import { PageQuery } from '../paging';

/** How a run came about: its schedule, a user's "run now", or a time missed while down. */
export const TASK_RUN_TRIGGERS = Object.freeze(['SCHEDULE', 'MANUAL', 'MISSED'] as const);
/**
 * A run's state. RUNNING until it ends; SUCCEEDED or FAILED (the error says why, a retry follows
 * while attempts are left); TIMED_OUT past the task's timeout; SKIPPED when the previous run
 * still ran and the task skips overlapping runs.
 */
export const TASK_RUN_STATUSES = Object.freeze([
  'RUNNING',
  'SUCCEEDED',
  'FAILED',
  'TIMED_OUT',
  'SKIPPED',
] as const);
export const TaskRunStatus = Type.Enum([...TASK_RUN_STATUSES]);
export type TaskRunStatus = Static<typeof TaskRunStatus>;

/** The most rows of a data view's result a run keeps as its sample. */
export const TASK_SAMPLE_ROWS = 20;

/** One run of a scheduled task. */
export const TaskRun = Type.Object({
  id: Id,
  taskId: Id,
  trigger: Type.Enum([...TASK_RUN_TRIGGERS]),
  /** The time the schedule named (null for a run started by hand). */
  scheduledAt: Type.Union([DateTime, Type.Null()]),
  startedAt: DateTime,
  endedAt: Type.Union([DateTime, Type.Null()]),
  status: TaskRunStatus,
  /** 1 for the first try, then each retry. */
  attempt: Type.Integer({ minimum: 1 }),
  durationMs: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** What it did, in the platform's language ("128 行", "已发起流程 #12"). */
  summary: Type.String(),
  /** DATA_VIEW: how many rows the view answered, and the first `TASK_SAMPLE_ROWS` of them. */
  rowCount: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  sample: Type.Array(MapOf(Type.Unknown())),
  /** Why it failed, timed out or was skipped; empty otherwise. */
  error: Type.String(),
});
export type TaskRun = Static<typeof TaskRun>;

export const TaskRunPageQuery = PageQuery(['startedAt'], {
  taskId: Id,
  status: Type.Optional(TaskRunStatus),
});
export type TaskRunPageQuery = Static<typeof TaskRunPageQuery>;

export const TaskRunBody = Type.Object({ taskId: Id });
export type TaskRunBody = Static<typeof TaskRunBody>;

/** A cron expression and its time zone, to see when it runs before it is saved. */
export const TaskScheduleQuery = Type.Object({
  cron: Text(100, 'Five fields: minute hour day-of-month month day-of-week.'),
  timezone: Type.Optional(Text(64, 'An IANA time zone; Asia/Shanghai when left out.')),
});
export type TaskScheduleQuery = Static<typeof TaskScheduleQuery>;

/** The next times an expression names, from now, in order. */
export const TaskSchedule = Type.Object({ next: Type.Array(DateTime) });
export type TaskSchedule = Static<typeof TaskSchedule>;
