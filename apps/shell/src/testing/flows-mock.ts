import { API, FLOW_TASK_ACTIONS, type RouteContract, routeUrl } from '@org/api-contract';
import type { MockRequest } from '@org/app-kit';
import { accessOf, isPeopleNode, visibleValues } from '@org/flow-model';
import type {
  FlowInstance,
  FlowInstanceQuery,
  FlowStartForm,
  FlowTaskQuery,
  FlowView,
} from '../api/flows-api';
import { actOnInstance, actOnTask, actingAs, returnTargetsOf } from './flows-actions';
import {
  type FlowsState,
  FlowRefusal,
  type MockInstance,
  type MockTask,
  emptyFlowsState,
  flowOf,
  instanceOf,
  modelsOf,
  nodeOf,
  startInstance,
  startOf,
} from './flows-engine';
import { LEAVE, PURCHASE } from './flows-samples';
// Types only: shell-server imports this module, so a value import back would be a cycle.
import type { AreaMock, MockAnswer, ShellServerData } from './shell-server';

export { actOnInstance, actOnTask, actingAs } from './flows-actions';
export { FlowRefusal, emptyFlowsState } from './flows-engine';
export type { FlowsState } from './flows-engine';

/**
 * The samples' history, made by running the flows: 张三's leave waits for the signed-in user
 * (超级管理员, the manager); the user's own leave was returned by HR; 李四's leave was approved
 * and copied to the user (unread); the user's purchase waits for 张三.
 */
export function sampleFlowsState(): FlowsState {
  const state = emptyFlowsState();
  const leave = (days: number, reason: string, cc: number) => ({
    flowId: LEAVE.flowId,
    data: { days, reason, startDate: '2026-05-11' },
    chosen: { [LEAVE.cc]: [cc] },
  });
  const approve = (instance: MockInstance, comment: string) => {
    const task = state.tasks.find((t) => t.instanceId === instance.id && t.status === 'PENDING');
    actOnTask(state, { taskId: task?.id ?? 0, action: 'approve', comment });
  };
  actingAs(state, 2, () => startInstance(state, leave(2, '家中有事', 3)));
  const own = startInstance(state, leave(5, '年假', 2));
  approve(own, '同意');
  actingAs(state, 2, () => {
    const task = state.tasks.find((t) => t.instanceId === own.id && t.status === 'PENDING');
    actOnTask(state, {
      taskId: task?.id ?? 0,
      action: 'return',
      returnTo: LEAVE.start,
      comment: '请补充年假的起止日期',
    });
  });
  const visit = actingAs(state, 3, () => startInstance(state, leave(1, '看病', 1)));
  approve(visit, '好的，注意休息');
  startInstance(state, {
    flowId: PURCHASE.flowId,
    data: { item: '笔记本电脑', amount: 8000 },
    chosen: { [PURCHASE.approver]: [2] },
  });
  for (const notice of state.notices) {
    if (notice.userId === 1 && notice.kind === 'TASK' && notice.link.includes(`id=${own.id}`)) {
      notice.readAt = notice.createdAt;
    }
  }
  return state;
}

const states = new WeakMap<ShellServerData, FlowsState>();

/** The flows of a server's data (the samples unless set): tests change `me` or act behind it. */
export function flowsStateOf(data: ShellServerData): FlowsState {
  const known = states.get(data);
  if (known) return known;
  const made = sampleFlowsState();
  states.set(data, made);
  return made;
}

/** Gives a server's data its flows (an empty state for the empty lists). */
export function setFlowsState(data: ShellServerData, state: FlowsState): ShellServerData {
  states.set(data, state);
  return data;
}

/** The list row of an instance. */
const rowOf = (instance: MockInstance): FlowInstance => {
  const { data: _data, chosen: _chosen, history: _history, passed: _passed, ...row } = instance;
  const { current: _current, joins: _joins, allAt: _allAt, ...plain } = row;
  return plain;
};

