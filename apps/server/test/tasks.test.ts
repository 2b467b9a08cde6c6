/**
 * Scheduled tasks run by the job engine (decision 0023): the times an expression names, the
 * checks at save, running a data view, calling an API or starting a flow now, retries with a
 * growing delay and the owner's notice, the timeout, overlapping runs, each scheduled time once
 * across two instances on one database, and a time missed while no instance ran.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, type TaskRun } from '@org/api-contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiServers, apis, appArtefacts, notices, taskRuns } from '../src/db/schema/index';
import { TaskEngine } from '../src/services/tasks/engine';
import { type TestServer, createTestServer, managementSuite } from './harness';
import { approval, demoAppId, line, publishedFlow, publishedForm } from './flow-fixtures';

const ENGINE = { pollingIntervalSeconds: 0.5 } as const;
const t = managementSuite({ scheduler: ENGINE });
const VIEWS = '/dataview-service/view/v1';
let appId = 0;
let regionView = 0;
let slowView = 0;

/** Publishes a data view (the seeded data source) and answers its id. */
async function view(code: string, sqlText: string, fields: Record<string, unknown> = {}) {
  const sources = await t.server.call<{ records: { datasourceId: number }[] }>(
    'GET',
    `${VIEWS}/list`,
    { token: t.admin, query: { viewType: 'TREE' } },
  );
  const answer = await t.server.call<{ id: number }>('POST', `${VIEWS}/view`, {
    token: t.admin,
    body: {
      viewCode: code,
      viewName: code,
      datasourceId: sources.body.data.records[0]?.datasourceId,
      viewStatus: 'PUBLISHED',
      sqlText,
      ...fields,
    },
  });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data.id;
}

/** Saves a task (paused unless `enabled`) and answers its id, or the refusal. */
async function saveTask(content: Record<string, unknown>, code = `t${Math.random()}`.slice(0, 12)) {
  return t.call(API.artefacts.create, t.admin, {
    body: {
      appId,
      kind: 'TASK',
      artefactCode: code.replace('.', '_'),
      artefactName: `任务 ${code}`,
      content: { cron: '0 3 * * *', enabled: false, ...content } as never,
    },
  });
}

async function task(content: Record<string, unknown>): Promise<number> {
  const answer = await saveTask(content);
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data.id;
}

async function runs(taskId: number): Promise<TaskRun[]> {
  const answer = await t.call(API.tasks.runs, t.admin, { body: { taskId, pageSize: 50 } });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data.list;
}

/** Runs a task now and waits until its runs (all attempts) have ended. */
async function runNow(taskId: number, attempts = 1): Promise<TaskRun[]> {
  const started = await t.call(API.tasks.runNow, t.admin, { body: { taskId } });
  expect(started.body.code, started.body.message).toBe(20000);
  expect(started.body.data).toMatchObject({ trigger: 'MANUAL', status: 'RUNNING', attempt: 1 });
  await expect
    .poll(async () => (await runs(taskId)).filter((run) => run.status !== 'RUNNING').length, {
      timeout: 20_000,
      interval: 100,
    })
    .toBe(attempts);
  return runs(taskId);
}

beforeAll(async () => {
  appId = await demoAppId(t);
  regionView = await view('task_regions', 'select region_code, region_name from demo_region');
  slowView = await view(
    'task_slow',
    'select count(*) as n from generate_series(1, (select :n::bigint))',
    { params: [{ name: 'n', type: 'number', required: true }], statementTimeoutMs: 30_000 },
  );
});

describe('a schedule', () => {
  it('answers the next five times in its time zone, and refuses a bad one naming the field', async () => {
    const weekdays = await t.call(API.tasks.schedule, t.admin, {
      query: { cron: '0 8 * * 1-5', timezone: 'Asia/Shanghai' },
    });
    expect(weekdays.body.data.next).toHaveLength(5);
    for (const at of weekdays.body.data.next) {
      const time = new Date(at);
      // 08:00 in Shanghai is midnight UTC, Monday to Friday there
      expect([time.getUTCHours(), time.getUTCMinutes()]).toEqual([0, 0]);
      expect([1, 2, 3, 4, 5]).toContain(time.getUTCDay());
    }
    const berlin = await t.call(API.tasks.schedule, t.admin, {
      query: { cron: '30 9 * * *', timezone: 'Europe/Berlin' },
    });
    expect(new Date(berlin.body.data.next[0] ?? '').getUTCMinutes()).toBe(30);

    const minute = await t.call(API.tasks.schedule, t.admin, { query: { cron: '61 * * * *' } });
    expect(minute.body).toMatchObject({ code: 40022 });
    expect(minute.body.data).toMatchObject({
      errors: [{ field: 'querystring.cron', message: expect.stringMatching(/minute/i) as string }],
    });
    const zone = await t.call(API.tasks.schedule, t.admin, {
      query: { cron: '* * * * *', timezone: 'Mars/Olympus' },
    });
    expect(zone.body.data).toMatchObject({ errors: [{ field: 'querystring.timezone' }] });
    const never = await t.call(API.tasks.schedule, t.admin, { query: { cron: '0 0 31 2 *' } });
    expect(never.body.data).toMatchObject({ errors: [{ field: 'querystring.cron' }] });
  });

  it('is checked when a task is saved: the expression, the time zone, the flow', async () => {
    const bad = await saveTask({ cron: '* * *', targetType: 'DATA_VIEW', viewId: regionView });
    expect(bad.body.data).toMatchObject({ errors: [{ field: 'body.content.cron' }] });
    const zone = await saveTask({
      targetType: 'DATA_VIEW',
      viewId: regionView,
      timezone: 'Nowhere/City',
    });
    expect(zone.body.data).toMatchObject({ errors: [{ field: 'body.content.timezone' }] });
    const noFlow = await saveTask({ targetType: 'FLOW' });
    expect(noFlow.body.data).toMatchObject({ errors: [{ field: 'body.content.flowId' }] });
    const strange = await saveTask({ targetType: 'FLOW', flowId: regionView + 100_000 });
    expect(strange.body.data).toMatchObject({ errors: [{ field: 'body.content.flowId' }] });
  });
});

