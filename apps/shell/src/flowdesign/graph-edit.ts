import {
  type FieldAccess,
  type FlowEdge,
  type FlowGraph,
  type FlowNode,
  type FlowNodeKind,
  type FlowPosition,
  type PeopleNode,
  defaultAccess,
} from '@org/flow-model';

/**
 * The changes the flow designer makes to a graph, as pure functions: each takes a graph and
 * answers a new one (the same object when nothing changes), so that the editor can keep every
 * step for undo and compare drafts by identity.
 */

/** Makes the random part of a new id; tests give their own. */
export type IdSource = () => string;

const randomPart: IdSource = () => Math.random().toString(36).slice(2, 8).padEnd(6, '0');

/** The size each node kind is drawn at on the canvas (its position is the top-left corner). */
export const NODE_SIZES: Readonly<Record<FlowNodeKind, { width: number; height: number }>> = {
  start: { width: 64, height: 64 },
  end: { width: 64, height: 64 },
  approval: { width: 200, height: 72 },
  cc: { width: 200, height: 72 },
  condition: { width: 56, height: 56 },
  parallel: { width: 56, height: 56 },
  join: { width: 56, height: 56 },
};

/** A new id `<prefix>_<six letters or digits>` that no node or edge of the graph has. */
export function newId(graph: FlowGraph, prefix: string, random: IdSource = randomPart): string {
  const taken = new Set([...graph.nodes, ...graph.edges].map((item) => item.id));
  for (let attempt = 0; ; attempt += 1) {
    const part = random().replace(/[^A-Za-z0-9]/g, '') || '0';
    const id = attempt < 20 ? `${prefix}_${part}` : `${prefix}_${part}${attempt}`;
    if (!taken.has(id)) return id;
  }
}

/** A node of a kind with the settings a new one starts with. */
export function createNode(
  kind: FlowNodeKind,
  id: string,
  name: string,
  position: FlowPosition,
): FlowNode {
  const base = { id, name, position };
  switch (kind) {
    case 'start':
      return { ...base, kind, initiators: { type: 'everyone' } };
    case 'approval':
      return {
        ...base,
        kind,
        approvers: { type: 'leader', levels: 1 },
        mode: 'any',
        whenNobody: 'admin',
      };
    case 'cc':
      return { ...base, kind, recipients: { type: 'leader', levels: 1 } };
    default:
      return { ...base, kind };
  }
}

/** Where a node of `kind` is drawn so that its centre is at `x` and its top at `y`. */
function centred(kind: FlowNodeKind, x: number, y: number): FlowPosition {
  return { x: x - NODE_SIZES[kind].width / 2, y };
}

/**
 * The flow a new WORKFLOW starts with: a start, one approval (the initiator's leader) and an
 * end, joined in that order. `nameOf` names the nodes in the user's language.
 */
export function newFlowGraph(
  nameOf: (kind: FlowNodeKind) => string,
  random: IdSource = randomPart,
): FlowGraph {
  let graph: FlowGraph = { nodes: [], edges: [] };
  const ids: string[] = [];
  for (const [kind, y] of [
    ['start', 0],
    ['approval', 120],
    ['end', 260],
  ] as const) {
    const added = addNode(graph, kind, centred(kind, 250, y), nameOf(kind), random);
    graph = added.graph;
    ids.push(added.id);
  }
  graph = connect(graph, ids[0]!, ids[1]!, random);
  return connect(graph, ids[1]!, ids[2]!, random);
}

/** Adds a node of `kind` at `position`; answers the graph and the new node's id. */
export function addNode(
  graph: FlowGraph,
  kind: FlowNodeKind,
  position: FlowPosition,
  name: string,
  random: IdSource = randomPart,
): { graph: FlowGraph; id: string } {
  const id = newId(graph, kind, random);
  const node = createNode(kind, id, name, roundPosition(position));
  return { graph: { ...graph, nodes: [...graph.nodes, node] }, id };
}

/** The room kept free between a new node and the nodes around it. */
const NODE_GAP = 24;
/** How far apart the places tried for a new node are, and how many steps out they go. */
const PLACE_STEP = 32;
const PLACE_REACH = 24;

/** Whether a node of `kind` at `at` would come within `NODE_GAP` of one of the graph's. */
function crowded(graph: FlowGraph, kind: FlowNodeKind, at: FlowPosition): boolean {
  const size = NODE_SIZES[kind];
  return graph.nodes.some((node) => {
    const other = NODE_SIZES[node.kind];
    return (
      at.x < node.position.x + other.width + NODE_GAP &&
      node.position.x < at.x + size.width + NODE_GAP &&
      at.y < node.position.y + other.height + NODE_GAP &&
      node.position.y < at.y + size.height + NODE_GAP
    );
  });
}

/**
 * The free place nearest `wanted` for a node of `kind`, where it overlaps none of the graph's
 * nodes and keeps a gap to them: places on a grid around `wanted` are tried nearest first (below
 * before above, right before left when as near); past the grid, below every node.
 */
