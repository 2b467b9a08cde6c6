import { Type, type Static } from 'typebox';
import { DateTime, Id, MapOf, OptionalText, Status } from '../common';
import { PageFields, PageQuery, SearchText } from '../paging';
import { FlowGraph } from './flow-graph';
import { DefinitionJson as FormDefinition } from './forms';

/** The life of a flow instance. RETURNED: back with its initiator, who may change and resubmit. */
export const FLOW_INSTANCE_STATUSES = Object.freeze([
  'RUNNING',
  'RETURNED',
  'APPROVED',
  'REJECTED',
  'WITHDRAWN',
] as const);
export const FlowInstanceStatus = Type.Enum([...FLOW_INSTANCE_STATUSES]);
export type FlowInstanceStatus = Static<typeof FlowInstanceStatus>;

/** What a task is: a decision to make (APPROVE) or a copy to read (CC). */
export const FlowTaskKind = Type.Enum(['APPROVE', 'CC']);
export type FlowTaskKind = Static<typeof FlowTaskKind>;

/**
 * A task's state. PENDING waits for its assignee; CANCELLED: another approver decided the node
 * (mode any), or the flow was withdrawn, rejected or returned past it; UNREAD/READ: a copy.
 */
export const FLOW_TASK_STATUSES = Object.freeze([
  'PENDING',
  'APPROVED',
  'REJECTED',
  'RETURNED',
  'TRANSFERRED',
  'CANCELLED',
  'UNREAD',
  'READ',
] as const);
export const FlowTaskStatus = Type.Enum([...FLOW_TASK_STATUSES]);
export type FlowTaskStatus = Static<typeof FlowTaskStatus>;

/** What an assignee may do with a task. */
export const FLOW_TASK_ACTIONS = Object.freeze([
  'approve',
  'reject',
  'return',
  'transfer',
  'addApprover',
] as const);
export const FlowTaskAction = Type.Enum([...FLOW_TASK_ACTIONS]);
export type FlowTaskAction = Static<typeof FlowTaskAction>;

/** What the initiator may do with a flow they started. */
export const FLOW_INITIATOR_ACTIONS = Object.freeze(['withdraw', 'urge', 'resubmit'] as const);

/** Every step of an instance's history. */
export const FLOW_RECORD_ACTIONS = Object.freeze([
  'START',
  'APPROVE',
  'REJECT',
  'RETURN',
  'TRANSFER',
  'ADD_APPROVER',
  'REASSIGN',
  'WITHDRAW',
  'URGE',
  'RESUBMIT',
  'SKIP',
  'TO_ADMIN',
  'CC',
  'END',
] as const);
export const FlowRecordAction = Type.Enum([...FLOW_RECORD_ACTIONS]);
export type FlowRecordAction = Static<typeof FlowRecordAction>;

/** A file attached to a decision (uploaded first, through the platform's upload). */
export const FlowAttachment = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  url: Type.String({ minLength: 1, maxLength: 1000 }),
  size: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type FlowAttachment = Static<typeof FlowAttachment>;

const Comment = OptionalText(2000);
const Attachments = Type.Optional(Type.Array(FlowAttachment, { maxItems: 20 }));
/** Values of the form's fields by name (checked against the node's permissions). */
const FormValues = MapOf(Type.Unknown(), { maxProperties: 500 });

/** A published version of a flow: immutable; running instances keep theirs. */
export const FlowVersion = Type.Object({
  id: Id,
  flowId: Id,
  appId: Id,
  version: Type.Integer({ minimum: 1 }),
  formId: Id,
  formVersion: Type.Integer({ minimum: 1 }),
  publishedBy: Type.Union([Id, Type.Null()]),
  publishedByName: Type.String(),
  publishedAt: DateTime,
  /** When it was withdrawn: it can no longer be started; running instances finish. */
  withdrawnAt: Type.Union([DateTime, Type.Null()]),
  /** Instances that started on this version and still run. */
  running: Type.Integer({ minimum: 0 }),
});
export type FlowVersion = Static<typeof FlowVersion>;

export const FlowVersionWithGraph = Type.Object({ ...FlowVersion.properties, graph: FlowGraph });
export type FlowVersionWithGraph = Static<typeof FlowVersionWithGraph>;

export const FlowIdQuery = Type.Object({ flowId: Id });
export type FlowIdQuery = Static<typeof FlowIdQuery>;
export const FlowIdBody = FlowIdQuery;
export const FlowVersionList = Type.Object({ list: Type.Array(FlowVersion) });
export type FlowVersionList = Static<typeof FlowVersionList>;

