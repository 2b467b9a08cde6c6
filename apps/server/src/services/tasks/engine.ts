import { ResultCode } from '@org/api-contract';
import { setTimeout } from 'node:timers/promises';
import { Cron } from 'croner';
import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { AppContext } from '../../context';
import { written } from '../../db/rows';
import { taskRuns } from '../../db/schema/index';
import type { Unlisten } from '../../db/types';
import { isApiError } from '../../http/api-error';
import { render, text } from '../../i18n/text';
import {
  type RunJob,
  RunTimeout,
  beginRun,
  errorText,
  finishRun,
  noticeFailure,
  earlierRunning,
  perform,
} from './run';
import { lastDue, zoneOf } from './schedule';
import {
  type TaskRecord,
  type TaskRunRow,
  isScheduled,
  liveTask,
  liveTasks,
  runSettingsOf,
} from './task-records';

/** Whether a run failed by its time limit: the task's own, or its data view's. */
const timedOut = (error: unknown) =>
  error instanceof RunTimeout || (isApiError(error) && error.code === ResultCode.QUERY_TIMEOUT);

/** The queue every run goes through. */
const QUEUE = 'task-run';
/** The channel on which an instance tells the others that a task changed. */
export const TASK_CHANNEL = 'task_changed';
/** How long a run of `queue` waits before it looks again whether the previous one ended. */
const QUEUE_RETRY_SECONDS = 5;
/** Runs an instance takes on at once: a slow one holds one worker, not the others. */
const DEFAULT_CONCURRENCY = 10;
/** How long a stop waits for runs under way, and then for pg-boss. */
const STOP_WAIT_MS = 10_000;
/** Room after a run's own timeout before the job engine gives up on it. */
const EXPIRY_MARGIN_SECONDS = 30;

export interface TaskEngineOptions {
  /** How often an idle worker asks the queue for work; pg-boss's default is 2 s. */
  pollingIntervalSeconds?: number;
  /** Runs this instance takes on at once (one pg-boss worker each); default 10. */
  concurrency?: number;
}

/**
 * Runs the scheduled tasks (decision 0023). Each instance keeps a croner timer per task that is
 * on; when one fires it sends a job to pg-boss's queue in the platform database, and any
 * instance's worker takes it. A scheduled time has one run: a second instance's job for the
 * same time finds its row written (`task_run_due_uq`) and ends. pg-boss retries a failed
 * attempt after a delay that doubles; the engine bounds each attempt by the task's timeout,
 * skips or queues a run while the previous one still runs, writes each attempt's row and tells
 * the owner of a last failed attempt. Changes of a task reach every instance by `NOTIFY`.
 */
