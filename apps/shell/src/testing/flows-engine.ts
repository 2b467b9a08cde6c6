import {
  type FlowNode,
  type PeopleNode,
  type PeopleRule,
  type Step,
  firstStep,
  isPeopleNode,
  refusedChanges,
  stepFrom,
} from '@org/flow-model';
import type { FlowInstance, FlowRecord, FlowStartBody, FlowTask, Notice } from '../api/flows-api';
import { FLOW_ROLES, FLOW_USERS, type MockFlow, sampleFlows } from './flows-samples';

/** An instance as the in-memory server keeps it: the list row and its running state. */
export interface MockInstance extends FlowInstance {
  data: Record<string, unknown>;
  chosen: Record<string, number[]>;
  history: FlowRecord[];
  passed: string[];
  current: string[];
  joins: Record<string, number>;
  /** Nodes that wait for every approver since one was added. */
  allAt: string[];
}

/** A task as kept: its instance's status is read from the instance when listed. */
export type MockTask = Omit<FlowTask, 'instanceStatus'>;

/** A notice and whose it is. */
export interface MockNotice extends Notice {
  userId: number;
}

/** The flows' state of one in-memory server; `me` is the signed-in user it answers. */
export interface FlowsState {
  me: number;
  flows: MockFlow[];
  instances: MockInstance[];
  tasks: MockTask[];
  notices: MockNotice[];
  /** Minutes since the samples' first moment: every event is one minute after the last. */
  tick: number;
  nextId: number;
}

/** A refusal of the server: its code, message, and for 40022 the field it names. */
export class FlowRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const FIRST_MOMENT = Date.parse('2026-05-04T01:00:00.000Z');

/** A state with the sample flows and no instances yet. */
export function emptyFlowsState(flows: MockFlow[] = sampleFlows()): FlowsState {
  return { me: 1, flows, instances: [], tasks: [], notices: [], tick: 0, nextId: 500 };
}

/** The moment of the next event: one minute after the last. */
export const now = (state: FlowsState) =>
  new Date(FIRST_MOMENT + (state.tick += 1) * 60_000).toISOString();
const newId = (state: FlowsState) => (state.nextId += 1);
/** A user's name as the samples know it. */
export const userName = (id: number | null) => (id === null ? '' : (FLOW_USERS[id] ?? `#${id}`));

/** A published flow by id (40004 when there is none). */
export function flowOf(state: FlowsState, flowId: number): MockFlow {
  const flow = state.flows.find((each) => each.flow.flowId === flowId);
  if (!flow) throw new FlowRefusal(40004, 'The flow does not exist or was withdrawn.');
  return flow;
}

/** A node of a flow by id. */
export function nodeOf(flow: MockFlow, nodeId: string): FlowNode {
  const node = flow.graph.nodes.find((each) => each.id === nodeId);
  if (!node) throw new FlowRefusal(40004, `The flow has no node "${nodeId}".`);
  return node;
}

/** A flow's start node. */
export function startOf(flow: MockFlow): PeopleNode {
  const node = flow.graph.nodes.find((each) => each.kind === 'start');
  if (!node || !isPeopleNode(node)) throw new FlowRefusal(40004, 'The flow has no start.');
  return node;
}

/** An instance by id (40004 when there is none). */
export function instanceOf(state: FlowsState, id: number): MockInstance {
  const instance = state.instances.find((each) => each.id === id);
  if (!instance) throw new FlowRefusal(40004, 'The flow instance does not exist.');
  return instance;
}

/** The form's field names. */
export const modelsOf = (flow: MockFlow) => flow.definition.list.map((widget) => widget.model);

/** What conditions read of an instance. */
export const factsOf = (instance: MockInstance) => ({
  data: instance.data,
  initiator: { departmentIds: [], roleCodes: [] },
});

/** Adds a step to the instance's history, by `state.me` unless told. */
export function record(
  state: FlowsState,
  instance: MockInstance,
  node: FlowNode,
  action: FlowRecord['action'],
  extra: Partial<FlowRecord> = {},
): void {
  const at = now(state);
  instance.history.push({
    id: newId(state),
    nodeId: node.id,
    nodeName: node.name,
    action,
    actorId: state.me,
    actorName: userName(state.me),
    targetName: '',
    comment: '',
    attachments: [],
    at,
    ...extra,
  });
  instance.updatedAt = at;
}
/** A step nobody took: the flow's own. */
export const bySystem = { actorId: null, actorName: '' };

