import {
  type FlowInstanceQuery,
  type FlowInstanceView,
  type FlowRecordAction,
  ResultCode,
} from '@org/api-contract';
import {
  type FieldAccess,
  type FlowGraph,
  type PeopleNode,
  accessOf,
  flowFieldsOf,
  isPeopleNode,
  returnTargets,
  visibleValues,
} from '@org/flow-model';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  flowInstances,
  flowRecords,
  flowTasks,
  flowVersions,
  formSubmissions,
  users,
} from '../../db/schema/index';
import type { Queryable } from '../../db/types';
import { ApiError, notFound } from '../../http/api-error';
import { text } from '../../i18n/text';
import { formVersionOf } from './flow-rows';
import { instanceById, taskById } from './lists';
import { startNodeOf } from './start';

type TaskRow = typeof flowTasks.$inferSelect;
const PASSING: readonly FlowRecordAction[] = [
  'START',
  'APPROVE',
  'CC',
  'SKIP',
  'TO_ADMIN',
  'END',
  'RESUBMIT',
];

/** The caller's task on an instance: the one asked for, else an open one, else a copy. */
async function callersTask(
  db: Queryable,
  instanceId: number,
  userId: number,
  taskId: number | undefined,
): Promise<TaskRow | undefined> {
  const mine = and(eq(flowTasks.instanceId, instanceId), eq(flowTasks.assigneeId, userId));
  if (taskId !== undefined) {
    const [task] = await db
      .select()
      .from(flowTasks)
      .where(and(mine, eq(flowTasks.id, taskId)));
    if (task) return task;
  }
  const [task] = await db
    .select()
    .from(flowTasks)
    .where(mine)
    .orderBy(sql`case ${flowTasks.status} when 'PENDING' then 0 else 1 end`, desc(flowTasks.id))
    .limit(1);
  return task;
}

/** The approval nodes the instance passed that a task at `nodeId` may go back to. */
export async function passedTargets(
  db: Queryable,
  instanceId: number,
  graph: FlowGraph,
  nodeId: string,
): Promise<string[]> {
  const passed = await db
    .selectDistinct({ nodeId: flowRecords.nodeId })
    .from(flowRecords)
    .where(and(eq(flowRecords.instanceId, instanceId), eq(flowRecords.action, 'APPROVE')));
  const done = new Set(passed.map((row) => row.nodeId));
  return returnTargets(graph, nodeId).filter((id) => done.has(id));
}

/**
 * An instance as the caller may see it: through their task's node (an approver's or a copy's),
 * as its initiator (the start node), or as a flow manager (the start node, read-only). Fields
 * hidden at that node are not sent; fields are editable only where the caller may act now.
 */
export async function viewInstance(
  db: Queryable,
  userId: number,
  query: FlowInstanceQuery,
  canManage: boolean,
): Promise<FlowInstanceView> {
  const [row] = await db
    .select({
      instance: flowInstances,
      graph: flowVersions.graph,
      formId: flowVersions.formId,
      formVersion: flowVersions.formVersion,
      data: formSubmissions.data,
    })
    .from(flowInstances)
    .innerJoin(flowVersions, eq(flowVersions.id, flowInstances.versionId))
    .innerJoin(formSubmissions, eq(formSubmissions.id, flowInstances.submissionId))
    .where(eq(flowInstances.id, query.id));
  if (!row) throw notFound(text('flow.instanceNoun'), query.id);
  const { instance, graph } = row;
  const task = await callersTask(db, instance.id, userId, query.taskId);
  const isInitiator = instance.initiatorId === userId;
  if (!task && !isInitiator && !canManage) {
    throw new ApiError(ResultCode.FORBIDDEN, text('flow.cannotSee'));
  }
  const start = startNodeOf(graph);
  const taskNode = task ? graph.nodes.find((node) => node.id === task.nodeId) : undefined;
  const node: PeopleNode = taskNode && isPeopleNode(taskNode) ? taskNode : start;
  const running = instance.status === 'RUNNING';
  const acting = task?.kind === 'APPROVE' && task.status === 'PENDING' && running;
  const resubmitting = !acting && isInitiator && instance.status === 'RETURNED';
  if (task?.kind === 'CC' && task.status === 'UNREAD') {
    await db.update(flowTasks).set({ status: 'READ' }).where(eq(flowTasks.id, task.id));
  }

  const definition = await formVersionOf(db, row.formId, row.formVersion);
  const shownNode = resubmitting ? start : node;
  const models = flowFieldsOf(definition).map((field) => field.model);
  const access: Record<string, FieldAccess> = Object.fromEntries(
    Object.entries(accessOf(shownNode, models)).map(([model, given]) => [
      model,
      given === 'edit' && !acting && !resubmitting ? 'read' : given,
    ]),
  );
  const actions: FlowInstanceView['actions'] = [];
  if (acting) actions.push('approve', 'reject', 'return', 'transfer', 'addApprover');
  if (isInitiator) {
    if (instance.status === 'RETURNED') actions.push('resubmit', 'withdraw');
    if (running && instance.firstDecisionAt === null) actions.push('withdraw');
    if (running) actions.push('urge');
  }
  const targets =
    acting && taskNode ? await passedTargets(db, instance.id, graph, taskNode.id) : [];
  const [summary, shownTask, history, open] = await Promise.all([
    instanceById(db, instance.id),
    task ? taskById(db, task.id) : undefined,
    historyOf(db, instance.id),
    db
      .selectDistinct({ nodeId: flowTasks.nodeId })
      .from(flowTasks)
      .where(and(eq(flowTasks.instanceId, instance.id), eq(flowTasks.status, 'PENDING'))),
  ]);
  if (!summary) throw notFound(text('flow.instanceNoun'), instance.id);
  const passed = [
    ...new Set(history.filter((step) => PASSING.includes(step.action)).map((step) => step.nodeId)),
  ];
  return {
    instance: summary,
    task: shownTask ?? null,
    definition,
    data: visibleValues(shownNode, row.data),
    access,
    actions,
    returnTargets: acting
      ? [
          { nodeId: start.id, nodeName: start.name },
          ...targets.map((id) => ({
            nodeId: id,
            nodeName: graph.nodes.find((n) => n.id === id)?.name ?? id,
          })),
        ]
      : [],
    graph,
    passed,
    current: instance.status === 'RETURNED' ? [start.id] : open.map((item) => item.nodeId),
    history,
  };
}

/** The instance's steps, oldest first, with the actors' names. */
async function historyOf(db: Queryable, instanceId: number) {
  const rows = await db
    .select({
      step: flowRecords,
      actorName: sql<string>`coalesce(nullif(${users.username}, ''), ${users.account}, '')`,
    })
    .from(flowRecords)
    .leftJoin(users, eq(users.id, flowRecords.actorId))
    .where(eq(flowRecords.instanceId, instanceId))
    .orderBy(asc(flowRecords.id));
  return rows.map(({ step, actorName }) => ({
    id: step.id,
    nodeId: step.nodeId,
    nodeName: step.nodeName,
    action: step.action as FlowRecordAction,
    actorId: step.actorId,
    actorName,
    targetName: step.targetName,
    comment: step.comment,
    attachments: step.attachments,
    at: step.at.toISOString(),
  }));
}
