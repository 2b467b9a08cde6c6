import type { FlowGraph as FlowModelGraph } from '@org/flow-model';
import { Type, type Static, type TSchema } from 'typebox';
import { Id, MapOf } from '../common';

/** Most nodes of a flow, and most edges. */
export const MAX_FLOW_NODES = 200;
export const MAX_FLOW_EDGES = 400;

const NodeId = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z_][A-Za-z0-9_-]*$',
  description: 'Unique within the flow: a letter or _, then letters, digits, _ and -.',
});
const Name = Type.String({ maxLength: 100 });
const Position = Type.Object(
  {
    x: Type.Number({ minimum: -1e6, maximum: 1e6 }),
    y: Type.Number({ minimum: -1e6, maximum: 1e6 }),
  },
  { additionalProperties: false },
);
const Model = Type.String({ minLength: 1, maxLength: 100 });
const FieldPermissions = Type.Optional(
  MapOf(Type.Enum(['edit', 'read', 'hidden']), {
    maxProperties: 500,
    description: 'Per field name: edit, read or hidden; a field left out has the node’s default.',
  }),
);

const PeopleRule = Type.Union([
  Type.Object(
    { type: Type.Literal('users'), userIds: Type.Array(Id, { maxItems: 200, uniqueItems: true }) },
    { additionalProperties: false },
  ),
  Type.Object(
    { type: Type.Literal('role'), roleCode: Type.String({ maxLength: 64 }) },
    { additionalProperties: false },
  ),
  Type.Object(
    { type: Type.Literal('leader'), levels: Type.Integer({ minimum: 0, maximum: 100 }) },
    { additionalProperties: false },
  ),
  Type.Object({ type: Type.Literal('chosen') }, { additionalProperties: false }),
  Type.Object(
    { type: Type.Literal('field'), field: Type.String({ maxLength: 100 }) },
    { additionalProperties: false },
  ),
]);

const Initiators = Type.Union([
  Type.Object({ type: Type.Literal('everyone') }, { additionalProperties: false }),
  Type.Object(
    {
      type: Type.Literal('some'),
      roleCodes: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 200 }),
      departmentIds: Type.Array(Id, { maxItems: 200 }),
    },
    { additionalProperties: false },
  ),
]);

const base = { id: NodeId, name: Name, position: Position };
const plain = (kind: string) =>
  Type.Object({ ...base, kind: Type.Literal(kind) }, { additionalProperties: false });

const FlowNode = Type.Union([
  Type.Object(
    { ...base, kind: Type.Literal('start'), initiators: Initiators, fields: FieldPermissions },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      ...base,
      kind: Type.Literal('approval'),
      approvers: PeopleRule,
      mode: Type.Enum(['any', 'all']),
      whenNobody: Type.Enum(['skip', 'admin', 'refuse']),
      fields: FieldPermissions,
    },
    { additionalProperties: false },
  ),
  Type.Object(
    { ...base, kind: Type.Literal('cc'), recipients: PeopleRule, fields: FieldPermissions },
    { additionalProperties: false },
  ),
  plain('condition'),
  plain('parallel'),
  plain('join'),
  plain('end'),
]);

const Scalar = Type.Union([Type.String({ maxLength: 200 }), Type.Number()]);

/** A condition: a field test, an initiator test, or a group of them (at most four deep). */
function conditionSchema(depth: number): TSchema {
  const leaves = [
    Type.Object(
      {
        kind: Type.Literal('field'),
        field: Model,
        type: Type.Enum(['number', 'date', 'choice', 'text']),
        op: Type.Enum([
          'eq',
          'ne',
          'gt',
          'ge',
          'lt',
          'le',
          'in',
          'notIn',
          'contains',
          'empty',
          'notEmpty',
        ]),
        value: Type.Optional(Type.Union([Scalar, Type.Array(Scalar, { maxItems: 200 })])),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        kind: Type.Literal('initiator'),
        subject: Type.Enum(['department', 'role']),
        op: Type.Enum(['in', 'notIn']),
        values: Type.Array(Scalar, { maxItems: 200 }),
      },
      { additionalProperties: false },
    ),
  ];
  if (depth === 0) return Type.Union(leaves);
  return Type.Union([
    ...leaves,
    Type.Object(
      {
        kind: Type.Enum(['all', 'any']),
        items: Type.Array(conditionSchema(depth - 1), { maxItems: 50 }),
      },
      { additionalProperties: false },
    ),
  ]);
}

const FlowEdge = Type.Object(
  {
    id: NodeId,
    source: NodeId,
    target: NodeId,
    name: Type.Optional(Name),
    condition: Type.Optional(conditionSchema(4)),
    isDefault: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/**
 * A flow's graph as `@org/flow-model` defines it. The schema checks its shape; whether it can
 * run (one start, reachable nodes, default branches, nesting) is `checkFlow`'s to say.
 */
export const FlowGraph = Type.Unsafe<FlowModelGraph>(
  Type.Object(
    {
      nodes: Type.Array(FlowNode, { maxItems: MAX_FLOW_NODES }),
      edges: Type.Array(FlowEdge, { maxItems: MAX_FLOW_EDGES }),
    },
    { additionalProperties: false },
  ),
);
export type FlowGraph = Static<typeof FlowGraph>;
