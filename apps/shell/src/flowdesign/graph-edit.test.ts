import { type FlowGraph, type FlowNode, checkFlow } from '@org/flow-model';
import { describe, expect, it } from 'vitest';
import {
  addNode,
  connect,
  connectionProblem,
  createNode,
  freePosition,
  moveNodes,
  newFlowGraph,
  newId,
  removeElements,
  setDefaultBranch,
  updateNode,
  withFieldAccess,
} from './graph-edit';

/** Random parts in turn: the given ones, then `z0`, `z1`, … */
const ids = (...parts: string[]) => {
  let next = 0;
  return () => parts[next++] ?? `z${next}`;
};

const NAMES = { start: '发起人', approval: '审批人', end: '结束' } as Record<string, string>;
const named = (kind: string) => NAMES[kind] ?? kind;

/** start → condition → (a | b) → end, with nothing set on the branches. */
function branching(): FlowGraph {
  const node = (kind: FlowNode['kind'], id: string) => createNode(kind, id, id, { x: 0, y: 0 });
  return {
    nodes: [
      node('start', 's'),
      node('condition', 'c'),
      node('approval', 'a'),
      node('cc', 'b'),
      node('end', 'e'),
    ],
    edges: [
      { id: 'e1', source: 's', target: 'c' },
      { id: 'e2', source: 'c', target: 'a', condition: { kind: 'all', items: [] } },
      { id: 'e3', source: 'c', target: 'b', isDefault: true },
      { id: 'e4', source: 'a', target: 'e' },
      { id: 'e5', source: 'b', target: 'e' },
    ],
  };
}

describe('a new flow', () => {
  it('starts as start → approval → end, named in the user’s language, and runs', () => {
    const graph = newFlowGraph(named);
    expect(graph.nodes.map((node) => [node.kind, node.name])).toEqual([
      ['start', '发起人'],
      ['approval', '审批人'],
      ['end', '结束'],
    ]);
    const [start, approval, end] = graph.nodes.map((node) => node.id);
    expect(graph.edges.map((edge) => [edge.source, edge.target])).toEqual([
      [start, approval],
      [approval, end],
    ]);
    expect(checkFlow(graph)).toEqual([]);
  });

  it('has ids of letters, digits and _ that are all different', () => {
    const graph = newFlowGraph(named);
    const all = [...graph.nodes, ...graph.edges].map((item) => item.id);
    for (const id of all) expect(id).toMatch(/^[a-z]+_[A-Za-z0-9]+$/);
    expect(new Set(all).size).toBe(all.length);
    expect(graph.nodes[1]!.id).toMatch(/^approval_[a-z0-9]{6}$/);
  });
});

describe('new ids', () => {
  it('skip an id that is taken and drop what an id may not hold', () => {
    const graph = { nodes: [createNode('cc', 'cc_k3x9a2', 'x', { x: 0, y: 0 })], edges: [] };
    expect(newId(graph, 'cc', ids('k3x9a2', 'q7.w!'))).toBe('cc_q7w');
  });
});