const NOTICE_WORDS = { TASK: '待审批', DECIDED: '流程有结果', CC: '抄送给您', URGE: '催办' };
const OUTCOME_WORDS: Partial<Record<FlowInstance['status'], string>> = {
  APPROVED: '已通过',
  REJECTED: '已驳回',
  RETURNED: '已退回，请修改后重新提交',
  WITHDRAWN: '已撤回',
};

/** Leaves a notice for a user, leading to the instance (and their task). */
export function notify(
  state: FlowsState,
  userId: number,
  kind: keyof typeof NOTICE_WORDS,
  instance: MockInstance,
  taskId?: number,
): void {
  state.notices.push({
    id: newId(state),
    userId,
    kind,
    title: `${NOTICE_WORDS[kind]}：${instance.title}`,
    body: kind === 'DECIDED' ? (OUTCOME_WORDS[instance.status] ?? '') : instance.currentNodes,
    link: `/processCenter/workflowView?id=${instance.id}${taskId ? `&taskId=${taskId}` : ''}`,
    readAt: null,
    createdAt: now(state),
  });
}

/** Gives a user a task at a node (a decision, or a copy to read), with its notice. */
export function addTask(
  state: FlowsState,
  instance: MockInstance,
  node: FlowNode,
  kind: MockTask['kind'],
  assigneeId: number,
): MockTask {
  const task: MockTask = {
    id: newId(state),
    instanceId: instance.id,
    kind,
    status: kind === 'CC' ? 'UNREAD' : 'PENDING',
    nodeId: node.id,
    nodeName: node.name,
    title: instance.title,
    flowId: instance.flowId,
    flowName: instance.flowName,
    appName: instance.appName,
    initiatorName: instance.initiatorName,
    assigneeId,
    createdAt: now(state),
    decidedAt: null,
    urgedAt: null,
  };
  state.tasks.push(task);
  notify(state, assigneeId, kind === 'CC' ? 'CC' : 'TASK', instance, task.id);
  return task;
}

function peopleOf(instance: MockInstance, nodeId: string, rule: PeopleRule): number[] {
  switch (rule.type) {
    case 'users':
      return [...rule.userIds];
    case 'role':
      return [...(FLOW_ROLES[rule.roleCode] ?? [])];
    case 'leader':
      return [1];
    case 'chosen':
      return instance.chosen[nodeId] ?? [];
    case 'field':
      return [instance.data[rule.field]].flat().filter((id) => typeof id === 'number');
  }
}

/** The instance's tasks that wait for a decision (at one node when given). */
export const pendingAt = (state: FlowsState, instance: MockInstance, nodeId?: string) =>
  state.tasks.filter(
    (task) =>
      task.instanceId === instance.id &&
      task.status === 'PENDING' &&
      (nodeId === undefined || task.nodeId === nodeId),
  );

/** Closes a task with its outcome. */
export function decide(state: FlowsState, task: MockTask, status: MockTask['status']): void {
  task.status = status;
  task.decidedAt = now(state);
}

/** Cancels the tasks still waiting (at one node when given). */
export function cancelPending(state: FlowsState, instance: MockInstance, nodeId?: string): void {
  for (const task of pendingAt(state, instance, nodeId)) decide(state, task, 'CANCELLED');
}

/** The nodes the instance waits at now, and their names for the lists. */
export function setCurrent(flow: MockFlow, instance: MockInstance, current: string[]): void {
  instance.current = current;
  instance.currentNodes = current.map((id) => nodeOf(flow, id).name).join('、');
}

/** Marks a node passed: it no longer waits there. */
export function pass(flow: MockFlow, instance: MockInstance, nodeId: string): void {
  if (!instance.passed.includes(nodeId)) instance.passed.push(nodeId);
  setCurrent(
    flow,
    instance,
    instance.current.filter((id) => id !== nodeId),
  );
}

/** Ends the instance with a status: open tasks are cancelled, the initiator hears of it. */
export function finish(
  state: FlowsState,
  instance: MockInstance,
  status: FlowInstance['status'],
): void {
  const flow = flowOf(state, instance.flowId);
  cancelPending(state, instance);
  instance.status = status;
  instance.endedAt = now(state);
  setCurrent(flow, instance, []);
  tellInitiator(state, instance);
}

/** The initiator hears of their flow's outcome (unless they brought it about themselves). */
export function tellInitiator(state: FlowsState, instance: MockInstance): void {
  if (instance.initiatorId !== null && instance.initiatorId !== state.me) {
    notify(state, instance.initiatorId, 'DECIDED', instance);
  }
}

