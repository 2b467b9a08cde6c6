import type { FlowEdge, FlowGraph, FlowNode, FlowNodeKind, FlowPosition } from '@org/flow-model';
import { type Edge, MarkerType, type Node, type NodeHandle, Position } from '@xyflow/react';
import { NODE_SIZES } from './graph-edit';

/**
 * A flow graph as React Flow draws it: one canvas node per flow node, at its kind's fixed size
 * with its connection points given (so nothing waits for the page to be measured), and one
 * canvas edge per flow edge, leaving and entering the sides that face each other.
 */

/** What a node component draws. */
export type CanvasNodeData = {
  node: FlowNode;
  kindLabel: string;
  /** Under the name on approval and CC cards: whom the node involves. */
  summary?: string | undefined;
  problems: boolean;
  problemsLabel: string;
};
export type CanvasNode = Node<CanvasNodeData, FlowNodeKind>;

/** What the edge component draws: its words and how it is marked. */
export type CanvasEdgeData = {
  label?: string | undefined;
  /** A default branch, a branch without a condition (or default), or any other edge. */
  tone: 'default' | 'missing' | 'plain';
  problems: boolean;
};
export type CanvasEdge = Edge<CanvasEdgeData, 'flow'>;

/** Where an edge leaves a node (`bottom`, `right`) and enters one (`top`, `left`). */
export type SourceSide = 'bottom' | 'right';
export type TargetSide = 'top' | 'left';

const HANDLE = 8;

/** The four connection points of a node kind, at the middle of each side. */
export function handlesOf(kind: FlowNodeKind): NodeHandle[] {
  const { width, height } = NODE_SIZES[kind];
  const half = HANDLE / 2;
  const point = (
    id: string,
    type: 'source' | 'target',
    position: Position,
    x: number,
    y: number,
  ): NodeHandle => ({
    id,
    type,
    position,
    x: x - half,
    y: y - half,
    width: HANDLE,
    height: HANDLE,
  });
  return [
    point('top', 'target', Position.Top, width / 2, 0),
    point('left', 'target', Position.Left, 0, height / 2),
    point('bottom', 'source', Position.Bottom, width / 2, height),
    point('right', 'source', Position.Right, width, height / 2),
  ];
}

const centre = (node: FlowNode): FlowPosition => ({
  x: node.position.x + NODE_SIZES[node.kind].width / 2,
  y: node.position.y + NODE_SIZES[node.kind].height / 2,
});

/** The sides an edge joins: sideways when the target lies more to the right than below. */
export function sidesOf(
  source: FlowNode,
  target: FlowNode,
): { sourceHandle: SourceSide; targetHandle: TargetSide } {
  const from = centre(source);
  const to = centre(target);
  return to.x - from.x > Math.abs(to.y - from.y)
    ? { sourceHandle: 'right', targetHandle: 'left' }
    : { sourceHandle: 'bottom', targetHandle: 'top' };
}

/** What the canvas needs to know besides the graph. */
export interface CanvasState {
  selectedNode: string | null;
  selectedEdge: string | null;
  /** Nodes and edges named by an error. */
  problemNodes: ReadonlySet<string>;
  problemEdges: ReadonlySet<string>;
  /** Positions of nodes being dragged, until the drag ends. */
  dragged: ReadonlyMap<string, FlowPosition>;
  readOnly: boolean;
}

/** The words the canvas shows, made by the editor in the user's language. */
export interface CanvasWords {
  node: (node: FlowNode, problems: boolean) => Omit<CanvasNodeData, 'node' | 'problems'>;
  nodeLabel: (node: FlowNode, problems: boolean) => string;
  edge: (edge: FlowEdge, from: FlowNode | undefined) => string | undefined;
  edgeLabel: (edge: FlowEdge, problems: boolean) => string;
}

/** The canvas nodes of a graph. */
export function canvasNodes(
  graph: FlowGraph,
  state: CanvasState,
  words: CanvasWords,
): CanvasNode[] {
  return graph.nodes.map((node) => {
    const problems = state.problemNodes.has(node.id);
    const { width, height } = NODE_SIZES[node.kind];
    return {
      id: node.id,
      type: node.kind,
      position: state.dragged.get(node.id) ?? node.position,
      data: { node, problems, ...words.node(node, problems) },
      width,
      height,
      measured: { width, height },
      handles: handlesOf(node.kind),
      selected: state.selectedNode === node.id,
      connectable: !state.readOnly,
      draggable: !state.readOnly,
      deletable: !state.readOnly,
      ariaLabel: words.nodeLabel(node, problems),
    };
  });
}

/** The canvas edges of a graph; edges whose ends are missing are left out. */
export function canvasEdges(
  graph: FlowGraph,
  state: CanvasState,
  words: CanvasWords,
  colours: { edge: string; problem: string },
): CanvasEdge[] {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  return graph.edges.flatMap((edge): CanvasEdge[] => {
    const source = byId.get(edge.source);
    const target = byId.get(edge.target);
    if (!source || !target) return [];
    const problems = state.problemEdges.has(edge.id);
    const branch = source.kind === 'condition';
    const tone = !branch
      ? 'plain'
      : edge.isDefault
        ? 'default'
        : edge.condition
          ? 'plain'
          : 'missing';
    return [
      {
        id: edge.id,
        source: edge.source,
        target: edge.target,
        ...sidesOf(source, target),
        type: 'flow',
        selected: state.selectedEdge === edge.id,
        deletable: !state.readOnly,
        data: { label: words.edge(edge, source), tone, problems },
        markerEnd: {
          type: MarkerType.ArrowClosed,
          color: problems ? colours.problem : colours.edge,
        },
        ariaLabel: words.edgeLabel(edge, problems),
      },
    ];
  });
}