describe('adding and connecting nodes', () => {
  it('adds a node with its kind’s defaults at a whole-pixel position', () => {
    const { graph, id } = addNode(
      { nodes: [], edges: [] },
      'approval',
      { x: 10.4, y: 20.6 },
      '审批人',
      ids('abc123'),
    );
    expect(id).toBe('approval_abc123');
    expect(graph.nodes).toEqual([
      {
        id,
        kind: 'approval',
        name: '审批人',
        position: { x: 10, y: 21 },
        approvers: { type: 'leader', levels: 1 },
        mode: 'any',
        whenNobody: 'admin',
      },
    ]);
  });

  it('joins two nodes once, never a node to itself, into the start or out of the end', () => {
    const graph = branching();
    expect(connectionProblem(graph, 'a', 'a')).toBe('self');
    expect(connectionProblem(graph, 'a', 's')).toBe('intoStart');
    expect(connectionProblem(graph, 'e', 'a')).toBe('fromEnd');
    expect(connectionProblem(graph, 'c', 'a')).toBe('twice');
    expect(connectionProblem(graph, 'a', 'nowhere')).toBe('unknown');
    expect(connect(graph, 'c', 'a')).toBe(graph);
    const joined = connect(graph, 'c', 'e', ids('xyz789'));
    expect(joined.edges.at(-1)).toEqual({ id: 'edge_xyz789', source: 'c', target: 'e' });
  });

  it('finds the nearest place where a new node overlaps none and keeps a gap', () => {
    // every node of the graph is at (0, 0); the widest is 200 × 72
    const graph = branching();
    expect(freePosition(graph, 'approval', { x: 20, y: 30 })).toEqual({ x: 20, y: 126 });
    expect(freePosition(graph, 'approval', { x: 300, y: 0 })).toEqual({ x: 300, y: 0 });
    // a small node fits nearer than a wide one: left of the nodes, 24 away
    expect(freePosition(graph, 'condition', { x: -70, y: 0 })).toEqual({ x: -102, y: 0 });
    // a node dropped on a wide one keeps clear of all of it, not just of its corner
    const wide = { nodes: [createNode('approval', 'a', 'a', { x: 0, y: 0 })], edges: [] };
    const placed = freePosition(wide, 'start', { x: 120, y: 10 });
    expect(placed.x >= 224 || placed.y >= 96 || placed.y <= -88 || placed.x <= -88).toBe(true);
  });
});

describe('removing and moving', () => {
  it('removes a node with every edge that touches it, and edges alone', () => {
    const graph = removeElements(branching(), ['c']);
    expect(graph.nodes.map((node) => node.id)).toEqual(['s', 'a', 'b', 'e']);
    expect(graph.edges.map((edge) => edge.id)).toEqual(['e4', 'e5']);
    expect(removeElements(branching(), [], ['e4']).edges.map((edge) => edge.id)).toEqual([
      'e1',
      'e2',
      'e3',
      'e5',
    ]);
  });

  it('answers the same graph when nothing changes', () => {
    const graph = branching();
    expect(removeElements(graph, ['nowhere'])).toBe(graph);
    expect(moveNodes(graph, new Map([['a', { x: 0.2, y: -0.3 }]]))).toBe(graph);
    expect(updateNode(graph, 'a', (node) => node)).toBe(graph);
  });

  it('moves nodes to whole pixels', () => {
    const moved = moveNodes(branching(), new Map([['a', { x: 12.7, y: 40.2 }]]));
    expect(moved.nodes.find((node) => node.id === 'a')?.position).toEqual({ x: 13, y: 40 });
  });
});

describe('default branches', () => {
  it('keeps one default per condition node, and a default branch has no condition', () => {
    const graph = setDefaultBranch(branching(), 'e2', true);
    expect(graph.edges.find((edge) => edge.id === 'e2')).toEqual({
      id: 'e2',
      source: 'c',
      target: 'a',
      isDefault: true,
    });
    expect(graph.edges.find((edge) => edge.id === 'e3')?.isDefault).toBeUndefined();
    const none = setDefaultBranch(graph, 'e2', false);
    expect(none.edges.some((edge) => edge.isDefault)).toBe(false);
    expect(checkFlow(none).map((issue) => issue.code)).toContain('condition.noDefault');
  });
});

describe('field permissions', () => {
  it('keeps only what differs from the node’s default', () => {
    const start = createNode('start', 's', 's', { x: 0, y: 0 });
    const approval = createNode('approval', 'a', 'a', { x: 0, y: 0 });
    if (start.kind !== 'start' || approval.kind !== 'approval') throw new Error('kinds');
    expect(withFieldAccess(start, 'name', 'edit')).toEqual(start);
    const hidden = withFieldAccess(approval, 'phone', 'hidden');
    expect(hidden.fields).toEqual({ phone: 'hidden' });
    const edit = withFieldAccess(hidden, 'name', 'edit');
    expect(edit.fields).toEqual({ phone: 'hidden', name: 'edit' });
    const back = withFieldAccess(withFieldAccess(edit, 'phone', 'read'), 'name', 'read');
    expect(back).not.toHaveProperty('fields');
  });
});
