import { firstStep, isPeopleNode, returnTargets, stepFrom, withChanges } from '@org/flow-model';
import type { FlowActBody, FlowInstanceActBody } from '../api/flows-api';
import {
  type FlowsState,
  FlowRefusal,
  type MockInstance,
  addTask,
  advance,
  cancelPending,
  checkEditable,
  checkValues,
  decide,
  factsOf,
  finish,
  flowOf,
  instanceOf,
  nodeOf,
  notify,
  now,
  pass,
  pendingAt,
  record,
  setCurrent,
  startOf,
  tellInitiator,
  userName,
  waitAt,
} from './flows-engine';
import type { MockFlow } from './flows-samples';

/** The nodes a pending task at `nodeId` may go back to: the initiator, then passed approvals. */
export function returnTargetsOf(flow: MockFlow, instance: MockInstance, nodeId: string) {
  const start = startOf(flow);
  const before = returnTargets(flow.graph, nodeId).filter((id) => instance.passed.includes(id));
  return [start.id, ...before].map((id) => ({ nodeId: id, nodeName: nodeOf(flow, id).name }));
}

/** An assignee's decision on a task: 40009 once it is decided, 40022 for a refused field. */
export function actOnTask(state: FlowsState, body: FlowActBody): MockInstance {
  const task = state.tasks.find((each) => each.id === body.taskId);
  if (!task) throw new FlowRefusal(40004, 'The task does not exist.');
  if (task.assigneeId !== state.me) throw new FlowRefusal(40003, 'This task is not yours.');
  const instance = instanceOf(state, task.instanceId);
  if (task.status !== 'PENDING' || instance.status !== 'RUNNING') {
    throw new FlowRefusal(40009, 'This task has already been decided; nothing was changed.');
  }
  const flow = flowOf(state, instance.flowId);
  const node = nodeOf(flow, task.nodeId);
  if (!isPeopleNode(node)) throw new FlowRefusal(40004, 'The task has no step.');
  checkEditable(node, instance.data, body.data);
  instance.data = withChanges(node, instance.data, { ...body.data });
  const said = { comment: body.comment ?? '', attachments: body.attachments ?? [] };
  const person = () => {
    if (body.userId === undefined || body.userId === state.me) {
      throw new FlowRefusal(40022, 'Choose another person', 'body.userId');
    }
    return body.userId;
  };
  switch (body.action) {
    case 'approve': {
      decide(state, task, 'APPROVED');
      record(state, instance, node, 'APPROVE', said);
      const everyone = node.kind === 'approval' && node.mode === 'all';
      if (!everyone && !instance.allAt.includes(node.id)) cancelPending(state, instance, node.id);
      if (pendingAt(state, instance, node.id).length > 0) break;
      pass(flow, instance, node.id);
      advance(
        state,
        flow,
        instance,
        stepFrom(flow.graph, node.id, factsOf(instance), instance.joins),
      );
      break;
    }
    case 'reject':
      decide(state, task, 'REJECTED');
      record(state, instance, node, 'REJECT', said);
      finish(state, instance, 'REJECTED');
      break;
    case 'return': {
      const to = body.returnTo ?? startOf(flow).id;
      const target = returnTargetsOf(flow, instance, node.id).find((each) => each.nodeId === to);
      if (!target)
        throw new FlowRefusal(40022, 'Not a step this task may go back to', 'body.returnTo');
      decide(state, task, 'RETURNED');
      cancelPending(state, instance);
      const back = nodeOf(flow, to);
      const initiator = back.kind === 'start';
      record(state, instance, node, 'RETURN', {
        ...said,
        targetName: initiator ? instance.initiatorName : back.name,
      });
      setCurrent(flow, instance, initiator ? [back.id] : []);
      if (initiator) {
        instance.status = 'RETURNED';
        tellInitiator(state, instance);
      } else {
        waitAt(state, flow, instance, back.id);
      }
      break;
    }
    case 'transfer': {
      const userId = person();
      decide(state, task, 'TRANSFERRED');
      addTask(state, instance, node, 'APPROVE', userId);
      record(state, instance, node, 'TRANSFER', { ...said, targetName: userName(userId) });
      break;
    }
    case 'addApprover': {
      const userId = person();
      if (pendingAt(state, instance, node.id).some((each) => each.assigneeId === userId)) {
        throw new FlowRefusal(40022, 'Already an approver of this step', 'body.userId');
      }
      addTask(state, instance, node, 'APPROVE', userId);
      if (!instance.allAt.includes(node.id)) instance.allAt.push(node.id);
      record(state, instance, node, 'ADD_APPROVER', { ...said, targetName: userName(userId) });
      break;
    }
  }
  return instance;
}

/** The initiator's withdrawal, urge or resubmission of their flow. */
export function actOnInstance(
  state: FlowsState,
  action: 'withdraw' | 'urge' | 'resubmit',
  body: FlowInstanceActBody,
): MockInstance {
  const instance = instanceOf(state, body.id);
  if (instance.initiatorId !== state.me) throw new FlowRefusal(40003, 'Not your flow.');
  const flow = flowOf(state, instance.flowId);
  const start = startOf(flow);
  const said = { comment: body.comment ?? '' };
  const decided = instance.history.some((step) => step.action === 'APPROVE');
  const open = instance.status === 'RUNNING' || instance.status === 'RETURNED';
  if (action === 'withdraw') {
    if (!open || (instance.status === 'RUNNING' && decided)) {
      throw new FlowRefusal(40009, 'Someone has decided on it already; it cannot be withdrawn.');
    }
    record(state, instance, start, 'WITHDRAW', said);
    finish(state, instance, 'WITHDRAWN');
  } else if (action === 'urge') {
    if (instance.status !== 'RUNNING') throw new FlowRefusal(40009, 'The flow waits for nobody.');
    const pending = pendingAt(state, instance);
    for (const task of pending) {
      task.urgedAt = now(state);
      notify(state, task.assigneeId, 'URGE', instance, task.id);
    }
    const names = pending.map((task) => userName(task.assigneeId)).join('、');
    record(state, instance, start, 'URGE', { ...said, targetName: names });
  } else {
    if (instance.status !== 'RETURNED') throw new FlowRefusal(40009, 'The flow is not returned.');
    checkEditable(start, instance.data, body.data);
    const data = withChanges(start, instance.data, { ...body.data });
    checkValues(flow, data);
    instance.data = data;
    instance.status = 'RUNNING';
    record(state, instance, start, 'RESUBMIT', said);
    setCurrent(flow, instance, []);
    advance(state, flow, instance, firstStep(flow.graph, factsOf(instance)));
  }
  return instance;
}

/** Runs `change` as another user (the samples' history is made by several people). */
export function actingAs<T>(state: FlowsState, userId: number, change: () => T): T {
  const me = state.me;
  state.me = userId;
  try {
    return change();
  } finally {
    state.me = me;
  }
}
