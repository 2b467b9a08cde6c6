import type { FlowRecordAction } from '@org/api-contract';
import {
  type ConditionFacts,
  type FlowGraph,
  type FlowNode,
  type Step,
  stepFrom,
} from '@org/flow-model';
import { and, eq, sql } from 'drizzle-orm';
import {
  type StoredAttachment,
  flowInstances,
  flowRecords,
  flowTasks,
  flowVersions,
  formSubmissions,
} from '../../db/schema/index';
import type { Queryable } from '../../db/types';
import { conflict, notFound } from '../../http/api-error';
import { text } from '../../i18n/text';
import { notify } from './notices';
import { type PeopleFacts, administrators, initiatorFacts, namesOf, peopleOf } from './people';

export type InstanceRow = typeof flowInstances.$inferSelect;

/** An instance being advanced inside one transaction, its row locked. */
export interface Run {
  readonly db: Queryable;
  readonly now: Date;
  readonly instance: InstanceRow;
  readonly graph: FlowGraph;
  readonly nodes: ReadonlyMap<string, FlowNode>;
  /** The form's values (the instance's submission), as changed so far. */
  data: Record<string, unknown>;
  readonly initiator: { departmentIds: number[]; roleCodes: string[] };
  /** Arrivals at joins that wait for other branches. */
  joins: Record<string, number>;
  status: InstanceRow['status'];
  ended: boolean;
}

/** The page an instance's notices lead to. */
export function instanceLink(instanceId: number, taskId?: number): string {
  const task = taskId === undefined ? '' : `&taskId=${taskId}`;
  return `/processCenter/workflowView?id=${instanceId}${task}`;
}

/**
 * Locks an instance's row (`for update`: a second action on it waits for this one's
 * transaction, then sees what it did) and loads what advancing it needs.
 */
export async function lockRun(db: Queryable, instanceId: number, now: Date): Promise<Run> {
  const [instance] = await db
    .select()
    .from(flowInstances)
    .where(eq(flowInstances.id, instanceId))
    .for('update');
  if (!instance) throw notFound(text('flow.instanceNoun'), instanceId);
  const [version] = await db
    .select({ graph: flowVersions.graph })
    .from(flowVersions)
    .where(eq(flowVersions.id, instance.versionId));
  const [submission] = await db
    .select({ data: formSubmissions.data })
    .from(formSubmissions)
    .where(eq(formSubmissions.id, instance.submissionId));
  if (!version || !submission) throw notFound(text('flow.instanceNoun'), instanceId);
  const facts =
    instance.initiatorId === null
      ? { departmentIds: [], roleCodes: [] }
      : await initiatorFacts(db, instance.initiatorId);
  return {
    db,
    now,
    instance,
    graph: version.graph,
    nodes: new Map(version.graph.nodes.map((node) => [node.id, node])),
    data: { ...submission.data },
    initiator: { departmentIds: facts.departmentIds, roleCodes: facts.roleCodes },
    joins: { ...instance.joins },
    status: instance.status,
    ended: false,
  };
}

export function conditionFacts(run: Run): ConditionFacts {
  return { data: run.data, initiator: run.initiator };
}

function peopleFacts(run: Run): PeopleFacts {
  return {
    initiatorOrgId: run.instance.initiatorOrgId,
    chosen: run.instance.chosen,
    data: run.data,
  };
}

/** A node of the run's graph; a missing one means the stored version is broken. */
export function nodeOf(run: Run, nodeId: string): FlowNode {
  const node = run.nodes.get(nodeId);
  if (!node) throw notFound(text('flow.versionNoun'), nodeId);
  return node;
}

/** Writes a step of the history. */
export async function record(
  run: Run,
  nodeId: string,
  action: FlowRecordAction,
  actorId: number | null,
  extra: { targetName?: string; comment?: string; attachments?: StoredAttachment[] } = {},
): Promise<void> {
  await run.db.insert(flowRecords).values({
    instanceId: run.instance.id,
    nodeId,
    nodeName: run.nodes.get(nodeId)?.name ?? nodeId,
    action,
    actorId,
    targetName: extra.targetName ?? '',
    comment: extra.comment ?? '',
    attachments: extra.attachments ?? [],
    data: run.data,
    at: run.now,
  });
}

/** Gives a node tasks for people: their next round at the node, each with a notice. */
export async function assign(
  run: Run,
  node: FlowNode,
  people: readonly number[],
  kind: 'APPROVE' | 'CC',
  addedBy: number | null = null,
  round?: number,
): Promise<void> {
  if (people.length === 0) return;
  const visit = round ?? (await nextRound(run, node.id));
  const rows = await run.db
    .insert(flowTasks)
    .values(
      people.map((assigneeId) => ({
        instanceId: run.instance.id,
        nodeId: node.id,
        nodeName: node.name,
        kind,
        assigneeId,
        status: kind === 'CC' ? 'UNREAD' : 'PENDING',
        round: visit,
        addedBy,
        createdAt: run.now,
      })),
    )
    .returning({ id: flowTasks.id, assigneeId: flowTasks.assigneeId });
  for (const row of rows) {
    await notify(
      run.db,
      [row.assigneeId],
      kind === 'CC' ? 'CC' : 'TASK',
      { title: run.instance.title, node: node.name },
      instanceLink(run.instance.id, row.id),
      run.now,
    );
  }
}

