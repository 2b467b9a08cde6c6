/**
 * Decisions on a flow under contention: two approvers of an "any" node at the same moment, one
 * task approved twice at once, and the same on two server instances over one database. Each
 * time exactly one decision counts and the other gets a clear refusal; the flow moves on once.
 */
import { API, type FlowInstance, routeUrl } from '@org/api-contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowRecords, flowTasks } from '../src/db/schema/index';
import { type TestServer, createTestServer, managementSuite } from './harness';
import {
  INIT_PASSWORD,
  approval,
  line,
  publishedFlow,
  publishedForm,
  roleFor,
} from './flow-fixtures';

const t = managementSuite();
let second: TestServer;
let lisi = '';
let zhangsan = '';
let flowId = 0;

beforeAll(async () => {
  second = await createTestServer({ database: t.server.database });
  const formId = await publishedForm(t);
  const pair = await roleFor(t, 'flow_pair', ['editor', 'lisi']);
  ({ flowId } = await publishedFlow(
    t,
    formId,
    line(
      approval('first', '任一审批', { type: 'role', roleCode: pair }),
      approval('second', '再审', { type: 'users', userIds: [await t.id.user('admin')] }),
    ),
  ));
  lisi = await t.server.signIn('lisi', INIT_PASSWORD);
  zhangsan = await t.server.signIn('zhangsan', INIT_PASSWORD);
});
afterAll(() => second.close());

async function start(): Promise<FlowInstance> {
  const answer = await t.call(API.flows.start, zhangsan, { body: { flowId, data: { days: 1 } } });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
}

async function openTask(instanceId: number, assignee: string) {
  const [task] = await t.server.db
    .select({ id: flowTasks.id })
    .from(flowTasks)
    .where(
      and(
        eq(flowTasks.instanceId, instanceId),
        eq(flowTasks.assigneeId, await t.id.user(assignee)),
        eq(flowTasks.status, 'PENDING'),
      ),
    );
  if (!task) throw new Error(`${assignee} has no open task on ${instanceId}`);
  return task.id;
}

/** The tasks the second node got: one set when the first node was decided once. */
async function secondNodeTasks(instanceId: number) {
  const [row] = await t.server.db
    .select({ n: count() })
    .from(flowTasks)
    .where(and(eq(flowTasks.instanceId, instanceId), eq(flowTasks.nodeId, 'second')));
  return Number(row?.n);
}

async function approvals(instanceId: number) {
  const [row] = await t.server.db
    .select({ n: count() })
    .from(flowRecords)
    .where(and(eq(flowRecords.instanceId, instanceId), eq(flowRecords.action, 'APPROVE')));
  return Number(row?.n);
}

const act = (server: TestServer, token: string, taskId: number) =>
  server.call<FlowInstance>('POST', routeUrl(API.flows.act), {
    token,
    body: { taskId, action: 'approve' },
  });

describe('decisions at the same moment', () => {
  it('count once when both approvers of an "any" node approve together', async () => {
    const instance = await start();
    const editors = await openTask(instance.id, 'editor');
    const lisis = await openTask(instance.id, 'lisi');
    const [a, b] = await Promise.all([
      act(t.server, t.editor, editors),
      act(t.server, lisi, lisis),
    ]);
    const codes = [a.body.code, b.body.code].sort();
    expect(codes).toEqual([20000, 40009]);
    const refused = a.body.code === 40009 ? a : b;
    expect(refused.body.message).toBe(
      'This task has already been dealt with (settled by someone else, or the flow ended); it cannot be acted on again.',
    );
    expect(await approvals(instance.id)).toBe(1);
    expect(await secondNodeTasks(instance.id)).toBe(1);
  });

  it('count once when one task is approved twice at once (a double click, two tabs)', async () => {
    const instance = await start();
    const taskId = await openTask(instance.id, 'editor');
    const answers = await Promise.all([1, 2, 3].map(() => act(t.server, t.editor, taskId)));
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([20000, 40009, 40009]);
    expect(await approvals(instance.id)).toBe(1);
    expect(await secondNodeTasks(instance.id)).toBe(1);
  });

  it('count once across two server instances on one database', async () => {
    const instance = await start();
    const onSecond = await second.signIn('lisi', INIT_PASSWORD);
    const editors = await openTask(instance.id, 'editor');
    const lisis = await openTask(instance.id, 'lisi');
    const [a, b, c] = await Promise.all([
      act(t.server, t.editor, editors),
      act(second, onSecond, lisis),
      act(second, t.editor, editors),
    ]);
    expect([a, b, c].filter((answer) => answer.body.code === 20000)).toHaveLength(1);
    expect(await approvals(instance.id)).toBe(1);
    expect(await secondNodeTasks(instance.id)).toBe(1);
    const view = await second.call('GET', routeUrl(API.flows.view), {
      token: zhangsan,
      query: { id: instance.id },
    });
    expect(view.body).toMatchObject({ code: 20000 });
  });
});