export function freePosition(
  graph: FlowGraph,
  kind: FlowNodeKind,
  wanted: FlowPosition,
): FlowPosition {
  const origin = roundPosition(wanted);
  const steps: [number, number][] = [];
  for (let dx = -PLACE_REACH; dx <= PLACE_REACH; dx += 1) {
    for (let dy = -PLACE_REACH; dy <= PLACE_REACH; dy += 1) steps.push([dx, dy]);
  }
  steps.sort(([ax, ay], [bx, by]) => ax * ax + ay * ay - (bx * bx + by * by) || by - ay || bx - ax);
  for (const [dx, dy] of steps) {
    const at = { x: origin.x + dx * PLACE_STEP, y: origin.y + dy * PLACE_STEP };
    if (!crowded(graph, kind, at)) return at;
  }
  const bottom = Math.max(
    ...graph.nodes.map((node) => node.position.y + NODE_SIZES[node.kind].height),
  );
  return { x: origin.x, y: bottom + NODE_GAP };
}

/** Why two nodes may not be joined, or null when they may. */
export type ConnectionProblem = 'unknown' | 'self' | 'twice' | 'intoStart' | 'fromEnd';

/** Why an edge from `source` to `target` would not fit, or null. */
export function connectionProblem(
  graph: FlowGraph,
  source: string,
  target: string,
): ConnectionProblem | null {
  const from = graph.nodes.find((node) => node.id === source);
  const to = graph.nodes.find((node) => node.id === target);
  if (!from || !to) return 'unknown';
  if (source === target) return 'self';
  if (from.kind === 'end') return 'fromEnd';
  if (to.kind === 'start') return 'intoStart';
  if (graph.edges.some((edge) => edge.source === source && edge.target === target)) return 'twice';
  return null;
}

/** Joins two nodes with a new edge; the graph unchanged when they may not be joined. */
export function connect(
  graph: FlowGraph,
  source: string,
  target: string,
  random: IdSource = randomPart,
): FlowGraph {
  if (connectionProblem(graph, source, target) !== null) return graph;
  const edge: FlowEdge = { id: newId(graph, 'edge', random), source, target };
  return { ...graph, edges: [...graph.edges, edge] };
}

/** Removes nodes with every edge that touches them, and edges. */
export function removeElements(
  graph: FlowGraph,
  nodeIds: Iterable<string>,
  edgeIds: Iterable<string> = [],
): FlowGraph {
  const nodes = new Set(nodeIds);
  const edges = new Set(edgeIds);
  const keptEdges = graph.edges.filter(
    (edge) => !edges.has(edge.id) && !nodes.has(edge.source) && !nodes.has(edge.target),
  );
  const keptNodes = graph.nodes.filter((node) => !nodes.has(node.id));
  if (keptEdges.length === graph.edges.length && keptNodes.length === graph.nodes.length) {
    return graph;
  }
  return { nodes: keptNodes, edges: keptEdges };
}

function roundPosition(position: FlowPosition): FlowPosition {
  return { x: Math.round(position.x), y: Math.round(position.y) };
}

/** Moves nodes to new positions (rounded to whole pixels); unchanged when none moves. */
export function moveNodes(
  graph: FlowGraph,
  positions: ReadonlyMap<string, FlowPosition>,
): FlowGraph {
  let moved = false;
  const nodes = graph.nodes.map((node) => {
    const wanted = positions.get(node.id);
    if (!wanted) return node;
    const position = roundPosition(wanted);
    if (position.x === node.position.x && position.y === node.position.y) return node;
    moved = true;
    return { ...node, position };
  });
  return moved ? { ...graph, nodes } : graph;
}

/** Replaces one node by what `change` makes of it. */
export function updateNode(
  graph: FlowGraph,
  id: string,
  change: (node: FlowNode) => FlowNode,
): FlowGraph {
  let changed = false;
  const nodes = graph.nodes.map((node) => {
    if (node.id !== id) return node;
    const next = change(node);
    changed ||= next !== node;
    return next;
  });
  return changed ? { ...graph, nodes } : graph;
}

/** Replaces one edge by what `change` makes of it. */
export function updateEdge(
  graph: FlowGraph,
  id: string,
  change: (edge: FlowEdge) => FlowEdge,
): FlowGraph {
  let changed = false;
  const edges = graph.edges.map((edge) => {
    if (edge.id !== id) return edge;
    const next = change(edge);
    changed ||= next !== edge;
    return next;
  });
  return changed ? { ...graph, edges } : graph;
}

/**
 * Makes an edge its condition node's default branch (the others of the node stop being one;
 * a default branch carries no condition), or stops it being the default.
 */
export function setDefaultBranch(graph: FlowGraph, edgeId: string, isDefault: boolean): FlowGraph {
  const chosen = graph.edges.find((edge) => edge.id === edgeId);
  if (!chosen) return graph;
  const edges = graph.edges.map((edge): FlowEdge => {
    if (edge.id === edgeId) {
      const { condition: _condition, isDefault: _default, ...rest } = edge;
      return isDefault ? { ...rest, isDefault: true } : rest;
    }
    if (isDefault && edge.source === chosen.source && edge.isDefault) {
      const { isDefault: _default, ...rest } = edge;
      return rest;
    }
    return edge;
  });
  return { ...graph, edges };
}

/**
 * A people node with one field's permission set; a permission equal to the node's default is
 * left out (and `fields` with it when nothing else is set).
 */
export function withFieldAccess<N extends PeopleNode>(
  node: N,
  model: string,
  access: FieldAccess,
): N {
  const { [model]: _current, ...others } = node.fields ?? {};
  const fields = access === defaultAccess(node) ? others : { ...others, [model]: access };
  const { fields: _fields, ...rest } = node;
  return (Object.keys(fields).length > 0 ? { ...rest, fields } : rest) as N;
}
