import type { FlowGraph } from '@org/flow-model';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { appArtefacts, applications, formDefinitions, formSubmissions } from './apps';
import { idColumn, instant, ref } from './columns';
import { orgs, users } from './org';

/** A file attached to a decision. */
export interface StoredAttachment {
  name: string;
  url: string;
  size?: number;
}

/**
 * A published version of a flow (a WORKFLOW artefact): its graph and the form version it
 * starts with, immutable once written. Instances keep the version they started on.
 */
export const flowVersions = pgTable(
  'flow_version',
  {
    id: idColumn(),
    flowId: ref('flow_id')
      .notNull()
      .references(() => appArtefacts.id, { onDelete: 'cascade' }),
    appId: ref('app_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    formId: ref('form_id')
      .notNull()
      .references(() => formDefinitions.id),
    formVersion: integer('form_version').notNull(),
    graph: jsonb('graph').$type<FlowGraph>().notNull(),
    publishedBy: ref('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: instant('published_at').notNull(),
    withdrawnAt: instant('withdrawn_at'),
  },
  (t) => [uniqueIndex('flow_version_uq').on(t.flowId, t.version)],
);

/**
 * A running (or ended) flow: the version it runs, the submission holding its form's values,
 * who started it, where it waits (`current_nodes`, names for lists), and the arrivals at joins
 * still waiting for other branches.
 */
export const flowInstances = pgTable(
  'flow_instance',
  {
    id: idColumn(),
    appId: ref('app_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    flowId: ref('flow_id')
      .notNull()
      .references(() => appArtefacts.id, { onDelete: 'cascade' }),
    versionId: ref('version_id')
      .notNull()
      .references(() => flowVersions.id),
    submissionId: ref('submission_id')
      .notNull()
      .references(() => formSubmissions.id),
    title: varchar('title', { length: 200 }).notNull(),
    initiatorId: ref('initiator_id').references(() => users.id, { onDelete: 'set null' }),
    initiatorOrgId: ref('initiator_org_id').references(() => orgs.id, { onDelete: 'set null' }),
    /** RUNNING, RETURNED, APPROVED, REJECTED or WITHDRAWN. */
    status: varchar('status', { length: 16 }).notNull(),
    currentNodes: varchar('current_nodes', { length: 500 }).notNull().default(''),
    joins: jsonb('joins').$type<Record<string, number>>().notNull().default({}),
    /** People the initiator chose, per node. */
    chosen: jsonb('chosen').$type<Record<string, number[]>>().notNull().default({}),
    /** The first approver's decision: the initiator may withdraw until then. */
    firstDecisionAt: instant('first_decision_at'),
    startedAt: instant('started_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    endedAt: instant('ended_at'),
  },
  (t) => [
    index('flow_instance_initiator_idx').on(t.initiatorId, t.startedAt, t.id),
    index('flow_instance_app_idx').on(t.appId, t.status),
    index('flow_instance_started_idx').on(t.startedAt, t.id),
  ],
);

/**
 * A task of a person at a node: a decision (APPROVE) or a copy (CC). `round` counts the node's
 * visits, so a node returned to gets fresh tasks beside the old ones.
 */
export const flowTasks = pgTable(
  'flow_task',
  {
    id: idColumn(),
    instanceId: ref('instance_id')
      .notNull()
      .references(() => flowInstances.id, { onDelete: 'cascade' }),
    nodeId: varchar('node_id', { length: 64 }).notNull(),
    nodeName: varchar('node_name', { length: 100 }).notNull(),
    /** APPROVE or CC. */
    kind: varchar('kind', { length: 8 }).notNull(),
    assigneeId: ref('assignee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PENDING, APPROVED, REJECTED, RETURNED, TRANSFERRED, CANCELLED; a copy: UNREAD, READ. */
    status: varchar('status', { length: 16 }).notNull(),
    round: integer('round').notNull().default(1),
    addedBy: ref('added_by').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull().default(''),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    createdAt: instant('created_at').notNull(),
    decidedAt: instant('decided_at'),
    urgedAt: instant('urged_at'),
  },
  (t) => [
    // The to-do list: one user's open decisions, newest first (decision 0012's discipline).
    index('flow_task_todo_idx')
      .on(t.assigneeId, t.createdAt, t.id)
      .where(sql`${t.status} = 'PENDING'`),
    index('flow_task_done_idx')
      .on(t.assigneeId, t.decidedAt, t.id)
      .where(sql`${t.kind} = 'APPROVE' and ${t.decidedAt} is not null`),
    index('flow_task_cc_idx')
      .on(t.assigneeId, t.createdAt, t.id)
      .where(sql`${t.kind} = 'CC'`),
    index('flow_task_instance_idx').on(t.instanceId, t.nodeId, t.round),
  ],
);

/** Every step of an instance: who, when, what, with which comment, and the values after it. */
export const flowRecords = pgTable(
  'flow_record',
  {
    id: idColumn(),
    instanceId: ref('instance_id')
      .notNull()
      .references(() => flowInstances.id, { onDelete: 'cascade' }),
    nodeId: varchar('node_id', { length: 64 }).notNull(),
    nodeName: varchar('node_name', { length: 100 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    actorId: ref('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetName: varchar('target_name', { length: 200 }).notNull().default(''),
    comment: text('comment').notNull().default(''),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    data: jsonb('data').$type<Record<string, unknown>>(),
    at: instant('at').notNull(),
  },
  (t) => [index('flow_record_instance_idx').on(t.instanceId, t.id)],
);

/** In-app notices: what happened, for whom, where it leads; the text is worded when read. */
export const notices = pgTable(
  'sys_notice',
  {
    id: idColumn(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: varchar('link', { length: 500 }).notNull().default(''),
    readAt: instant('read_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('sys_notice_user_idx').on(t.userId, t.createdAt, t.id),
    index('sys_notice_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
