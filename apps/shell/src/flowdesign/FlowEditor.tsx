import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import {
  type FlowField,
  type FlowGraph,
  type FlowNodeKind,
  type FlowPosition,
  checkFlow,
} from '@org/flow-model';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CanvasWords } from './canvas-elements';
import { FIT_VIEW, FlowCanvas, type FlowSelection } from './FlowCanvas';
import { type FlowChoices, NO_CHOICES } from './flow-choices';
import { edgeWords, kindName, namesOf, nodeSummary } from './flow-words';
import { addNode, freePosition, NODE_SIZES, removeElements } from './graph-edit';
import { laidOut } from './layout';
import { NodePalette } from './NodePalette';
import { ProblemsPanel } from './ProblemsPanel';
import { PropertyPanel } from './PropertyPanel';
import { useEditHistory } from './use-edit-history';

export interface FlowEditorProps {
  graph: FlowGraph;
  /** Every change of the user's (and every undo and redo) as a new graph. */
  onChange: (graph: FlowGraph) => void;
  /** The fields of the flow's form: for conditions, user-picker rules and permissions. */
  fields: readonly FlowField[];
  /** What rules and conditions choose from; codes and ids are shown without them. */
  choices?: FlowChoices;
  /** Shows the flow and its settings without changing them. */
  readOnly?: boolean;
  /** The editor's height (the canvas takes what the palette, panel and problems leave). */
  height?: number | string;
}

