import type {
  FlowInstance,
  FlowInstancePageQuery,
  FlowInstanceStatus,
  FlowTask,
  FlowTaskKind,
  FlowTaskPageQuery,
  FlowTaskStatus,
  Page,
} from '@org/api-contract';
import { type SQL, and, count, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  appArtefacts,
  applications,
  flowInstances,
  flowTasks,
  flowVersions,
  users,
} from '../../db/schema/index';
import type { Queryable } from '../../db/types';
import { paginate } from '../../lib/paging';
import { contains } from '../../lib/search';
import { orderBy } from '../../lib/sort';
import type { InstanceRow } from './run';

const initiators = alias(users, 'initiator');
const initiatorName = sql<string>`coalesce(nullif(${initiators.username}, ''), ${initiators.account}, '')`;

/** The columns an instance is listed with. */
const INSTANCE_COLUMNS = {
  instance: flowInstances,
  flowName: appArtefacts.artefactName,
  appCode: applications.appCode,
  appName: applications.appName,
  version: flowVersions.version,
  initiatorName,
};

type InstanceListRow = {
  instance: InstanceRow;
  flowName: string;
  appCode: string;
  appName: string;
  version: number;
  initiatorName: string;
};

function instancesFrom(db: Queryable) {
  return db
    .select(INSTANCE_COLUMNS)
    .from(flowInstances)
    .innerJoin(appArtefacts, eq(appArtefacts.id, flowInstances.flowId))
    .innerJoin(applications, eq(applications.id, flowInstances.appId))
    .innerJoin(flowVersions, eq(flowVersions.id, flowInstances.versionId))
    .leftJoin(initiators, eq(initiators.id, flowInstances.initiatorId));
}

export function toInstance(row: InstanceListRow): FlowInstance {
  const i = row.instance;
  return {
    id: i.id,
    appId: i.appId,
    appCode: row.appCode,
    appName: row.appName,
    flowId: i.flowId,
    flowName: row.flowName,
    version: row.version,
    title: i.title,
    initiatorId: i.initiatorId,
    initiatorName: row.initiatorName,
    status: i.status as FlowInstanceStatus,
    currentNodes: i.currentNodes,
    startedAt: i.startedAt.toISOString(),
    endedAt: i.endedAt?.toISOString() ?? null,
    updatedAt: i.updatedAt.toISOString(),
  };
}

/** One instance as lists show it. */
export async function instanceById(db: Queryable, id: number): Promise<FlowInstance | undefined> {
  const [row] = await instancesFrom(db).where(eq(flowInstances.id, id));
  return row ? toInstance(row) : undefined;
}

function filtersOf(
  q: FlowTaskPageQuery | FlowInstancePageQuery,
  at: typeof flowTasks.createdAt | typeof flowInstances.startedAt,
): (SQL | undefined)[] {
  return [
    contains(flowInstances.title, q.keyword),
    q.flowId === undefined ? undefined : eq(flowInstances.flowId, q.flowId),
    q.status === undefined ? undefined : eq(flowInstances.status, q.status),
    q.from === undefined ? undefined : gte(at, new Date(q.from)),
    q.to === undefined ? undefined : lt(at, new Date(q.to)),
  ];
}

