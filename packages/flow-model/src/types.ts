/**
 * An approval flow as a graph: nodes of seven kinds joined by directed edges. The editor draws
 * it, the server checks and runs it, BPMN 2.0 carries it to other tools. Everything here is
 * plain JSON, so a flow is stored, compared and exported as it is.
 */

/** The kinds of node, in the order the editor's palette shows them. */
export const FLOW_NODE_KINDS = Object.freeze([
  'start',
  'approval',
  'cc',
  'condition',
  'parallel',
  'join',
  'end',
] as const);
export type FlowNodeKind = (typeof FLOW_NODE_KINDS)[number];

/** Where a node is drawn, in the editor's coordinates (its top-left corner). */
export interface FlowPosition {
  readonly x: number;
  readonly y: number;
}

/** What a node's participant may do with one field of the form. */
export const FIELD_ACCESS = Object.freeze(['edit', 'read', 'hidden'] as const);
export type FieldAccess = (typeof FIELD_ACCESS)[number];

/**
 * A node's field permissions by field name (the form's `model`). A field not named here gets
 * the node kind's default: editable at the start, read-only everywhere else.
 */
export type FieldPermissions = Readonly<Record<string, FieldAccess>>;

/** Who may start the flow: everyone, or holders of the roles and members of the departments. */
export type Initiators =
  | { readonly type: 'everyone' }
  | {
      readonly type: 'some';
      readonly roleCodes: readonly string[];
      /** A member of a department below one of these counts too. */
      readonly departmentIds: readonly number[];
    };

/** How a node finds the people it involves (approvers, or the recipients of a copy). */
export type PeopleRule =
  | { readonly type: 'users'; readonly userIds: readonly number[] }
  | { readonly type: 'role'; readonly roleCode: string }
  /** The leader of the initiator's department (1), of the department above it (2), and so on. */
  | { readonly type: 'leader'; readonly levels: number }
  /** People the initiator chooses when starting the flow. */
  | { readonly type: 'chosen' }
  /** The users a user-picker field of the form holds. */
  | { readonly type: 'field'; readonly field: string };
export const PEOPLE_RULE_TYPES = Object.freeze([
  'users',
  'role',
  'leader',
  'chosen',
  'field',
] as const satisfies readonly PeopleRule['type'][]);

/** One approver decides for the node (`any`), or every approver must approve (`all`). */
export const APPROVAL_MODES = Object.freeze(['any', 'all'] as const);
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

/**
 * When a node finds nobody: pass it as approved (`skip`), give it to the platform's
 * administrators (`admin`), or refuse to start the flow (`refuse`).
 */
export const WHEN_NOBODY = Object.freeze(['skip', 'admin', 'refuse'] as const);
export type WhenNobody = (typeof WHEN_NOBODY)[number];

interface NodeBase {
  /**
   * Unique within the flow among nodes and edges: a letter or `_`, then letters, digits, `_`
   * and `-` (it becomes a BPMN id).
   */
  readonly id: string;
  readonly name: string;
  readonly position: FlowPosition;
}

export interface StartNode extends NodeBase {
  readonly kind: 'start';
  readonly initiators: Initiators;
  readonly fields?: FieldPermissions;
}

export interface ApprovalNode extends NodeBase {
  readonly kind: 'approval';
  readonly approvers: PeopleRule;
  readonly mode: ApprovalMode;
  readonly whenNobody: WhenNobody;
  readonly fields?: FieldPermissions;
}

/** Sends a copy to people who read the flow and do not decide; the flow goes straight on. */
export interface CcNode extends NodeBase {
  readonly kind: 'cc';
  readonly recipients: PeopleRule;
  readonly fields?: FieldPermissions;
}

/** Takes the first outgoing edge whose condition holds, else the default edge. */
export interface ConditionNode extends NodeBase {
  readonly kind: 'condition';
}

/** Takes every outgoing edge at once; the branches meet again at one join. */
export interface ParallelNode extends NodeBase {
  readonly kind: 'parallel';
}

/** Waits until every branch of its parallel node has arrived. */
export interface JoinNode extends NodeBase {
  readonly kind: 'join';
}

export interface EndNode extends NodeBase {
  readonly kind: 'end';
}

export type FlowNode =
  StartNode | ApprovalNode | CcNode | ConditionNode | ParallelNode | JoinNode | EndNode;

/** The nodes that involve people and so have field permissions. */
export type PeopleNode = StartNode | ApprovalNode | CcNode;

/** Comparisons on a field's value, by the kind of value the field holds. */
export const FIELD_TESTS = Object.freeze({
  number: ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'empty', 'notEmpty'],
  date: ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'empty', 'notEmpty'],
  choice: ['in', 'notIn', 'empty', 'notEmpty'],
  text: ['eq', 'ne', 'contains', 'empty', 'notEmpty'],
} as const);
export type FieldValueType = keyof typeof FIELD_TESTS;
export type FieldTestOp = (typeof FIELD_TESTS)[FieldValueType][number];

/**
 * A comparison of one form field. `value` is a number for numbers, a `YYYY-MM-DD` day for
 * dates, a list of choice values for choices and a text for texts; `empty` and `notEmpty`
 * take none.
 */
export interface FieldCondition {
  readonly kind: 'field';
  readonly field: string;
  readonly type: FieldValueType;
  readonly op: FieldTestOp;
  readonly value?: number | string | readonly (string | number)[];
}

/** The initiator's department (or one above it) or role is, or is not, among `values`. */
export interface InitiatorCondition {
  readonly kind: 'initiator';
  readonly subject: 'department' | 'role';
  readonly op: 'in' | 'notIn';
  readonly values: readonly (string | number)[];
}

/** Every condition holds (`all`), or at least one does (`any`). */
export interface GroupCondition {
  readonly kind: 'all' | 'any';
  readonly items: readonly Condition[];
}

export type Condition = FieldCondition | InitiatorCondition | GroupCondition;

export interface FlowEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  /** Shown on the edge; a branch's name. */
  readonly name?: string;
  /** Only on the edges leaving a condition node, except its default edge. */
  readonly condition?: Condition;
  /**
   * `true` on the edge a condition node takes when no condition holds (exactly one per
   * condition node); absent on every other edge.
   */
  readonly isDefault?: boolean;
}

export interface FlowGraph {
  readonly nodes: readonly FlowNode[];
  readonly edges: readonly FlowEdge[];
}

/** A form field as the flow sees it: its name, label and the kind of value it holds. */
export interface FlowField {
  readonly model: string;
  readonly label: string;
  /**
   * What conditions compare it as; `user` holds users (ids or usernames), `other` cannot be
   * compared (files, ranges, sub-tables).
   */
  readonly type: FieldValueType | 'user' | 'other';
  /** The choices of a field with fixed options, for a condition's value. */
  readonly choices?: readonly { readonly value: string | number; readonly label: string }[];
}
