import '@xyflow/react/dist/style.css';
import { useTheme } from '@mui/material/styles';
import type { FlowGraph, FlowNodeKind, FlowPosition } from '@org/flow-model';
import {
  Background,
  type Connection,
  Controls,
  type EdgeChange,
  MiniMap,
  type NodeChange,
  ReactFlow,
  useReactFlow,
} from '@xyflow/react';
import { type DragEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CanvasEdge,
  type CanvasNode,
  type CanvasState,
  type CanvasWords,
  canvasEdges,
  canvasNodes,
} from './canvas-elements';
import { EDGE_VIEWS, SelectEdgeContext } from './FlowEdgeView';
import { NODE_VIEWS } from './FlowNodeViews';
import { connect, connectionProblem, moveNodes, NODE_SIZES } from './graph-edit';
import { draggedKind, PALETTE_DRAG_TYPE } from './NodePalette';

/** How the canvas frames the flow: all of it, with room around, never enlarged. */
export const FIT_VIEW = { padding: 0.2, maxZoom: 1 } as const;
/** What is selected on the canvas: one node, one edge, or nothing. */
export type FlowSelection = { kind: 'node' | 'edge'; id: string } | null;

export interface FlowCanvasProps {
  graph: FlowGraph;
  state: Omit<CanvasState, 'dragged'>;
  words: CanvasWords;
  /** Takes one step of the user's: a changed graph (`mergeKey`: merged with the step before). */
  onCommit: (graph: FlowGraph, mergeKey?: string) => void;
  /** A node or edge was selected (`selected`) or let go. */
  onSelectChange: (kind: 'node' | 'edge', id: string, selected: boolean) => void;
  onSelect: (selection: FlowSelection) => void;
  /** A palette item was dropped at a position of the flow. */
  onDropKind: (kind: FlowNodeKind, position: FlowPosition) => void;
}

/**
 * The flow on React Flow's canvas: nodes move (one step when the drag ends) and connect; palette
 * items are dropped onto it. (The editor deletes with the Delete key: React Flow would listen to
 * the whole document, where the kept tabs' editors would all hear it.) The canvas holds only the
 * positions of a drag under way: everything else comes from the graph and goes to `onCommit`.
 */
export function FlowCanvas({
  graph,
  state,
  words,
  onCommit,
  onSelectChange,
  onSelect,
  onDropKind,
}: FlowCanvasProps) {
  const { t } = useTranslation('shell');
  const { palette } = useTheme();
  const { screenToFlowPosition } = useReactFlow<CanvasNode, CanvasEdge>();
  const [dragged, setDragged] = useState<ReadonlyMap<string, FlowPosition>>(new Map());
  const { readOnly } = state;

  const full = useMemo(() => ({ ...state, dragged }), [state, dragged]);
  const nodes = useMemo(() => canvasNodes(graph, full, words), [graph, full, words]);
  const edges = useMemo(
    () => canvasEdges(graph, full, words, { edge: palette.grey[500], problem: palette.error.main }),
    [graph, full, words, palette],
  );

  const onNodesChange = useCallback(
    (changes: NodeChange<CanvasNode>[]) => {
      const moves = new Map<string, FlowPosition>();
      let ended = false;
      for (const change of changes) {
        if (change.type === 'select') onSelectChange('node', change.id, change.selected);
        if (change.type === 'position' && change.position) {
          moves.set(change.id, change.position);
          ended ||= !change.dragging;
        }
      }
      if (moves.size === 0) return;
      if (!ended) {
        setDragged((before) => new Map([...before, ...moves]));
        return;
      }
      // A drag's end is one step; arrow-key moves of the same nodes merge into one.
      const byKeys = [...moves.keys()].every((id) => !dragged.has(id));
      setDragged(new Map());
      const mergeKey = byKeys ? `keys:${[...moves.keys()].join(',')}` : undefined;
      onCommit(moveNodes(graph, moves), mergeKey);
    },
    [graph, dragged, onCommit, onSelectChange],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange<CanvasEdge>[]) => {
      for (const change of changes) {
        if (change.type === 'select') onSelectChange('edge', change.id, change.selected);
      }
    },
    [onSelectChange],
  );

  const onConnect = useCallback(
    ({ source, target }: Connection) => onCommit(connect(graph, source, target)),
    [graph, onCommit],
  );
  const isValidConnection = useCallback(
    ({ source, target }: { source: string; target: string }) =>
      connectionProblem(graph, source, target) === null,
    [graph],
  );
  const onDragOver = (event: DragEvent) => {
    if (readOnly || !event.dataTransfer.types.includes(PALETTE_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  const onDrop = (event: DragEvent) => {
    const kind = readOnly ? null : draggedKind(event);
    if (!kind) return;
    event.preventDefault();
    const at = screenToFlowPosition({ x: event.clientX, y: event.clientY });
    const { width, height } = NODE_SIZES[kind];
    onDropKind(kind, { x: at.x - width / 2, y: at.y - height / 2 });
  };

  const selectEdge = useCallback((id: string) => onSelect({ kind: 'edge', id }), [onSelect]);
  const ariaLabelConfig = useMemo(
    () => ({
      'node.a11yDescription.default': t('flowDesign.rf.node'),
      'node.a11yDescription.keyboardDisabled': t('flowDesign.rf.nodeKeys'),
      'node.a11yDescription.ariaLiveMessage': (move: { direction: string; x: number; y: number }) =>
        t('flowDesign.rf.moved', move),
      'edge.a11yDescription.default': t('flowDesign.rf.edge'),
      'controls.ariaLabel': t('flowDesign.rf.controls'),
      'controls.zoomIn.ariaLabel': t('flowDesign.rf.zoomIn'),
      'controls.zoomOut.ariaLabel': t('flowDesign.rf.zoomOut'),
      'controls.fitView.ariaLabel': t('flowDesign.rf.fitView'),
      'controls.interactive.ariaLabel': t('flowDesign.rf.interactive'),
      'minimap.ariaLabel': t('flowDesign.rf.minimap'),
      'handle.ariaLabel': t('flowDesign.rf.handle'),
    }),
    [t],
  );

  return (
    <SelectEdgeContext.Provider value={selectEdge}>
      <ReactFlow<CanvasNode, CanvasEdge>
        aria-label={t('flowDesign.canvas')}
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_VIEWS}
        edgeTypes={EDGE_VIEWS}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={onConnect}
        isValidConnection={isValidConnection}
        onDragOver={onDragOver}
        onDrop={onDrop}
        deleteKeyCode={null}
        multiSelectionKeyCode={null}
        selectionKeyCode={null}
        nodesDraggable={!readOnly}
        nodesConnectable={!readOnly}
        ariaLabelConfig={ariaLabelConfig}
        fitView
        fitViewOptions={FIT_VIEW}
        minZoom={0.2}
        maxZoom={2}
      >
        <Background gap={16} />
        <Controls showInteractive={false} />
        <MiniMap pannable zoomable style={{ width: 128, height: 88 }} />
      </ReactFlow>
    </SelectEdgeContext.Provider>
  );
}