/** Whether a key press belongs to a text field (which has its own undo). */
const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function EditorBody({
  graph,
  onChange,
  fields,
  choices = NO_CHOICES,
  readOnly = false,
  height = 640,
}: FlowEditorProps) {
  const { t } = useTranslation('shell');
  const { screenToFlowPosition, fitView } = useReactFlow();
  const history = useEditHistory(graph, onChange);
  const { commit } = history;
  const [selection, setSelection] = useState<FlowSelection>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const redoButton = useRef<HTMLButtonElement>(null);
  const stepped = useRef(false);
  // When an undo or redo disables the focused button, the focus goes to the other one, so
  // that the keys keep working.
  useEffect(() => {
    if (!stepped.current) return;
    stepped.current = false;
    const active = document.activeElement;
    const undo = undoButton.current;
    const redo = redoButton.current;
    if (active !== document.body && active !== undo && active !== redo) return;
    if (!history.canUndo && active !== redo) redo?.focus();
    else if (!history.canRedo && active !== undo) undo?.focus();
  }, [history.canUndo, history.canRedo]);
  const undo = () => {
    stepped.current = true;
    history.undo();
  };
  const redo = () => {
    stepped.current = true;
    history.redo();
  };

  const issues = useMemo(() => checkFlow(graph, { fields }), [graph, fields]);
  const names = useMemo(() => namesOf(choices, fields), [choices, fields]);
  const exists =
    selection !== null &&
    (selection.kind === 'node' ? graph.nodes : graph.edges).some(
      (item) => item.id === selection.id,
    );
  const selected = exists ? selection : null;

  const state = useMemo(() => {
    const errors = issues.filter((issue) => issue.severity === 'error');
    return {
      selectedNode: selected?.kind === 'node' ? selected.id : null,
      selectedEdge: selected?.kind === 'edge' ? selected.id : null,
      problemNodes: new Set(errors.flatMap((issue) => (issue.edgeId ? [] : (issue.nodeId ?? [])))),
      problemEdges: new Set(errors.flatMap((issue) => issue.edgeId ?? [])),
      readOnly,
    };
  }, [issues, selected?.kind, selected?.id, readOnly]);

  const words = useMemo((): CanvasWords => {
    const nodeName = (id: string) => graph.nodes.find((node) => node.id === id)?.name || id;
    return {
      node: (node) => ({
        kindLabel: kindName(node.kind, t),
        summary: nodeSummary(node, t, names),
        problemsLabel: t('flowDesign.hasProblems'),
      }),
      nodeLabel: (node, problems) =>
        t(problems ? 'flowDesign.nodeProblems' : 'flowDesign.nodeLabel', {
          kind: kindName(node.kind, t),
          name: node.name || node.id,
        }),
      edge: (edge, from) => edgeWords(edge, from, t, names),
      edgeLabel: (edge, problems) =>
        t(problems ? 'flowDesign.edgeProblems' : 'flowDesign.edgeLabel', {
          from: nodeName(edge.source),
          to: nodeName(edge.target),
        }),
    };
  }, [t, names, graph.nodes]);

  const onSelectChange = useCallback((kind: 'node' | 'edge', id: string, on: boolean) => {
    setSelection((before) =>
      on ? { kind, id } : before?.kind === kind && before.id === id ? null : before,
    );
  }, []);

  const add = (kind: FlowNodeKind, position?: FlowPosition) => {
    let at = position;
    if (!at) {
      const box = canvasRef.current?.getBoundingClientRect();
      const centre = screenToFlowPosition({
        x: (box?.left ?? 0) + (box?.width ?? 0) / 2,
        y: (box?.top ?? 0) + (box?.height ?? 0) / 2,
      });
      at = { x: centre.x - NODE_SIZES[kind].width / 2, y: centre.y - NODE_SIZES[kind].height / 2 };
    }
    const added = addNode(graph, kind, freePosition(graph, kind, at), kindName(kind, t));
    commit(added.graph);
    setSelection({ kind: 'node', id: added.id });
  };

  /** Lays the nodes out by their edges, as a step that is undone, and shows them all. */
  const tidy = () => {
    commit(laidOut(graph));
    requestAnimationFrame(() => void fitView(FIT_VIEW));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (readOnly || isTyping(event.target)) return;
    if ((event.key === 'Delete' || event.key === 'Backspace') && selected) {
      event.preventDefault();
      const [nodes, edges] = selected.kind === 'node' ? [[selected.id], []] : [[], [selected.id]];
      commit(removeElements(graph, nodes, edges));
      setSelection(null);
      return;
    }
    if (!(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) undo();
    else if (key === 'y' || (key === 'z' && event.shiftKey)) redo();
    else return;
    event.preventDefault();
  };

  // Read-only (a flow's diagram): the canvas alone, with a node's settings beside it once one
  // is selected; no toolbar, palette or problems.
  const inspecting = !readOnly || Boolean(selected);
  const columns = readOnly
    ? inspecting
      ? 'minmax(0, 1fr) 300px'
      : 'minmax(0, 1fr)'
    : 'auto minmax(0, 1fr) 340px';
  return (
    <Box
      onKeyDown={onKeyDown}
      sx={{
        display: 'grid',
        gridTemplateColumns: columns,
        gridTemplateRows: readOnly ? 'minmax(0, 1fr)' : 'auto minmax(0, 1fr) auto',
        height,
        minHeight: readOnly ? 360 : 480,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      {!readOnly && (
        <Box
          role="toolbar"
          aria-label={t('flowDesign.toolbar')}
          sx={{
            gridColumn: '1 / -1',
            display: 'flex',
            gap: 0.5,
            px: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <IconButton
            ref={undoButton}
            aria-label={t('flowDesign.undo')}
            title={t('flowDesign.undoHint')}
            disabled={!history.canUndo}
            onClick={undo}
          >
            <UndoIcon />
          </IconButton>
          <IconButton
            ref={redoButton}
            aria-label={t('flowDesign.redo')}
            title={t('flowDesign.redoHint')}
            disabled={!history.canRedo}
            onClick={redo}
          >
            <RedoIcon />
          </IconButton>
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5, my: 1 }} />
          <Button
            size="small"
            startIcon={<AccountTreeIcon />}
            title={t('flowDesign.layoutHint')}
            disabled={graph.nodes.length === 0}
            onClick={tidy}
          >
            {t('flowDesign.layout')}
          </Button>
        </Box>
      )}
      {!readOnly && (
        <Box sx={{ borderRight: 1, borderColor: 'divider', overflow: 'auto' }}>
          <NodePalette onAdd={(kind) => add(kind)} />
        </Box>
      )}
      <Box ref={canvasRef} sx={{ position: 'relative', minWidth: 0, minHeight: 0 }}>
        <FlowCanvas
          graph={graph}
          state={state}
          words={words}
          onCommit={commit}
          onSelectChange={onSelectChange}
          onSelect={setSelection}
          onDropKind={add}
        />
      </Box>
      {inspecting && (
        <Box
          sx={{
            borderLeft: 1,
            borderColor: 'divider',
            overflow: 'auto',
            gridRow: readOnly ? '1' : '2 / 4',
            gridColumn: -2,
          }}
        >
          <PropertyPanel
            graph={graph}
            selection={selected}
            fields={fields}
            choices={choices}
            readOnly={readOnly}
            onCommit={commit}
            onSelect={setSelection}
          />
        </Box>
      )}
      {!readOnly && (
        <Box sx={{ gridColumn: '1 / 3', borderTop: 1, borderColor: 'divider' }}>
          <ProblemsPanel issues={issues} onSelect={setSelection} />
        </Box>
      )}
    </Box>
  );
}

/**
 * The flow designer over a controlled graph: a palette to add nodes (dragged or clicked), the
 * canvas (move, connect, Delete), a property panel for the selected node or edge, the problems
 * `checkFlow` finds (live, each selecting what it names), and undo and redo (buttons, Ctrl+Z,
 * Ctrl+Y and Ctrl+Shift+Z; 100 steps; a graph the owner sets is one step too).
 */
export function FlowEditor(props: FlowEditorProps) {
  return (
    <ReactFlowProvider>
      <EditorBody {...props} />
    </ReactFlowProvider>
  );
}