async function nextRound(run: Run, nodeId: string): Promise<number> {
  const [row] = await run.db
    .select({ round: sql<number>`coalesce(max(${flowTasks.round}), 0)` })
    .from(flowTasks)
    .where(and(eq(flowTasks.instanceId, run.instance.id), eq(flowTasks.nodeId, nodeId)));
  return Number(row?.round ?? 0) + 1;
}

/**
 * Goes on from where a step left the flow: copies for the CC nodes passed, tasks for the
 * approval nodes reached (a node that finds nobody is skipped or given to the administrators
 * as it says, then the flow goes on past it), and the end.
 */
export async function enter(run: Run, step: Step, actorId: number | null): Promise<void> {
  run.joins = { ...step.joins };
  for (const nodeId of step.copied) {
    const node = nodeOf(run, nodeId);
    if (node.kind !== 'cc') continue;
    const people = await peopleOf(run.db, node.id, node.recipients, peopleFacts(run));
    const names = await namesOf(run.db, people);
    await record(run, node.id, 'CC', actorId, { targetName: [...names.values()].join('、') });
    await assign(run, node, people, 'CC');
  }
  for (const nodeId of step.waiting) {
    const node = nodeOf(run, nodeId);
    if (node.kind !== 'approval') continue;
    let people = await peopleOf(run.db, node.id, node.approvers, peopleFacts(run));
    if (people.length === 0 && node.whenNobody === 'skip') {
      await record(run, node.id, 'SKIP', null);
      await enter(run, stepFrom(run.graph, node.id, conditionFacts(run), run.joins), null);
      continue;
    }
    if (people.length === 0) {
      people = await administrators(run.db);
      if (people.length === 0) throw conflict(text('flow.nobodyFor', { node: node.name }));
      await record(run, node.id, 'TO_ADMIN', null);
    }
    await assign(run, node, people, 'APPROVE');
  }
  if (step.ended) {
    const endId = step.taken
      .map((id) => run.graph.edges.find((edge) => edge.id === id)?.target)
      .find((target) => target !== undefined && run.nodes.get(target)?.kind === 'end');
    await record(run, endId ?? 'end', 'END', null);
    await finish(run, 'APPROVED');
  }
}

/** Ends the run: its open tasks cancelled, the initiator told how it ended. */
export async function finish(run: Run, status: 'APPROVED' | 'REJECTED' | 'WITHDRAWN') {
  await cancelOpen(run);
  run.status = status;
  run.ended = true;
  if (run.instance.initiatorId !== null && status !== 'WITHDRAWN') {
    await notify(
      run.db,
      [run.instance.initiatorId],
      'DECIDED',
      { title: run.instance.title, status },
      instanceLink(run.instance.id),
      run.now,
    );
  }
}

/** Cancels open decisions: of one node (its current round), or of the whole instance. */
export async function cancelOpen(run: Run, nodeId?: string): Promise<void> {
  await run.db
    .update(flowTasks)
    .set({ status: 'CANCELLED', decidedAt: run.now })
    .where(
      and(
        eq(flowTasks.instanceId, run.instance.id),
        eq(flowTasks.status, 'PENDING'),
        nodeId === undefined ? undefined : eq(flowTasks.nodeId, nodeId),
      ),
    );
}

/** The open decisions of the instance. */
export function openTasks(run: Run) {
  return run.db
    .select()
    .from(flowTasks)
    .where(and(eq(flowTasks.instanceId, run.instance.id), eq(flowTasks.status, 'PENDING')))
    .orderBy(flowTasks.id);
}

/** Writes what changed: the values, status, joins and where the instance waits now. */
export async function settle(run: Run, changedData = false): Promise<InstanceRow> {
  if (changedData) {
    await run.db
      .update(formSubmissions)
      .set({ data: run.data, updatedAt: run.now })
      .where(eq(formSubmissions.id, run.instance.submissionId));
  }
  const open = await openTasks(run);
  const waiting = [...new Set(open.map((task) => task.nodeId))];
  const start = run.graph.nodes.find((node) => node.kind === 'start');
  const current =
    run.status === 'RETURNED' && start
      ? start.name
      : waiting.map((id) => run.nodes.get(id)?.name ?? id).join('、');
  const [row] = await run.db
    .update(flowInstances)
    .set({
      status: run.status,
      joins: run.joins,
      currentNodes: current.slice(0, 500),
      updatedAt: run.now,
      endedAt: run.ended ? run.now : null,
    })
    .where(eq(flowInstances.id, run.instance.id))
    .returning();
  if (!row) throw notFound(text('flow.instanceNoun'), run.instance.id);
  return row;
}