export class TaskEngine {
  private readonly boss: PgBoss;
  private readonly timers = new Map<number, Cron>();
  private unlisten: Unlisten | null = null;
  /** pg-boss's ids of this instance's workers. */
  private readonly workers: string[] = [];
  /** Jobs being taken: a stop lets them end their rows first. */
  private readonly taking = new Set<Promise<void>>();
  private stopped = false;
  private closed = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly options: TaskEngineOptions = {},
  ) {
    this.boss = new PgBoss({
      // Once stopped, what pg-boss still sends (it completes jobs without waiting) goes nowhere.
      db: {
        executeSql: (text: string, values?: unknown[]) =>
          this.closed ? Promise.resolve({ rows: [] }) : ctx.database.jobSql(text, values),
      },
      schema: 'pgboss',
      // The engine's timers schedule; pg-boss only queues, retries and keeps the jobs.
      schedule: false,
    } as ConstructorParameters<typeof PgBoss>[0]);
    this.boss.on('error', this.report);
  }

  /** Starts the queue and its worker, ends runs a stopped instance left, and sets the timers. */
  async start(): Promise<void> {
    await this.boss.start();
    if (!(await this.boss.getQueue(QUEUE))) await this.boss.createQueue(QUEUE);
    const concurrency = this.options.concurrency ?? DEFAULT_CONCURRENCY;
    for (let index = 0; index < concurrency; index += 1) {
      const id = await this.boss.work<RunJob>(
        QUEUE,
        {
          batchSize: 1,
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
          includeMetadata: true,
        },
        async ([job]) => {
          if (job) await this.taken(job);
          // one job done: another may be waiting, so this worker asks again without its pause
          const self = this.workers[index];
          if (self && !this.stopped) this.boss.notifyWorker(self);
        },
      );
      this.workers.push(id);
    }
    this.unlisten = await this.ctx.database.listen(TASK_CHANNEL, {
      onMessage: (payload) => void this.sync(Number(payload)).catch(this.report),
      // Missed notices: read every task again.
      onReset: () => void this.syncAll().catch(this.report),
    });
    await this.endInterrupted();
    await this.syncAll();
    await this.catchUp();
  }

  /** Stops the timers and the worker; runs under way end their rows first (at most 10 s). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) timer.stop();
    this.timers.clear();
    await this.unlisten?.();
    await Promise.race([Promise.all(this.taking), setTimeout(STOP_WAIT_MS)]);
    await this.boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS });
    this.closed = true;
  }

  /** Tells every instance (this one too) that a task was saved, switched or deleted. */
  static async changed(ctx: AppContext, taskId: number): Promise<void> {
    await ctx.db.execute(sql`select pg_notify(${TASK_CHANNEL}, ${String(taskId)})`);
  }

  /** Queues a run of a task now, whether or not it is on; answers its row. */
  async runNow(task: TaskRecord): Promise<TaskRunRow> {
    const row = written(
      await this.ctx.db
        .insert(taskRuns)
        .values({
          taskId: task.id,
          trigger: 'MANUAL',
          status: 'RUNNING',
          startedAt: this.ctx.clock.now(),
        })
        .returning(),
    );
    await this.send(task, { taskId: task.id, trigger: 'MANUAL', scheduledAt: null, runId: row.id });
    return row;
  }

  /** Sets (or clears) the timer of one task from what is stored. */
  async sync(taskId: number): Promise<void> {
    if (this.stopped) return;
    this.timers.get(taskId)?.stop();
    this.timers.delete(taskId);
    const task = await liveTask(this.ctx.db, taskId);
    if (task && isScheduled(task)) this.arm(task);
  }

  private async syncAll(): Promise<void> {
    for (const timer of this.timers.values()) timer.stop();
    this.timers.clear();
    for (const task of await liveTasks(this.ctx.db)) if (isScheduled(task)) this.arm(task);
  }

  private arm(task: TaskRecord): void {
    try {
      const timer = new Cron(task.content.cron, { timezone: zoneOf(task.content) }, (self) => {
        const due = self.currentRun() ?? new Date();
        void this.send(task, {
          taskId: task.id,
          trigger: 'SCHEDULE',
          scheduledAt: due.toISOString(),
        }).catch(this.report);
      });
      this.timers.set(task.id, timer);
    } catch (error) {
      // Saved tasks are checked; one stored otherwise is left off, and said so.
      console.error(`task engine: task ${task.id} has a schedule croner cannot read:`, error);
    }
  }

  /** Lets this instance's workers look at the queue now instead of after their pause. */
  private wake(): void {
    if (this.stopped) return;
    for (const worker of this.workers) this.boss.notifyWorker(worker);
  }

  /**
   * Sends a job with the task's retries and expiry (`startAfter` seconds from now when given), and
   * wakes this instance's workers to take it at once.
   */
  private async send(task: TaskRecord, job: RunJob, startAfter?: number): Promise<void> {
    const settings = runSettingsOf(task.content);
    await this.boss.send(QUEUE, job, {
      retryLimit: settings.retries,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: settings.retries > 0,
      expireInSeconds: settings.timeoutSeconds + EXPIRY_MARGIN_SECONDS,
      ...(job.scheduledAt === null ? {} : { singletonKey: `${job.taskId}@${job.scheduledAt}` }),
      ...(startAfter === undefined ? {} : { startAfter }),
    });
    this.wake();
  }

  /** Takes a job, known to `stop` until it has ended; it never throws (see `lost`). */
  private taken(job: PgBoss.JobWithMetadata<RunJob>): Promise<void> {
    const taking = this.take(job).catch((error: unknown) => this.lost(job, error));
    this.taking.add(taking);
    return taking.finally(() => this.taking.delete(taking));
  }

  /** One job: its attempt's row, the overlap rule, the work, the row's end. */
  private async take(job: PgBoss.JobWithMetadata<RunJob>): Promise<void> {
    const attempt = job.retryCount + 1;
    const row = await beginRun(this.ctx, job.data, attempt);
    // Another instance took this time already.
    if (!row) return;
    const task = await liveTask(this.ctx.db, job.data.taskId);
    if (!task) {
      await finishRun(this.ctx, row, { status: 'FAILED', error: this.say('task.gone') });
      return;
    }
    const settings = runSettingsOf(task.content);
    const running = await earlierRunning(this.ctx, task.id, row.id);
    if (running && settings.overlap === 'skip') {
      await finishRun(this.ctx, row, {
        status: 'SKIPPED',
        error: render(text('task.overlapSkipped', { id: running.id }), this.ctx.settings.language),
      });
      return;
    }
    if (running) {
      // queue: this time runs once the previous run has ended (a row of its own goes meanwhile)
      if (row.id !== job.data.runId)
        await this.ctx.db.delete(taskRuns).where(eq(taskRuns.id, row.id));
      await this.send(task, job.data, QUEUE_RETRY_SECONDS);
      return;
    }
    try {
      const outcome = await perform(this.ctx, task);
      await finishRun(this.ctx, row, { status: 'SUCCEEDED', ...outcome });
    } catch (error) {
      const message = errorText(this.ctx, error);
      const ended = await finishRun(this.ctx, row, {
        status: timedOut(error) ? 'TIMED_OUT' : 'FAILED',
        error: message,
      });
      const last = attempt > settings.retries;
      if (last) await noticeFailure(this.ctx, task, ended, message);
      // the job fails too, so that pg-boss retries it while attempts are left
      await this.boss.fail(QUEUE, job.id, { message });
    }
  }

  /** A job that could not even be recorded (the database went away): pg-boss tries it again. */
  private async lost(job: PgBoss.JobWithMetadata<RunJob>, error: unknown): Promise<void> {
    this.report(error);
    if (!this.stopped)
      await this.boss.fail(QUEUE, job.id, { message: String(error) }).catch(this.report);
  }

  /**
   * Runs a stopped instance left RUNNING past any timeout are ended as interrupted: nobody
   * will finish them.
   */
  private async endInterrupted(): Promise<void> {
    const before = new Date(this.ctx.clock.now().getTime() - 3_600_000 - 120_000);
    await this.ctx.db
      .update(taskRuns)
      .set({ status: 'FAILED', endedAt: this.ctx.clock.now(), error: this.say('task.interrupted') })
      .where(and(eq(taskRuns.status, 'RUNNING'), lt(taskRuns.startedAt, before)));
  }

  /**
   * For tasks that run missed times once: the last time due while no instance ran (after the
   * task's last change and its last scheduled run) is queued now, as MISSED.
   */
  private async catchUp(): Promise<void> {
    const now = this.ctx.clock.now();
    for (const task of await liveTasks(this.ctx.db)) {
      if (!isScheduled(task) || runSettingsOf(task.content).missed !== 'once') continue;
      const due = lastDue(task.content.cron, zoneOf(task.content), now);
      if (!due || due <= task.updatedAt) continue;
      const [latest] = await this.ctx.db
        .select({ scheduledAt: taskRuns.scheduledAt })
        .from(taskRuns)
        .where(and(eq(taskRuns.taskId, task.id), isNotNull(taskRuns.scheduledAt)))
        .orderBy(desc(taskRuns.scheduledAt))
        .limit(1);
      if (latest?.scheduledAt && latest.scheduledAt >= due) continue;
      await this.send(task, { taskId: task.id, trigger: 'MISSED', scheduledAt: due.toISOString() });
    }
  }

  /** Logs what went wrong in the background while the engine runs (a stopped one is quiet). */
  private readonly report = (error: unknown): void => {
    if (!this.stopped)
      console.error('task engine:', error instanceof Error ? error.message : error);
  };

  private say(key: 'task.gone' | 'task.interrupted'): string {
    return render(text(key), this.ctx.settings.language);
  }
}
