import { type OrchestrationContent, TASK_SAMPLE_ROWS, type TaskRun } from '@org/api-contract';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { written } from '../../db/rows';
import { appArtefacts, taskRuns } from '../../db/schema/index';
import { conflict, isApiError } from '../../http/api-error';
import { type Text, render, text } from '../../i18n/text';
import { startFlow } from '../flows/start';
import { apiCallOf } from './api-target';
import { runOrchestration } from '../orchestrations/runner';
import { notify } from '../flows/notices';
import { liveView } from '../view-records';
import { runStoredView } from '../view-runner';
import { type TaskRecord, type TaskRunRow, runSettingsOf } from './task-records';

/** A job of the engine's queue: which task, why, for which time; a run made by hand has a row. */
export interface RunJob {
  taskId: number;
  trigger: TaskRun['trigger'];
  scheduledAt: string | null;
  /** The row "run now" wrote, for its first attempt. */
  runId?: number;
}

/** What a run did. */
interface Outcome {
  summary: string;
  rowCount: number | null;
  sample: Record<string, unknown>[];
}

/** A run that went past its task's limit. */
export class RunTimeout extends Error {
  constructor(readonly seconds: number) {
    super(`The run went past ${seconds} s.`);
  }
}

/**
 * The row of this attempt, written as RUNNING: the one "run now" wrote for its first attempt,
 * else a new one. A scheduled time's attempt is written once (`task_run_due_uq`): null when
 * another instance already took it.
 */
export async function beginRun(
  ctx: AppContext,
  job: RunJob,
  attempt: number,
): Promise<TaskRunRow | null> {
  const now = ctx.clock.now();
  if (job.runId !== undefined && attempt === 1) {
    const [row] = await ctx.db
      .update(taskRuns)
      .set({ startedAt: now })
      .where(eq(taskRuns.id, job.runId))
      .returning();
    return row ?? null;
  }
  const [row] = await ctx.db
    .insert(taskRuns)
    .values({
      taskId: job.taskId,
      trigger: job.trigger,
      scheduledAt: job.scheduledAt === null ? null : new Date(job.scheduledAt),
      attempt,
      status: 'RUNNING',
      startedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * A run of the task asked for before this one that still runs, if any (a run asked for later
 * waits for this one, not the other way round).
 */
export async function earlierRunning(
  ctx: AppContext,
  taskId: number,
  runId: number,
): Promise<TaskRunRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(taskRuns)
    .where(and(eq(taskRuns.taskId, taskId), eq(taskRuns.status, 'RUNNING'), lt(taskRuns.id, runId)))
    .limit(1);
  return row;
}

/** Does what the task says, within its timeout. */
export async function perform(ctx: AppContext, task: TaskRecord): Promise<Outcome> {
  const { timeoutSeconds } = runSettingsOf(task.content);
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RunTimeout(timeoutSeconds)), timeoutSeconds * 1000);
  });
  try {
    return await Promise.race([target(ctx, task, timeoutSeconds * 1000), limit]);
  } finally {
    clearTimeout(timer);
  }
}

