import { type FlowInstanceActBody, type FlowReassignBody, ResultCode } from '@org/api-contract';
import { firstStep } from '@org/flow-model';
import { eq } from 'drizzle-orm';
import { flowTasks, flowVersions } from '../../db/schema/index';
import type { Queryable } from '../../db/types';
import { ApiError, conflict, invalidField } from '../../http/api-error';
import { type MessageKey, text } from '../../i18n/text';
import { decidedAlready, instanceOfTask, lockedTask } from './act';
import { formVersionOf } from './flow-rows';
import { notify } from './notices';
import { enabledUsers, namesOf } from './people';
import {
  type InstanceRow,
  type Run,
  assign,
  conditionFacts,
  enter,
  finish,
  instanceLink,
  lockRun,
  nodeOf,
  openTasks,
  record,
  settle,
} from './run';
import { startNodeOf, startValues } from './start';

function onlyInitiator(run: Run, userId: number): void {
  if (run.instance.initiatorId !== userId) {
    throw new ApiError(ResultCode.FORBIDDEN, text('flow.notInitiator'));
  }
}

function mustBe(run: Run, status: 'RUNNING' | 'RETURNED'): void {
  if (run.status !== status) {
    throw conflict(
      text('flow.instanceEnded', { status: { key: `flow.status.${run.status}` as MessageKey } }),
    );
  }
}

/** The initiator takes the flow back, until an approver has decided on it. */
export async function withdrawInstance(
  db: Queryable,
  userId: number,
  body: FlowInstanceActBody,
  now: Date,
): Promise<InstanceRow> {
  const run = await lockRun(db, body.id, now);
  onlyInitiator(run, userId);
  if (run.status !== 'RETURNED') {
    mustBe(run, 'RUNNING');
    if (run.instance.firstDecisionAt !== null) throw conflict(text('flow.alreadyDecided'));
  }
  const start = startNodeOf(run.graph);
  await record(run, start.id, 'WITHDRAW', userId, { comment: body.comment ?? '' });
  await finish(run, 'WITHDRAWN');
  return settle(run);
}

/** The initiator reminds the people of the open tasks (a notice each). */
export async function urgeInstance(
  db: Queryable,
  userId: number,
  body: FlowInstanceActBody,
  now: Date,
): Promise<InstanceRow> {
  const run = await lockRun(db, body.id, now);
  onlyInitiator(run, userId);
  mustBe(run, 'RUNNING');
  const open = await openTasks(run);
  const names = await namesOf(db, [userId]);
  for (const task of open) {
    await db.update(flowTasks).set({ urgedAt: now }).where(eq(flowTasks.id, task.id));
    await notify(
      db,
      [task.assigneeId],
      'URGE',
      { title: run.instance.title, node: task.nodeName, actor: names.get(userId) ?? '' },
      instanceLink(run.instance.id, task.id),
      now,
    );
  }
  const start = startNodeOf(run.graph);
  await record(run, start.id, 'URGE', userId, { comment: body.comment ?? '' });
  return settle(run);
}

/** The initiator sends a returned flow again, with the start form changed; it starts over. */
export async function resubmitInstance(
  db: Queryable,
  userId: number,
  body: FlowInstanceActBody,
  now: Date,
): Promise<InstanceRow> {
  const run = await lockRun(db, body.id, now);
  onlyInitiator(run, userId);
  mustBe(run, 'RETURNED');
  const start = startNodeOf(run.graph);
  const [version] = await db
    .select({ formId: flowVersions.formId, formVersion: flowVersions.formVersion })
    .from(flowVersions)
    .where(eq(flowVersions.id, run.instance.versionId));
  if (!version) throw conflict(text('flow.instanceEnded', { status: run.status }));
  const definition = await formVersionOf(db, version.formId, version.formVersion);
  const changes = await startValues(definition, start, { ...run.data, ...body.data });
  run.data = { ...run.data, ...changes };
  run.status = 'RUNNING';
  run.joins = {};
  await record(run, start.id, 'RESUBMIT', userId, { comment: body.comment ?? '' });
  await enter(run, firstStep(run.graph, conditionFacts(run)), userId);
  return settle(run, true);
}

/** A flow manager gives an open task to another user (a stuck task, someone away). */
export async function reassignTask(
  db: Queryable,
  actorId: number,
  body: FlowReassignBody,
  now: Date,
): Promise<InstanceRow> {
  const run = await lockRun(db, await instanceOfTask(db, body.taskId), now);
  const task = await lockedTask(run, body.taskId);
  if (task.status !== 'PENDING' || task.kind !== 'APPROVE') throw decidedAlready(task);
  const [user] = await enabledUsers(db, [body.userId]);
  if (user === undefined) {
    throw invalidField('body.userId', text('flow.userUnknown', { id: body.userId }));
  }
  await db
    .update(flowTasks)
    .set({ status: 'TRANSFERRED', decidedAt: now, comment: body.comment ?? '' })
    .where(eq(flowTasks.id, task.id));
  const node = nodeOf(run, task.nodeId);
  await assign(run, node, [user], 'APPROVE', null, task.round);
  const names = await namesOf(db, [user]);
  await record(run, node.id, 'REASSIGN', actorId, {
    comment: body.comment ?? '',
    targetName: names.get(user) ?? '',
  });
  return settle(run);
}
