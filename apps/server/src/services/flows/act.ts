import type { FlowActBody } from '@org/api-contract';
import { type ApprovalNode, refusedChanges, stepFrom, withChanges } from '@org/flow-model';
import { and, eq, inArray } from 'drizzle-orm';
import { flowInstances, flowTasks } from '../../db/schema/index';
import type { Queryable } from '../../db/types';
import { ResultCode } from '@org/api-contract';
import {
  ApiError,
  type FieldProblem,
  conflict,
  invalidField,
  notFound,
  validationFailed,
} from '../../http/api-error';
import { type MessageKey, text } from '../../i18n/text';
import { enabledUsers, namesOf } from './people';
import { passedTargets } from './view';
import {
  type InstanceRow,
  type Run,
  assign,
  cancelOpen,
  conditionFacts,
  enter,
  finish,
  lockRun,
  nodeOf,
  record,
  settle,
} from './run';

type TaskRow = typeof flowTasks.$inferSelect;

/** 40009 for a task that is no longer open, saying how it was settled. */
export function decidedAlready(task: TaskRow) {
  return conflict(
    text('flow.taskDecided', { status: { key: `flow.taskStatus.${task.status}` as MessageKey } }),
  );
}

/** 40003: only a task's assignee acts on it. */
export function notYours(): ApiError {
  return new ApiError(ResultCode.FORBIDDEN, text('flow.notAssignee'));
}

/** The instance a task belongs to (read before its row is locked). */
export async function instanceOfTask(db: Queryable, taskId: number): Promise<number> {
  const [row] = await db
    .select({ instanceId: flowTasks.instanceId })
    .from(flowTasks)
    .where(eq(flowTasks.id, taskId));
  if (!row) throw notFound(text('flow.taskNoun'), taskId);
  return row.instanceId;
}

/** The task, read again under the instance's lock: what the lock holder before us left. */
export async function lockedTask(run: Run, taskId: number): Promise<TaskRow> {
  const [task] = await run.db.select().from(flowTasks).where(eq(flowTasks.id, taskId));
  if (!task) throw notFound(text('flow.taskNoun'), taskId);
  return task;
}

/** Changes to the form a participant sent: only fields the node lets them edit. */
function applyChanges(run: Run, node: ApprovalNode, data: FlowActBody['data']): boolean {
  if (!data || Object.keys(data).length === 0) return false;
  const refused = refusedChanges(node, run.data, data);
  if (refused.length > 0) {
    const problems: FieldProblem[] = refused.map((field) => ({
      field: `body.data.${field}`,
      message: text('flow.fieldNotEditable', { field }),
    }));
    throw validationFailed(problems);
  }
  run.data = withChanges(node, run.data, data);
  return true;
}

/**
 * An assignee acts on an open task, under the instance's lock: approve (the node is done when
 * one approver decides, or all of them for a countersign), reject (the flow ends rejected),
 * return (to a passed node of the branch, or to the initiator), transfer, or add an approver.
 * A task that is not the caller's, or no longer open, is refused and nothing changes.
 */
