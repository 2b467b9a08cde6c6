import { API, DEFAULT_TASK_TIMEZONE, type RouteContract, routeUrl } from '@org/api-contract';
import type { MockRequest } from '@org/app-kit';
import type { TaskRunRecord } from '../api/tasks-api';
import { CronRefusal, nextTimes } from './cron-mock';
// Types only: shell-server imports this module, so a value import back would be a cycle.
import type { AreaMock, MockAnswer } from './shell-server';

const is = (request: MockRequest, route: RouteContract) =>
  request.method === route.method && request.path === routeUrl(route);

const invalid = (field: string, message: string): MockAnswer => ({
  code: 40022,
  message: `${field}: ${message}`,
  data: { errors: [{ field, message }] },
});

/** The rows a data view task's runs keep as their sample. */
const SAMPLE = [
  { id: 1, name: '西湖茶庄', city: '杭州' },
  { id: 2, name: '钱塘物流', city: '杭州' },
  { id: 3, name: '江南布业', city: '杭州' },
];

/** A run of a scheduled task for stories and tests: a scheduled run that succeeded unless told. */
export function sampleTaskRun(
  id: number,
  taskId: number,
  fields: Partial<TaskRunRecord> = {},
): TaskRunRecord {
  return {
    id,
    taskId,
    trigger: 'SCHEDULE',
    scheduledAt: '2026-05-04T00:00:00.000Z',
    startedAt: '2026-05-04T00:00:01.000Z',
    endedAt: '2026-05-04T00:00:02.234Z',
    status: 'SUCCEEDED',
    attempt: 1,
    durationMs: 1234,
    summary: '已完成 1 步',
    rowCount: null,
    sample: [],
    error: '',
    ...fields,
  };
}

/**
 * The sample tasks' runs: 工作日同步 (704) succeeded, then failed on its second try, then was
 * skipped; 每日客户报表 (708, a data view) answered 128 rows, then timed out.
 */
export const sampleTaskRuns = (): TaskRunRecord[] => [
  sampleTaskRun(1, 704),
  sampleTaskRun(2, 704, {
    scheduledAt: '2026-05-05T00:00:00.000Z',
    startedAt: '2026-05-05T00:01:00.000Z',
    endedAt: '2026-05-05T00:01:05.500Z',
    status: 'FAILED',
    attempt: 2,
    durationMs: 5500,
    summary: '',
    error: '步骤“读客户”失败：数据视图查询超时（5000 毫秒）\n已重试 1 次，不再重试。',
  }),
  sampleTaskRun(3, 704, {
    scheduledAt: '2026-05-06T00:00:00.000Z',
    startedAt: '2026-05-06T00:00:00.500Z',
    endedAt: '2026-05-06T00:00:00.500Z',
    status: 'SKIPPED',
    durationMs: 0,
    summary: '',
    error: '上一次运行仍未结束，跳过这一次。',
  }),
  sampleTaskRun(4, 708, {
    summary: '128 行',
    rowCount: 128,
    sample: SAMPLE,
  }),
  sampleTaskRun(5, 708, {
    scheduledAt: '2026-05-05T00:00:00.000Z',
    startedAt: '2026-05-05T00:00:01.000Z',
    endedAt: '2026-05-05T00:05:01.000Z',
    status: 'TIMED_OUT',
    durationMs: 300_000,
    summary: '',
    error: '运行超过 300 秒，已停止。',
  }),
];

type Body = Record<string, unknown>;

/**
 * The scheduled tasks' routes over `data.taskRuns` (the samples when absent): the next five
 * times an expression names (40022 naming `querystring.cron` or `querystring.timezone` when it
 * cannot be read), running a task now (a run that succeeded at once, with a sample for a data
 * view, the answer's status for an API), and a task's runs, filtered by status and paged,
 * newest first unless sorted.
 */
export const tasksMock: AreaMock = (data) => {
  data.taskRuns ??= sampleTaskRuns();
  let nextId = 100;
  return (request: MockRequest) => {
    const body = (request.body ?? {}) as Body;
    if (is(request, API.tasks.schedule)) {
      const cron = request.query.get('cron') ?? '';
      const timezone = request.query.get('timezone') ?? DEFAULT_TASK_TIMEZONE;
      try {
        return { code: 20000, data: { next: nextTimes(cron, timezone, new Date()) } };
      } catch (error) {
        if (!(error instanceof CronRefusal)) throw error;
        const field = error.message.includes('time zone') ? 'timezone' : 'cron';
        return invalid(`querystring.${field}`, error.message);
      }
    }
    if (is(request, API.tasks.runNow)) {
      const task = data.artefacts?.find((a) => a.id === body.taskId && a.kind === 'TASK');
      if (!task) return { code: 40004, message: `Task ${String(body.taskId)} was not found.` };
      const startedAt = new Date();
      const view = task.content.targetType === 'DATA_VIEW';
      const api = task.content.targetType === 'API';
      const run = sampleTaskRun((nextId += 1), task.id, {
        trigger: 'MANUAL',
        scheduledAt: null,
        startedAt: startedAt.toISOString(),
        endedAt: new Date(startedAt.getTime() + 850).toISOString(),
        durationMs: 850,
        summary: view ? `${SAMPLE.length} 行` : api ? '接口答复 200（12 毫秒）' : '已完成',
        rowCount: view ? SAMPLE.length : null,
        sample: view ? SAMPLE : [],
      });
      data.taskRuns = [...(data.taskRuns ?? []), run];
      return { code: 20000, data: run };
    }
    if (is(request, API.tasks.runs)) {
      const up = body.sortBy === 'startedAt' && body.sortOrder === 'asc';
      const found = (data.taskRuns ?? [])
        .filter((run) => run.taskId === body.taskId)
        .filter((run) => body.status === undefined || run.status === body.status)
        .sort((a, b) => (up ? 1 : -1) * a.startedAt.localeCompare(b.startedAt));
      const pageNo = Number(body.pageNo ?? 1);
      const pageSize = Number(body.pageSize ?? 10);
      return {
        code: 20000,
        data: {
          list: found.slice((pageNo - 1) * pageSize, pageNo * pageSize),
          total: found.length,
          pageNo,
          pageSize,
        },
      };
    }
    return undefined;
  };
};