async function target(ctx: AppContext, task: TaskRecord, timeoutMs: number): Promise<Outcome> {
  const { content } = task;
  const say = (message: Text) => render(message, ctx.settings.language);
  switch (content.targetType) {
    case 'DATA_VIEW': {
      const view = await liveView(ctx.db, content.viewId ?? 0);
      const rows = await runStoredView(
        ctx.database,
        view,
        new Map(Object.entries(content.params ?? {})),
        'params',
        { timeoutMs },
      );
      return {
        summary: say(
          rows.truncated
            ? text('task.rowsTruncated', { count: rows.total })
            : text('task.rows', { count: rows.total }),
        ),
        rowCount: rows.total,
        sample: rows.records.slice(0, TASK_SAMPLE_ROWS),
      };
    }
    case 'FLOW': {
      const starter = task.ownerId;
      if (starter === null) throw conflict(text('task.flowRequired'));
      const instance = await ctx.db.transaction((tx) =>
        startFlow(
          tx,
          starter,
          { flowId: content.flowId ?? 0, data: content.flowData ?? {} },
          ctx.clock.now(),
          ctx.settings.language,
        ),
      );
      return {
        summary: say(text('task.flowStarted', { title: instance.title, id: instance.id })),
        rowCount: null,
        sample: [],
      };
    }
    case 'API': {
      const run = await runOrchestration(ctx, apiCallOf(content, task.name), {});
      if (!run.ok) throw new Error(run.error);
      const answer = run.output as { status: number; body: unknown };
      if (answer.status >= 400) {
        throw new Error(say(text('task.apiFailed', { status: answer.status })));
      }
      const rows = Array.isArray(answer.body) ? answer.body : [];
      return {
        summary: say(text('task.apiCalled', { status: answer.status, ms: run.ms })),
        rowCount: Array.isArray(answer.body) ? answer.body.length : null,
        sample: rows
          .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
          .slice(0, TASK_SAMPLE_ROWS),
      };
    }
    case 'ORCHESTRATION': {
      const orchestration = await orchestrationOf(ctx, task.appId, content.orchestrationCode ?? '');
      const run = await runOrchestration(ctx, orchestration, {});
      if (!run.ok) throw new Error(run.error);
      const rows = Array.isArray(run.output) ? run.output : [];
      return {
        summary: say(text('task.orchestrationRan', { steps: run.steps.length, ms: run.ms })),
        rowCount: Array.isArray(run.output) ? run.output.length : null,
        sample: rows
          .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
          .slice(0, TASK_SAMPLE_ROWS),
      };
    }
  }
}

/** The application's live orchestration of `code`, or a refusal naming it. */
async function orchestrationOf(
  ctx: AppContext,
  appId: number,
  code: string,
): Promise<OrchestrationContent> {
  const [row] = await ctx.db
    .select({ content: appArtefacts.content })
    .from(appArtefacts)
    .where(
      and(
        eq(appArtefacts.appId, appId),
        eq(appArtefacts.kind, 'ORCHESTRATION'),
        eq(appArtefacts.artefactCode, code),
        isNull(appArtefacts.deletedAt),
      ),
    );
  if (!row) throw conflict(text('artefact.noOrchestration', { code }));
  return row.content as unknown as OrchestrationContent;
}

/** The error of a failed run in the platform's language. */
export function errorText(ctx: AppContext, error: unknown): string {
  const language = ctx.settings.language;
  if (error instanceof RunTimeout) {
    return render(text('task.timedOut', { seconds: error.seconds }), language);
  }
  // a refusal's message names its fields already
  if (isApiError(error)) return error.messageIn(language);
  return error instanceof Error ? error.message : String(error);
}

/** Ends a run's row. */
export async function finishRun(
  ctx: AppContext,
  row: TaskRunRow,
  end: { status: TaskRun['status']; error?: string } & Partial<Outcome>,
): Promise<TaskRunRow> {
  const now = ctx.clock.now();
  return written(
    await ctx.db
      .update(taskRuns)
      .set({
        status: end.status,
        endedAt: now,
        durationMs: Math.max(0, now.getTime() - row.startedAt.getTime()),
        summary: (end.summary ?? '').slice(0, 500),
        rowCount: end.rowCount ?? null,
        sample: end.sample ?? [],
        error: end.error ?? '',
      })
      .where(eq(taskRuns.id, row.id))
      .returning(),
  );
}

/** Tells the task's owner that its last attempt failed. */
export async function noticeFailure(
  ctx: AppContext,
  task: TaskRecord,
  row: TaskRunRow,
  error: string,
): Promise<void> {
  if (task.ownerId === null) return;
  await notify(
    ctx.db,
    [task.ownerId],
    'RUN_FAILED',
    { task: task.name, attempt: row.attempt, error: error.slice(0, 300) },
    `/app/${task.appId}/TaskScheduling`,
    ctx.clock.now(),
  );
}