describe('a run', () => {
  it('runs a data view now and keeps its row count and a sample', async () => {
    const id = await task({ targetType: 'DATA_VIEW', viewId: regionView });
    const [run] = await runNow(id);
    expect(run).toMatchObject({ status: 'SUCCEEDED', trigger: 'MANUAL', attempt: 1, error: '' });
    expect(run?.rowCount).toBeGreaterThan(10);
    expect(run?.summary).toBe(`${run?.rowCount} 行`);
    expect(run?.sample.length).toBeLessThanOrEqual(20);
    expect(run?.sample[0]).toHaveProperty('region_name');
  });

  it('calls an API of the catalogue with its query and body, and fails on an error status', async () => {
    const upstream = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        response.writeHead(request.url?.startsWith('/broken') ? 503 : 200, {
          'content-type': 'application/json',
        });
        response.end(JSON.stringify([{ url: request.url, got: JSON.parse(body || 'null') }]));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    try {
      const port = (upstream.address() as AddressInfo).port;
      const [server] = await t.server.db
        .insert(apiServers)
        .values({ serverCode: 'task_upstream', serverName: '任务上游', host: '127.0.0.1', port })
        .returning();
      const register = async (code: string, path: string) => {
        const [row] = await t.server.db
          .insert(apis)
          .values({ serverId: server!.id, apiCode: code, apiName: code, method: 'POST', path })
          .returning();
        return row!.id;
      };
      const ok = await task({
        targetType: 'API',
        apiId: await register('task_echo', '/echo'),
        params: { day: '${1 + 1}' },
        body: '${ { kind: "daily" } }',
      });
      const [run] = await runNow(ok);
      expect(run).toMatchObject({ status: 'SUCCEEDED', rowCount: 1 });
      expect(run?.summary).toMatch(/^接口答复 200（\d+ 毫秒）$/);
      expect(run?.sample).toEqual([{ url: '/echo?day=2', got: { kind: 'daily' } }]);

      const broken = await task({
        targetType: 'API',
        apiId: await register('task_broken', '/broken'),
      });
      const [failed] = await runNow(broken);
      expect(failed).toMatchObject({ status: 'FAILED', error: '接口答复了错误状态 503。' });

      const none = await saveTask({ targetType: 'API' });
      expect(none.body.data).toMatchObject({ errors: [{ field: 'body.content.apiId' }] });
      const badBody = await saveTask({ targetType: 'API', apiId: ok + 100_000, body: '${ 1 + }' });
      expect(
        (badBody.body.data as unknown as { errors: { field: string }[] }).errors.map(
          (e) => e.field,
        ),
      ).toEqual(['body.content.apiId', 'body.content.body']);
    } finally {
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
    }
  });

  it('starts a flow with the given data as the task’s owner', async () => {
    const formId = await publishedForm(t);
    const { flowId } = await publishedFlow(
      t,
      formId,
      line(approval('m', '经理', { type: 'users', userIds: [await t.id.user('editor')] })),
    );
    const id = await task({ targetType: 'FLOW', flowId, flowData: { days: 2, reason: '例行' } });
    const [run] = await runNow(id);
    expect(run).toMatchObject({ status: 'SUCCEEDED' });
    expect(run?.summary).toMatch(/^已发起流程“.+”（#\d+）$/);
    const todo = await t.call(API.flows.todo, t.editor, { body: { flowId } });
    expect(todo.body.data.list[0]).toMatchObject({ initiatorName: '系统管理员' });
  });

  it('retries a failing run with a growing delay and tells the owner after the last', async () => {
    // the view's required parameter is missing: every attempt is refused
    const code = 'retried';
    const saved = await saveTask(
      { targetType: 'DATA_VIEW', viewId: slowView, retries: 1, retryDelaySeconds: 1 },
      code,
    );
    expect(saved.body.code, saved.body.message).toBe(20000);
    const id = saved.body.data.id;
    const done = await runNow(id, 2);
    expect(done.map((run) => [run.attempt, run.status])).toEqual([
      [2, 'FAILED'],
      [1, 'FAILED'],
    ]);
    expect(done[0]?.error).toMatch(/params\.n/);
    const told = await t.server.db
      .select()
      .from(notices)
      .where(and(eq(notices.kind, 'RUN_FAILED'), eq(notices.userId, await t.id.user('admin'))));
    // the notices of this task (others' failures tell the same owner)
    const mine = told.filter((notice) => notice.params.task === `任务 ${code}`);
    expect(mine.filter((notice) => notice.params.attempt === 2)).toHaveLength(1);
    expect(mine.filter((notice) => notice.params.attempt === 1)).toHaveLength(0);
  });

  it('stops a run at its timeout, and skips a run while the previous one still runs', async () => {
    const id = await task({
      targetType: 'DATA_VIEW',
      viewId: slowView,
      params: { n: '5000000000' },
      timeoutSeconds: 2,
    });
    const first = await t.call(API.tasks.runNow, t.admin, { body: { taskId: id } });
    await expect
      .poll(async () => (await runs(id))[0]?.startedAt !== first.body.data.startedAt)
      .toBe(false);
    await t.call(API.tasks.runNow, t.admin, { body: { taskId: id } });
    await expect
      .poll(async () => (await runs(id)).map((run) => run.status).sort(), { timeout: 20_000 })
      .toEqual(['SKIPPED', 'TIMED_OUT']);
    const [skipped] = (await runs(id)).filter((run) => run.status === 'SKIPPED');
    expect(skipped?.error).toContain(`#${first.body.data.id}`);
  });
  it('queues a run while the previous one still runs, when the task queues', async () => {
    const id = await task({
      targetType: 'DATA_VIEW',
      viewId: slowView,
      params: { n: '5000000000' },
      timeoutSeconds: 1,
      overlap: 'queue',
    });
    await t.call(API.tasks.runNow, t.admin, { body: { taskId: id } });
    await t.call(API.tasks.runNow, t.admin, { body: { taskId: id } });
    // the second waits for the first, then runs its own time: neither is skipped
    await expect
      .poll(async () => (await runs(id)).map((run) => run.status), { timeout: 30_000 })
      .toEqual(['TIMED_OUT', 'TIMED_OUT']);
  });
});

describe('the schedule on two instances', () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await createTestServer({ database: t.server.database, scheduler: ENGINE });
  });
  afterAll(() => second.close());

  it('runs each scheduled time once, whichever instance takes it', async () => {
    const id = await task({ targetType: 'DATA_VIEW', viewId: regionView });
    // every two seconds (croner's seconds field; saved tasks name minutes)
    await t.server.db
      .update(appArtefacts)
      .set({
        content: {
          cron: '*/2 * * * * *',
          targetType: 'DATA_VIEW',
          viewId: regionView,
          enabled: true,
        },
      })
      .where(eq(appArtefacts.id, id));
    await TaskEngine.changed(t.server.app.platform, id);
    await expect
      .poll(async () => (await runs(id)).filter((run) => run.status === 'SUCCEEDED').length, {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(3);
    await t.call(API.artefacts.update, t.admin, {
      body: {
        id,
        content: { cron: '0 3 * * *', targetType: 'DATA_VIEW', viewId: regionView, enabled: false },
      },
    });
    const taken = await t.server.db.select().from(taskRuns).where(eq(taskRuns.taskId, id));
    const times = taken.map((run) => run.scheduledAt?.toISOString());
    expect(new Set(times).size).toBe(times.length);
    expect(taken.every((run) => run.trigger === 'SCHEDULE' && run.attempt === 1)).toBe(true);
  });

  it('runs a time missed while no instance ran once, on the next start', async () => {
    const id = await task({
      targetType: 'DATA_VIEW',
      viewId: regionView,
      cron: '* * * * *',
      missed: 'once',
      enabled: true,
    });
    // changed ten minutes ago, and not run since: the last minute was missed
    await t.server.db
      .update(appArtefacts)
      .set({ updatedAt: new Date(Date.now() - 600_000) })
      .where(eq(appArtefacts.id, id));
    const third = await createTestServer({ database: t.server.database, scheduler: ENGINE });
    try {
      await expect
        .poll(async () => (await runs(id)).filter((run) => run.trigger === 'MISSED'), {
          timeout: 20_000,
        })
        .toHaveLength(1);
    } finally {
      await third.close();
      await t.call(API.artefacts.setStatus, t.admin, { body: { id, status: 0 } });
    }
  });
});