/** A page of instances: the caller's (`initiatorId`), or of an application, or all. */
export function instancePage(
  db: Queryable,
  q: FlowInstancePageQuery,
  scope: { initiatorId?: number },
): Promise<Page<FlowInstance>> {
  const where = and(
    scope.initiatorId === undefined ? undefined : eq(flowInstances.initiatorId, scope.initiatorId),
    q.appId === undefined ? undefined : eq(flowInstances.appId, q.appId),
    ...filtersOf(q, flowInstances.startedAt),
  );
  const order = orderBy(
    { startedAt: flowInstances.startedAt, updatedAt: flowInstances.updatedAt },
    q.sortBy,
    q.sortOrder ?? 'desc',
    'startedAt',
    flowInstances.id,
  );
  return paginate(
    q,
    {
      rows: (limit, offset) =>
        instancesFrom(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      total: async () => {
        const [row] = await db.select({ n: count() }).from(flowInstances).where(where);
        return Number(row?.n ?? 0);
      },
    },
    toInstance,
  );
}

/** Which tasks a list holds. */
export type TaskBox = 'todo' | 'done' | 'cc';

const BOXES: Readonly<Record<TaskBox, SQL>> = {
  todo: and(eq(flowTasks.status, 'PENDING'), eq(flowTasks.kind, 'APPROVE')) as SQL,
  done: and(
    eq(flowTasks.kind, 'APPROVE'),
    isNotNull(flowTasks.decidedAt),
    inArray(flowTasks.status, ['APPROVED', 'REJECTED', 'RETURNED', 'TRANSFERRED']),
  ) as SQL,
  cc: eq(flowTasks.kind, 'CC'),
};

/** A page of one user's tasks: open (待办), decided (已办) or copies (抄送我的). */
export function taskPage(
  db: Queryable,
  q: FlowTaskPageQuery,
  userId: number,
  box: TaskBox,
): Promise<Page<FlowTask>> {
  const where = and(
    eq(flowTasks.assigneeId, userId),
    BOXES[box],
    ...filtersOf(q, flowTasks.createdAt),
  );
  const order = orderBy(
    { createdAt: flowTasks.createdAt, decidedAt: flowTasks.decidedAt },
    q.sortBy ?? (box === 'done' ? 'decidedAt' : 'createdAt'),
    q.sortOrder ?? 'desc',
    'createdAt',
    flowTasks.id,
  );
  const joined = db
    .select({ task: flowTasks, ...INSTANCE_COLUMNS })
    .from(flowTasks)
    .innerJoin(flowInstances, eq(flowInstances.id, flowTasks.instanceId))
    .innerJoin(appArtefacts, eq(appArtefacts.id, flowInstances.flowId))
    .innerJoin(applications, eq(applications.id, flowInstances.appId))
    .innerJoin(flowVersions, eq(flowVersions.id, flowInstances.versionId))
    .leftJoin(initiators, eq(initiators.id, flowInstances.initiatorId));
  return paginate(
    q,
    {
      rows: (limit, offset) =>
        joined
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      total: async () => {
        const [row] = await db
          .select({ n: count() })
          .from(flowTasks)
          .innerJoin(flowInstances, eq(flowInstances.id, flowTasks.instanceId))
          .where(where);
        return Number(row?.n ?? 0);
      },
    },
    (row) => toTask(row.task, row),
  );
}

export function toTask(task: typeof flowTasks.$inferSelect, row: InstanceListRow): FlowTask {
  return {
    id: task.id,
    instanceId: task.instanceId,
    kind: task.kind as FlowTaskKind,
    status: task.status as FlowTaskStatus,
    nodeId: task.nodeId,
    nodeName: task.nodeName,
    title: row.instance.title,
    flowId: row.instance.flowId,
    flowName: row.flowName,
    appName: row.appName,
    initiatorName: row.initiatorName,
    instanceStatus: row.instance.status as FlowInstanceStatus,
    assigneeId: task.assigneeId,
    createdAt: task.createdAt.toISOString(),
    decidedAt: task.decidedAt?.toISOString() ?? null,
    urgedAt: task.urgedAt?.toISOString() ?? null,
  };
}

/** A task as lists show it. */
export async function taskById(db: Queryable, id: number): Promise<FlowTask | undefined> {
  const [row] = await db
    .select({ task: flowTasks, ...INSTANCE_COLUMNS })
    .from(flowTasks)
    .innerJoin(flowInstances, eq(flowInstances.id, flowTasks.instanceId))
    .innerJoin(appArtefacts, eq(appArtefacts.id, flowInstances.flowId))
    .innerJoin(applications, eq(applications.id, flowInstances.appId))
    .innerJoin(flowVersions, eq(flowVersions.id, flowInstances.versionId))
    .leftJoin(initiators, eq(initiators.id, flowInstances.initiatorId))
    .where(eq(flowTasks.id, id));
  return row ? toTask(row.task, row) : undefined;
}
