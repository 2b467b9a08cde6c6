import { API, ResultCode } from '@org/api-contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { taskRuns } from '../db/schema/index';
import { ApiError, invalidField, notFound } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { countRows, paginate } from '../lib/paging';
import { orderBy } from '../lib/sort';
import { nextTimes, scheduleProblem, zoneOf } from '../services/tasks/schedule';
import { liveTask, toTaskRun } from '../services/tasks/task-records';

const T = API.tasks;
/** How many coming times the schedule answers. */
const NEXT_TIMES = 5;

/** Scheduled tasks at work: when an expression runs, running a task now, a task's runs. */
export function registerTaskRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, T.schedule, async (request) => {
    const { cron } = request.query;
    const zone = zoneOf(request.query);
    const problem = scheduleProblem(cron, zone);
    if (problem) throw invalidField(`querystring.${problem.field}`, problem.message);
    const next = nextTimes(cron, zone, NEXT_TIMES, ctx.clock.now());
    return { next: next.map((at) => at.toISOString()) };
  });

  addRoute(app, T.runNow, async (request) => {
    const task = await liveTask(db, request.body.taskId);
    if (!task) throw notFound(text('task.noun'), request.body.taskId);
    if (!ctx.tasks) {
      throw new ApiError(ResultCode.SERVER_ERROR, text('task.engineOff'), null, 503);
    }
    return toTaskRun(await ctx.tasks.runNow(task));
  });

  addRoute(app, T.runs, async (request) => {
    const q = request.body;
    const where = and(
      eq(taskRuns.taskId, q.taskId),
      q.status === undefined ? undefined : eq(taskRuns.status, q.status),
    );
    const order = orderBy(
      { startedAt: taskRuns.startedAt },
      q.sortBy,
      // newest first until the user sorts
      q.sortBy === undefined ? 'desc' : q.sortOrder,
      'startedAt',
      taskRuns.id,
    );
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select()
            .from(taskRuns)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => countRows(db, taskRuns, where),
      },
      toTaskRun,
    );
  });
}
