/**
 * Service orchestrations that run: the checks at save (step keys, reads of later steps,
 * templates, scripts), a test run through a data view, a script and an API of a registered
 * server with each step's input and output, a required input left out, a step that fails, calls
 * that would reach this machine by a name or follow a redirect, and a scheduled task that runs
 * an orchestration.
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API } from '@org/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiServers, apis, dataViews } from '../src/db/schema/index';
import { managementSuite } from './harness';
import { demoAppId } from './flow-fixtures';

const t = managementSuite({ scheduler: { pollingIntervalSeconds: 0.5 } });
let appId = 0;
let children = 0;
let upstream: Server;
let port = 0;
/** APIs of registered servers: by address, by a name of this machine, one that redirects. */
const api = { echo: 0, byName: 0, redirect: 0 };

async function register(code: string, host: string, path: string, method = 'POST') {
  const [server] = await t.server.db
    .insert(apiServers)
    .values({ serverCode: code, serverName: code, protocol: 'http', host, port, timeoutMs: 2000 })
    .returning();
  const [row] = await t.server.db
    .insert(apis)
    .values({ serverId: server!.id, apiCode: `${code}_api`, apiName: code, method, path })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  appId = await demoAppId(t);
  const [view] = await t.server.db
    .select({ id: dataViews.id })
    .from(dataViews)
    .where(eq(dataViews.viewCode, 'region_children'));
  children = view!.id;
  upstream = createServer((request, response) => {
    if (request.url?.startsWith('/redirect')) {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      response.end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          got: JSON.parse(body || 'null'),
          query: request.url,
          auth: request.headers['x-key'],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  port = (upstream.address() as AddressInfo).port;
  api.echo = await register('echo', '127.0.0.1', '/echo');
  api.byName = await register('by_name', 'localhost', '/echo');
  api.redirect = await register('redirects', '127.0.0.1', '/redirect', 'GET');
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

/** The leave of a region's children: a view, a script over its rows, an API given the names. */
const threeSteps = () => ({
  inputs: [{ name: 'parent', type: 'number', required: true }],
  steps: [
    {
      key: 'regions',
      name: '下级区划',
      type: 'DATA_VIEW',
      viewId: children,
      params: { parentId: '${input.parent}' },
    },
    {
      key: 'names',
      name: '取名称',
      type: 'SCRIPT',
      script: 'return steps.regions.rows.map((row) => row.regionName);',
    },
    {
      key: 'sent',
      name: '发送',
      type: 'API',
      apiId: api.echo,
      params: { count: '${steps.names.length}' },
      headers: { 'x-key': 'k-${input.parent}' },
      body: '${ { names: steps.names } }',
    },
  ],
});

function testRun(body: Record<string, unknown>) {
  return t.call(API.orchestrations.testRun, t.admin, { body: { appId, ...body } as never });
}

describe('an orchestration', () => {
  it('is checked at save: keys, reads of steps that do not come before, templates, scripts', async () => {
    const answer = await t.call(API.artefacts.create, t.admin, {
      body: {
        appId,
        kind: 'ORCHESTRATION',
        artefactCode: 'broken_orchestration',
        artefactName: '有问题的编排',
        content: {
          steps: [
            { key: 'a', name: '一', type: 'SCRIPT', script: 'return steps.b;' },
            { key: 'a', name: '二', type: 'SCRIPT', script: 'return (' },
            { name: '三', type: 'DATA_VIEW', viewId: children, params: { parentId: '${input.x' } },
            { name: '四', type: 'API', apiId: api.echo, body: '${ 1 + }' },
            { name: '五', type: 'SCRIPT' },
          ],
        } as never,
      },
    });
    expect(answer.body.code).toBe(40022);
    const fields = (answer.body.data as unknown as { errors: { field: string }[] }).errors.map(
      (e) => e.field,
    );
    expect(fields).toEqual([
      'body.content.steps[0].script',
      'body.content.steps[1].key',
      'body.content.steps[1].script',
      'body.content.steps[2].params.parentId',
      'body.content.steps[3].body',
      'body.content.steps[4].script',
    ]);
  });

  it('runs as edited: each step’s input, output and time, the last output', async () => {
    const answer = await testRun({ content: threeSteps(), input: { parent: 1 } });
    expect(answer.body.code, answer.body.message).toBe(20000);
    const run = answer.body.data;
    expect(run).toMatchObject({ ok: true, error: '' });
    expect(run.steps.map((step) => [step.key, step.error])).toEqual([
      ['regions', ''],
      ['names', ''],
      ['sent', ''],
    ]);
    expect(run.steps[0]?.input).toEqual({ parentId: 1 });
    expect(run.steps[1]?.output).toEqual(['北京市辖区']);
    expect(run.steps[2]?.input).toMatchObject({
      params: { count: 1 },
      headers: { 'x-key': 'k-1' },
      body: { names: ['北京市辖区'] },
    });
    expect(run.output).toEqual({
      status: 200,
      body: { got: { names: ['北京市辖区'] }, query: '/echo?count=1', auth: 'k-1' },
    });
  });

  it('refuses a run without a required input, naming it', async () => {
    const answer = await testRun({ content: threeSteps(), input: {} });
    expect(answer.body).toMatchObject({ code: 40022 });
    expect(answer.body.data).toMatchObject({ errors: [{ field: 'body.input.parent' }] });
  });

  it('stops at the step that fails, naming it with its error', async () => {
    const content = threeSteps();
    const steps = content.steps.map((step) =>
      step.key === 'names' ? { ...step, script: 'throw new Error("没有下级");' } : step,
    );
    const run = (await testRun({ content: { ...content, steps }, input: { parent: 1 } })).body.data;
    expect(run).toMatchObject({ ok: false, error: 'The step "取名称" failed: Error: 没有下级' });
    expect(run.steps.map((step) => step.key)).toEqual(['regions', 'names']);
  });

  it('never reaches this machine by a name, nor follows a redirect', async () => {
    const byName = await testRun({
      content: { steps: [{ name: '按名称', type: 'API', apiId: api.byName, body: '{}' }] },
    });
    expect(byName.body.data).toMatchObject({ ok: false });
    expect(byName.body.data.error).toMatch(
      /localhost leads to (127\.0\.0\.1|::1), which no call may reach/,
    );
    const redirect = await testRun({
      content: { steps: [{ name: '跳转', type: 'API', apiId: api.redirect }] },
    });
    expect(redirect.body.data).toMatchObject({ ok: true, output: { status: 302 } });
  });

  it('runs when a scheduled task runs it', async () => {
    const saved = await t.call(API.artefacts.create, t.admin, {
      body: {
        appId,
        kind: 'ORCHESTRATION',
        artefactCode: 'beijing_names',
        artefactName: '北京的下级',
        content: {
          steps: [
            {
              key: 'regions',
              name: '下级区划',
              type: 'DATA_VIEW',
              viewId: children,
              params: { parentId: '1' },
            },
            { name: '行', type: 'SCRIPT', script: 'return steps.regions.rows;' },
          ],
        } as never,
      },
    });
    expect(saved.body.code, saved.body.message).toBe(20000);
    const task = await t.call(API.artefacts.create, t.admin, {
      body: {
        appId,
        kind: 'TASK',
        artefactCode: 'names_task',
        artefactName: '编排任务',
        content: {
          cron: '0 3 * * *',
          targetType: 'ORCHESTRATION',
          orchestrationCode: 'beijing_names',
          enabled: false,
        },
      },
    });
    expect(task.body.code, task.body.message).toBe(20000);
    await t.call(API.tasks.runNow, t.admin, { body: { taskId: task.body.data.id } });
    await expect
      .poll(
        async () => {
          const runs = await t.call(API.tasks.runs, t.admin, {
            body: { taskId: task.body.data.id },
          });
          return runs.body.data.list[0]?.status;
        },
        { timeout: 20_000 },
      )
      .toBe('SUCCEEDED');
    const runs = await t.call(API.tasks.runs, t.admin, { body: { taskId: task.body.data.id } });
    expect(runs.body.data.list[0]).toMatchObject({
      rowCount: 1,
      summary: expect.stringMatching(/^运行了 2 个步骤/) as string,
    });
  });
});