/** Gives the approval node its tasks, or passes it when it finds nobody. */
export function waitAt(
  state: FlowsState,
  flow: MockFlow,
  instance: MockInstance,
  nodeId: string,
): void {
  const node = nodeOf(flow, nodeId);
  if (node.kind !== 'approval') return;
  let people = peopleOf(instance, node.id, node.approvers);
  if (people.length === 0 && node.whenNobody === 'admin') {
    people = [...(FLOW_ROLES.admin ?? [])];
    record(state, instance, node, 'TO_ADMIN', bySystem);
  }
  if (people.length === 0) {
    record(state, instance, node, 'SKIP', bySystem);
    pass(flow, instance, node.id);
    advance(
      state,
      flow,
      instance,
      stepFrom(flow.graph, node.id, factsOf(instance), instance.joins),
    );
    return;
  }
  setCurrent(flow, instance, [...instance.current, node.id]);
  for (const userId of people) addTask(state, instance, node, 'APPROVE', userId);
}

/** Moves an instance on by a step of the model: copies, new tasks, or its end. */
export function advance(
  state: FlowsState,
  flow: MockFlow,
  instance: MockInstance,
  step: Step,
): void {
  instance.joins = { ...step.joins };
  for (const edgeId of step.taken) {
    const target = flow.graph.edges.find((edge) => edge.id === edgeId)?.target;
    const node = target === undefined ? undefined : nodeOf(flow, target);
    if (node && !isPeopleNode(node)) pass(flow, instance, node.id);
  }
  for (const nodeId of step.copied) {
    const node = nodeOf(flow, nodeId);
    if (node.kind !== 'cc') continue;
    const people = peopleOf(instance, nodeId, node.recipients);
    for (const userId of people) addTask(state, instance, node, 'CC', userId);
    record(state, instance, node, 'CC', {
      ...bySystem,
      targetName: people.map(userName).join('、'),
    });
    pass(flow, instance, nodeId);
  }
  for (const nodeId of step.waiting) waitAt(state, flow, instance, nodeId);
  if (step.ended && instance.current.length === 0 && instance.status === 'RUNNING') {
    const end = flow.graph.nodes.find((node) => node.kind === 'end');
    if (end) record(state, instance, end, 'END', bySystem);
    finish(state, instance, 'APPROVED');
  }
}

/** Refuses values outside the form's limits (40022 under the field). */
export function checkValues(flow: MockFlow, data: Readonly<Record<string, unknown>>): void {
  for (const [model, [least, most]] of Object.entries(flow.limits ?? {})) {
    const value = Number(data[model]);
    if (data[model] === undefined || data[model] === null || !(value >= least && value <= most)) {
      throw new FlowRefusal(40022, `Must be between ${least} and ${most}`, `body.data.${model}`);
    }
  }
}

/** Refuses changes to fields the node does not let its participant edit (40022). */
export function checkEditable(node: PeopleNode, before: object, after: object | undefined): void {
  const refused = refusedChanges(node, { ...before }, { ...after });
  if (refused[0] !== undefined) {
    throw new FlowRefusal(40022, 'This field cannot be changed here', `body.data.${refused[0]}`);
  }
}

/** Starts a flow as `state.me`: checks the values and the people chosen, then the first step. */
export function startInstance(state: FlowsState, body: FlowStartBody): MockInstance {
  const flow = flowOf(state, body.flowId);
  const start = startOf(flow);
  checkEditable(start, {}, body.data);
  checkValues(flow, body.data);
  for (const node of flow.graph.nodes) {
    const chosen = body.chosen?.[node.id] ?? [];
    if (node.kind === 'approval' && node.approvers.type === 'chosen' && chosen.length === 0) {
      throw new FlowRefusal(40022, 'Choose at least one person', `body.chosen.${node.id}`);
    }
  }
  const startedAt = now(state);
  const { flowId, flowName, appId, appCode, appName, version } = flow.flow;
  const instance: MockInstance = {
    id: 9000 + state.instances.length + 1,
    ...{ appId, appCode, appName, flowId, flowName, version },
    title: `${userName(state.me)}的${flowName}`,
    initiatorId: state.me,
    initiatorName: userName(state.me),
    status: 'RUNNING',
    currentNodes: '',
    startedAt,
    endedAt: null,
    updatedAt: startedAt,
    data: { ...body.data },
    chosen: { ...body.chosen },
    history: [],
    passed: [],
    current: [],
    joins: {},
    allAt: [],
  };
  state.instances.push(instance);
  record(state, instance, start, 'START');
  pass(flow, instance, start.id);
  advance(state, flow, instance, firstStep(flow.graph, factsOf(instance)));
  return instance;
}
