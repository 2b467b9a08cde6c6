import type { FlowEdge, FlowGraph, FlowNode } from './types';

/** A flow's nodes by id and its edges by the node they leave and the node they enter. */
export interface GraphIndex {
  readonly nodes: ReadonlyMap<string, FlowNode>;
  readonly outgoing: ReadonlyMap<string, readonly FlowEdge[]>;
  readonly incoming: ReadonlyMap<string, readonly FlowEdge[]>;
}

/** Indexes a flow; edges whose ends are not nodes of the flow are left out. */
export function indexGraph(graph: FlowGraph): GraphIndex {
  const nodes = new Map<string, FlowNode>();
  for (const node of graph.nodes) if (!nodes.has(node.id)) nodes.set(node.id, node);
  const outgoing = new Map<string, FlowEdge[]>(graph.nodes.map((node) => [node.id, []]));
  const incoming = new Map<string, FlowEdge[]>(graph.nodes.map((node) => [node.id, []]));
  for (const edge of graph.edges) {
    if (!nodes.has(edge.source) || !nodes.has(edge.target)) continue;
    outgoing.get(edge.source)?.push(edge);
    incoming.get(edge.target)?.push(edge);
  }
  return { nodes, outgoing, incoming };
}

/** The edges leaving a node. */
export function edgesFrom(index: GraphIndex, nodeId: string): readonly FlowEdge[] {
  return index.outgoing.get(nodeId) ?? [];
}

/** The edges entering a node. */
export function edgesInto(index: GraphIndex, nodeId: string): readonly FlowEdge[] {
  return index.incoming.get(nodeId) ?? [];
}

/** What a node is called in messages: its name, or its id when it has none. */
export function nodeLabel(index: GraphIndex, nodeId: string): string {
  const node = index.nodes.get(nodeId);
  return node?.name.trim() || nodeId;
}

/** What an edge is called in messages: its name, else "source → target". */
export function edgeLabel(index: GraphIndex, edge: FlowEdge): string {
  return edge.name?.trim() || `${nodeLabel(index, edge.source)} → ${nodeLabel(index, edge.target)}`;
}

/** The nodes reached from `from` along edges (forwards) or against them (backwards). */
export function reachable(
  index: GraphIndex,
  from: readonly string[],
  direction: 'forwards' | 'backwards',
): Set<string> {
  const seen = new Set<string>(from);
  const queue = [...from];
  const next = direction === 'forwards' ? index.outgoing : index.incoming;
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const edge of next.get(id) ?? []) {
      const other = direction === 'forwards' ? edge.target : edge.source;
      if (!seen.has(other)) {
        seen.add(other);
        queue.push(other);
      }
    }
  }
  return seen;
}

/**
 * The nodes in an order where every edge goes forwards, or the first node found on a loop
 * (reached again while still being walked) when there is one.
 */
export function topologicalOrder(index: GraphIndex): { order: string[]; loopAt?: string } {
  const state = new Map<string, 'walking' | 'done'>();
  const order: string[] = [];
  for (const root of index.nodes.keys()) {
    if (state.has(root)) continue;
    const stack: { id: string; next: number }[] = [{ id: root, next: 0 }];
    state.set(root, 'walking');
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const edge = edgesFrom(index, top.id)[top.next++];
      if (!edge) {
        state.set(top.id, 'done');
        order.push(top.id);
        stack.pop();
        continue;
      }
      const seen = state.get(edge.target);
      if (seen === 'walking') return { order: [], loopAt: edge.target };
      if (seen === undefined) {
        state.set(edge.target, 'walking');
        stack.push({ id: edge.target, next: 0 });
      }
    }
  }
  return { order: order.reverse() };
}
