import {
  TASK_DEFAULTS,
  type TaskContent,
  type TaskRun,
  type TaskRunStatus,
} from '@org/api-contract';
import { and, eq, isNull } from 'drizzle-orm';
import { appArtefacts, type taskRuns } from '../../db/schema/index';
import type { Queryable } from '../../db/types';

export type TaskRunRow = typeof taskRuns.$inferSelect;

/** A scheduled task as the engine reads it. */
export interface TaskRecord {
  id: number;
  appId: number;
  name: string;
  /** On (1) or disabled on the list (0); a paused task is on with `content.enabled` false. */
  status: number;
  content: TaskContent;
  /** Who made it, or last changed it: whom a failure is told. */
  ownerId: number | null;
  updatedAt: Date;
}

/** The run settings of a task, its defaults filled in. */
export function runSettingsOf(content: TaskContent) {
  return {
    timeoutSeconds: content.timeoutSeconds ?? TASK_DEFAULTS.timeoutSeconds,
    retries: content.retries ?? TASK_DEFAULTS.retries,
    retryDelaySeconds: content.retryDelaySeconds ?? TASK_DEFAULTS.retryDelaySeconds,
    overlap: content.overlap ?? TASK_DEFAULTS.overlap,
    missed: content.missed ?? TASK_DEFAULTS.missed,
  };
}

/** Whether a task runs on its schedule: live, enabled on the list and switched on. */
export const isScheduled = (task: TaskRecord) => task.status === 1 && task.content.enabled;

/** A live TASK artefact, or null (deleted, or not a task). */
export async function liveTask(db: Queryable, id: number): Promise<TaskRecord | null> {
  const [row] = await db
    .select()
    .from(appArtefacts)
    .where(
      and(eq(appArtefacts.id, id), eq(appArtefacts.kind, 'TASK'), isNull(appArtefacts.deletedAt)),
    );
  return row ? toTaskRecord(row) : null;
}

/** Every live TASK artefact. */
export async function liveTasks(db: Queryable): Promise<TaskRecord[]> {
  const rows = await db
    .select()
    .from(appArtefacts)
    .where(and(eq(appArtefacts.kind, 'TASK'), isNull(appArtefacts.deletedAt)));
  return rows.map(toTaskRecord);
}

function toTaskRecord(row: typeof appArtefacts.$inferSelect): TaskRecord {
  return {
    id: row.id,
    appId: row.appId,
    name: row.artefactName,
    status: row.status,
    content: row.content as unknown as TaskContent,
    ownerId: row.createdBy ?? row.updatedBy ?? null,
    updatedAt: row.updatedAt,
  };
}

/** A run as the API answers it. */
export function toTaskRun(row: TaskRunRow): TaskRun {
  return {
    id: row.id,
    taskId: row.taskId,
    trigger: row.trigger as TaskRun['trigger'],
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    status: row.status as TaskRunStatus,
    attempt: row.attempt,
    durationMs: row.durationMs,
    summary: row.summary,
    rowCount: row.rowCount,
    sample: row.sample,
    error: row.error,
  };
}
