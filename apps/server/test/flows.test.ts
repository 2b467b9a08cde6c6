/**
 * Approval flows run by the server (decision 0021): publishing checks the draft, starting
 * checks the form, each node kind and action does what it says, field permissions are
 * enforced, and every step is recorded.
 */
import { API, type FlowInstance, type FlowInstanceView } from '@org/api-contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { flowInstances, flowRecords, formSubmissions } from '../src/db/schema/index';
import { managementSuite } from './harness';
import {
  INIT_PASSWORD,
  approval,
  cc,
  daysOver,
  demoAppId,
  edge,
  end,
  gateway,
  leaderOf,
  line,
  publishedFlow,
  publishedForm,
  roleFor,
  start,
} from './flow-fixtures';

const t = managementSuite();
const tokens: Record<string, string> = {};
let formId = 0;

beforeAll(async () => {
  formId = await publishedForm(t);
  await roleFor(t, 'flow_hr', ['lisi']);
  await leaderOf(t, 'BJ-RD', 'editor');
  for (const account of ['zhangsan', 'lisi']) {
    tokens[account] = await t.server.signIn(account, INIT_PASSWORD);
  }
  tokens.editor = t.editor;
  tokens.admin = t.admin;
});

const as = (account: string) => tokens[account] ?? '';

async function started(flowId: number, data: Record<string, unknown>, who = 'zhangsan') {
  const answer = await t.call(API.flows.start, as(who), { body: { flowId, data } });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
}

async function view(account: string, id: number, taskId?: number): Promise<FlowInstanceView> {
  const answer = await t.call(API.flows.view, as(account), {
    query: taskId === undefined ? { id } : { id, taskId },
  });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
}

/** The caller's open task on an instance. */
async function taskOf(account: string, instance: FlowInstance) {
  const todo = await t.call(API.flows.todo, as(account), { body: { pageSize: 100 } });
  const task = todo.body.data.list.find((row) => row.instanceId === instance.id);
  if (!task) throw new Error(`${account} has no task on instance ${instance.id}`);
  return task;
}

async function act(account: string, instance: FlowInstance, body: Record<string, unknown>) {
  const task = await taskOf(account, instance);
  return t.call(API.flows.act, as(account), { body: { taskId: task.id, ...body } as never });
}

/** The leave request: the initiator's leader, then HR above three days; HR sees no salary. */
const leaveGraph = () => ({
  nodes: [
    start('start', { salary: 'edit' }),
    approval('manager', '部门经理', { type: 'leader', levels: 1 }),
    gateway('condition', 'long', '超过三天？'),
    approval('hr', '人事', { type: 'role', roleCode: 'flow_hr' }, { fields: { salary: 'hidden' } }),
    end(),
  ],
  edges: [
    edge('start', 'manager'),
    edge('manager', 'long'),
    edge('long', 'hr', { condition: daysOver(3), name: '长假' }),
    edge('long', 'end', { isDefault: true, name: '短假' }),
    edge('hr', 'end'),
  ],
});

