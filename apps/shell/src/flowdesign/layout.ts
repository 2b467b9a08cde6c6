import { Graph, layout } from '@dagrejs/dagre';
import type { FlowGraph } from '@org/flow-model';
import { NODE_SIZES } from './graph-edit';

/** A node as dagre places it: its size, then its centre. */
interface Placed {
  width: number;
  height: number;
  x?: number;
  y?: number;
}

/** Room between nodes side by side, and between one rank and the next. */
const NODE_SEPARATION = 56;
const RANK_SEPARATION = 64;

/**
 * The graph with its nodes laid out top to bottom by their edges (dagre's layered layout): each
 * node a rank below the ones it comes from, branches side by side, crossings few. Nothing but
 * the positions changes.
 */
export function laidOut(graph: FlowGraph): FlowGraph {
  if (graph.nodes.length === 0) return graph;
  const layered = new Graph<object, Placed, object>({ multigraph: true });
  // aligned up-left: a branch that skips ranks runs straight down beside the others, since the
  // canvas draws each edge between its nodes' handles, not along dagre's bends
  layered.setGraph({
    rankdir: 'TB',
    align: 'UL',
    nodesep: NODE_SEPARATION,
    ranksep: RANK_SEPARATION,
  });
  layered.setDefaultEdgeLabel(() => ({}));
  for (const node of graph.nodes) layered.setNode(node.id, { ...NODE_SIZES[node.kind] });
  for (const edge of graph.edges) layered.setEdge(edge.source, edge.target, {}, edge.id);
  layout(layered);
  return {
    ...graph,
    nodes: graph.nodes.map((node) => {
      const { width, height, x = 0, y = 0 } = layered.node(node.id);
      return {
        ...node,
        position: { x: Math.round(x - width / 2), y: Math.round(y - height / 2) },
      };
    }),
  };
}