/** What the signed-in user sees of an instance (its task's step, else the start's). */
export function viewOf(state: FlowsState, id: number, taskId?: number): FlowView {
  const instance = instanceOf(state, id);
  const flow = flowOf(state, instance.flowId);
  const mine = state.tasks.filter((t) => t.instanceId === id && t.assigneeId === state.me);
  const pendingOf = (task: MockTask | undefined) =>
    task?.kind === 'APPROVE' && task.status === 'PENDING' && instance.status === 'RUNNING';
  const task =
    taskId === undefined
      ? (mine.find(pendingOf) ?? mine.find((t) => t.kind === 'CC') ?? mine.at(-1))
      : mine.find((t) => t.id === taskId);
  const initiator = instance.initiatorId === state.me;
  if (!task && !initiator) throw new FlowRefusal(40003, 'You are not part of this flow.');
  if (task?.kind === 'CC' && task.status === 'UNREAD') task.status = 'READ';
  const pending = pendingOf(task);
  const resubmit = initiator && instance.status === 'RETURNED' && !pending;
  const at = task && !resubmit ? nodeOf(flow, task.nodeId) : startOf(flow);
  const node = isPeopleNode(at) ? at : startOf(flow);
  const access = accessOf(node, modelsOf(flow));
  if (!pending && !resubmit) {
    for (const [model, can] of Object.entries(access)) if (can === 'edit') access[model] = 'read';
  }
  const decided = instance.history.some((step) => step.action === 'APPROVE');
  const initiatorActions: FlowView['actions'] = !initiator
    ? []
    : instance.status === 'RETURNED'
      ? ['resubmit', 'withdraw']
      : instance.status === 'RUNNING'
        ? [...(decided ? [] : (['withdraw'] as const)), 'urge']
        : [];
  return {
    instance: rowOf(instance),
    task: task ? { ...task, instanceStatus: instance.status } : null,
    definition: flow.definition,
    data: visibleValues(node, instance.data),
    access,
    actions: [...(pending ? FLOW_TASK_ACTIONS : []), ...initiatorActions],
    returnTargets: pending && task ? returnTargetsOf(flow, instance, task.nodeId) : [],
    graph: flow.graph,
    passed: [...instance.passed],
    current: [...instance.current],
    history: [...instance.history],
  };
}

function startFormOf(state: FlowsState, flowId: number): FlowStartForm {
  const flow = flowOf(state, flowId);
  const choose = flow.graph.nodes.flatMap((node) => {
    const rule = node.kind === 'approval' ? node.approvers : node.kind === 'cc' && node.recipients;
    return rule && rule.type === 'chosen' ? [{ nodeId: node.id, nodeName: node.name }] : [];
  });
  return {
    flow: flow.flow,
    definition: flow.definition,
    access: accessOf(startOf(flow), modelsOf(flow)),
    choose,
  };
}

type Filters = Pick<FlowTaskQuery, 'keyword' | 'flowId' | 'status' | 'from' | 'to'>;

/** The rows that match a list's search, sorted as asked (newest first until sorted). */
function filtered<Row extends { title: string; flowId: number }>(
  rows: Row[],
  body: Filters & { sortBy?: string; sortOrder?: 'asc' | 'desc' },
  statusOf: (row: Row) => string,
  timeOf: (row: Row, field?: string) => string,
) {
  const keyword = body.keyword?.trim() ?? '';
  const order = body.sortOrder === 'asc' ? 1 : -1;
  return rows
    .filter(
      (row) =>
        row.title.includes(keyword) &&
        (body.flowId === undefined || row.flowId === body.flowId) &&
        (body.status === undefined || statusOf(row) === body.status) &&
        (body.from === undefined || timeOf(row) >= body.from) &&
        (body.to === undefined || timeOf(row) < body.to),
    )
    .sort((a, b) => order * timeOf(a, body.sortBy).localeCompare(timeOf(b, body.sortBy)));
}

function taskPage(state: FlowsState, body: FlowTaskQuery, keep: (task: MockTask) => boolean) {
  const rows = state.tasks
    .filter((task) => task.assigneeId === state.me && keep(task))
    .map((task) => ({ ...task, instanceStatus: instanceOf(state, task.instanceId).status }));
  const list = filtered(
    rows,
    body,
    (task) => task.instanceStatus,
    (task, field) => (field === 'decidedAt' ? (task.decidedAt ?? '') : task.createdAt),
  );
  return page(list, body);
}

const is = (request: MockRequest, route: RouteContract) =>
  request.method === route.method && request.path === routeUrl(route);

function page<T>(list: readonly T[], body: { pageNo?: number; pageSize?: number }) {
  const pageNo = body.pageNo ?? 1;
  const pageSize = body.pageSize ?? 10;
  const rows = list.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  return { list: rows, total: list.length, pageNo, pageSize };
}

const DONE = new Set(['APPROVED', 'REJECTED', 'RETURNED', 'TRANSFERRED']);