/** A flow the caller may start (its live published version), for the process centre. */
export const StartableFlow = Type.Object({
  flowId: Id,
  versionId: Id,
  version: Type.Integer({ minimum: 1 }),
  appId: Id,
  appCode: Type.String(),
  appName: Type.String(),
  flowCode: Type.String(),
  flowName: Type.String(),
  description: Type.String(),
  formId: Id,
  formVersion: Type.Integer({ minimum: 1 }),
});
export type StartableFlow = Static<typeof StartableFlow>;
export const StartableQuery = Type.Object({
  keyword: SearchText(100, 'Part of the flow’s or its application’s name or code.'),
  appId: Type.Optional(Id),
});
export type StartableQuery = Static<typeof StartableQuery>;
export const StartableList = Type.Object({ list: Type.Array(StartableFlow) });
export type StartableList = Static<typeof StartableList>;

/** What the start form needs: the flow's version, its form, and whom the initiator chooses. */
export const FlowStartForm = Type.Object({
  flow: StartableFlow,
  definition: FormDefinition,
  /** The start node's permissions per field (hidden fields are not shown). */
  access: MapOf(Type.Enum(['edit', 'read', 'hidden'])),
  /** Approval and CC nodes whose people the initiator chooses when starting. */
  choose: Type.Array(Type.Object({ nodeId: Type.String(), nodeName: Type.String() })),
});
export type FlowStartForm = Static<typeof FlowStartForm>;

export const FlowStartBody = Type.Object({
  flowId: Id,
  data: FormValues,
  /** People chosen by the initiator, per node that asks for them. */
  chosen: Type.Optional(MapOf(Type.Array(Id, { maxItems: 50 }), { maxProperties: 50 })),
});
export type FlowStartBody = Static<typeof FlowStartBody>;

/** A flow instance as lists show it. */
export const FlowInstance = Type.Object({
  id: Id,
  appId: Id,
  appCode: Type.String(),
  appName: Type.String(),
  flowId: Id,
  flowName: Type.String(),
  version: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  initiatorId: Type.Union([Id, Type.Null()]),
  initiatorName: Type.String(),
  status: FlowInstanceStatus,
  /** The names of the nodes it waits at, joined with "、" (empty when it has ended). */
  currentNodes: Type.String(),
  startedAt: DateTime,
  endedAt: Type.Union([DateTime, Type.Null()]),
  updatedAt: DateTime,
});
export type FlowInstance = Static<typeof FlowInstance>;

/** A task as the to-do, done and CC lists show it. */
export const FlowTask = Type.Object({
  id: Id,
  instanceId: Id,
  kind: FlowTaskKind,
  status: FlowTaskStatus,
  nodeId: Type.String(),
  nodeName: Type.String(),
  title: Type.String(),
  flowId: Id,
  flowName: Type.String(),
  appName: Type.String(),
  initiatorName: Type.String(),
  instanceStatus: FlowInstanceStatus,
  assigneeId: Id,
  createdAt: DateTime,
  decidedAt: Type.Union([DateTime, Type.Null()]),
  urgedAt: Type.Union([DateTime, Type.Null()]),
});
export type FlowTask = Static<typeof FlowTask>;

const ListFilters = {
  keyword: SearchText(100, 'Part of the title.'),
  flowId: Type.Optional(Id),
  from: Type.Optional(DateTime),
  to: Type.Optional(DateTime),
};

export const FlowTaskPageQuery = PageQuery(['createdAt', 'decidedAt'], {
  ...ListFilters,
  status: Type.Optional(FlowInstanceStatus),
});
export type FlowTaskPageQuery = Static<typeof FlowTaskPageQuery>;

export const FlowInstancePageQuery = PageQuery(['startedAt', 'updatedAt'], {
  ...ListFilters,
  status: Type.Optional(FlowInstanceStatus),
  appId: Type.Optional(Id),
});
export type FlowInstancePageQuery = Static<typeof FlowInstancePageQuery>;

/** One step of an instance's history. */
export const FlowRecord = Type.Object({
  id: Id,
  nodeId: Type.String(),
  nodeName: Type.String(),
  action: FlowRecordAction,
  actorId: Type.Union([Id, Type.Null()]),
  actorName: Type.String(),
  /** Whom the step concerned: the new assignee, the added approver, the node returned to. */
  targetName: Type.String(),
  comment: Type.String(),
  attachments: Type.Array(FlowAttachment),
  at: DateTime,
});
export type FlowRecord = Static<typeof FlowRecord>;

/** An instance as its task page shows it to the caller. */
export const FlowInstanceView = Type.Object({
  instance: FlowInstance,
  /** The caller's task the page was opened for, if any. */
  task: Type.Union([FlowTask, Type.Null()]),
  definition: FormDefinition,
  /** The form's values; fields hidden from the caller's node are left out. */
  data: FormValues,
  /** The caller's node's permission per field. */
  access: MapOf(Type.Enum(['edit', 'read', 'hidden'])),
  /** What the caller may do now. */
  actions: Type.Array(Type.Enum([...FLOW_TASK_ACTIONS, ...FLOW_INITIATOR_ACTIONS])),
  /** The nodes the task may be returned to ('start' is the initiator). */
  returnTargets: Type.Array(Type.Object({ nodeId: Type.String(), nodeName: Type.String() })),
  graph: FlowGraph,
  /** Nodes passed, and those it waits at now. */
  passed: Type.Array(Type.String()),
  current: Type.Array(Type.String()),
  history: Type.Array(FlowRecord),
});
export type FlowInstanceView = Static<typeof FlowInstanceView>;