describe('publishing a flow', () => {
  it('refuses a draft that cannot run, naming the node, in the caller’s language', async () => {
    const broken = leaveGraph();
    const noDefault = {
      ...broken,
      edges: broken.edges.map((e) =>
        e.isDefault ? { ...e, isDefault: undefined, condition: daysOver(0) } : e,
      ),
    };
    const created = await t.call(API.artefacts.create, t.admin, {
      body: {
        appId: (await t.call(API.forms.get, t.admin, { query: { id: formId } })).body.data.appId,
        kind: 'WORKFLOW',
        artefactCode: 'broken_flow',
        artefactName: '坏流程',
        content: { formId, graph: noDefault },
      },
    });
    expect(created.body.code, created.body.message).toBe(20000);
    const answer = await t.call(API.flows.publish, t.admin, {
      body: { flowId: created.body.data.id },
    });
    expect(answer.body.code).toBe(40022);
    expect(answer.body.data).toMatchObject({
      errors: [
        {
          field: 'body.graph.nodes.long',
          message:
            'The condition node "超过三天？" has no default branch (taken when no condition holds).',
        },
      ],
    });
    const versions = await t.call(API.flows.versions, t.admin, {
      query: { flowId: created.body.data.id },
    });
    expect(versions.body.data.list).toEqual([]);
  });

  it('refuses roles that do not exist, and a form that is not published', async () => {
    const unknownRole = line(approval('a', '审批', { type: 'role', roleCode: 'no_such_role' }));
    const created = await t.call(API.artefacts.create, t.admin, {
      body: {
        appId: (await t.call(API.forms.get, t.admin, { query: { id: formId } })).body.data.appId,
        kind: 'WORKFLOW',
        artefactCode: 'ghost_role',
        artefactName: '无此角色',
        content: { formId, graph: unknownRole },
      },
    });
    const answer = await t.call(API.flows.publish, t.admin, {
      body: { flowId: created.body.data.id },
    });
    expect(answer.body).toMatchObject({ code: 40022 });
    expect(answer.body.data).toMatchObject({
      errors: [
        {
          field: 'body.graph.nodes.a',
          message: '"审批" names the role "no_such_role", which does not exist or is disabled.',
        },
      ],
    });
  });

  it('publishes immutable versions; a new one leaves running instances on theirs', async () => {
    const { flowId, version } = await publishedFlow(t, formId, leaveGraph());
    expect(version).toMatchObject({ version: 1, formId, formVersion: 1, withdrawnAt: null });
    const first = await started(flowId, { days: 5, reason: '探亲', salary: 9000 });
    await t.call(API.artefacts.update, t.admin, {
      body: {
        id: flowId,
        content: {
          formId,
          graph: line(
            approval('only', '唯一', { type: 'users', userIds: [await t.id.user('lisi')] }),
          ),
        },
      },
    });
    const again = await t.call(API.flows.publish, t.admin, { body: { flowId } });
    expect(again.body.data).toMatchObject({ version: 2 });
    expect((await view('zhangsan', first.id)).instance.version).toBe(1);
    const second = await started(flowId, { days: 5 });
    expect(second.version).toBe(2);
    expect(second.currentNodes).toBe('唯一');
    const versions = await t.call(API.flows.versions, t.admin, { query: { flowId } });
    expect(versions.body.data.list.map((v) => [v.version, v.running])).toEqual([
      [2, 1],
      [1, 1],
    ]);
  });
});