function answer(state: FlowsState, request: MockRequest): unknown {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const sent = (request.body ?? {}) as never;
  const mine = state.notices.filter((notice) => notice.userId === state.me);
  if (is(request, API.flows.startable)) {
    const keyword = String(body.keyword ?? '').trim();
    const list = state.flows
      .map((each) => each.flow)
      .filter((flow) =>
        [flow.flowName, flow.flowCode, flow.appName, flow.appCode].some((text) =>
          text.includes(keyword),
        ),
      )
      .filter((flow) => body.appId === undefined || flow.appId === body.appId);
    return { list };
  }
  if (is(request, API.flows.startForm)) {
    return startFormOf(state, Number(request.query.get('flowId')));
  }
  if (is(request, API.flows.start)) return rowOf(startInstance(state, sent));
  if (is(request, API.flows.todo)) {
    return taskPage(state, sent, (task) => task.kind === 'APPROVE' && task.status === 'PENDING');
  }
  if (is(request, API.flows.done)) {
    return taskPage(state, sent, (task) => task.kind === 'APPROVE' && DONE.has(task.status));
  }
  if (is(request, API.flows.copied)) return taskPage(state, sent, (task) => task.kind === 'CC');
  if (is(request, API.flows.started) || is(request, API.flows.instances)) {
    const query = sent as FlowInstanceQuery & { appId?: number };
    const rows = state.instances
      .filter((each) =>
        is(request, API.flows.started)
          ? each.initiatorId === state.me
          : query.appId === undefined || each.appId === query.appId,
      )
      .map(rowOf);
    const list = filtered(
      rows,
      query,
      (row) => row.status,
      (row, field) => (field === 'updatedAt' ? row.updatedAt : row.startedAt),
    );
    return page(list, query);
  }
  if (is(request, API.flows.view)) {
    const taskId = request.query.get('taskId');
    return viewOf(state, Number(request.query.get('id')), taskId ? Number(taskId) : undefined);
  }
  if (is(request, API.flows.act)) return rowOf(actOnTask(state, sent));
  if (is(request, API.flows.withdrawInstance)) {
    return rowOf(actOnInstance(state, 'withdraw', sent));
  }
  if (is(request, API.flows.urge)) return rowOf(actOnInstance(state, 'urge', sent));
  if (is(request, API.flows.resubmit)) return rowOf(actOnInstance(state, 'resubmit', sent));
  if (is(request, API.flows.counts)) {
    const open = (kind: string, status: string) =>
      state.tasks.filter((t) => t.assigneeId === state.me && t.kind === kind && t.status === status)
        .length;
    return {
      todo: open('APPROVE', 'PENDING'),
      ccUnread: open('CC', 'UNREAD'),
      noticesUnread: mine.filter((notice) => notice.readAt === null).length,
    };
  }
  if (is(request, API.flows.overview)) {
    const appIds = [...new Set(state.instances.map((each) => each.appId))];
    const list = appIds.map((appId) => {
      const instances = state.instances.filter((each) => each.appId === appId);
      const byStatus: Record<string, number> = {};
      for (const each of instances) byStatus[each.status] = (byStatus[each.status] ?? 0) + 1;
      const ids = new Set(instances.map((each) => each.id));
      const openTasks = state.tasks.filter(
        (task) => ids.has(task.instanceId) && task.status === 'PENDING',
      ).length;
      return { appId, appName: instances[0]?.appName ?? '', openTasks, byStatus };
    });
    return { list };
  }
  if (is(request, API.notices.page)) {
    const list = mine
      .filter((notice) => body.unread !== true || notice.readAt === null)
      .map(({ userId: _userId, ...notice }) => notice)
      .reverse();
    return page(list, body);
  }
  if (is(request, API.notices.read)) {
    const ids = new Set((body.ids as number[] | undefined) ?? []);
    const read = mine.filter((n) => n.readAt === null && (body.all === true || ids.has(n.id)));
    const at = new Date().toISOString();
    for (const notice of read) notice.readAt = at;
    return { affected: read.length };
  }
  return undefined;
}

/**
 * The approval flows in memory, answering as the running server does: starting a flow gives
 * its first approvers their tasks, decisions move it on (or end it), a task already decided
 * answers 40009, fields hidden at the caller's step are left out of the page.
 */
export const flowsMock: AreaMock = (data) => {
  const state = flowsStateOf(data);
  return (request): MockAnswer | undefined => {
    try {
      const result = answer(state, request);
      return result === undefined ? undefined : { code: 20000, data: result };
    } catch (error) {
      if (!(error instanceof FlowRefusal)) throw error;
      if (error.code !== 40022 || !error.field) return { code: error.code, message: error.message };
      const errors = [{ field: error.field, message: error.message }];
      return { code: 40022, message: 'Invalid request', data: { errors } };
    }
  };
};