export const FlowInstanceQuery = Type.Object({
  id: Id,
  /** The caller's task the page is opened for. */
  taskId: Type.Optional(Id),
});
export type FlowInstanceQuery = Static<typeof FlowInstanceQuery>;

export const FlowActBody = Type.Object({
  taskId: Id,
  action: FlowTaskAction,
  comment: Comment,
  attachments: Attachments,
  /** Changed values of the fields the node lets the assignee edit. */
  data: Type.Optional(FormValues),
  /** return: a node from `returnTargets` ('start' sends it back to the initiator). */
  returnTo: Type.Optional(Type.String({ maxLength: 64 })),
  /** transfer: the new assignee; addApprover: the added approver. */
  userId: Type.Optional(Id),
});
export type FlowActBody = Static<typeof FlowActBody>;

export const FlowInstanceActBody = Type.Object({
  id: Id,
  comment: Comment,
  /** resubmit: the changed start form. */
  data: Type.Optional(FormValues),
});
export type FlowInstanceActBody = Static<typeof FlowInstanceActBody>;

export const FlowReassignBody = Type.Object({ taskId: Id, userId: Id, comment: Comment });
export type FlowReassignBody = Static<typeof FlowReassignBody>;

/** What the header's badges count. */
export const FlowCounts = Type.Object({
  todo: Type.Integer({ minimum: 0 }),
  ccUnread: Type.Integer({ minimum: 0 }),
  noticesUnread: Type.Integer({ minimum: 0 }),
});
export type FlowCounts = Static<typeof FlowCounts>;

/** Instances by status, and open tasks, for an application's home and the business centre. */
export const FlowOverview = Type.Object({
  list: Type.Array(
    Type.Object({
      appId: Id,
      appName: Type.String(),
      openTasks: Type.Integer({ minimum: 0 }),
      byStatus: MapOf(Type.Integer({ minimum: 0 })),
    }),
  ),
});
export type FlowOverview = Static<typeof FlowOverview>;
export const FlowOverviewQuery = Type.Object({ appId: Type.Optional(Id) });
export type FlowOverviewQuery = Static<typeof FlowOverviewQuery>;

export const FlowBpmn = Type.Object({ fileName: Type.String(), xml: Type.String() });
export type FlowBpmn = Static<typeof FlowBpmn>;
export const FlowBpmnQuery = Type.Object({
  flowId: Id,
  /** A published version; the draft when left out. */
  version: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type FlowBpmnQuery = Static<typeof FlowBpmnQuery>;
export const FlowBpmnImport = Type.Object({
  flowId: Id,
  xml: Type.String({ minLength: 1, maxLength: 5 * 1024 * 1024 }),
});
export type FlowBpmnImport = Static<typeof FlowBpmnImport>;

/**
 * In-app notices: a task arrived, a flow one started was decided, a copy, an urge, a scheduled
 * task's run failed.
 */
export const NOTICE_KINDS = Object.freeze(['TASK', 'DECIDED', 'CC', 'URGE', 'RUN_FAILED'] as const);
export const Notice = Type.Object({
  id: Id,
  kind: Type.Enum([...NOTICE_KINDS]),
  title: Type.String(),
  body: Type.String(),
  /** Where the notice leads in the shell, e.g. a task page. */
  link: Type.String(),
  readAt: Type.Union([DateTime, Type.Null()]),
  createdAt: DateTime,
});
export type Notice = Static<typeof Notice>;
export const NoticePageQuery = PageQuery(['createdAt'], {
  unread: Type.Optional(Type.Boolean()),
});
export type NoticePageQuery = Static<typeof NoticePageQuery>;
export const NoticeReadBody = Type.Object({
  ids: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true })),
  /** Mark every notice of the caller read. */
  all: Type.Optional(Type.Boolean()),
});
export type NoticeReadBody = Static<typeof NoticeReadBody>;

/** People a flow's participant may choose (approvers, a transfer, those a node asks for). */
export const FlowPeopleQuery = Type.Object({
  ...PageFields(50),
  account: SearchText(64, 'Part of the account.'),
  username: SearchText(100, 'Part of the name.'),
  ids: Type.Optional(
    Type.Array(Id, {
      maxItems: 50,
      description:
        'These users, disabled ones included (naming the people a flow holds), instead of the enabled ones.',
    }),
  ),
});
export type FlowPeopleQuery = Static<typeof FlowPeopleQuery>;

/** A user as a picker lists them (or as a flow names them); nothing more than choosing needs. */
export const FlowPerson = Type.Object({
  id: Id,
  account: Type.String(),
  username: Type.String(),
  /** Always empty: choosing someone needs no phone number. */
  mobile: Type.String(),
  mainOrgName: Type.String(),
  status: Status,
});
export type FlowPerson = Static<typeof FlowPerson>;
