import type { Condition, FlowEdge, FlowField, FlowGraph, FlowNode } from '../src/index';

let x = 0;
const at = () => ({ x: (x += 200), y: 100 });

export const start = (id = 'start', name = 'Apply'): FlowNode => ({
  id,
  name,
  kind: 'start',
  position: at(),
  initiators: { type: 'everyone' },
});
export const approval = (id: string, name = id, roleCode = 'manager'): FlowNode => ({
  id,
  name,
  kind: 'approval',
  position: at(),
  approvers: { type: 'role', roleCode },
  mode: 'any',
  whenNobody: 'refuse',
});
export const cc = (id: string, name = id): FlowNode => ({
  id,
  name,
  kind: 'cc',
  position: at(),
  recipients: { type: 'users', userIds: [1] },
});
export const gateway = (kind: 'condition' | 'parallel' | 'join', id: string, name = id) =>
  ({ id, name, kind, position: at() }) as FlowNode;
export const end = (id = 'end', name = 'Done'): FlowNode => ({
  id,
  name,
  kind: 'end',
  position: at(),
});
export const edge = (
  source: string,
  target: string,
  more: Partial<Pick<FlowEdge, 'condition' | 'isDefault' | 'name'>> = {},
): FlowEdge => ({ id: `${source}-${target}`, source, target, ...more });

export const daysOver = (days: number): Condition => ({
  kind: 'field',
  field: 'days',
  type: 'number',
  op: 'gt',
  value: days,
});

/** The leave request: a manager approves; above three days HR approves as well. */
export function leaveRequest(): FlowGraph {
  return {
    nodes: [
      start(),
      approval('manager', 'Manager'),
      gateway('condition', 'long', 'More than three days?'),
      approval('hr', 'HR', 'hr'),
      end(),
    ],
    edges: [
      edge('start', 'manager'),
      edge('manager', 'long'),
      edge('long', 'hr', { condition: daysOver(3), name: 'Long' }),
      edge('long', 'end', { isDefault: true, name: 'Short' }),
      edge('hr', 'end'),
    ],
  };
}

/** An expense claim: finance and the manager look at it side by side, then it is copied. */
export function parallelReview(): FlowGraph {
  return {
    nodes: [
      start(),
      gateway('parallel', 'split', 'Both at once'),
      approval('finance', 'Finance', 'finance'),
      approval('manager', 'Manager'),
      gateway('join', 'join', 'Both done'),
      cc('archive', 'Archive'),
      end(),
    ],
    edges: [
      edge('start', 'split'),
      edge('split', 'finance'),
      edge('split', 'manager'),
      edge('finance', 'join'),
      edge('manager', 'join'),
      edge('join', 'archive'),
      edge('archive', 'end'),
    ],
  };
}

export const LEAVE_FIELDS: readonly FlowField[] = [
  { model: 'days', label: 'Days', type: 'number' },
  { model: 'reason', label: 'Reason', type: 'text' },
  { model: 'salary', label: 'Salary', type: 'number' },
  { model: 'from', label: 'From', type: 'date' },
  { model: 'kind', label: 'Kind', type: 'choice' },
  { model: 'deputy', label: 'Deputy', type: 'user' },
];

/** A flow with some nodes and edges swapped for others. */
export function changed(
  graph: FlowGraph,
  change: {
    nodes?: (nodes: FlowNode[]) => FlowNode[];
    edges?: (edges: FlowEdge[]) => FlowEdge[];
  },
): FlowGraph {
  return {
    nodes: change.nodes ? change.nodes([...graph.nodes]) : graph.nodes,
    edges: change.edges ? change.edges([...graph.edges]) : graph.edges,
  };
}