describe('BPMN 2.0', () => {
  it('exports a flow and imports it into another one, keeping the flow', async () => {
    const graph = leaveGraph();
    const { flowId } = await publishedFlow(t, formId, graph);
    const exported = await t.call(API.flows.exportBpmn, t.admin, { query: { flowId } });
    expect(exported.body.data.fileName).toMatch(/^flow_\w+\.bpmn$/);
    expect(exported.body.data.xml).toContain(
      '<bpmn:exclusiveGateway id="long" name="超过三天？" default="long-end"',
    );
    const published = await t.call(API.flows.exportBpmn, t.admin, {
      query: { flowId, version: 1 },
    });
    expect(published.body.data.xml).toBe(exported.body.data.xml);

    const { flowId: other } = await publishedFlow(
      t,
      formId,
      line(approval('x', 'x', { type: 'leader', levels: 1 })),
    );
    const imported = await t.call(API.flows.importBpmn, t.admin, {
      body: { flowId: other, xml: exported.body.data.xml },
    });
    expect(imported.body.code, imported.body.message).toBe(20000);
    expect(imported.body.data.content).toEqual({ formId, graph });
  });

  it('refuses what it cannot run, naming the element', async () => {
    const { flowId } = await publishedFlow(
      t,
      formId,
      line(approval('x', 'x', { type: 'leader', levels: 1 })),
    );
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="urn:x">
  <bpmn:process id="p" isExecutable="true">
    <bpmn:startEvent id="s" />
    <bpmn:scriptTask id="calc" name="计算" />
    <bpmn:endEvent id="e" />
    <bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="calc" />
    <bpmn:sequenceFlow id="f2" sourceRef="calc" targetRef="e" />
  </bpmn:process>
</bpmn:definitions>`;
    const answer = await t.call(API.flows.importBpmn, t.admin, { body: { flowId, xml } });
    expect(answer.body).toMatchObject({ code: 40022 });
    expect(answer.body.message).toContain('calc');
  });
});

describe('a leave request', () => {
  let flowId = 0;
  beforeAll(async () => {
    ({ flowId } = await publishedFlow(t, formId, leaveGraph()));
  });

  it('goes to the leader, then to HR, who sees no salary, may not change the reason, and rejects', async () => {
    const instance = await started(flowId, { days: 5, reason: '探亲', salary: 9000 });
    expect(instance).toMatchObject({
      status: 'RUNNING',
      currentNodes: '部门经理',
      title: '张三的请假流程',
    });

    const approved = await act('editor', instance, { action: 'approve', comment: '同意' });
    expect(approved.body.data).toMatchObject({ status: 'RUNNING', currentNodes: '人事' });

    const hr = await view('lisi', instance.id);
    expect(hr.data).toEqual({ days: 5, reason: '探亲' });
    expect(hr.access).toEqual({ days: 'read', reason: 'read', salary: 'hidden' });
    expect(hr.actions).toEqual(['approve', 'reject', 'return', 'transfer', 'addApprover']);
    expect(hr.returnTargets.map((r) => r.nodeName)).toEqual(['发起', '部门经理']);

    const changed = await act('lisi', instance, { action: 'approve', data: { reason: '改了' } });
    expect(changed.body).toMatchObject({ code: 40022 });
    expect(changed.body.data).toMatchObject({
      errors: [
        {
          field: 'body.data.reason',
          message: 'The field "reason" cannot be changed at this node.',
        },
      ],
    });

    const rejected = await act('lisi', instance, { action: 'reject', comment: '人手不足' });
    expect(rejected.body.data).toMatchObject({ status: 'REJECTED', currentNodes: '' });

    const mine = await view('zhangsan', instance.id);
    expect(mine.history.map((step) => [step.action, step.actorName, step.comment])).toEqual([
      ['START', '张三', ''],
      ['APPROVE', '普通编辑', '同意'],
      ['REJECT', '李四', '人手不足'],
    ]);
    expect(mine.passed).toEqual(['start', 'manager']);
    expect(mine.actions).toEqual([]);
    const notices = await t.call(API.notices.page, as('zhangsan'), { body: {} });
    expect(notices.body.data.list[0]).toMatchObject({
      kind: 'DECIDED',
      title: 'Decided: 张三的请假流程, rejected',
      link: `/processCenter/workflowView?id=${instance.id}`,
    });
  });

  it('ends after the leader for a short leave', async () => {
    const instance = await started(flowId, { days: 1 });
    const approved = await act('editor', instance, { action: 'approve' });
    expect(approved.body.data).toMatchObject({ status: 'APPROVED', currentNodes: '' });
    expect((await view('zhangsan', instance.id)).passed).toEqual(['start', 'manager', 'end']);
  });

  it('refuses an invalid start form under its fields, storing nothing', async () => {
    const before = await Promise.all([
      t.server.db.select({ n: count() }).from(flowInstances),
      t.server.db.select({ n: count() }).from(formSubmissions),
    ]);
    const answer = await t.call(API.flows.start, as('zhangsan'), {
      body: { flowId, data: { reason: 'no days' } },
    });
    expect(answer.body).toMatchObject({ code: 40022 });
    expect(answer.body.data).toMatchObject({ errors: [{ field: 'body.data.days' }] });
    const after = await Promise.all([
      t.server.db.select({ n: count() }).from(flowInstances),
      t.server.db.select({ n: count() }).from(formSubmissions),
    ]);
    expect(after).toEqual(before);
  });

  it('is returned to the initiator, changed and resubmitted', async () => {
    const instance = await started(flowId, { days: 5, reason: '旅行' });
    const returned = await act('editor', instance, {
      action: 'return',
      returnTo: 'start',
      comment: '请写清楚',
    });
    expect(returned.body.data).toMatchObject({ status: 'RETURNED', currentNodes: '发起' });
    const mine = await view('zhangsan', instance.id);
    expect(mine.actions).toEqual(['resubmit', 'withdraw']);
    expect(mine.access.reason).toBe('edit');
    const again = await t.call(API.flows.resubmit, as('zhangsan'), {
      body: { id: instance.id, data: { days: 2, reason: '旅行，两天' } },
    });
    expect(again.body.data).toMatchObject({ status: 'RUNNING', currentNodes: '部门经理' });
    const done = await act('editor', instance, { action: 'approve' });
    expect(done.body.data.status).toBe('APPROVED');
  });

  it('returns a task to the node before it', async () => {
    const instance = await started(flowId, { days: 5 });
    await act('editor', instance, { action: 'approve' });
    const back = await act('lisi', instance, { action: 'return', returnTo: 'manager' });
    expect(back.body.data).toMatchObject({ status: 'RUNNING', currentNodes: '部门经理' });
    const refused = await act('editor', instance, { action: 'return', returnTo: 'hr' });
    expect(refused.body).toMatchObject({ code: 40022 });
  });

  it('lets the initiator withdraw until the first decision, and urge', async () => {
    const instance = await started(flowId, { days: 5 });
    const urged = await t.call(API.flows.urge, as('zhangsan'), { body: { id: instance.id } });
    expect(urged.body.code).toBe(20000);
    const editorNotices = await t.call(API.notices.page, t.editor, { body: { unread: true } });
    expect(editorNotices.body.data.list[0]).toMatchObject({
      kind: 'URGE',
      body: '张三 asks you to deal with "部门经理" soon.',
    });
    const withdrawn = await t.call(API.flows.withdrawInstance, as('zhangsan'), {
      body: { id: instance.id },
    });
    expect(withdrawn.body.data.status).toBe('WITHDRAWN');

    const decided = await started(flowId, { days: 5 });
    await act('editor', decided, { action: 'approve' });
    const late = await t.call(API.flows.withdrawInstance, as('zhangsan'), {
      body: { id: decided.id },
    });
    expect(late.body).toMatchObject({
      code: 40009,
      message: 'An approver has already decided on this flow; it can no longer be withdrawn.',
    });
    const notMine = await t.call(API.flows.withdrawInstance, as('lisi'), {
      body: { id: decided.id },
    });
    expect(notMine.body.code).toBe(40003);
  });

  it('refuses a task to anyone but its assignee, and a second decision', async () => {
    const instance = await started(flowId, { days: 1 });
    const task = await taskOf('editor', instance);
    const stranger = await t.call(API.flows.act, as('lisi'), {
      body: { taskId: task.id, action: 'approve' },
    });
    expect(stranger.body).toMatchObject({
      code: 40003,
      message: 'This task is not yours: only its assignee may act on it.',
    });
    const first = await t.call(API.flows.act, t.editor, {
      body: { taskId: task.id, action: 'approve' },
    });
    expect(first.body.code).toBe(20000);
    const second = await t.call(API.flows.act, t.editor, {
      body: { taskId: task.id, action: 'reject' },
    });
    expect(second.body).toMatchObject({
      code: 40009,
      message: 'This task has already been dealt with (approved); it cannot be acted on again.',
    });
  });

  it('transfers a task and adds an approver', async () => {
    const instance = await started(flowId, { days: 1 });
    const moved = await act('editor', instance, {
      action: 'transfer',
      userId: await t.id.user('lisi'),
      comment: '我出差',
    });
    expect(moved.body.code, moved.body.message).toBe(20000);
    expect((await taskOf('lisi', instance)).nodeName).toBe('部门经理');
    const added = await act('lisi', instance, {
      action: 'addApprover',
      userId: await t.id.user('admin'),
    });
    expect(added.body.code, added.body.message).toBe(20000);
    const done = await act('admin', instance, { action: 'approve' });
    expect(done.body.data.status).toBe('APPROVED');
    const history = (await view('zhangsan', instance.id)).history;
    expect(history.map((step) => [step.action, step.targetName])).toEqual([
      ['START', ''],
      ['TRANSFER', '李四'],
      ['ADD_APPROVER', '系统管理员'],
      ['APPROVE', ''],
      ['END', ''],
    ]);
  });
});

describe('node kinds', () => {
  it('needs every approver of a countersign node', async () => {
    const both = await roleFor(t, 'flow_both', ['editor', 'lisi']);
    const { flowId } = await publishedFlow(
      t,
      formId,
      line(approval('sign', '会签', { type: 'role', roleCode: both }, { mode: 'all' })),
    );
    const instance = await started(flowId, { days: 1 });
    const one = await act('editor', instance, { action: 'approve' });
    expect(one.body.data).toMatchObject({ status: 'RUNNING', currentNodes: '会签' });
    const two = await act('lisi', instance, { action: 'approve' });
    expect(two.body.data.status).toBe('APPROVED');
  });

  it('runs parallel branches to their join, copies on the way, and skips a node with nobody', async () => {
    const userId = await t.id.user('lisi');
    const graph = {
      nodes: [
        start(),
        gateway('parallel', 'split', '同时'),
        approval('a', '财务', { type: 'users', userIds: [await t.id.user('editor')] }),
        approval('b', '人事', { type: 'users', userIds: [userId] }),
        gateway('join', 'join', '汇合'),
        approval('nobody', '无人', { type: 'role', roleCode: 'flow_none' }, { whenNobody: 'skip' }),
        cc('copy', '抄送', { type: 'users', userIds: [userId] }),
        end(),
      ],
      edges: [
        edge('start', 'split'),
        edge('split', 'a'),
        edge('split', 'b'),
        edge('a', 'join'),
        edge('b', 'join'),
        edge('join', 'nobody'),
        edge('nobody', 'copy'),
        edge('copy', 'end'),
      ],
    };
    await roleFor(t, 'flow_none', []);
    const { flowId } = await publishedFlow(t, formId, graph);
    const instance = await started(flowId, { days: 1 });
    expect(instance.currentNodes).toBe('财务、人事');
    const half = await act('lisi', instance, { action: 'approve' });
    expect(half.body.data).toMatchObject({ status: 'RUNNING', currentNodes: '财务' });
    const whole = await act('editor', instance, { action: 'approve' });
    expect(whole.body.data.status).toBe('APPROVED');
    const history = (await view('zhangsan', instance.id)).history.map((step) => step.action);
    expect(history).toEqual(['START', 'APPROVE', 'APPROVE', 'SKIP', 'CC', 'END']);
    const copied = await t.call(API.flows.copied, as('lisi'), { body: {} });
    expect(copied.body.data.list[0]).toMatchObject({ instanceId: instance.id, status: 'UNREAD' });
    await view('lisi', instance.id, copied.body.data.list[0]?.id);
    const read = await t.call(API.flows.copied, as('lisi'), { body: {} });
    expect(read.body.data.list[0]?.status).toBe('READ');
  });

  it('refuses to start when a node that must find people finds nobody', async () => {
    await roleFor(t, 'flow_empty', []);
    const { flowId } = await publishedFlow(
      t,
      formId,
      line(approval('x', '空', { type: 'role', roleCode: 'flow_empty' })),
    );
    const before = await t.server.db.select({ n: count() }).from(flowInstances);
    const answer = await t.call(API.flows.start, as('zhangsan'), {
      body: { flowId, data: { days: 1 } },
    });
    expect(answer.body).toMatchObject({
      code: 40009,
      message: 'Nobody can be found for "空", so the flow cannot start.',
    });
    expect(await t.server.db.select({ n: count() }).from(flowInstances)).toEqual(before);
  });

  it('stops new starts of a withdrawn version, and lets running instances finish', async () => {
    const { flowId } = await publishedFlow(
      t,
      formId,
      line(approval('m', '经理', { type: 'leader', levels: 1 })),
    );
    const running = await started(flowId, { days: 1 });
    const withdrawn = await t.call(API.flows.withdraw, t.admin, { body: { flowId } });
    expect(withdrawn.body.data.withdrawnAt).not.toBeNull();
    const refused = await t.call(API.flows.start, as('zhangsan'), {
      body: { flowId, data: { days: 1 } },
    });
    expect(refused.body.code).toBe(40009);
    const startable = await t.call(API.flows.startable, as('zhangsan'), { body: {} });
    expect(startable.body.data.list.some((row) => row.flowId === flowId)).toBe(false);
    const done = await act('editor', running, { action: 'approve' });
    expect(done.body.data.status).toBe('APPROVED');
  });
});

describe('lists and counts', () => {
  it('answers to-do, done, started and the header counts', async () => {
    const { flowId } = await publishedFlow(
      t,
      formId,
      line(approval('m', '经理', { type: 'leader', levels: 1 })),
    );
    const instance = await started(flowId, { days: 1, reason: '独特的标题测试' });
    const counts = await t.call(API.flows.counts, t.editor);
    expect(counts.body.data.todo).toBeGreaterThanOrEqual(1);
    const todo = await t.call(API.flows.todo, t.editor, { body: { flowId } });
    expect(todo.body.data).toMatchObject({ total: 1 });
    expect(todo.body.data.list[0]).toMatchObject({
      flowName: '请假流程',
      initiatorName: '张三',
      nodeName: '经理',
    });
    await act('editor', instance, { action: 'approve' });
    const done = await t.call(API.flows.done, t.editor, { body: { flowId } });
    expect(done.body.data.list[0]).toMatchObject({
      status: 'APPROVED',
      instanceStatus: 'APPROVED',
    });
    const mine = await t.call(API.flows.started, as('zhangsan'), {
      body: { flowId, status: 'APPROVED' },
    });
    expect(mine.body.data.list.map((row) => row.id)).toEqual([instance.id]);
    const after = await t.call(API.flows.counts, t.editor);
    expect(after.body.data.todo).toBe(counts.body.data.todo - 1);
    const read = await t.call(API.notices.read, t.editor, { body: { all: true } });
    expect(read.body.data.affected).toBeGreaterThan(0);
    expect((await t.call(API.flows.counts, t.editor)).body.data.noticesUnread).toBe(0);
    const steps = await t.server.db
      .select({ n: count() })
      .from(flowRecords)
      .where(eq(flowRecords.instanceId, instance.id));
    expect(steps[0]?.n).toBe(3);
  });

  it('adds an application’s flows up by status and open tasks, and lists them to managers', async () => {
    const appId = await demoAppId(t);
    const figures = async () => {
      const answer = await t.call(API.flows.overview, t.admin, { query: { appId } });
      expect(answer.body.code, answer.body.message).toBe(20000);
      // only the application asked for (none before its first flow starts)
      expect(answer.body.data.list.every((app) => app.appId === appId)).toBe(true);
      const [app] = answer.body.data.list;
      const of = (status: string) => app?.byStatus[status] ?? 0;
      return { open: app?.openTasks ?? 0, running: of('RUNNING'), rejected: of('REJECTED') };
    };
    const before = await figures();
    const { flowId } = await publishedFlow(
      t,
      formId,
      line(approval('m', '经理', { type: 'leader', levels: 1 })),
    );
    const decided = await started(flowId, { days: 1 });
    await started(flowId, { days: 2 });
    await act('editor', decided, { action: 'reject', comment: '不行' });
    const after = await figures();
    expect(after.open - before.open).toBe(1);
    expect(after.running - before.running).toBe(1);
    expect(after.rejected - before.rejected).toBe(1);

    const rejected = await t.call(API.flows.instances, t.admin, {
      body: { appId, flowId, status: 'REJECTED' },
    });
    expect(rejected.body.data.list.map((row) => row.id)).toEqual([decided.id]);
    const other = await t.call(API.flows.instances, t.admin, { body: { appId: appId + 1000 } });
    expect(other.body.data.total).toBe(0);
    const employee = await t.call(API.flows.instances, as('zhangsan'), { body: { appId } });
    expect(employee.body.code).toBe(40003);
  });

  it('lets anyone signed in find people to choose, without their phone numbers', async () => {
    const found = await t.call(API.flows.people, as('zhangsan'), { body: { username: '李' } });
    expect(found.body.data.list).toEqual([
      {
        id: await t.id.user('lisi'),
        account: 'lisi',
        username: '李四',
        mobile: '',
        mainOrgName: '财务部',
        status: 1,
      },
    ]);
    const disabled = await t.call(API.flows.people, as('zhangsan'), {
      body: { account: 'wangwu' },
    });
    expect(disabled.body.data.total).toBe(0);
    // by id (the people a flow names), the disabled one too, marked
    const named = await t.call(API.flows.people, as('zhangsan'), {
      body: { ids: [await t.id.user('lisi'), await t.id.user('wangwu')] },
    });
    expect(named.body.data.list.map(({ account, status }) => ({ account, status }))).toEqual([
      { account: 'lisi', status: 1 },
      { account: 'wangwu', status: 0 },
    ]);
  });

  it('keeps an instance from those who have no part in it', async () => {
    const { flowId } = await publishedFlow(
      t,
      formId,
      line(approval('m', '经理', { type: 'leader', levels: 1 })),
    );
    const instance = await started(flowId, { days: 1 });
    const stranger = await t.call(API.flows.view, as('lisi'), { query: { id: instance.id } });
    expect(stranger.body).toMatchObject({ code: 40003, message: 'You may not see this flow.' });
    const manager = await view('admin', instance.id);
    expect(manager.actions).toEqual([]);
    expect(Object.values(manager.access).every((access) => access !== 'edit')).toBe(true);
  });
});