export async function actOnTask(
  db: Queryable,
  userId: number,
  body: FlowActBody,
  now: Date,
): Promise<InstanceRow> {
  const run = await lockRun(db, await instanceOfTask(db, body.taskId), now);
  const task = await lockedTask(run, body.taskId);
  if (task.kind !== 'APPROVE') throw conflict(text('flow.notCopy'));
  if (task.assigneeId !== userId) throw notYours();
  if (task.status !== 'PENDING') throw decidedAlready(task);
  if (run.status !== 'RUNNING') {
    throw conflict(
      text('flow.instanceEnded', { status: { key: `flow.status.${run.status}` as MessageKey } }),
    );
  }
  const node = nodeOf(run, task.nodeId);
  if (node.kind !== 'approval') throw notFound(text('flow.taskNoun'), task.id);
  const changed = applyChanges(run, node, body.data);
  const said = { comment: body.comment ?? '', attachments: body.attachments ?? [] };
  const decide = (status: string) =>
    db
      .update(flowTasks)
      .set({ status, decidedAt: now, ...said })
      .where(eq(flowTasks.id, task.id));
  const decided = async () => {
    if (run.instance.firstDecisionAt === null) {
      await db
        .update(flowInstances)
        .set({ firstDecisionAt: now })
        .where(eq(flowInstances.id, run.instance.id));
    }
  };

  switch (body.action) {
    case 'approve': {
      await decide('APPROVED');
      await decided();
      await record(run, node.id, 'APPROVE', userId, said);
      const open = await db
        .select({ id: flowTasks.id })
        .from(flowTasks)
        .where(
          and(
            eq(flowTasks.instanceId, run.instance.id),
            eq(flowTasks.nodeId, node.id),
            eq(flowTasks.status, 'PENDING'),
          ),
        );
      if (node.mode === 'any' || open.length === 0) {
        await cancelOpen(run, node.id);
        await enter(run, stepFrom(run.graph, node.id, conditionFacts(run), run.joins), userId);
      }
      break;
    }
    case 'reject':
      await decide('REJECTED');
      await decided();
      await record(run, node.id, 'REJECT', userId, said);
      await finish(run, 'REJECTED');
      break;
    case 'return':
      await returnTask(run, task, node, body.returnTo, userId, said, decide);
      await decided();
      break;
    case 'transfer':
    case 'addApprover': {
      const other = await otherUser(run, task, body.userId);
      const names = await namesOf(db, [other]);
      if (body.action === 'transfer') await decide('TRANSFERRED');
      await assign(
        run,
        node,
        [other],
        'APPROVE',
        body.action === 'addApprover' ? userId : null,
        task.round,
      );
      await record(run, node.id, body.action === 'transfer' ? 'TRANSFER' : 'ADD_APPROVER', userId, {
        ...said,
        targetName: names.get(other) ?? '',
      });
      break;
    }
  }
  return settle(run, changed);
}

/** The user a task is transferred to or shared with: enabled, and not already at the node. */
async function otherUser(run: Run, task: TaskRow, userId: number | undefined): Promise<number> {
  if (userId === undefined) throw invalidField('body.userId', text('flow.userNeeded'));
  const [enabled] = await enabledUsers(run.db, [userId]);
  if (enabled === undefined)
    throw invalidField('body.userId', text('flow.userUnknown', { id: userId }));
  const open = await run.db
    .select({ id: flowTasks.id })
    .from(flowTasks)
    .where(
      and(
        eq(flowTasks.instanceId, run.instance.id),
        eq(flowTasks.nodeId, task.nodeId),
        eq(flowTasks.assigneeId, userId),
        inArray(flowTasks.status, ['PENDING']),
      ),
    );
  if (open.length > 0) {
    const names = await namesOf(run.db, [userId]);
    throw invalidField(
      'body.userId',
      text('flow.alreadyOnNode', {
        name: names.get(userId) ?? String(userId),
        node: task.nodeName,
      }),
    );
  }
  return enabled;
}

async function returnTask(
  run: Run,
  task: TaskRow,
  node: ApprovalNode,
  returnTo: string | undefined,
  userId: number,
  said: { comment: string; attachments: FlowActBody['attachments'] & object },
  decide: (status: string) => Promise<unknown>,
): Promise<void> {
  if (returnTo === undefined) throw invalidField('body.returnTo', text('flow.returnTargetNeeded'));
  const start = run.graph.nodes.find((n) => n.kind === 'start');
  if (returnTo === 'start' || returnTo === start?.id) {
    await decide('RETURNED');
    await record(run, node.id, 'RETURN', userId, { ...said, targetName: start?.name ?? '' });
    await cancelOpen(run);
    run.status = 'RETURNED';
    run.joins = {};
    return;
  }
  const targets = await passedTargets(run.db, run.instance.id, run.graph, node.id);
  const target = run.nodes.get(returnTo);
  if (!target || target.kind !== 'approval' || !targets.includes(returnTo)) {
    throw invalidField(
      'body.returnTo',
      text('flow.cannotReturnTo', { node: target?.name ?? returnTo }),
    );
  }
  await decide('RETURNED');
  await record(run, node.id, 'RETURN', userId, { ...said, targetName: target.name });
  await cancelOpen(run, node.id);
  await enter(
    run,
    { waiting: [target.id], copied: [], taken: [], joins: run.joins, ended: false },
    userId,
  );
}
